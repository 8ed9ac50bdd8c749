// /app/profile: name, avatar (PNG/JPEG/WebP up to 2 MB, checked here and by the server), firm
// name and specialties. Accounts that never registered accept the terms when first saving
// firm data (the server requires it).
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, avatarTypes, MAX_SPECIALTIES, type Profile } from '@shared/profile/profile.schemas';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { isApiError } from '@client/lib/api-client';
import { useProfile, useRemoveAvatar, useSaveProfile, useUploadAvatar } from '../api/profile-api';
import { LoadError } from '@client/components/errors/load-error';
import { FileInput } from '@client/components/form/file-input';

function errorText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : '';
  return error.fields ? Object.values(error.fields).join(' ') : error.message;
}

export function ProfileForm({ loading }: { loading: React.ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <>{loading}</>;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="space-y-8">
      <AvatarSection profile={profile.data} />
      <DetailsForm profile={profile.data} />
    </div>
  );
}

function AvatarSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [localError, setLocalError] = useState('');

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setLocalError('');
    upload.reset();
    if (!(avatarTypes as readonly string[]).includes(file.type)) return setLocalError(t('profile.avatar.typeError'));
    if (file.size > AVATAR_MAX_BYTES) return setLocalError(t('profile.avatar.sizeError'));
    upload.mutate(file);
  }

  const error = localError || (upload.isError ? errorText(upload.error) : '') || (remove.isError ? errorText(remove.error) : '');
  return (
    <section aria-labelledby="avatar-heading" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="avatar-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('profile.avatar.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt={t('profile.avatar.alt')} className="size-20 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-slate-200 text-2xl font-bold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="space-y-2">
          <FileInput label={t('profile.avatar.choose')} accept={avatarTypes.join(',')} onChange={onFile} hint={t('profile.avatar.hint')} />
          {profile.avatarUrl && (
            <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
              {t('profile.avatar.remove')}
            </Button>
          )}
        </div>
      </div>
      <p aria-live="polite" className="mt-2 text-sm">
        {upload.isPending ? t('profile.avatar.uploading') : upload.isSuccess ? t('profile.avatar.uploaded') : ''}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [saved, setSaved] = useState(false);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    const data = new FormData(e.currentTarget);
    const firmName = String(data.get('firmName') ?? '').trim();
    const specialties = String(data.get('specialties') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const firmChanged = firmName !== (profile.firmName ?? '') || specialties.join(',') !== profile.specialties.join(',');
    save.mutate(
      {
        familyName: String(data.get('familyName') ?? '').trim(),
        givenName: String(data.get('givenName') ?? '').trim(),
        ...(firmChanged ? { firmName: firmName || null, specialties } : {}),
        ...(firmChanged && !profile.hasRegistrationProfile ? { acceptTerms: data.get('acceptTerms') === 'on', acceptPrivacy: data.get('acceptPrivacy') === 'on' } : {}),
      },
      { onSuccess: () => setSaved(true) },
    );
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="details-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="details-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('profile.details.title')}
      </h2>
      {/* Hungarian order: family name first; greetings use the given name. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="profile-family-name" className="text-sm font-medium">
            {t('profile.details.familyName')}
          </label>
          <input id="profile-family-name" name="familyName" autoComplete="family-name" required maxLength={80} defaultValue={profile.familyName} aria-describedby="family-name-hint" className={inputClasses} />
          <p id="family-name-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {t('profile.details.familyNameHint')}
          </p>
        </div>
        <div>
          <label htmlFor="profile-given-name" className="text-sm font-medium">
            {t('profile.details.givenName')}
          </label>
          <input id="profile-given-name" name="givenName" autoComplete="given-name" required maxLength={80} defaultValue={profile.givenName} className={inputClasses} />
        </div>
      </div>
      <div>
        <label htmlFor="profile-email" className="text-sm font-medium">
          {t('profile.details.email')}
        </label>
        <input id="profile-email" value={profile.email} readOnly className={`${inputClasses} opacity-80`} />
      </div>
      <div>
        <label htmlFor="profile-firm" className="text-sm font-medium">
          {t('profile.details.firmName')}
        </label>
        <input id="profile-firm" name="firmName" maxLength={160} defaultValue={profile.firmName ?? ''} className={inputClasses} />
      </div>
      <div>
        <label htmlFor="profile-specialties" className="text-sm font-medium">
          {t('profile.details.specialties')}
        </label>
        <input id="profile-specialties" name="specialties" defaultValue={profile.specialties.join(', ')} aria-describedby="specialties-hint" className={inputClasses} />
        <p id="specialties-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t('profile.details.specialtiesHint', { max: MAX_SPECIALTIES })}
        </p>
      </div>
      {!profile.hasRegistrationProfile && (
        <fieldset className="space-y-1">
          <legend className="text-sm text-slate-700 dark:text-slate-300">{t('profile.details.consentIntro')}</legend>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="acceptTerms" className="size-4" /> {t('profile.details.acceptTerms')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="acceptPrivacy" className="size-4" /> {t('profile.details.acceptPrivacy')}
          </label>
        </fieldset>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(save.error)}
        </p>
      )}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {saved ? t('profile.saved') : ''}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

// /app/profile: name, avatar (PNG/JPEG/WebP up to 2 MB, checked here and by the server), firm
// name and specialties. A firm's member sees the firm's own name (read-only); the consents show as
// accepted when the user accepted them (on registering or joining), and only an account without
// them is asked when first saving firm data (the server requires it; decision 0495).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, avatarTypes, MAX_SPECIALTIES, type Profile, updateProfileBodySchema } from '@shared/profile/profile.schemas';
import { CheckboxField, ErrorList, Form, inputClasses, SubmitButton, TextField, useImageChoice, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { ApiError, errorText, isApiError } from '@client/lib/api-client';
import { useProfile, useRemoveAvatar, useSaveProfile, useUploadAvatar } from '../api/profile-api';
import { LoadError } from '@client/components/errors/load-error';
import { FileInput } from '@client/components/form/file-input';
import { nameInitial } from '@shared/hu/person-name';
import { formatHuDate } from '@shared/hu/format';
import { formatFileSize } from '@shared/documents/documents';

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
  const choice = useImageChoice({
    types: avatarTypes,
    maxBytes: AVATAR_MAX_BYTES,
    typeError: t('profile.avatar.typeError'),
    sizeError: t('profile.avatar.sizeError', { max: formatFileSize(AVATAR_MAX_BYTES) }),
    onChoose: () => upload.reset(),
    upload: (file) => upload.mutate(file),
  });

  const error = choice.error || (upload.isError ? errorText(upload.error) : '') || (remove.isError ? errorText(remove.error) : '');
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
            {nameInitial(profile.name)}
          </span>
        )}
        <div className="space-y-2">
          <FileInput label={t('profile.avatar.choose')} accept={avatarTypes.join(',')} onChange={choice.onChange} hint={t('profile.avatar.hint', { max: formatFileSize(AVATAR_MAX_BYTES) })} />
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

const body = updateProfileBodySchema.shape;
const specialtiesSchema = body.specialties.unwrap();

/** The details as typed, checked by the server's own rules (updateProfileBodySchema). */
const detailsSchema = z.object({
  familyName: body.familyName.unwrap(),
  givenName: body.givenName.unwrap(),
  firmName: body.firmName.unwrap().unwrap(),
  // One text field, comma-separated; each specialty's message is shown on that field.
  specialties: z.string().transform((text, ctx) => {
    const parsed = specialtiesSchema.safeParse(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }),
  acceptTerms: z.boolean(),
  acceptPrivacy: z.boolean(),
});

/** The server names a specialty by its place in the list (`specialties.2`): the form has one field for them. */
function ontoFields(error: unknown): unknown {
  if (!isApiError(error) || !error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [path.startsWith('specialties.') ? 'specialties' : path, message]));
  return new ApiError(error.code, error.serverMessage, error.status, fields);
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(detailsSchema, {
    defaultValues: { familyName: profile.familyName, givenName: profile.givenName, firmName: profile.firmName ?? '', specialties: profile.specialties.join(', '), acceptTerms: false, acceptPrivacy: false },
  });

  // The firm's name of a member is the firm's (read-only here); the free text is for the others.
  const memberFirm = profile.memberFirm;
  const { terms, privacy } = profile.legalAcceptedAt;
  const accepted = terms && privacy ? { terms, privacy } : null;
  const askConsent = !profile.hasRegistrationProfile && !accepted;

  async function onSubmit(values: z.output<typeof detailsSchema>) {
    setSaved(false);
    const firmNameChanged = !memberFirm && values.firmName !== (profile.firmName ?? '');
    const firmChanged = firmNameChanged || values.specialties.join(',') !== profile.specialties.join(',');
    try {
      await save.mutateAsync({
        familyName: values.familyName,
        givenName: values.givenName,
        ...(firmChanged ? { ...(memberFirm ? {} : { firmName: values.firmName || null }), specialties: values.specialties } : {}),
        ...(firmChanged && askConsent ? { acceptTerms: values.acceptTerms, acceptPrivacy: values.acceptPrivacy } : {}),
      });
    } catch (error) {
      throw ontoFields(error);
    }
    setSaved(true);
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="details-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="details-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('profile.details.title')}
      </h2>
      <ErrorList />
      {/* Hungarian order: family name first; greetings use the given name. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="familyName" label={t('profile.details.familyName')} hint={t('profile.details.familyNameHint')} autoComplete="family-name" aria-required maxLength={80} />
        <TextField name="givenName" label={t('profile.details.givenName')} autoComplete="given-name" aria-required maxLength={80} />
      </div>
      <div>
        <label htmlFor="profile-email" className="text-sm font-medium">
          {t('profile.details.email')}
        </label>
        <input id="profile-email" value={profile.email} readOnly className={`${inputClasses} opacity-80`} />
      </div>
      {memberFirm ? (
        <div>
          <label htmlFor="profile-member-firm" className="text-sm font-medium">
            {t('profile.details.firmName')}
          </label>
          <input id="profile-member-firm" value={memberFirm} readOnly aria-describedby="profile-member-firm-hint" className={`${inputClasses} opacity-80`} />
          <p id="profile-member-firm-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {t('profile.details.memberFirmHint')}
          </p>
        </div>
      ) : (
        <TextField name="firmName" label={t('profile.details.firmName')} maxLength={160} />
      )}
      <TextField name="specialties" label={t('profile.details.specialties')} hint={t('profile.details.specialtiesHint', { max: MAX_SPECIALTIES })} />
      {accepted && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('profile.details.consentsAccepted', { terms: formatHuDate(new Date(accepted.terms)), privacy: formatHuDate(new Date(accepted.privacy)) })}</p>
      )}
      {askConsent && (
        <fieldset className="space-y-1">
          <legend className="text-sm text-slate-700 dark:text-slate-300">{t('profile.details.consentIntro')}</legend>
          <CheckboxField name="acceptTerms" label={t('profile.details.acceptTerms')} />
          <CheckboxField name="acceptPrivacy" label={t('profile.details.acceptPrivacy')} />
        </fieldset>
      )}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {saved ? t('profile.saved') : ''}
      </p>
      <SubmitButton pendingText={t('profile.save')}>{t('profile.save')}</SubmitButton>
    </Form>
  );
}

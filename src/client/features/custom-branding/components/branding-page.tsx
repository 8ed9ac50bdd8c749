// /app/custom-branding (decision 0448): the firm's name, accent colour and logo as its customers
// see them on the portal, with a live preview and the contrast of white text on the colour. The
// page mirrors the server's rules (the same schema and contrast function); the server decides.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandingBodySchema, DISPLAY_NAME_MAX, LOGO_MAX_BYTES, logoTypes } from '@shared/custom-branding/custom-branding.schemas';
import { contrastWithWhite, MIN_CONTRAST, readableWithWhite } from '@shared/custom-branding/contrast';
import { ErrorList, Field, Form, inputClasses, SubmitButton, TextField, useImageChoice, useZodForm } from '@client/components/form';
import { FileInput } from '@client/components/form/file-input';
import { LoadError } from '@client/components/errors/load-error';
import { Button } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { type Branding, useBranding, useRemoveLogo, useSaveBranding, useUploadLogo } from '../api/custom-branding-api';
import { numberFormat } from '@shared/intl';
import { formatFileSize } from '@shared/documents/documents';

const HEX = /^#[0-9a-fA-F]{6}$/;
const ratioText = (accent: string, lang: string) => numberFormat(lang, { maximumFractionDigits: 1 }).format(contrastWithWhite(accent));

/** The page itself: one feature, so it needs no route module of the app's to compose it. */
export function CustomBrandingRoute() {
  const { t } = useTranslation();
  const branding = useBranding();
  return (
    <div className="space-y-6">
      <PageHeader title={t('customBranding.title')}>
        <p className="mt-1 max-w-2xl text-sm text-slate-700 dark:text-slate-300">{t('customBranding.intro')}</p>
      </PageHeader>
      {branding.isPending ? <LoadingSpinner fullScreen={false} /> : branding.isError ? <LoadError error={branding.error} onRetry={() => void branding.refetch()} /> : <BrandingEditor branding={branding.data} />}
    </div>
  );
}

function BrandingEditor({ branding }: { branding: Branding }) {
  const { t, i18n } = useTranslation();
  const { firmName } = branding;
  const save = useSaveBranding();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(brandingBodySchema, { defaultValues: { displayName: branding.displayName ?? '', accentColor: branding.accentColor } });
  const accent = form.watch('accentColor') ?? branding.accentColor;
  const shownName = (form.watch('displayName') ?? '').trim() || firmName;
  const validHex = HEX.test(accent.trim());
  const readable = validHex && readableWithWhite(accent.trim().toLowerCase());

  async function onSubmit(values: { displayName: string | null; accentColor: string }) {
    setSaved(false);
    await save.mutateAsync(values);
    setSaved(true);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <Form form={form} onSubmit={onSubmit} aria-labelledby="branding-details" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="branding-details" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('customBranding.details.title')}
          </h2>
          <ErrorList />
          <TextField name="displayName" label={t('customBranding.details.displayName')} hint={t('customBranding.details.displayNameHint', { name: firmName })} maxLength={DISPLAY_NAME_MAX} />
          <Field name="accentColor" label={t('customBranding.details.accentColor')} hint={t('customBranding.details.accentColorHint')}>
            {(control) => (
              <div className="mt-1 flex items-center gap-3">
                <input
                  type="color"
                  aria-label={t('customBranding.details.colorPicker')}
                  value={validHex ? accent.trim().toLowerCase() : branding.accentColor}
                  onChange={(e) => form.setValue('accentColor', e.target.value, { shouldDirty: true })}
                  className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white dark:border-slate-600"
                />
                <input {...control} {...form.register('accentColor')} className={`${inputClasses} max-w-40 font-mono`} spellCheck={false} autoComplete="off" />
              </div>
            )}
          </Field>
          <p aria-live="polite" className={`text-sm ${readable ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}>
            {validHex ? t(readable ? 'customBranding.contrast.ok' : 'customBranding.contrast.low', { ratio: ratioText(accent.trim(), i18n.language), min: numberFormat(i18n.language).format(MIN_CONTRAST) }) : ''}
          </p>
          <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
            {saved ? t('customBranding.saved') : ''}
          </p>
          <SubmitButton pendingText={t('customBranding.saving')}>{t('customBranding.save')}</SubmitButton>
        </Form>
        <LogoSection branding={branding} />
      </div>
      <Preview accent={readable ? accent.trim().toLowerCase() : branding.accentColor} name={shownName} logoUrl={branding.logoUrl} />
    </div>
  );
}

function LogoSection({ branding }: { branding: Branding }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const choice = useImageChoice({
    types: logoTypes,
    maxBytes: LOGO_MAX_BYTES,
    typeError: t('customBranding.logo.typeError'),
    sizeError: t('customBranding.logo.sizeError', { max: formatFileSize(LOGO_MAX_BYTES) }),
    onChoose: () => upload.reset(),
    upload: (file) => upload.mutate(file),
  });

  const error = choice.error || (upload.isError ? errorText(upload.error) : '') || (remove.isError ? errorText(remove.error) : '');
  return (
    <section aria-labelledby="branding-logo" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="branding-logo" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('customBranding.logo.title')}
      </h2>
      {branding.logoUrl && <img src={branding.logoUrl} alt={t('customBranding.logo.alt')} className="h-16 max-w-60 object-contain" />}
      <div className="flex flex-wrap items-center gap-3">
        <FileInput label={t('customBranding.logo.choose')} accept={logoTypes.join(',')} onChange={choice.onChange} hint={t('customBranding.logo.hint', { max: formatFileSize(LOGO_MAX_BYTES) })} />
        {branding.logoUrl && (
          <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
            {t('customBranding.logo.remove')}
          </Button>
        )}
      </div>
      <p aria-live="polite" className="text-sm">
        {upload.isPending ? t('customBranding.logo.uploading') : upload.isSuccess ? t('customBranding.logo.uploaded') : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}

/** How the portal's header and main button look with these choices. */
function Preview({ accent, name, logoUrl }: { accent: string; name: string; logoUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="branding-preview" className="space-y-3">
      <h2 id="branding-preview" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('customBranding.preview.title')}
      </h2>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700">
        <div className="flex items-center gap-3 px-5 py-4 text-white" style={{ backgroundColor: accent }}>
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-9 max-w-24 rounded bg-white object-contain p-1" />
          ) : (
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-white/20 font-bold">
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="font-semibold">{name}</span>
        </div>
        <div className="space-y-3 p-5 text-slate-900">
          <p className="text-sm">{t('customBranding.preview.welcome')}</p>
          <span className="inline-block rounded-md px-4 py-2 text-sm font-medium text-white" style={{ backgroundColor: accent }}>
            {t('customBranding.preview.button')}
          </span>
        </div>
      </div>
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('customBranding.preview.note')}</p>
    </section>
  );
}

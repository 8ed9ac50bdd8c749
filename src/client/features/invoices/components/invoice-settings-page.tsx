// /app/invoice-generator/settings (issue 38.14): the firm's seller data printed on every invoice
// and sent to NAV, its numbering series and its NAV technical user. The shared schema checks the
// form first (the GIRO check digits of the account, the tax number's check digit, the EU VAT
// number against it) with the server's messages; the server checks again.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceSettingsSchema, type InvoiceSettingsInput, type InvoiceSettingsView } from '@shared/invoices/invoices.api.schemas';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { type Errors, Field, TextField } from '@client/components/ui/form-fields';
import { PageHeader } from '@client/components/ui/page-header';
import { LoadError } from '@client/components/errors/load-error';
import { errorText, isApiError } from '@client/lib/api-client';
import { useCreateSeries, useInvoiceSeries, useInvoiceSettings, useSaveSettings } from '../api/invoices-api';
import { NavCredentialsForm } from './nav-credentials-form';

const text = (data: FormData, key: string) => String(data.get(key) ?? '').trim();

/** The form's values as the API body; empty optional fields become null. */
export function settingsFromForm(data: FormData): InvoiceSettingsInput {
  return {
    sellerName: text(data, 'sellerName'),
    taxNumber: text(data, 'taxNumber'),
    communityVatNumber: text(data, 'communityVatNumber').toUpperCase() || null,
    address: { countryCode: 'HU', postalCode: text(data, 'address.postalCode'), city: text(data, 'address.city'), addressLine: text(data, 'address.addressLine') },
    bankAccountNumber: text(data, 'bankAccountNumber') || null,
    paymentDays: Number(text(data, 'paymentDays') || 'NaN'),
    footerNote: text(data, 'footerNote') || null,
  };
}

export function settingsErrors(body: InvoiceSettingsInput): Errors {
  const parsed = invoiceSettingsSchema.safeParse(body);
  if (parsed.success) return {};
  const out: Errors = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

export function InvoiceSettingsPage() {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  return (
    <div className="max-w-3xl space-y-8">
      <PageHeader title={t('invoices.settings.title')}>
        <Link to="/app/invoice-generator" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('invoices.back')}
        </Link>
      </PageHeader>
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isPending && <p role="status">{t('invoices.loading')}</p>}
      {settings.isSuccess && <SellerForm current={settings.data} />}
      <SeriesSection />
      <section aria-label={t('invoices.navCredentials.title')}>
        <NavCredentialsForm />
      </section>
    </div>
  );
}

function SellerForm({ current }: { current: InvoiceSettingsView | null }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const focusFirstError = () => requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    const body = settingsFromForm(new FormData(form));
    const local = settingsErrors(body);
    setErrors(local);
    setSaved(false);
    if (Object.keys(local).length > 0) return focusFirstError();
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        setErrors(isApiError(error) && error.fields ? error.fields : {});
        focusFirstError();
      },
    });
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="seller-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="seller-title" className="text-lg font-semibold">
        {t('invoices.settings.sellerTitle')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{current ? t('invoices.settings.sellerHint') : t('invoices.settings.sellerMissing')}</p>
      {(hasErrors || save.isError) && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {hasErrors ? t('invoices.settings.fixErrors') : errorText(save.error)}
        </p>
      )}
      <TextField name="sellerName" label={t('invoices.settings.sellerName')} errors={errors} defaultValue={current?.sellerName} autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="taxNumber" label={t('invoices.settings.taxNumber')} hint={t('invoices.settings.taxNumberHint')} errors={errors} defaultValue={current?.taxNumber} />
        <TextField name="communityVatNumber" label={t('invoices.settings.communityVatNumber')} hint={t('invoices.settings.communityVatNumberHint')} errors={errors} defaultValue={current?.communityVatNumber} />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <legend className="mb-2 text-sm font-semibold">{t('invoices.settings.address')}</legend>
        <TextField name="address.postalCode" label={t('invoices.settings.postalCode')} errors={errors} defaultValue={current?.address.postalCode} autoComplete="postal-code" />
        <TextField name="address.city" label={t('invoices.settings.city')} errors={errors} defaultValue={current?.address.city} autoComplete="address-level2" />
        <div className="sm:col-span-2">
          <TextField name="address.addressLine" label={t('invoices.settings.addressLine')} errors={errors} defaultValue={current?.address.addressLine} autoComplete="street-address" />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField name="bankAccountNumber" label={t('invoices.settings.bankAccount')} hint={t('invoices.settings.bankAccountHint')} errors={errors} defaultValue={current?.bankAccountNumber} />
        <Field name="paymentDays" label={t('invoices.settings.paymentDays')} errors={errors}>
          {(props) => <input {...props} name="paymentDays" type="number" inputMode="numeric" min={0} max={365} defaultValue={current?.paymentDays ?? 8} className={inputClasses} />}
        </Field>
      </div>
      <Field name="footerNote" label={t('invoices.settings.footerNote')} errors={errors} hint={t('invoices.settings.footerNoteHint')}>
        {(props) => <textarea {...props} name="footerNote" rows={2} maxLength={500} defaultValue={current?.footerNote ?? ''} className={`${inputClasses} h-auto py-2`} />}
      </Field>
      {saved && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {t('invoices.settings.saved')}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {t('invoices.settings.save')}
      </Button>
    </form>
  );
}

function SeriesSection() {
  const { t } = useTranslation();
  const series = useInvoiceSeries();
  const create = useCreateSeries();
  const [form, setForm] = useState({ prefix: '', name: '', isDefault: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ ...form, prefix: form.prefix.trim().toUpperCase() }, { onSuccess: () => setForm({ prefix: '', name: '', isDefault: false }) });
  };
  return (
    <section aria-labelledby="series-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="series-title" className="text-lg font-semibold">
        {t('invoices.settings.seriesTitle')}
      </h2>
      {series.isError && <LoadError error={series.error} onRetry={() => void series.refetch()} />}
      {series.data && (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {series.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
              <span className="font-mono font-semibold">{s.prefix}</span>
              <span>{s.name}</span>
              <span className="text-slate-700 dark:text-slate-300">
                {s.last > 0 ? t('invoices.settings.seriesLast', { number: `${s.prefix}/${String(s.last).padStart(6, '0')}` }) : t('invoices.settings.seriesUnused')}
              </span>
              {s.isDefault && <span className="rounded bg-indigo-100 px-2 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">{t('invoices.settings.seriesDefault')}</span>}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[8rem_1fr_auto_auto]">
        <div>
          <label htmlFor="series-prefix" className="text-sm font-medium">
            {t('invoices.settings.seriesPrefix')}
          </label>
          <input id="series-prefix" required maxLength={20} value={form.prefix} onChange={(e) => setForm({ ...form, prefix: e.target.value })} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="series-name" className="text-sm font-medium">
            {t('invoices.settings.seriesName')}
          </label>
          <input id="series-name" required maxLength={100} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} className={inputClasses} />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={form.isDefault} onChange={(e) => setForm({ ...form, isDefault: e.target.checked })} />
          {t('invoices.settings.seriesMakeDefault')}
        </label>
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {t('invoices.settings.seriesCreate')}
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {errorText(create.error)}
        </p>
      )}
    </section>
  );
}

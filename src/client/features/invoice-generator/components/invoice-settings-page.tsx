// /app/invoice-generator/settings (issue 38.14): the firm's seller data printed on every invoice
// and sent to NAV, its numbering series and its NAV technical user. The shared schema checks the
// form first (the GIRO check digits of the account, the tax number's check digit, the EU VAT
// number against it) with the server's messages; the server checks again.
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { createSeriesBodySchema, invoiceSettingsSchema, type InvoiceSettingsInput, type InvoiceSettingsView } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { CheckboxField, ErrorList, Form, NumberField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { PageHeader } from '@client/components/ui/page-header';
import { LoadError } from '@client/components/errors/load-error';
import { useCreateSeries, useInvoiceSeries, useInvoiceSettings, useSaveSettings } from '../api/invoices-api';
import { NavCredentialsForm } from './nav-credentials-form';

// The seller form's fields as typed (text, the payment days a number or empty).
const sellerFieldsSchema = z.object({
  sellerName: z.string(),
  taxNumber: z.string(),
  communityVatNumber: z.string(),
  address: z.object({ postalCode: z.string(), city: z.string(), addressLine: z.string() }),
  bankAccountNumber: z.string(),
  paymentDays: z.number().optional(),
  footerNote: z.string(),
});
type SellerFields = z.input<typeof sellerFieldsSchema>;

/** The form's values as the API body; empty optional fields become null, empty payment days no number. */
export function settingsBody(f: SellerFields): InvoiceSettingsInput {
  return {
    sellerName: f.sellerName.trim(),
    taxNumber: f.taxNumber.trim(),
    communityVatNumber: f.communityVatNumber.trim().toUpperCase() || null,
    address: { countryCode: 'HU', postalCode: f.address.postalCode.trim(), city: f.address.city.trim(), addressLine: f.address.addressLine.trim() },
    bankAccountNumber: f.bankAccountNumber.trim() || null,
    paymentDays: f.paymentDays ?? Number.NaN,
    footerNote: f.footerNote.trim() || null,
  };
}

// The body the server checks, with the server's own rule (its paths are the form's field names).
const sellerFormSchema = sellerFieldsSchema.transform(settingsBody).pipe(invoiceSettingsSchema);

export function InvoiceSettingsPage() {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  return (
    <div className="max-w-3xl space-y-8">
      <PageHeader title={t('invoiceGenerator.settings.title')}>
        <Link to="/app/invoice-generator" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('invoiceGenerator.back')}
        </Link>
      </PageHeader>
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isPending && <p role="status">{t('invoiceGenerator.loading')}</p>}
      {settings.isSuccess && <SellerForm current={settings.data} />}
      <SeriesSection />
      <section aria-label={t('invoiceGenerator.navCredentials.title')}>
        <NavCredentialsForm />
      </section>
    </div>
  );
}

function SellerForm({ current }: { current: InvoiceSettingsView | null }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [saved, setSaved] = useState(false);
  // Checked on submit, then as the fields change: a message shown as a field is left pushed the
  // save button from under the pointer, and the click on it was lost (the journey at 1440 px).
  const form = useZodForm(sellerFormSchema, {
    mode: 'onSubmit',
    defaultValues: {
      sellerName: current?.sellerName ?? '',
      taxNumber: current?.taxNumber ?? '',
      communityVatNumber: current?.communityVatNumber ?? '',
      address: { postalCode: current?.address.postalCode ?? '', city: current?.address.city ?? '', addressLine: current?.address.addressLine ?? '' },
      bankAccountNumber: current?.bankAccountNumber ?? '',
      paymentDays: current?.paymentDays ?? 8,
      footerNote: current?.footerNote ?? '',
    },
  });

  return (
    <Form
      form={form}
      aria-labelledby="seller-title"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      onSubmit={async () => {
        setSaved(false);
        // What was typed (trimmed), as before: the server normalises it once more.
        await save.mutateAsync(settingsBody(form.getValues()));
        setSaved(true);
      }}
    >
      <div className="space-y-4">
        <h2 id="seller-title" className="text-lg font-semibold">
          {t('invoiceGenerator.settings.sellerTitle')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{current ? t('invoiceGenerator.settings.sellerHint') : t('invoiceGenerator.settings.sellerMissing')}</p>
        <SellerProblem />
        <TextField name="sellerName" label={t('invoiceGenerator.settings.sellerName')} autoComplete="organization" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="taxNumber" label={t('invoiceGenerator.settings.taxNumber')} hint={t('invoiceGenerator.settings.taxNumberHint')} />
          <TextField name="communityVatNumber" label={t('invoiceGenerator.settings.communityVatNumber')} hint={t('invoiceGenerator.settings.communityVatNumberHint')} />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <legend className="mb-2 text-sm font-semibold">{t('invoiceGenerator.settings.address')}</legend>
          <TextField name="address.postalCode" label={t('invoiceGenerator.settings.postalCode')} autoComplete="postal-code" />
          <TextField name="address.city" label={t('invoiceGenerator.settings.city')} autoComplete="address-level2" />
          <div className="sm:col-span-2">
            <TextField name="address.addressLine" label={t('invoiceGenerator.settings.addressLine')} autoComplete="street-address" />
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField name="bankAccountNumber" label={t('invoiceGenerator.settings.bankAccount')} hint={t('invoiceGenerator.settings.bankAccountHint')} />
          <NumberField name="paymentDays" label={t('invoiceGenerator.settings.paymentDays')} inputMode="numeric" min={0} max={365} />
        </div>
        <TextareaField name="footerNote" label={t('invoiceGenerator.settings.footerNote')} hint={t('invoiceGenerator.settings.footerNoteHint')} rows={2} maxLength={500} />
        {saved && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {t('invoiceGenerator.settings.saved')}
          </p>
        )}
        <SubmitButton>{t('invoiceGenerator.settings.save')}</SubmitButton>
      </div>
    </Form>
  );
}

/** One alert above the fields: "fix the marked fields" while a field is wrong, else the server's message. */
function SellerProblem() {
  const { t } = useTranslation();
  const { errors, submitCount } = useFormState();
  const fieldErrors = submitCount > 0 && Object.keys(errors).some((key) => key !== 'root');
  if (!fieldErrors) return <ErrorList fields={false} />;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {t('invoiceGenerator.settings.fixErrors')}
    </p>
  );
}

// A new numbering series: the prefix in capitals, as the server's rule wants it.
const seriesFormSchema = z.object({
  prefix: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(createSeriesBodySchema.shape.prefix),
  name: createSeriesBodySchema.shape.name,
  isDefault: z.boolean(),
});
const noSeries = { prefix: '', name: '', isDefault: false };

function SeriesSection() {
  const { t } = useTranslation();
  const series = useInvoiceSeries();
  const create = useCreateSeries();
  const form = useZodForm(seriesFormSchema, { mode: 'onSubmit', defaultValues: noSeries });
  return (
    <section aria-labelledby="series-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="series-title" className="text-lg font-semibold">
        {t('invoiceGenerator.settings.seriesTitle')}
      </h2>
      {series.isError && <LoadError error={series.error} onRetry={() => void series.refetch()} />}
      {series.data && (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {series.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
              <span className="font-mono font-semibold">{s.prefix}</span>
              <span>{s.name}</span>
              <span className="text-slate-700 dark:text-slate-300">
                {s.last > 0 ? t('invoiceGenerator.settings.seriesLast', { number: `${s.prefix}/${String(s.last).padStart(6, '0')}` }) : t('invoiceGenerator.settings.seriesUnused')}
              </span>
              {s.isDefault && <span className="rounded bg-indigo-100 px-2 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">{t('invoiceGenerator.settings.seriesDefault')}</span>}
            </li>
          ))}
        </ul>
      )}
      <Form
        form={form}
        guardUnsaved={false}
        className="grid items-end gap-3 sm:grid-cols-[8rem_1fr_auto_auto]"
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          form.reset(noSeries);
        }}
      >
        <TextField name="prefix" label={t('invoiceGenerator.settings.seriesPrefix')} maxLength={20} />
        <TextField name="name" label={t('invoiceGenerator.settings.seriesName')} maxLength={100} />
        <CheckboxField name="isDefault" label={t('invoiceGenerator.settings.seriesMakeDefault')} />
        <SubmitButton variant="secondary">{t('invoiceGenerator.settings.seriesCreate')}</SubmitButton>
        <ErrorList fields={false} className="sm:col-span-4" />
      </Form>
    </section>
  );
}

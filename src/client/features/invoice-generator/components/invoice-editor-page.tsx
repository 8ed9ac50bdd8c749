// The draft editor (/app/invoice-generator/new and a draft's own page): buyer, dates, currency,
// lines with the VAT rate or case picker, live totals computed by the shared calculation (the
// same code the server issues with), save, and issue after a confirmation that shows the NAV
// check: errors stop it, warnings are listed and issuing over them is a conscious click. On the
// form kit (issue 41.2): the shared draft body checks the form before anything is sent (saving,
// checking before issuing, a díjbekérő), the lines are a kit list (useFieldList, decision 0377) and
// the server's messages land on their fields (a body line's path renamed to the line on screen).
import { useId, useMemo, useState } from 'react';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { calculateLine, calculateTotals, type CalculatedLine } from '@shared/invoice-generator/invoice-calculation';
import { INVOICE_CURRENCIES, invoiceDraftBodySchema, type InvoiceDetail, type InvoiceDraftBody, type NavCheckResponse } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { invoiceLineInputSchema, PAYMENT_METHODS, type InvoiceLineInput } from '@shared/invoice-generator/invoice-generator.schemas';
import { VAT_CODE_INFO, VAT_CODES, type VatCode } from '@shared/invoice-generator/vat';
import { applyServerErrors, ComboboxField, DateField, Form, renameServerFields, SelectField, SubmitButton, TextareaField, TextField, useFieldList, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { navCheck, proformaPdfUrl, useContactChoices, useCreateDraft, useDeleteDraft, useInvoiceSettings, useIssue, useIssueProforma, useSaveDraft } from '../api/invoices-api';
import { day, money } from './invoice-labels';
import { NavIssueList } from './nav-problems';
import { SellerSettingsNotice } from './seller-settings-notice';

interface LineDraft {
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatCode: string;
  /** Discount in per cent, typed with a comma or a point. */
  discountPercent: string;
}

const UNIT_CHOICES = ['óra', 'eset', 'db', 'hónap', 'nap'] as const;
const emptyLine = (): LineDraft => ({ description: '', quantity: '1', unit: 'óra', unitPrice: '', vatCode: '27', discountPercent: '' });
/** "1 250,5" → "1250.5" */
const plain = (v: string) => v.replace(/[\s\u00a0]/g, '').replace(',', '.');

function lineInput(l: LineDraft): InvoiceLineInput {
  const percent = plain(l.discountPercent);
  const unitMap: Record<string, InvoiceLineInput['unitOfMeasure']> = { óra: 'HOUR', db: 'PIECE', hónap: 'MONTH', nap: 'DAY' };
  const unitOfMeasure = unitMap[l.unit] ?? 'OWN';
  return {
    description: l.description,
    nature: 'SERVICE',
    quantity: plain(l.quantity),
    unitOfMeasure,
    ...(unitOfMeasure === 'OWN' ? { unitOfMeasureOwn: l.unit } : {}),
    unitPrice: plain(l.unitPrice),
    vat: { code: l.vatCode as VatCode },
    ...(percent && Number(percent) > 0 ? { discount: { rate: String(Number(percent) / 100) } } : {}),
  };
}

function fromDetail(d: InvoiceDetail): LineDraft[] {
  const units: Record<string, string> = { HOUR: 'óra', PIECE: 'db', MONTH: 'hónap', DAY: 'nap' };
  return d.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity.replace('.', ','),
    unit: l.unitOfMeasure === 'OWN' ? (l.unitOfMeasureOwn ?? 'eset') : (units[l.unitOfMeasure] ?? 'db'),
    unitPrice: l.unitPrice.replace('.', ','),
    vatCode: l.vat.code,
    discountPercent: l.discount?.rate ? String(Number(l.discount.rate) * 100).replace('.', ',') : '',
  }));
}

const lineSchema = z.object({ description: z.string(), quantity: z.string(), unit: z.string(), unitPrice: z.string(), vatCode: z.string(), discountPercent: z.string() });
const editorFieldsSchema = z.object({
  contactId: z.string(),
  deliveryDate: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string(),
  currency: z.string(),
  exchangeRate: z.string(),
  exchangeRateSource: z.string(),
  note: z.string(),
  lines: z.array(lineSchema),
});
type EditorValues = z.infer<typeof editorFieldsSchema>;
type DraftRef = Pick<InvoiceDetail, 'matterId' | 'seriesId'> | undefined;

const rateOf = (v: Pick<EditorValues, 'currency' | 'exchangeRate'>) => (v.currency === 'HUF' ? '1' : plain(v.exchangeRate) || '1');

/** The request body of what is on the screen; `kept[i]` is the screen line of the body's line i (empty lines are left out). */
function draftBody(v: EditorValues, draft: DraftRef): { body: InvoiceDraftBody; kept: number[] } {
  const kept = v.lines.flatMap((l, i) => (l.description.trim() || l.unitPrice.trim() ? [i] : []));
  const body: InvoiceDraftBody = {
    contactId: v.contactId || null,
    // The editor does not change these: a draft from a matter's time keeps its matter (issue 38.1).
    matterId: draft?.matterId ?? null,
    ...(draft ? { seriesId: draft.seriesId } : {}),
    deliveryDate: v.deliveryDate || null,
    paymentDate: v.paymentDate || null,
    paymentMethod: v.paymentMethod as (typeof PAYMENT_METHODS)[number],
    currency: v.currency as (typeof INVOICE_CURRENCIES)[number],
    exchangeRate: rateOf(v),
    exchangeRateSource: v.currency === 'HUF' ? null : v.exchangeRateSource || null,
    note: v.note || null,
    lines: kept.map((i) => lineInput(v.lines[i]!)),
  };
  return { body, kept };
}

/** A path of the body ("lines.0.vat.code") as the field that shows it ("lines.2.vatCode"). */
function formPath(path: string, kept: number[]): string {
  const m = /^lines\.(\d+)(?:\.([^.]+))?/.exec(path);
  if (!m) return path;
  const line = `lines.${kept[Number(m[1])] ?? Number(m[1])}`;
  const key = m[2];
  if (!key) return line;
  const field = key === 'vat' ? 'vatCode' : key === 'discount' ? 'discountPercent' : key.startsWith('unitOfMeasure') ? 'unit' : key === 'nature' ? 'description' : key;
  return `${line}.${field}`;
}

/** The form checks the body the server will check (the shared draft body), its messages on the fields. */
function editorSchema(draft: DraftRef) {
  return editorFieldsSchema.superRefine((values, ctx) => {
    const { body, kept } = draftBody(values, draft);
    const checked = invoiceDraftBodySchema.safeParse(body);
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: formPath(issue.path.join('.'), kept).split('.') });
  });
}

function initialValues(draft: InvoiceDetail | undefined): EditorValues {
  return {
    contactId: draft?.contactId ?? '',
    deliveryDate: draft?.deliveryDate ?? '',
    paymentDate: draft?.paymentDate ?? '',
    paymentMethod: draft?.paymentMethod ?? 'TRANSFER',
    currency: draft?.currency ?? 'HUF',
    exchangeRate: draft?.currency && draft.currency !== 'HUF' ? draft.exchangeRate.replace(/\.?0+$/, '') : '1',
    exchangeRateSource: draft?.exchangeRateSource ?? 'MNB',
    note: draft?.note ?? '',
    lines: draft && draft.lines.length > 0 ? fromDetail(draft) : [emptyLine()],
  };
}

export function InvoiceEditorPage({ draft, canConfigure = false }: { draft?: InvoiceDetail; canConfigure?: boolean }) {
  const navigate = useNavigate();
  const create = useCreateDraft();
  const save = useSaveDraft(draft?.id ?? '');
  const schema = useMemo(() => editorSchema(draft), [draft]);
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues: initialValues(draft) });
  async function submit(values: EditorValues) {
    const { body, kept } = draftBody(values, draft);
    try {
      if (draft) await save.mutateAsync(body);
      else {
        const created = await create.mutateAsync(body);
        void navigate(`/app/invoice-generator/${created.id}`, { replace: true });
      }
    } catch (error) {
      throw renameServerFields(error, (path) => formPath(path, kept));
    }
  }
  // No unsaved-changes guard: saving a new draft, issuing and deleting move on from the page.
  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false} className="">
      <EditorBody draft={draft} canConfigure={canConfigure} />
    </Form>
  );
}

function EditorBody({ draft, canConfigure }: { draft: InvoiceDetail | undefined; canConfigure: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const form = useFormContext<EditorValues>();
  const { isSubmitting } = useFormState();
  const lineList = useFieldList<LineDraft>('lines');
  const contacts = useContactChoices();
  const save = useSaveDraft(draft?.id ?? '');
  const issue = useIssue(draft?.id ?? '');
  const remove = useDeleteDraft(draft?.id ?? '');
  const proforma = useIssueProforma(draft?.id ?? '');
  const settings = useInvoiceSettings();
  const [confirming, setConfirming] = useState(false);
  const [check, setCheck] = useState<NavCheckResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const lines = useWatch<EditorValues, 'lines'>({ name: 'lines' });
  const [currency, exchangeRate, deliveryDate, paymentDate] = useWatch<EditorValues, ['currency', 'exchangeRate', 'deliveryDate', 'paymentDate']>({ name: ['currency', 'exchangeRate', 'deliveryDate', 'paymentDate'] });

  const ctx = { currency, exchangeRate: rateOf({ currency, exchangeRate }) };
  const calculated = useMemo(() => {
    const out: (CalculatedLine | null)[] = lines.map((l, i) => {
      const parsed = invoiceLineInputSchema.safeParse(lineInput(l));
      if (!parsed.success) return null;
      try {
        return calculateLine(parsed.data, i + 1, ctx);
      } catch {
        return null;
      }
    });
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, ctx.currency, ctx.exchangeRate]);
  const totals = calculateTotals(
    calculated.filter((c): c is CalculatedLine => c !== null),
    ctx,
  );

  /**
   * Checks the form with the shared body, saves it, then runs `then`: what the server is asked
   * about is what was seen. A refusal lands on its fields (or above the buttons).
   */
  const saveThen = (then: () => Promise<void>) =>
    form.handleSubmit(async (values) => {
      const { body, kept } = draftBody(values, draft);
      try {
        await save.mutateAsync(body);
        form.reset(form.getValues(), { keepValues: true });
        await then();
      } catch (error) {
        applyServerErrors(
          form as unknown as UseFormReturn<Record<string, unknown>, unknown, Record<string, unknown>>,
          renameServerFields(error, (path) => formPath(path, kept)),
          t('errors.unexpected'),
        );
      }
    })();

  // Empty dates are issued as today and today + the firm's payment term (issue 38.15): the form
  // shows them before the confirmation, so what is issued is what was seen.
  const today = todayInBudapest();
  const paymentDays = settings.data?.paymentDays ?? 8;
  /** Fills in the default dates, saves, asks the server what issuing would meet, then opens the confirmation. */
  async function checkThenConfirm() {
    if (!draft) return;
    if (!form.getValues('deliveryDate')) form.setValue('deliveryDate', today, { shouldDirty: true });
    if (!form.getValues('paymentDate')) form.setValue('paymentDate', addDays(today, paymentDays), { shouldDirty: true });
    setChecking(true);
    issue.reset();
    try {
      await saveThen(async () => {
        setCheck(await navCheck(draft.id));
        setConfirming(true);
      });
    } finally {
      setChecking(false);
    }
  }
  const navErrors = check?.issues.filter((i) => i.severity === 'error') ?? [];
  const navWarnings = check?.issues.filter((i) => i.severity === 'warning') ?? [];
  const blocked = navErrors.length > 0 || (check?.xsdErrors.length ?? 0) > 0;
  async function issueNow() {
    await issue.mutateAsync(navWarnings.map((w) => w.code));
    setConfirming(false);
  }

  /** Saves what is on the screen, then issues a díjbekérő of it: what the client receives is what was seen. */
  async function issueProformaNow() {
    proforma.reset();
    await saveThen(async () => {
      await proforma.mutateAsync();
    });
  }

  const unitOptions = UNIT_CHOICES.map((u) => ({ value: u, label: u }));
  const vatOptions = VAT_CODES.map((c) => ({ value: c, label: VAT_CODE_INFO[c].label }));
  // The kit's <Form> lays its children out in a fieldset (display: contents): the spacing is this div's.
  return (
    <div className="space-y-6">
      <PageHeader title={draft ? t('invoiceGenerator.editor.editTitle') : t('invoiceGenerator.editor.newTitle')}>
        <Link to="/app/invoice-generator" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('invoiceGenerator.back')}
        </Link>
      </PageHeader>
      <SellerSettingsNotice canConfigure={canConfigure} />
      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ComboboxField
          name="contactId"
          label={t('invoiceGenerator.editor.customer')}
          emptyLabel={t('invoiceGenerator.editor.chooseCustomer')}
          options={contacts.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
          searching={contacts.isPending}
        />
        <DateField name="deliveryDate" label={t('invoiceGenerator.editor.deliveryDate')} emptyValue="" hint={deliveryDate ? '' : t('invoiceGenerator.editor.deliveryDateDefault', { date: day(today) })} />
        <DateField
          name="paymentDate"
          label={t('invoiceGenerator.editor.paymentDate')}
          emptyValue=""
          hint={paymentDate ? '' : t('invoiceGenerator.editor.paymentDateDefault', { days: paymentDays, date: day(addDays(today, paymentDays)) })}
        />
        <SelectField name="paymentMethod" label={t('invoiceGenerator.editor.paymentMethod')} options={PAYMENT_METHODS.map((o) => ({ value: o, label: t(`invoiceGenerator.paymentMethod.${o}`) }))} />
        <SelectField name="currency" label={t('invoiceGenerator.editor.currency')} options={INVOICE_CURRENCIES.map((o) => ({ value: o, label: o }))} />
        {currency !== 'HUF' && <TextField name="exchangeRate" label={t('invoiceGenerator.editor.exchangeRate')} />}
        {currency !== 'HUF' && <TextField name="exchangeRateSource" label={t('invoiceGenerator.editor.exchangeRateSource')} />}
      </section>
      <section className="space-y-3" aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`} className="text-lg font-semibold">
          {t('invoiceGenerator.editor.lines')}
        </h2>
        {lineList.fields.map(({ key }, i) => {
          const line = calculated[i];
          return (
            <fieldset key={key} className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-6 dark:border-slate-700">
              <legend className="px-1 text-sm font-medium">{t('invoiceGenerator.editor.line', { n: i + 1 })}</legend>
              <TextField name={`lines.${i}.description`} label={t('invoiceGenerator.editor.description')} className="sm:col-span-6" />
              <TextField name={`lines.${i}.quantity`} label={t('invoiceGenerator.editor.quantity')} inputMode="decimal" />
              <SelectField name={`lines.${i}.unit`} label={t('invoiceGenerator.editor.unit')} options={unitOptions} />
              <TextField name={`lines.${i}.unitPrice`} label={t('invoiceGenerator.editor.unitPrice', { currency })} inputMode="decimal" />
              <TextField name={`lines.${i}.discountPercent`} label={t('invoiceGenerator.editor.discount')} inputMode="decimal" />
              <SelectField name={`lines.${i}.vatCode`} label={t('invoiceGenerator.editor.vat')} options={vatOptions} className="sm:col-span-2" />
              <p className="text-sm sm:col-span-4" aria-live="polite">
                {line
                  ? t('invoiceGenerator.editor.lineTotal', {
                      net: money(line.amounts.net, currency),
                      vat: money(line.amounts.vat, currency),
                      gross: money(line.amounts.gross, currency),
                    })
                  : t('invoiceGenerator.editor.lineIncomplete')}
              </p>
              {lineList.fields.length > 1 && (
                <div className="sm:col-span-2 sm:text-right">
                  <Button variant="ghost" onClick={() => lineList.remove(i)}>
                    {t('invoiceGenerator.editor.removeLine', { n: i + 1 })}
                  </Button>
                </div>
              )}
            </fieldset>
          );
        })}
        <Button variant="secondary" onClick={() => lineList.append(emptyLine(), { shouldFocus: false })}>
          {t('invoiceGenerator.editor.addLine')}
        </Button>
      </section>
      <section aria-label={t('invoiceGenerator.editor.totals')} className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800">
        <dl className="grid grid-cols-2 gap-1 sm:max-w-md">
          <dt>{t('invoiceGenerator.totals.net')}</dt>
          <dd className="text-right tabular-nums">{money(totals.total.net, currency)}</dd>
          <dt>{t('invoiceGenerator.totals.vat')}</dt>
          <dd className="text-right tabular-nums">{money(totals.total.vat, currency)}</dd>
          <dt className="font-semibold">{t('invoiceGenerator.totals.gross')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="draft-gross">
            {money(totals.total.gross, currency)}
          </dd>
          {currency !== 'HUF' && (
            <>
              <dt>{t('invoiceGenerator.totals.grossHuf')}</dt>
              <dd className="text-right tabular-nums">{money(totals.total.grossHUF, 'HUF')}</dd>
            </>
          )}
        </dl>
      </section>
      <TextareaField name="note" label={t('invoiceGenerator.editor.note')} rows={3} />
      <EditorProblem other={remove.error} />
      {proforma.data && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {t('invoiceGenerator.editor.proformaIssued', { number: proforma.data.number })}{' '}
          <a className="underline" href={proformaPdfUrl(proforma.data.id)}>
            {t('invoiceGenerator.editor.proformaPdf', { number: proforma.data.number })}
          </a>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton variant={draft ? 'secondary' : 'primary'} pendingText={t('invoiceGenerator.editor.save')}>
          {t('invoiceGenerator.editor.save')}
        </SubmitButton>
        {draft && (
          <Button onClick={() => void checkThenConfirm()} disabled={checking || isSubmitting}>
            {checking ? t('invoiceGenerator.navCheck.checking') : t('invoiceGenerator.editor.issue')}
          </Button>
        )}
        {draft && (
          <Button variant="secondary" onClick={() => void issueProformaNow()} disabled={proforma.isPending || isSubmitting}>
            {t('invoiceGenerator.editor.proforma')}
          </Button>
        )}
        {draft && (
          <Button variant="ghost" onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate('/app/invoice-generator') })}>
            {t('invoiceGenerator.editor.delete')}
          </Button>
        )}
      </div>
      <Dialog open={confirming} title={blocked ? t('invoiceGenerator.navCheck.errorsTitle') : t('invoiceGenerator.editor.confirmTitle')} onClose={() => setConfirming(false)}>
        {blocked ? (
          <div role="alert" className="space-y-2 text-sm text-red-800 dark:text-red-300">
            <p>{t('invoiceGenerator.navCheck.errorsText')}</p>
            <NavIssueList issues={navErrors} />
            {check && check.xsdErrors.length > 0 && (
              <ul className="list-disc pl-5">
                {check.xsdErrors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <>
            <p className="text-sm">{t(check?.navConfigured === false ? 'invoiceGenerator.editor.confirmTextNavNotConfigured' : 'invoiceGenerator.editor.confirmText', { gross: money(totals.total.gross, currency) })}</p>
            <p className="mt-2 text-sm" data-testid="issue-dates">
              {t('invoiceGenerator.editor.confirmDates', { issueDate: day(today), deliveryDate: day(deliveryDate), paymentDate: day(paymentDate) })}
            </p>
          </>
        )}
        {!blocked && navWarnings.length > 0 && (
          <section aria-labelledby={`${id}-warnings`} className="mt-3 space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
            <h3 id={`${id}-warnings`} className="font-semibold">
              {t('invoiceGenerator.navCheck.warningsTitle', { count: navWarnings.length })}
            </h3>
            <p>{t('invoiceGenerator.navCheck.warningsText')}</p>
            <NavIssueList issues={navWarnings} />
          </section>
        )}
        {issue.error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {errorText(issue.error)}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {!blocked && (
            <Button onClick={() => void issueNow().catch(() => undefined)} disabled={issue.isPending || save.isPending}>
              {navWarnings.length > 0 ? t('invoiceGenerator.navCheck.issueAnyway') : t('invoiceGenerator.editor.confirmIssue')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {blocked ? t('invoiceGenerator.navCheck.back') : t('invoiceGenerator.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** The server's refusal that is no field's (or deleting the draft failed), as before: one alert line. */
function EditorProblem({ other }: { other: unknown }) {
  const { errors } = useFormState();
  const server = (errors.root?.server as { message?: string } | undefined)?.message;
  const text = server ?? (other ? errorText(other) : '');
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  );
}

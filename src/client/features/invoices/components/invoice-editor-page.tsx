// The draft editor (/app/invoice-generator/new and a draft's own page): buyer, dates, currency,
// lines with the VAT rate or case picker, live totals computed by the shared calculation (the
// same code the server issues with), save, and issue after a confirmation that shows the NAV
// check: errors stop it, warnings are listed and issuing over them is a conscious click.
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { calculateLine, calculateTotals, type CalculatedLine } from '@shared/invoices/invoice-calculation';
import { INVOICE_CURRENCIES, type InvoiceDetail, type InvoiceDraftBody, type NavCheckResponse } from '@shared/invoices/invoices.api.schemas';
import { invoiceLineInputSchema, PAYMENT_METHODS, type InvoiceLineInput } from '@shared/invoices/invoices.schemas';
import { VAT_CODE_INFO, VAT_CODES, type VatCode } from '@shared/invoices/vat';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { navCheck, proformaPdfUrl, useContactChoices, useCreateDraft, useDeleteDraft, useInvoiceSettings, useIssue, useIssueProforma, useSaveDraft } from '../api/invoices-api';
import { day, money } from './invoice-labels';
import { NavIssueList } from './nav-problems';
import { SellerSettingsNotice } from './seller-settings-notice';
import { DateInput } from '@client/components/form/date-field';

interface LineDraft {
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatCode: VatCode;
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
    vat: { code: l.vatCode },
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

export function InvoiceEditorPage({ draft, canConfigure = false }: { draft?: InvoiceDetail; canConfigure?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const contacts = useContactChoices();
  const create = useCreateDraft();
  const save = useSaveDraft(draft?.id ?? '');
  const issue = useIssue(draft?.id ?? '');
  const remove = useDeleteDraft(draft?.id ?? '');
  const proforma = useIssueProforma(draft?.id ?? '');
  const settings = useInvoiceSettings();
  const [confirming, setConfirming] = useState(false);
  const [check, setCheck] = useState<NavCheckResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<unknown>(null);
  const [form, setForm] = useState({
    contactId: draft?.contactId ?? '',
    deliveryDate: draft?.deliveryDate ?? '',
    paymentDate: draft?.paymentDate ?? '',
    paymentMethod: draft?.paymentMethod ?? 'TRANSFER',
    currency: draft?.currency ?? 'HUF',
    exchangeRate: draft?.currency && draft.currency !== 'HUF' ? draft.exchangeRate.replace(/\.?0+$/, '') : '1',
    exchangeRateSource: draft?.exchangeRateSource ?? 'MNB',
    note: draft?.note ?? '',
  });
  const [lines, setLines] = useState<LineDraft[]>(draft && draft.lines.length > 0 ? fromDetail(draft) : [emptyLine()]);
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const setLine = (i: number, patch: Partial<LineDraft>) => setLines((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const ctx = { currency: form.currency, exchangeRate: form.currency === 'HUF' ? '1' : plain(form.exchangeRate) || '1' };
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

  const body = (f: typeof form = form): InvoiceDraftBody => ({
    contactId: f.contactId || null,
    // The editor does not change these: a draft from a matter's time keeps its matter (issue 38.1).
    matterId: draft?.matterId ?? null,
    ...(draft ? { seriesId: draft.seriesId } : {}),
    deliveryDate: f.deliveryDate || null,
    paymentDate: f.paymentDate || null,
    paymentMethod: f.paymentMethod as (typeof PAYMENT_METHODS)[number],
    currency: f.currency as (typeof INVOICE_CURRENCIES)[number],
    exchangeRate: ctx.exchangeRate,
    exchangeRateSource: f.currency === 'HUF' ? null : f.exchangeRateSource || null,
    note: f.note || null,
    lines: lines.filter((l) => l.description.trim() || l.unitPrice.trim()).map(lineInput),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (draft) save.mutate(body());
    else create.mutate(body(), { onSuccess: (created) => void navigate(`/app/invoice-generator/${created.id}`, { replace: true }) });
  }
  // Empty dates are issued as today and today + the firm's payment term (issue 38.15): the form
  // shows them before the confirmation, so what is issued is what was seen.
  const today = todayInBudapest();
  const paymentDays = settings.data?.paymentDays ?? 8;
  /** Fills in the default dates, saves, asks the server what issuing would meet, then opens the confirmation. */
  async function checkThenConfirm() {
    if (!draft) return;
    const filled = { ...form, deliveryDate: form.deliveryDate || today, paymentDate: form.paymentDate || addDays(today, paymentDays) };
    setForm(filled);
    setChecking(true);
    setCheckError(null);
    issue.reset();
    try {
      await save.mutateAsync(body(filled));
      setCheck(await navCheck(draft.id));
      setConfirming(true);
    } catch (e) {
      setCheckError(e);
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
    await save.mutateAsync(body());
    await proforma.mutateAsync();
  }

  const error = create.error ?? save.error ?? remove.error ?? checkError ?? proforma.error;
  const field = (key: keyof typeof form, label: string, type = 'text', hint?: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      {type === 'date' ? (
        <DateInput id={`${id}-${key}`} label={label} value={form[key] || null} onChange={(iso) => set(key, iso ?? '')} {...(hint ? { 'aria-describedby': `${id}-${key}-hint` } : {})} />
      ) : (
        <input id={`${id}-${key}`} type={type} value={form[key]} onChange={(e) => set(key, e.target.value)} className={inputClasses} {...(hint ? { 'aria-describedby': `${id}-${key}-hint` } : {})} />
      )}
      {hint && (
        <p id={`${id}-${key}-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
  const choice = (key: keyof typeof form, label: string, options: readonly string[], text: (o: string) => string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <select id={`${id}-${key}`} value={form[key]} onChange={(e) => set(key, e.target.value)} className={inputClasses}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-6">
      <PageHeader title={draft ? t('invoices.editor.editTitle') : t('invoices.editor.newTitle')}>
        <Link to="/app/invoice-generator" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('invoices.back')}
        </Link>
      </PageHeader>
      <SellerSettingsNotice canConfigure={canConfigure} />
      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {choice('contactId', t('invoices.editor.customer'), ['', ...(contacts.data?.map((c) => c.id) ?? [])], (o) => (o ? (contacts.data?.find((c) => c.id === o)?.name ?? '…') : t('invoices.editor.chooseCustomer')))}
        {field('deliveryDate', t('invoices.editor.deliveryDate'), 'date', form.deliveryDate ? undefined : t('invoices.editor.deliveryDateDefault', { date: day(today) }))}
        {field('paymentDate', t('invoices.editor.paymentDate'), 'date', form.paymentDate ? undefined : t('invoices.editor.paymentDateDefault', { days: paymentDays, date: day(addDays(today, paymentDays)) }))}
        {choice('paymentMethod', t('invoices.editor.paymentMethod'), PAYMENT_METHODS, (o) => t(`invoices.paymentMethod.${o as (typeof PAYMENT_METHODS)[number]}`))}
        {choice('currency', t('invoices.editor.currency'), INVOICE_CURRENCIES, (o) => o)}
        {form.currency !== 'HUF' && field('exchangeRate', t('invoices.editor.exchangeRate'))}
        {form.currency !== 'HUF' && field('exchangeRateSource', t('invoices.editor.exchangeRateSource'))}
      </section>
      <section className="space-y-3" aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`} className="text-lg font-semibold">
          {t('invoices.editor.lines')}
        </h2>
        {lines.map((l, i) => (
          <fieldset key={i} className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-6 dark:border-slate-700">
            <legend className="px-1 text-sm font-medium">{t('invoices.editor.line', { n: i + 1 })}</legend>
            <div className="sm:col-span-6">
              <label htmlFor={`${id}-d${i}`} className="text-sm font-medium">
                {t('invoices.editor.description')}
              </label>
              <input id={`${id}-d${i}`} value={l.description} onChange={(e) => setLine(i, { description: e.target.value })} className={inputClasses} />
            </div>
            <div>
              <label htmlFor={`${id}-q${i}`} className="text-sm font-medium">
                {t('invoices.editor.quantity')}
              </label>
              <input id={`${id}-q${i}`} inputMode="decimal" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} className={inputClasses} />
            </div>
            <div>
              <label htmlFor={`${id}-u${i}`} className="text-sm font-medium">
                {t('invoices.editor.unit')}
              </label>
              <select id={`${id}-u${i}`} value={l.unit} onChange={(e) => setLine(i, { unit: e.target.value })} className={inputClasses}>
                {UNIT_CHOICES.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-p${i}`} className="text-sm font-medium">
                {t('invoices.editor.unitPrice', { currency: form.currency })}
              </label>
              <input id={`${id}-p${i}`} inputMode="decimal" value={l.unitPrice} onChange={(e) => setLine(i, { unitPrice: e.target.value })} className={inputClasses} />
            </div>
            <div>
              <label htmlFor={`${id}-r${i}`} className="text-sm font-medium">
                {t('invoices.editor.discount')}
              </label>
              <input id={`${id}-r${i}`} inputMode="decimal" value={l.discountPercent} onChange={(e) => setLine(i, { discountPercent: e.target.value })} className={inputClasses} />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-v${i}`} className="text-sm font-medium">
                {t('invoices.editor.vat')}
              </label>
              <select id={`${id}-v${i}`} value={l.vatCode} onChange={(e) => setLine(i, { vatCode: e.target.value as VatCode })} className={inputClasses}>
                {VAT_CODES.map((c) => (
                  <option key={c} value={c}>
                    {VAT_CODE_INFO[c].label}
                  </option>
                ))}
              </select>
            </div>
            <p className="text-sm sm:col-span-4" aria-live="polite">
              {calculated[i]
                ? t('invoices.editor.lineTotal', {
                    net: money(calculated[i]!.amounts.net, form.currency),
                    vat: money(calculated[i]!.amounts.vat, form.currency),
                    gross: money(calculated[i]!.amounts.gross, form.currency),
                  })
                : t('invoices.editor.lineIncomplete')}
            </p>
            {lines.length > 1 && (
              <div className="sm:col-span-2 sm:text-right">
                <Button variant="ghost" onClick={() => setLines((list) => list.filter((_, j) => j !== i))}>
                  {t('invoices.editor.removeLine', { n: i + 1 })}
                </Button>
              </div>
            )}
          </fieldset>
        ))}
        <Button variant="secondary" onClick={() => setLines((list) => [...list, emptyLine()])}>
          {t('invoices.editor.addLine')}
        </Button>
      </section>
      <section aria-label={t('invoices.editor.totals')} className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800">
        <dl className="grid grid-cols-2 gap-1 sm:max-w-md">
          <dt>{t('invoices.totals.net')}</dt>
          <dd className="text-right tabular-nums">{money(totals.total.net, form.currency)}</dd>
          <dt>{t('invoices.totals.vat')}</dt>
          <dd className="text-right tabular-nums">{money(totals.total.vat, form.currency)}</dd>
          <dt className="font-semibold">{t('invoices.totals.gross')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="draft-gross">
            {money(totals.total.gross, form.currency)}
          </dd>
          {form.currency !== 'HUF' && (
            <>
              <dt>{t('invoices.totals.grossHuf')}</dt>
              <dd className="text-right tabular-nums">{money(totals.total.grossHUF, 'HUF')}</dd>
            </>
          )}
        </dl>
      </section>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {t('invoices.editor.note')}
        </label>
        <textarea id={`${id}-note`} value={form.note} onChange={(e) => set('note', e.target.value)} className={`${inputClasses} h-20 py-2`} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(error)}
        </p>
      ) : null}
      {proforma.data && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {t('invoices.editor.proformaIssued', { number: proforma.data.number })}{' '}
          <a className="underline" href={proformaPdfUrl(proforma.data.id)}>
            {t('invoices.editor.proformaPdf', { number: proforma.data.number })}
          </a>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={draft ? 'secondary' : 'primary'} disabled={create.isPending || save.isPending}>
          {t('invoices.editor.save')}
        </Button>
        {draft && (
          <Button onClick={() => void checkThenConfirm()} disabled={checking || save.isPending}>
            {checking ? t('invoices.navCheck.checking') : t('invoices.editor.issue')}
          </Button>
        )}
        {draft && (
          <Button variant="secondary" onClick={() => void issueProformaNow().catch(() => undefined)} disabled={proforma.isPending || save.isPending}>
            {t('invoices.editor.proforma')}
          </Button>
        )}
        {draft && (
          <Button variant="ghost" onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate('/app/invoice-generator') })}>
            {t('invoices.editor.delete')}
          </Button>
        )}
      </div>
      <Dialog open={confirming} title={blocked ? t('invoices.navCheck.errorsTitle') : t('invoices.editor.confirmTitle')} onClose={() => setConfirming(false)}>
        {blocked ? (
          <div role="alert" className="space-y-2 text-sm text-red-800 dark:text-red-300">
            <p>{t('invoices.navCheck.errorsText')}</p>
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
            <p className="text-sm">{t('invoices.editor.confirmText', { gross: money(totals.total.gross, form.currency) })}</p>
            <p className="mt-2 text-sm" data-testid="issue-dates">
              {t('invoices.editor.confirmDates', { issueDate: day(today), deliveryDate: day(form.deliveryDate), paymentDate: day(form.paymentDate) })}
            </p>
          </>
        )}
        {!blocked && navWarnings.length > 0 && (
          <section aria-labelledby={`${id}-warnings`} className="mt-3 space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
            <h3 id={`${id}-warnings`} className="font-semibold">
              {t('invoices.navCheck.warningsTitle', { count: navWarnings.length })}
            </h3>
            <p>{t('invoices.navCheck.warningsText')}</p>
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
              {navWarnings.length > 0 ? t('invoices.navCheck.issueAnyway') : t('invoices.editor.confirmIssue')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {blocked ? t('invoices.navCheck.back') : t('invoices.cancel')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

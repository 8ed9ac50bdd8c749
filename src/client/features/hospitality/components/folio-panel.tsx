// The folio of a reservation (issue 37.6): nights at the accommodation VAT rate, the tourist tax
// outside the VAT base, extras at their own rate, deposits and payments; the open lines become an
// invoice through the invoicing module (with NAV reporting) for the booker or a company contact.
import { useState } from 'react';
import { Link } from 'react-router';
import { CHARGE_CATEGORIES, CHARGE_CATEGORY_LABELS, PAYMENT_OPTION_LABELS, PAYMENT_OPTIONS } from '@shared/hospitality/codes';
import { chargeBodySchema, folioInvoiceBodySchema, folioPaymentBodySchema } from '@shared/hospitality/hospitality.schemas';
import { todayInBudapest } from '@shared/dates/iso-date';
import { VAT_CODE_INFO, VAT_CODES } from '@shared/invoice-generator/vat';
import { CheckboxField, ComboboxField, DateField, ErrorList, Form, NumberField, SelectField, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { Dialog } from '@client/components/ui/dialog';
import { useWatch } from 'react-hook-form';
import { errorText } from '@client/lib/api-client';
import { useAddCharge, useAddPayment, useContactChoices, useDeleteCharge, useFolio, useInvoiceFolio } from '../api/hospitality-api';
import type { FolioLine, ReservationDetail } from '../api/types';
import { DialogButtons, OptionalTextField, options } from './form-bits';
import { day, money, Notice, Panel } from './labels';

const vatOptions = VAT_CODES.map((c) => ({ value: c, label: VAT_CODE_INFO[c].label }));
const EXTRA_CATEGORIES = CHARGE_CATEGORIES.filter((c) => c !== 'SZALLASDIJ' && c !== 'IFA');

type Open = 'charge' | 'payment' | 'invoice' | null;

export function FolioPanel({ reservation, canBook, canInvoice }: { reservation: ReservationDetail; canBook: boolean; canInvoice: boolean }) {
  const folio = useFolio(reservation.id);
  const [open, setOpen] = useState<Open>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const deleteCharge = useDeleteCharge(reservation.id);
  const close = () => setOpen(null);
  const f = folio.data;
  return (
    <Panel
      id="folio"
      title="Folió és számla"
      actions={
        <>
          {canBook && (
            <>
              <Button variant="secondary" onClick={() => setOpen('charge')}>
                Extra tétel
              </Button>
              <Button variant="secondary" onClick={() => setOpen('payment')}>
                Befizetés
              </Button>
            </>
          )}
          {canInvoice && f && f.uninvoiced > 0 && <Button onClick={() => setOpen('invoice')}>Számla a nyitott tételekből</Button>}
        </>
      }
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      <DataTable
        label="Folió tételei"
        columns={[
          { key: 'date', header: 'Nap', cell: (l: FolioLine) => day(l.serviceDate) },
          { key: 'desc', header: 'Tétel', cell: (l) => l.description },
          { key: 'qty', header: 'Menny.', cell: (l) => String(l.quantity).replace('.', ','), className: 'text-right' },
          { key: 'vat', header: 'Áfa', cell: (l) => VAT_CODE_INFO[l.vatCode as keyof typeof VAT_CODE_INFO]?.label ?? l.vatCode },
          { key: 'gross', header: 'Bruttó', cell: (l) => money(l.gross), className: 'text-right' },
          { key: 'inv', header: 'Számlázva', cell: (l) => (l.invoiceId ? 'igen' : 'nem') },
        ]}
        rows={f?.lines}
        rowKey={(l) => l.id ?? `${l.kind}-${l.serviceDate}-${l.unitId ?? ''}-${l.description}`}
        loading={folio.isPending}
        error={folio.isError ? (folio.error ?? true) : false}
        onRetry={() => void folio.refetch()}
        emptyText="A foliónak még nincs tétele."
        {...(canBook
          ? {
              actions: (l: FolioLine) =>
                l.kind === 'extra' && l.id && !l.invoiceId ? (
                  <Button
                    variant="ghost"
                    aria-label={`${l.description} törlése`}
                    onClick={() => {
                      setProblem(null);
                      deleteCharge.mutateAsync(l.id!).catch((e: unknown) => setProblem(errorText(e)));
                    }}
                  >
                    Törlés
                  </Button>
                ) : null,
            }
          : {})}
      />
      {f && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
          <Sum label="Összesen" value={money(f.total)} />
          <Sum label="Ebből idegenforgalmi adó" value={money(f.touristTax)} />
          <Sum label="Befizetve" value={money(f.paid)} />
          <Sum label="Egyenleg" value={money(f.balance)} />
          <Sum label="Számlázatlan" value={money(f.uninvoiced)} />
        </dl>
      )}
      {f && f.payments.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Befizetések">
          {f.payments.map((p) => (
            <li key={p.id}>
              {day(p.paidOn)} · {p.kind === 'deposit' ? 'Foglaló' : 'Befizetés'} · {money(p.amount)} · {PAYMENT_OPTION_LABELS[p.method]}
            </li>
          ))}
        </ul>
      )}
      {f && f.invoices.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Számlák">
          {f.invoices.map((i) => (
            <li key={i.id}>
              <Link to={`/app/invoice-generator/${i.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                {i.number ?? 'Piszkozat'}
              </Link>{' '}
              · {i.customerName} · {money(i.gross)}
              {i.issueDate ? ` · ${day(i.issueDate)}` : ''}
              {i.cancelled ? ' · stornózva' : ''}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open !== null} title={open === 'charge' ? 'Extra tétel' : open === 'payment' ? 'Befizetés' : 'Számla a folióból'} onClose={close}>
        {open === 'charge' && <ChargeForm reservationId={reservation.id} onDone={close} />}
        {open === 'payment' && <PaymentForm reservationId={reservation.id} onDone={close} />}
        {open === 'invoice' && <InvoiceForm reservationId={reservation.id} onDone={close} />}
      </Dialog>
    </Panel>
  );
}

function Sum({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function ChargeForm({ reservationId, onDone }: { reservationId: string; onDone: () => void }) {
  const add = useAddCharge(reservationId);
  const form = useZodForm(chargeBodySchema, { defaultValues: { description: '', category: 'ETEL', serviceDate: todayInBudapest(), quantity: 1, unitPrice: 0, vatCode: '27' } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label="Extra tétel"
      onSubmit={async (body) => {
        await add.mutateAsync(body);
        onDone();
      }}
    >
      <ErrorList />
      <TextField name="description" label="Megnevezés" required />
      <SelectField name="category" label="NTAK-kategória" options={options(EXTRA_CATEGORIES, CHARGE_CATEGORY_LABELS)} />
      <DateField name="serviceDate" label="Teljesítés napja" required emptyValue="" />
      <div className="grid grid-cols-2 gap-3">
        <NumberField name="quantity" label="Mennyiség" step="0.01" required />
        <NumberField name="unitPrice" label="Bruttó egységár (Ft)" required />
      </div>
      <SelectField name="vatCode" label="Áfa" options={vatOptions} />
      <DialogButtons onCancel={onDone} submitLabel="Hozzáadás" />
    </Form>
  );
}

function PaymentForm({ reservationId, onDone }: { reservationId: string; onDone: () => void }) {
  const add = useAddPayment(reservationId);
  const form = useZodForm(folioPaymentBodySchema, { defaultValues: { kind: 'payment', paidOn: todayInBudapest(), amount: 0, method: 'BANKKARTYA', note: null } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label="Befizetés"
      onSubmit={async (body) => {
        await add.mutateAsync(body);
        onDone();
      }}
    >
      <ErrorList />
      <SelectField
        name="kind"
        label="Fajta"
        options={[
          { value: 'payment', label: 'Befizetés' },
          { value: 'deposit', label: 'Foglaló (előleg)' },
        ]}
      />
      <DateField name="paidOn" label="Fizetés napja" required emptyValue="" />
      <NumberField name="amount" label="Összeg (Ft)" required />
      <SelectField name="method" label="Fizetési mód" options={options(PAYMENT_OPTIONS, PAYMENT_OPTION_LABELS)} />
      <OptionalTextField name="note" label="Megjegyzés" />
      <DialogButtons onCancel={onDone} submitLabel="Rögzítés" />
    </Form>
  );
}

function InvoiceForm({ reservationId, onDone }: { reservationId: string; onDone: () => void }) {
  const invoice = useInvoiceFolio(reservationId);
  const form = useZodForm(folioInvoiceBodySchema, { defaultValues: { payer: { kind: 'booker', address: { postalCode: '', city: '', addressLine: '', country: 'HU' } }, paymentMethod: 'CARD', issue: true } });
  const kind = useWatch({ control: form.control, name: 'payer.kind' });
  const contacts = useContactChoices(kind === 'contact');
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label="Számla a folióból"
      onSubmit={async (body) => {
        await invoice.mutateAsync(body);
        onDone();
      }}
    >
      <ErrorList />
      <SelectField
        name="payer.kind"
        label="Vevő"
        options={[
          { value: 'booker', label: 'A foglaló, magánszemélyként' },
          { value: 'contact', label: 'Cég vagy ügyfél a kapcsolatok közül' },
        ]}
      />
      {kind === 'contact' ? (
        <ComboboxField name="payer.contactId" label="Kapcsolat" required options={(contacts.data ?? []).map((c) => ({ value: c.id, label: c.name }))} searching={contacts.isPending} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <TextField name="payer.address.postalCode" label="Irányítószám" required />
            <TextField name="payer.address.city" label="Település" required />
          </div>
          <TextField name="payer.address.addressLine" label="Cím" required />
          <TextField name="payer.address.country" label="Ország (kód)" />
        </>
      )}
      <SelectField
        name="paymentMethod"
        label="Fizetési mód a számlán"
        options={[
          { value: 'CARD', label: 'Bankkártya' },
          { value: 'CASH', label: 'Készpénz' },
          { value: 'TRANSFER', label: 'Átutalás' },
        ]}
      />
      <CheckboxField name="issue" label="Kiállítás most (NAV-adatszolgáltatással); üresen: piszkozat" />
      <p className="text-xs text-slate-700 dark:text-slate-300">A szállás 5%-os áfával, az idegenforgalmi adó az áfa tárgyi hatályán kívüli (ATK) tételként, az extrák a saját kulcsukkal kerülnek a számlára.</p>
      <DialogButtons onCancel={onDone} submitLabel="Számla készítése" />
    </Form>
  );
}

// The reservation form (issue 37.2, /app/hospitality/reservations/new and the edit of a booking
// not yet arrived): booker, dates, guests (adults, children with ages), units, rate, NTAK sales
// channel and market segment. The server refuses an overlapping stay (HOSPITALITY_OVERBOOKED, the
// exclusion constraint of decision 0340); its Hungarian message shows above the fields.
import { useFormContext, useWatch } from 'react-hook-form';
import { MARKET_SEGMENT_LABELS, MARKET_SEGMENTS, SALES_CHANNEL_LABELS, SALES_CHANNELS } from '@shared/hospitality/codes';
import { createReservationBodySchema, updateReservationBodySchema } from '@shared/hospitality/hospitality.schemas';
import { DateField, ErrorList, Field, Form, inputClasses, NumberField, SelectField, SubmitButton, TextareaField, TextField, useFieldList, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import type { Property, ReservationDetail } from '../api/types';
import { money } from './labels';
import { NullableNumberField, OptionalTextField, options } from './form-bits';

export interface ReservationDefaults {
  propertyId: string;
  unitIds: string[];
  arrival: string;
  departure: string;
}

type CreateValues = ReturnType<typeof createReservationBodySchema.parse>;
type UpdateValues = ReturnType<typeof updateReservationBodySchema.parse>;

function Children() {
  const children = useFieldList<number>('childrenAges');
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Gyermekek életkora</legend>
      <div className="flex flex-wrap gap-2">
        {children.fields.map((f, i) => (
          <div key={f.key} className="flex items-end gap-1">
            <NumberField name={`childrenAges.${i}`} label={`${i + 1}. gyermek (év)`} className="w-32" />
            <Button variant="ghost" onClick={() => children.remove(i)} aria-label={`${i + 1}. gyermek törlése`}>
              ✕
            </Button>
          </div>
        ))}
      </div>
      <Button variant="secondary" onClick={() => children.append(8)}>
        Gyermek hozzáadása
      </Button>
    </fieldset>
  );
}

function UnitChoice({ property }: { property: Property }) {
  const { register } = useFormContext();
  return (
    <Field name="unitIds" label="Egységek" required>
      {(props) => (
        <div role="group" aria-labelledby={undefined} aria-invalid={props['aria-invalid']} aria-describedby={props['aria-describedby']} id={props.id} className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
          {property.units.map((u) => (
            <label key={u.id} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-2 text-sm dark:border-slate-700">
              <input type="checkbox" value={u.id} {...register('unitIds')} className="size-5 accent-indigo-600" />
              {u.name} <span className="text-slate-700 dark:text-slate-300">({u.capacity} fő)</span>
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

function RatePlanChoice({ property }: { property: Property }) {
  const { register } = useFormContext();
  return (
    <Field name="ratePlanId" label="Árazás" hint="Üresen hagyva az alapértelmezett árazás, vagy a megadott egyedi végösszeg.">
      {(props) => (
        <select {...props} {...register('ratePlanId', { setValueAs: (v: unknown) => (v === '' ? null : v) })} className={inputClasses}>
          <option value="">Alapértelmezett</option>
          {property.ratePlans.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} ({money(r.basePrice)} / éj)
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function CommonFields({ property }: { property: Property }) {
  const arrival = useWatch({ name: 'arrival' }) as string | undefined;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField name="arrival" label="Érkezés" required emptyValue="" />
        <DateField name="departure" label="Távozás" required emptyValue="" {...(arrival ? { min: arrival } : {})} />
      </div>
      <UnitChoice property={property} />
      <NumberField name="adults" label="Felnőttek száma" required className="max-w-48" />
      <Children />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">Foglaló</legend>
        <TextField name="bookerName" label="Név" required autoComplete="name" />
        <OptionalTextField name="bookerEmail" label="E-mail" />
        <OptionalTextField name="bookerPhone" label="Telefon" />
        <TextField name="bookerNationality" label="Állampolgárság (országkód)" hint="Kétbetűs kód, pl. HU, DE, AT." />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <RatePlanChoice property={property} />
        <NullableNumberField name="accommodationTotal" label="Egyedi szállásdíj összesen (Ft, bruttó)" />
        <SelectField name="salesChannel" label="Értékesítési csatorna (NTAK)" options={options(SALES_CHANNELS, SALES_CHANNEL_LABELS)} />
        <SelectField name="marketSegment" label="Piaci szegmens (NTAK)" options={options(MARKET_SEGMENTS, MARKET_SEGMENT_LABELS)} />
      </div>
      <TextareaField name="note" label="Megjegyzés" rows={3} />
    </>
  );
}

const describePath = (path: string) => (path.startsWith('childrenAges') ? 'Gyermekek életkora' : path === 'unitIds' ? 'Egységek' : undefined);

export function NewReservationForm({ property, defaults, onSaved }: { property: Property; defaults: ReservationDefaults; onSaved: (values: CreateValues) => Promise<void> }) {
  const form = useZodForm(createReservationBodySchema, {
    defaultValues: {
      propertyId: property.id,
      unitIds: defaults.unitIds,
      arrival: defaults.arrival,
      departure: defaults.departure,
      adults: 2,
      childrenAges: [],
      bookerName: '',
      bookerEmail: null,
      bookerPhone: null,
      bookerNationality: 'HU',
      ratePlanId: null,
      accommodationTotal: null,
      salesChannel: 'DIREKT_HAGYOMANYOS',
      marketSegment: 'SZABADIDOS_EGYENI',
      note: null,
      status: 'confirmed',
    },
  });
  return (
    <Form form={form} onSubmit={onSaved} aria-label="Új foglalás">
      <ErrorList describePath={describePath} />
      <SelectField
        name="status"
        label="Állapot"
        options={[
          { value: 'confirmed', label: 'Visszaigazolt' },
          { value: 'tentative', label: 'Előfoglalás' },
        ]}
        className="max-w-xs"
      />
      <CommonFields property={property} />
      <SubmitButton>Foglalás rögzítése</SubmitButton>
    </Form>
  );
}

export function EditReservationForm({ property, reservation, onSaved, onCancel }: { property: Property; reservation: ReservationDetail; onSaved: (values: UpdateValues) => Promise<void>; onCancel: () => void }) {
  const unitIds = [...new Set(reservation.stays.filter((s) => s.holds).map((s) => s.unitId))];
  const form = useZodForm(updateReservationBodySchema, {
    defaultValues: {
      unitIds,
      arrival: reservation.arrival,
      departure: reservation.departure,
      adults: reservation.adults,
      childrenAges: reservation.childrenAges,
      bookerName: reservation.bookerName,
      bookerEmail: reservation.bookerEmail,
      bookerPhone: reservation.bookerPhone,
      bookerNationality: reservation.bookerNationality,
      payerContactId: reservation.payerContactId,
      ratePlanId: reservation.ratePlanId,
      accommodationTotal: reservation.accommodationTotal,
      salesChannel: reservation.salesChannel,
      marketSegment: reservation.marketSegment,
      cancellationTerms: reservation.cancellationTerms,
      note: reservation.note,
      version: reservation.version,
    },
  });
  return (
    <Form form={form} onSubmit={onSaved} aria-label="Foglalás módosítása">
      <ErrorList describePath={describePath} />
      <CommonFields property={property} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton>Módosítás mentése</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Mégse
        </Button>
      </div>
    </Form>
  );
}

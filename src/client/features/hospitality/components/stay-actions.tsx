// The front-desk actions of a reservation (issue 37.2): check-in with the guest register's data
// (2016. évi CLVI. tv. 9/H. §) and NTAK's anonymous fields, check-out, room change, cancellation.
// A unit that is not clean needs an explicit, logged override (decision 0342).
import { useFormContext, useWatch } from 'react-hook-form';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, GENDER_LABELS, GENDERS, TOURIST_TAX_EXEMPTION_INFO, TOURIST_TAX_EXEMPTIONS } from '@shared/hospitality/codes';
import { cancelBodySchema, checkInBodySchema, roomChangeBodySchema } from '@shared/hospitality/hospitality.schemas';
import { todayInBudapest } from '@shared/dates/iso-date';
import { CheckboxField, DateField, ErrorList, Field, Form, inputClasses, SelectField, TextField, useFieldList, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { useCancelReservation, useCheckIn, useRoomChange } from '../api/hospitality-api';
import type { Property, ReservationDetail } from '../api/types';
import { DialogButtons, OptionalTextField, options } from './form-bits';

/** A refusal because a unit is not clean names the units (fields keyed by unit id): said in one message. */
function notReady(error: unknown, units: { id: string; name: string }[]): Error | unknown {
  if (isApiError(error) && error.code === 'HOSPITALITY_UNIT_DIRTY') {
    const names = Object.keys(error.fields ?? {}).map((id) => units.find((u) => u.id === id)?.name ?? id);
    return new Error(`${error.message}${names.length ? ` (${names.join(', ')})` : ''} Jelöld be a felülbírálást, és add meg az okát.`);
  }
  return error;
}

function GuestFields({ index, units }: { index: number; units: { id: string; name: string }[] }) {
  const { register } = useFormContext();
  const n = index + 1;
  const p = (f: string) => `guests.${index}.${f}`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{n}. vendég</legend>
      {units.length > 1 && <SelectField name={p('unitId')} label={`${n}. vendég egysége`} options={units.map((u) => ({ value: u.id, label: u.name }))} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name={p('familyName')} label={`${n}. vendég családi neve`} required />
        <TextField name={p('givenName')} label={`${n}. vendég utóneve`} required />
        <OptionalTextField name={p('birthName')} label="Születési név (ha eltér)" />
        <OptionalTextField name={p('mothersBirthName')} label="Anyja születési neve (ha az okmányon szerepel)" />
        <TextField name={p('birthPlace')} label={`${n}. vendég születési helye`} required />
        <DateField name={p('birthDate')} label={`${n}. vendég születési dátuma`} required emptyValue="" />
        <SelectField name={p('gender')} label="Nem" options={options(GENDERS, GENDER_LABELS)} />
        <TextField name={p('nationality')} label="Állampolgárság (országkód)" />
        <SelectField name={p('documentType')} label="Okmány típusa" options={options(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS)} />
        <TextField name={p('documentNumber')} label={`${n}. vendég okmányszáma`} required />
        <TextField name={p('residenceCountry')} label="Lakóhely országa (kód)" />
        <TextField name={p('residencePostcode')} label={`${n}. vendég lakóhelyének irányítószáma`} required />
        <TextField name={p('residenceCity')} label={`${n}. vendég lakóhelye (település)`} required />
        <TextField name={p('residenceAddress')} label={`${n}. vendég lakcíme`} required />
      </div>
      <Field name={p('touristTaxExemption')} label="Idegenforgalmi adó">
        {(props) => (
          <select {...props} {...register(p('touristTaxExemption'), { setValueAs: (v: unknown) => (v === '' ? null : v) })} className={inputClasses}>
            <option value="">Adóköteles</option>
            {TOURIST_TAX_EXEMPTIONS.map((e) => (
              <option key={e} value={e}>
                Mentes: {TOURIST_TAX_EXEMPTION_INFO[e].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <details>
        <summary className="cursor-pointer text-sm">Harmadik országbeli állampolgár: vízum, beutazás</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <OptionalTextField name={p('visaNumber')} label="Vízum vagy tartózkodási engedély száma" />
          <DateField name={p('entryDate')} label="Beutazás napja" />
          <OptionalTextField name={p('entryPlace')} label="Beutazás helye" />
        </div>
      </details>
    </fieldset>
  );
}

function Guests({ units, blank }: { units: { id: string; name: string }[]; blank: () => Record<string, unknown> }) {
  const guests = useFieldList('guests');
  const override = useWatch({ name: 'override' }) as boolean;
  return (
    <>
      {guests.fields.map((f, i) => (
        <div key={f.key} className="space-y-1">
          <GuestFields index={i} units={units} />
          {guests.fields.length > 1 && (
            <Button variant="ghost" onClick={() => guests.remove(i)}>
              {i + 1}. vendég törlése
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => guests.append(blank())}>
        Vendég hozzáadása
      </Button>
      <CheckboxField name="override" label="Felülbírálás: bejelentkeztetés nem kitakarított egységbe" />
      {override && <OptionalTextField name="overrideReason" label="A felülbírálás oka" />}
    </>
  );
}

export function CheckInForm({ reservation, onDone }: { reservation: ReservationDetail; onDone: () => void }) {
  const checkIn = useCheckIn(reservation.id);
  const today = todayInBudapest();
  const units = reservation.stays.filter((s) => s.holds && s.startsOn <= today && s.endsOn > today).map((s) => ({ id: s.unitId, name: s.unitName }));
  const unitId = units[0]?.id ?? reservation.stays[0]?.unitId ?? '';
  const blank = (child = false) => ({
    unitId,
    familyName: '',
    givenName: '',
    birthName: null,
    birthPlace: '',
    birthDate: '',
    gender: 'EGYEB_VAGY_NEM_ISMERT' as const,
    nationality: reservation.bookerNationality || 'HU',
    mothersBirthName: null,
    documentType: 'SZEM_IG' as const,
    documentNumber: '',
    visaNumber: null,
    entryDate: null,
    entryPlace: null,
    residenceCountry: 'HU',
    residencePostcode: '',
    residenceCity: '',
    residenceAddress: '',
    touristTaxExemption: child ? ('under_18' as const) : null,
  });
  const form = useZodForm(checkInBodySchema, {
    defaultValues: {
      guests: [...Array.from({ length: reservation.adults }, () => blank()), ...reservation.childrenAges.map(() => blank(true))],
      override: false,
      overrideReason: null,
      version: reservation.version,
    },
  });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label="Bejelentkezés"
      onSubmit={async (body) => {
        try {
          await checkIn.mutateAsync(body);
        } catch (e) {
          throw notReady(e, units);
        }
        onDone();
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A vendégnyilvántartás adatait a törvény a tárolás évét követő év végéig őrzi; az NTAK csak névtelen adatokat kap (nem, születési év, állampolgárság, lakóhely).
      </p>
      <ErrorList describePath={(p) => (p.startsWith('guests') ? 'Vendégek' : undefined)} />
      <Guests units={units.length ? units : [{ id: unitId, name: '' }]} blank={() => blank()} />
      <DialogButtons onCancel={onDone} submitLabel="Bejelentkeztetés" />
    </Form>
  );
}

export function RoomChangeForm({ reservation, property, onDone }: { reservation: ReservationDetail; property: Property | undefined; onDone: () => void }) {
  const change = useRoomChange(reservation.id);
  const current = [...new Map(reservation.stays.filter((s) => s.holds).map((s) => [s.unitId, s.unitName])).entries()];
  const targets = (property?.units ?? []).filter((u) => !current.some(([id]) => id === u.id));
  const form = useZodForm(roomChangeBodySchema, { defaultValues: { fromUnitId: current[0]?.[0] ?? '', toUnitId: targets[0]?.id ?? '', override: false, overrideReason: null, version: reservation.version } });
  const override = useWatch({ control: form.control, name: 'override' });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="space-y-3"
      aria-label="Szobacsere"
      onSubmit={async (body) => {
        try {
          await change.mutateAsync(body);
        } catch (e) {
          throw notReady(e, property?.units ?? []);
        }
        onDone();
      }}
    >
      <ErrorList />
      <SelectField name="fromUnitId" label="Melyik egységből" options={current.map(([id, name]) => ({ value: id, label: name }))} />
      <SelectField name="toUnitId" label="Melyik egységbe" options={targets.map((u) => ({ value: u.id, label: `${u.name} (${u.capacity} fő)` }))} />
      <CheckboxField name="override" label="Felülbírálás: a cél egység nincs kitakarítva" />
      {override && <OptionalTextField name="overrideReason" label="A felülbírálás oka" />}
      <DialogButtons onCancel={onDone} submitLabel="Szobacsere" submitDisabled={targets.length === 0} />
    </Form>
  );
}

export function CancelForm({ reservation, onDone }: { reservation: ReservationDetail; onDone: () => void }) {
  const cancel = useCancelReservation(reservation.id);
  const form = useZodForm(cancelBodySchema, { defaultValues: { reason: '', waiveFee: false, version: reservation.version } });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const terms = reservation.cancellationTerms;
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="space-y-3"
      aria-label="Lemondás"
      onSubmit={async (body) => {
        await cancel.mutateAsync(body);
        onDone();
      }}
    >
      {terms && (
        <p className="text-sm">
          Lemondási feltételek: ingyenes {terms.freeUntilDays} nappal az érkezés előttig, utána a szállásdíj {terms.penaltyPercent}%-a.
        </p>
      )}
      <ErrorList />
      <TextField name="reason" label="A lemondás oka" />
      <CheckboxField name="waiveFee" label="Lemondási díj elengedése" />
      <DialogButtons onCancel={onDone} submitLabel="Lemondás" submitDisabled={reason.trim() === ''} />
    </Form>
  );
}

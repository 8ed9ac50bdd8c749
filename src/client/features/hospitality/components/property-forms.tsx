// The forms of /app/hospitality/properties (issue 37.1): a property (address, NTAK registration
// number, the municipality's tourist-tax rule, cancellation terms), a unit (NTAK unit type,
// capacity, beds), a rate plan (base price, seasons with weekday prices, minimum stay, its units)
// and an out-of-order / out-of-service period. Each is a form-kit form on the shared schema.
import { useWatch } from 'react-hook-form';
import { NTAK_UNIT_TYPE_LABELS, NTAK_UNIT_TYPES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@shared/hospitality/codes';
import { propertyBodySchema, ratePlanBodySchema, unitBlockBodySchema, unitBodySchema } from '@shared/hospitality/hospitality.schemas';
import { CheckboxField, DateField, ErrorList, Form, NumberField, SelectField, TextField, TextareaField, useFieldList, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { useCreateBlock, useCreateProperty, useSaveRatePlan, useSaveUnit, useUpdateProperty } from '../api/hospitality-api';
import type { Property, RatePlan, Unit } from '../api/types';
import { BLOCK_LABELS } from './labels';
import { DialogButtons, NullableNumberField, OptionalTextField, options } from './form-bits';

const WEEKDAYS = ['Hétfő', 'Kedd', 'Szerda', 'Csütörtök', 'Péntek', 'Szombat', 'Vasárnap'];

export function PropertyForm({ property, onDone }: { property: Property | null; onDone: (id: string) => void }) {
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const form = useZodForm(propertyBodySchema, {
    defaultValues: property
      ? {
          name: property.name,
          type: property.type,
          address: property.address,
          ntakRegistrationNumber: property.ntakRegistrationNumber,
          touristTax: property.touristTax,
          cancellationTerms: property.cancellationTerms,
          checkInTime: property.checkInTime,
          checkOutTime: property.checkOutTime,
          operatingSince: property.operatingSince,
        }
      : {
          name: '',
          type: 'vendeghaz',
          address: { postalCode: '', city: '', addressLine: '' },
          ntakRegistrationNumber: null,
          touristTax: { mode: 'per_night', amountHuf: 500 },
          cancellationTerms: { freeUntilDays: 7, penaltyPercent: 50 },
          checkInTime: '14:00',
          checkOutTime: '10:00',
          operatingSince: null,
        },
  });
  const mode = useWatch({ control: form.control, name: 'touristTax.mode' });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label={property ? 'Szálláshely adatai' : 'Új szálláshely'}
      onSubmit={async (body) => {
        const r = property ? await update.mutateAsync({ id: property.id, body }) : await create.mutateAsync(body);
        onDone(r.id);
      }}
    >
      <ErrorList />
      <TextField name="name" label="Név" required />
      <SelectField name="type" label="Típus" options={options(PROPERTY_TYPES, PROPERTY_TYPE_LABELS)} />
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <TextField name="address.postalCode" label="Irányítószám" required inputMode="numeric" />
        <TextField name="address.city" label="Település" required />
      </div>
      <TextField name="address.addressLine" label="Cím (utca, házszám)" required />
      <OptionalTextField name="ntakRegistrationNumber" label="NTAK-regisztrációs szám" hint="Két nagybetű és nyolc számjegy, pl. MA23001234." />
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">Idegenforgalmi adó (az önkormányzati rendelet szerint)</legend>
        <SelectField
          name="touristTax.mode"
          label="Az adó alapja"
          options={[
            { value: 'per_night', label: 'Vendégéjszakánként fix összeg' },
            { value: 'percent', label: 'A szállásdíj százaléka' },
            { value: 'none', label: 'A település nem vet ki idegenforgalmi adót' },
          ]}
        />
        {mode === 'per_night' && <NumberField name="touristTax.amountHuf" label="Összeg vendégéjszakánként (Ft)" required />}
        {mode === 'percent' && <NumberField name="touristTax.percent" label="Mérték (%, legfeljebb 4)" step="0.1" required />}
        <p className="text-xs text-slate-700 dark:text-slate-300">A 18 év alattiak és a Htv. 31. §-a szerinti további mentességek a vendég adatainál adhatók meg.</p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField name="cancellationTerms.freeUntilDays" label="Ingyenes lemondás (nappal az érkezés előtt)" />
        <NumberField name="cancellationTerms.penaltyPercent" label="Lemondási díj utána (%)" />
        <TextField name="checkInTime" label="Bejelentkezés (ÓÓ:PP)" />
        <TextField name="checkOutTime" label="Kijelentkezés (ÓÓ:PP)" />
      </div>
      <DateField name="operatingSince" label="Működés kezdete" />
      <DialogButtons onCancel={() => onDone('')} submitLabel="Mentés" />
    </Form>
  );
}

export function UnitForm({ propertyId, unit, onDone }: { propertyId: string; unit: Unit | null; onDone: () => void }) {
  const save = useSaveUnit();
  const form = useZodForm(unitBodySchema, {
    defaultValues: unit
      ? {
          propertyId,
          name: unit.name,
          building: unit.building,
          ntakType: unit.ntakType,
          capacity: unit.capacity,
          singleBeds: unit.singleBeds,
          doubleBeds: unit.doubleBeds,
          extraBeds: unit.extraBeds,
          position: unit.position,
        }
      : { propertyId, name: '', building: 'a', ntakType: 'STANDARD', capacity: 2, singleBeds: 0, doubleBeds: 1, extraBeds: 0, position: 0 },
  });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label={unit ? `${unit.name} egység adatai` : 'Új egység'}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: unit?.id ?? null, body });
        onDone();
      }}
    >
      <ErrorList />
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <TextField name="name" label="Szobaszám vagy név" required />
        <TextField name="building" label="Épület" hint="„a”, ha nincs több épület." />
      </div>
      <SelectField name="ntakType" label="NTAK-egységtípus" options={options(NTAK_UNIT_TYPES, NTAK_UNIT_TYPE_LABELS)} />
      <div className="grid grid-cols-2 gap-3">
        <NumberField name="capacity" label="Férőhely (fő)" required />
        <NumberField name="position" label="Sorrend" />
        <NumberField name="singleBeds" label="Egyszemélyes ágy" />
        <NumberField name="doubleBeds" label="Franciaágy" />
        <NumberField name="extraBeds" label="Pótágy" />
      </div>
      <DialogButtons onCancel={onDone} submitLabel="Mentés" />
    </Form>
  );
}

export function BlockForm({ unit, onDone }: { unit: Unit; onDone: () => void }) {
  const create = useCreateBlock();
  const form = useZodForm(unitBlockBodySchema, { defaultValues: { kind: 'out_of_service', startsOn: '', endsOn: '', reason: '' } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label={`${unit.name}: üzemen kívüli időszak`}
      onSubmit={async (body) => {
        await create.mutateAsync({ unitId: unit.id, body });
        onDone();
      }}
    >
      <ErrorList />
      <SelectField
        name="kind"
        label="Fajta"
        options={[
          { value: 'out_of_service', label: BLOCK_LABELS.out_of_service },
          { value: 'out_of_order', label: BLOCK_LABELS.out_of_order },
        ]}
      />
      <DateField name="startsOn" label="Első nap" required emptyValue="" />
      <DateField name="endsOn" label="Újra kiadható ettől a naptól" required emptyValue="" />
      <TextareaField name="reason" label="Ok" rows={2} required />
      <DialogButtons onCancel={onDone} submitLabel="Rögzítés" />
    </Form>
  );
}

function Seasons() {
  const seasons = useFieldList('seasons');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Szezonok</legend>
      {seasons.fields.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">Nincs szezon: egész évben az alapár érvényes.</p>}
      {seasons.fields.map((f, i) => (
        <div key={f.key} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField name={`seasons.${i}.startsOn`} label={`${i + 1}. szezon első napja`} required emptyValue="" />
            <DateField name={`seasons.${i}.endsOn`} label={`${i + 1}. szezon utolsó napja`} required emptyValue="" />
            <NumberField name={`seasons.${i}.price`} label="Ár éjszakánként (Ft)" required />
            <NumberField name={`seasons.${i}.minStay`} label="Minimális tartózkodás (éj)" />
          </div>
          <details>
            <summary className="cursor-pointer text-sm">Eltérő ár a hét egyes napjain</summary>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {WEEKDAYS.map((w, d) => (
                <NullableNumberField key={w} name={`seasons.${i}.weekdayPrices.${d}`} label={`${w} (Ft)`} />
              ))}
            </div>
          </details>
          <Button variant="ghost" onClick={() => seasons.remove(i)}>
            {i + 1}. szezon törlése
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => seasons.append({ startsOn: '', endsOn: '', price: 0, minStay: 1, weekdayPrices: [null, null, null, null, null, null, null] })}>
        Szezon hozzáadása
      </Button>
    </fieldset>
  );
}

export function RatePlanForm({ property, plan, onDone }: { property: Property; plan: RatePlan | null; onDone: () => void }) {
  const save = useSaveRatePlan();
  const form = useZodForm(ratePlanBodySchema, {
    defaultValues: plan
      ? { propertyId: property.id, name: plan.name, basePrice: plan.basePrice, minStay: plan.minStay, seasons: plan.seasons, unitIds: plan.unitIds, isDefault: plan.isDefault }
      : { propertyId: property.id, name: '', basePrice: 20000, minStay: 1, seasons: [], unitIds: [], isDefault: property.ratePlans.length === 0 },
  });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label={plan ? `${plan.name} árazás` : 'Új árazás'}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: plan?.id ?? null, body });
        onDone();
      }}
    >
      <ErrorList describePath={(p) => (p.startsWith('seasons') ? 'Szezonok' : undefined)} />
      <TextField name="name" label="Név" required />
      <div className="grid grid-cols-2 gap-3">
        <NumberField name="basePrice" label="Alapár éjszakánként (Ft)" required />
        <NumberField name="minStay" label="Minimális tartózkodás (éj)" />
      </div>
      <CheckboxField name="isDefault" label="Alapértelmezett árazás új foglalásokhoz" />
      <fieldset>
        <legend className="text-sm font-semibold">Érvényes egységek (ha egyik sincs kijelölve: mindegyik)</legend>
        <div className="mt-1 grid grid-cols-2 gap-1">
          {property.units.map((u) => (
            <label key={u.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" value={u.id} {...form.register('unitIds')} className="size-5 accent-indigo-600" />
              {u.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Seasons />
      <DialogButtons onCancel={onDone} submitLabel="Mentés" />
    </Form>
  );
}

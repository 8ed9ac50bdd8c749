// The editable steps of a draft intake. Each step checks its input with the shared schema first
// (the server's messages, no round trip), then saves only its own part with PATCH and moves on;
// the server checks again and its field errors land on the same fields.
import { type ComponentType, type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ContactInput, ContactKind } from '@shared/contacts/contacts.schemas';
import { beneficialOwnerSchema, businessSchema, controlKinds, type IntakeDetail, type IntakeStep, identificationSchema, pepSchema, representativeSchema, type SaveIntakeBody } from '@shared/onboarding/onboarding.schemas';
import { assessRisk, ownershipProblem, sourceOfFundsRequired } from '@shared/onboarding/risk';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { type Errors, Field, TextField } from '@client/components/ui/form-fields';
import { isApiError } from '@client/lib/api-client';
import { useSaveIntake } from '../api/clients-api';
import { DateInput } from '@client/components/form/date-field';
import { isIsoDate } from '@shared/dates/iso-date';

/** The contacts feature's fields and form reader, handed over by the app. */
export interface ContactForm {
  Fields: ComponentType<{ kind: ContactKind; current: Record<string, unknown> | null; errors: Errors; withLinks?: boolean }>;
  read: (kind: ContactKind, data: FormData) => ContactInput;
}

interface StepProps {
  intake: IntakeDetail;
  next: IntakeStep;
  onSaved: (next: IntakeStep) => void;
}

function errorsOf(issues: readonly z.core.$ZodIssue[], prefix = ''): Errors {
  const out: Errors = {};
  for (const issue of issues) out[`${prefix}${issue.path.join('.')}`] ??= issue.message;
  return out;
}

/** Saves one step: local errors first, then the server's (field paths without `strip`). */
function useStepSave(intake: IntakeDetail, onSaved: (next: IntakeStep) => void) {
  const save = useSaveIntake(intake.id);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  function run(local: Errors, body: SaveIntakeBody, next: IntakeStep, strip = '') {
    setErrors(local);
    if (Object.keys(local).length > 0) return focusFirstError();
    save.mutate(
      { ...body, step: next },
      {
        onSuccess: () => onSaved(next),
        onError: (error) => {
          const fields = isApiError(error) && error.fields ? error.fields : {};
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.startsWith(strip) ? k.slice(strip.length) : k, v])));
          focusFirstError();
        },
      },
    );
  }
  return { save, errors, run, formRef };
}

function StepForm({
  title,
  formRef,
  onSubmit,
  errors,
  save,
  children,
}: {
  title: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: (data: FormData) => void;
  errors: Errors;
  save: ReturnType<typeof useSaveIntake>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSubmit(new FormData(e.currentTarget));
      }}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      {(hasErrors || save.isError) && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {save.isError && isApiError(save.error) ? save.error.message : t('clients.onboarding.fixErrors')}
          {errors.beneficialOwners && <span className="block">{errors.beneficialOwners}</span>}
        </p>
      )}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('clients.saving') : t('clients.onboarding.saveAndNext')}
        </Button>
      </div>
    </form>
  );
}

const text = (data: FormData, key: string) => String(data.get(key) ?? '').trim();

export function IdentificationStep({ intake, next, onSaved, contactForm }: StepProps & { contactForm: ContactForm }) {
  const { t } = useTranslation();
  const { save, errors, run, formRef } = useStepSave(intake, onSaved);
  const kind: ContactKind = intake.kind === 'natural_person' ? 'person' : 'organisation';
  const current = intake.data.identification;
  return (
    <StepForm
      title={t('clients.onboarding.steps.identification')}
      formRef={formRef}
      errors={errors}
      save={save}
      onSubmit={(data) => {
        const identification = { contact: contactForm.read(kind, data), nationality: text(data, 'nationality') || 'HU', legalForm: text(data, 'legalForm') };
        const parsed = identificationSchema.safeParse(identification);
        const local = parsed.success ? {} : Object.fromEntries(Object.entries(errorsOf(parsed.error.issues)).map(([k, v]) => [k.replace(/^contact\./, ''), v]));
        run(local, { identification }, next, 'identification.contact.');
      }}
    >
      <contactForm.Fields kind={kind} current={current ? (current.contact as Record<string, unknown>) : null} errors={errors} withLinks={false} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="nationality"
          label={t(kind === 'person' ? 'clients.onboarding.nationality' : 'clients.onboarding.registeredIn')}
          hint={t('clients.onboarding.countryHint')}
          errors={errors}
          defaultValue={current?.nationality ?? 'HU'}
        />
        {kind === 'organisation' && <TextField name="legalForm" label={t('clients.onboarding.legalForm')} hint={t('clients.onboarding.legalFormHint')} errors={errors} defaultValue={current?.legalForm} />}
      </div>
    </StepForm>
  );
}

type Row = Record<string, string | boolean>;

/** A list of people (representatives, beneficial owners) edited as rows; at least one row shown. */
function usePeopleRows(initial: Row[], empty: Row) {
  const [rows, setRows] = useState<Row[]>(initial.length > 0 ? initial : [empty]);
  return {
    rows,
    set: (index: number, key: string, value: string | boolean) => setRows((all) => all.map((r, i) => (i === index ? { ...r, [key]: value } : r))),
    add: () => setRows((all) => [...all, empty]),
    remove: (index: number) => setRows((all) => all.filter((_, i) => i !== index)),
  };
}

const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v.trim() : '');
const optional = (v: string | boolean | undefined) => str(v) || null;

function RowInput({ name, label, value, errors, onChange, type = 'text', hint }: { name: string; label: string; value: string; errors: Errors; onChange: (v: string) => void; type?: string; hint?: string }) {
  return (
    <Field name={name} label={label} errors={errors} {...(hint ? { hint } : {})}>
      {(props) =>
        type === 'date' ? (
          <DateInput {...props} label={label} name={name} value={isIsoDate(value) ? value : null} onChange={(iso) => onChange(iso ?? '')} />
        ) : (
          <input {...props} name={name} type={type} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses} inputMode={name.endsWith('sharePercent') ? 'decimal' : undefined} />
        )
      }
    </Field>
  );
}

export function RepresentativesStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const { save, errors, run, formRef } = useStepSave(intake, onSaved);
  const people = usePeopleRows(
    intake.data.representatives.map((r) => ({ name: r.name, position: r.position, birthDate: r.birthDate ?? '', nationality: r.nationality })),
    { name: '', position: '', birthDate: '', nationality: 'HU' },
  );
  return (
    <StepForm
      title={t('clients.onboarding.steps.representatives')}
      formRef={formRef}
      errors={errors}
      save={save}
      onSubmit={() => {
        const representatives = people.rows.map((r) => ({ name: str(r.name), position: str(r.position), birthDate: optional(r.birthDate), nationality: str(r.nationality) || 'HU' }));
        const local: Errors = {};
        representatives.forEach((r, i) => {
          const parsed = representativeSchema.safeParse(r);
          if (!parsed.success) Object.assign(local, errorsOf(parsed.error.issues, `representatives.${i}.`));
        });
        run(local, { representatives }, next);
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clients.onboarding.representativesIntro')}</p>
      {people.rows.map((r, i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t('clients.onboarding.representativeN', { n: i + 1 })}</legend>
          <RowInput name={`representatives.${i}.name`} label={t('clients.onboarding.personName')} value={str(r.name)} errors={errors} onChange={(v) => people.set(i, 'name', v)} />
          <RowInput name={`representatives.${i}.position`} label={t('clients.onboarding.position')} value={str(r.position)} errors={errors} onChange={(v) => people.set(i, 'position', v)} />
          <RowInput name={`representatives.${i}.birthDate`} type="date" label={t('clients.onboarding.birthDate')} value={str(r.birthDate)} errors={errors} onChange={(v) => people.set(i, 'birthDate', v)} />
          <RowInput name={`representatives.${i}.nationality`} label={t('clients.onboarding.nationality')} value={str(r.nationality)} errors={errors} onChange={(v) => people.set(i, 'nationality', v)} />
          {people.rows.length > 1 && (
            <div className="sm:col-span-2">
              <Button variant="secondary" onClick={() => people.remove(i)}>
                {t('clients.onboarding.removeRepresentative', { n: i + 1 })}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      <Button variant="secondary" onClick={people.add}>
        {t('clients.onboarding.addRepresentative')}
      </Button>
    </StepForm>
  );
}

/** "25,5" or "25.5" -> 25.5; empty -> null (control by other means). */
function shareOf(value: string): number | null {
  const v = value.trim().replace(',', '.');
  return v === '' ? null : Number(v);
}

export function BeneficialOwnersStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const { save, errors, run, formRef } = useStepSave(intake, onSaved);
  const people = usePeopleRows(
    intake.data.beneficialOwners.map((o) => ({
      name: o.name,
      birthDate: o.birthDate ?? '',
      nationality: o.nationality,
      address: o.address ?? '',
      sharePercent: o.sharePercent === null ? '' : String(o.sharePercent).replace('.', ','),
      control: o.control,
      isPep: o.isPep,
    })),
    { name: '', birthDate: '', nationality: 'HU', address: '', sharePercent: '', control: 'ownership', isPep: false },
  );
  const owners = people.rows.map((r) => ({
    name: str(r.name),
    birthDate: optional(r.birthDate),
    nationality: str(r.nationality) || 'HU',
    address: optional(r.address),
    sharePercent: shareOf(str(r.sharePercent)),
    control: str(r.control) as (typeof controlKinds)[number],
    isPep: r.isPep === true,
  }));
  const total = owners.reduce((sum, o) => sum + (o.sharePercent && Number.isFinite(o.sharePercent) ? o.sharePercent : 0), 0);
  return (
    <StepForm
      title={t('clients.onboarding.steps.beneficial_owners')}
      formRef={formRef}
      errors={errors}
      save={save}
      onSubmit={() => {
        const local: Errors = {};
        owners.forEach((o, i) => {
          const parsed = beneficialOwnerSchema.safeParse(o);
          if (!parsed.success) Object.assign(local, errorsOf(parsed.error.issues, `beneficialOwners.${i}.`));
        });
        const problem = ownershipProblem(owners);
        if (problem?.code === 'ONBOARDING_SHARE_INVALID') local[`beneficialOwners.${problem.index}.sharePercent`] = t('clients.onboarding.shareInvalid');
        else if (problem) local.beneficialOwners = t('clients.onboarding.sharesOver', { total: problem.total.toLocaleString('hu-HU') });
        run(local, { beneficialOwners: owners }, next);
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clients.onboarding.ownersIntro')}</p>
      {people.rows.map((r, i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t('clients.onboarding.ownerN', { n: i + 1 })}</legend>
          <RowInput name={`beneficialOwners.${i}.name`} label={t('clients.onboarding.personName')} value={str(r.name)} errors={errors} onChange={(v) => people.set(i, 'name', v)} />
          <RowInput name={`beneficialOwners.${i}.birthDate`} type="date" label={t('clients.onboarding.birthDate')} value={str(r.birthDate)} errors={errors} onChange={(v) => people.set(i, 'birthDate', v)} />
          <RowInput name={`beneficialOwners.${i}.nationality`} label={t('clients.onboarding.nationality')} value={str(r.nationality)} errors={errors} onChange={(v) => people.set(i, 'nationality', v)} />
          <RowInput name={`beneficialOwners.${i}.address`} label={t('clients.onboarding.address')} value={str(r.address)} errors={errors} onChange={(v) => people.set(i, 'address', v)} />
          <Field name={`beneficialOwners.${i}.control`} label={t('clients.onboarding.control')} errors={errors}>
            {(props) => (
              <select {...props} value={str(r.control)} onChange={(e) => people.set(i, 'control', e.target.value)} className={inputClasses}>
                {controlKinds.map((c) => (
                  <option key={c} value={c}>
                    {t(`clients.onboarding.controlKind.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <RowInput
            name={`beneficialOwners.${i}.sharePercent`}
            label={t('clients.onboarding.share')}
            hint={t('clients.onboarding.shareHint')}
            value={str(r.sharePercent)}
            errors={errors}
            onChange={(v) => people.set(i, 'sharePercent', v)}
          />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" checked={r.isPep === true} onChange={(e) => people.set(i, 'isPep', e.target.checked)} className="h-5 w-5" />
            {t('clients.onboarding.ownerIsPep')}
          </label>
          {people.rows.length > 1 && (
            <div className="sm:col-span-2">
              <Button variant="secondary" onClick={() => people.remove(i)}>
                {t('clients.onboarding.removeOwner', { n: i + 1 })}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={people.add}>
          {t('clients.onboarding.addOwner')}
        </Button>
        <p aria-live="polite" data-testid="share-total" className={`text-sm font-semibold ${Math.round(total * 100) > 10_000 ? 'text-red-700 dark:text-red-300' : ''}`}>
          {t('clients.onboarding.shareTotal', { total: (Math.round(total * 100) / 100).toLocaleString('hu-HU') })}
        </p>
      </div>
    </StepForm>
  );
}

function YesNo({ name, legend, value, onChange, error }: { name: string; legend: string; value: boolean | null; onChange: (v: boolean) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset aria-invalid={!!error} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {([true, false] as const).map((v) => (
          <label key={String(v)} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} className="h-5 w-5" />
            {v ? t('clients.yes') : t('clients.no')}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function PepStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const { save, errors, run, formRef } = useStepSave(intake, onSaved);
  const [isPep, setIsPep] = useState<boolean | null>(intake.data.pep?.isPep ?? null);
  return (
    <StepForm
      title={t('clients.onboarding.steps.pep')}
      formRef={formRef}
      errors={errors}
      save={save}
      onSubmit={(data) => {
        const pep = { isPep: isPep ?? undefined, position: text(data, 'position') };
        const parsed = pepSchema.safeParse(pep);
        const local = parsed.success ? {} : errorsOf(parsed.error.issues);
        if (isPep && !pep.position) local.position = t('clients.onboarding.pepPositionRequired');
        run(local, { pep: { isPep: isPep ?? false, position: pep.position } }, next, 'pep.');
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clients.onboarding.pepIntro')}</p>
      <YesNo name="isPep" legend={t('clients.onboarding.isPep')} value={isPep} onChange={setIsPep} error={errors.isPep} />
      {isPep && <TextField name="position" label={t('clients.onboarding.pepPosition')} errors={errors} defaultValue={intake.data.pep?.position} />}
    </StepForm>
  );
}

export function BusinessStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const { save, errors, run, formRef } = useStepSave(intake, onSaved);
  const b = intake.data.business;
  const [flags, setFlags] = useState({ highRiskCountry: b?.highRiskCountry ?? false, nonFaceToFace: b?.nonFaceToFace ?? false, cashIntensive: b?.cashIntensive ?? false });
  const [value, setValue] = useState(b?.expectedValueHuf === null || b?.expectedValueHuf === undefined ? '' : String(b.expectedValueHuf));
  const expectedValueHuf = value.trim() === '' ? null : Number(value.replace(/\s/g, ''));
  // The same rules as the server (decision 0133), so the lawyer sees the rating change while typing.
  const risk = assessRisk({ kind: intake.kind, pep: intake.data.pep, beneficialOwners: intake.data.beneficialOwners, business: { ...flags, expectedValueHuf } });
  const sofRequired = sourceOfFundsRequired(risk, { pep: intake.data.pep, beneficialOwners: intake.data.beneficialOwners });
  return (
    <StepForm
      title={t('clients.onboarding.steps.business')}
      formRef={formRef}
      errors={errors}
      save={save}
      onSubmit={(data) => {
        const business = { purpose: text(data, 'purpose'), expectedValueHuf, ...flags };
        const parsed = businessSchema.safeParse(business);
        const local = parsed.success ? {} : errorsOf(parsed.error.issues);
        if (expectedValueHuf !== null && !Number.isInteger(expectedValueHuf)) local.expectedValueHuf = t('clients.onboarding.valueInvalid');
        const sourceOfFunds = text(data, 'sourceOfFunds');
        if (sofRequired && !sourceOfFunds) local.sourceOfFunds = t('clients.onboarding.sofRequired');
        run(local, { business, sourceOfFunds: sourceOfFunds || null }, next, 'business.');
      }}
    >
      <Field name="purpose" label={t('clients.onboarding.purpose')} errors={errors}>
        {(props) => <textarea {...props} name="purpose" rows={3} defaultValue={b?.purpose ?? ''} className={`${inputClasses} h-auto py-2`} />}
      </Field>
      <Field name="expectedValueHuf" label={t('clients.onboarding.expectedValue')} errors={errors}>
        {(props) => <input {...props} name="expectedValueHuf" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} className={inputClasses} />}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('clients.onboarding.riskFactors')}</legend>
        {(['highRiskCountry', 'nonFaceToFace', 'cashIntensive'] as const).map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={flags[f]} onChange={(e) => setFlags((all) => ({ ...all, [f]: e.target.checked }))} className="h-5 w-5" />
            {t(`clients.onboarding.factor.${f}`)}
          </label>
        ))}
      </fieldset>
      <p aria-live="polite" className="text-sm">
        {t('clients.onboarding.liveRisk', { level: t(`clients.onboarding.risk.${risk.level}`) })}
      </p>
      <Field name="sourceOfFunds" label={t(sofRequired ? 'clients.onboarding.sourceOfFundsRequired' : 'clients.onboarding.sourceOfFunds')} hint={t('clients.onboarding.sourceOfFundsHint')} errors={errors}>
        {(props) => <textarea {...props} name="sourceOfFunds" rows={3} defaultValue={intake.data.sourceOfFunds ?? ''} className={`${inputClasses} h-auto py-2`} />}
      </Field>
    </StepForm>
  );
}

// The editable steps of a draft intake, each a kit form (decision 0321) on the shared step rule:
// the input is checked first (the server's messages, no round trip), then the step saves only its
// own part with PATCH and moves on; the server checks again and its field errors land on the same
// fields. The people of a step (representatives, beneficial owners) are useFieldList lists.
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { type FieldValues, type UseFormReturn, useController, useFormState, useWatch } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ContactInput, ContactKind } from '@shared/contacts/contacts.schemas';
import {
  beneficialOwnerSchema,
  businessSchema,
  controlKinds,
  type IntakeDetail,
  type IntakeStep,
  identificationSchema,
  pepSchema,
  representativeSchema,
  type SaveIntakeBody,
} from '@shared/client-onboarding/client-onboarding.schemas';
import { assessRisk, ownershipProblem, sourceOfFundsRequired } from '@shared/client-onboarding/risk';
import { CheckboxField, DateField, Form, renameServerFields, SelectField, SubmitButton, TextareaField, TextField, useFieldList, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { useSaveIntake } from '../api/clients-api';

/** The contacts feature's fields, rule and body, handed over by the app. */
export interface ContactForm {
  /** The contact's kit fields, named `${prefix}…`. */
  Fields: ComponentType<{ kind: ContactKind; prefix: string; withLinks?: boolean }>;
  /** The typed contact fields checked by the shared contact rule. */
  schema: (kind: ContactKind) => z.ZodType<unknown, FieldValues>;
  /** The fields' starting values from a draft's contact. */
  values: (current: Record<string, unknown> | null) => FieldValues;
  /** The typed fields as the contact body. */
  read: (kind: ContactKind, values: FieldValues) => ContactInput;
  /** A server path of the contact body as the fields name it (a tag's message on the tags). */
  fieldPath: (path: string) => string;
}

interface StepProps {
  intake: IntakeDetail;
  next: IntakeStep;
  onSaved: (next: IntakeStep) => void;
}

/** Saves one step's body and moves on; the server's paths (less `strip`) land on the fields. */
function useStepSave(intake: IntakeDetail, onSaved: (next: IntakeStep) => void) {
  const save = useSaveIntake(intake.id);
  return async (body: SaveIntakeBody, next: IntakeStep, rename: (path: string) => string = (p) => p) => {
    try {
      await save.mutateAsync({ ...body, step: next });
    } catch (error) {
      throw renameServerFields(error, rename);
    }
    onSaved(next);
  };
}

/**
 * One alert above the fields (each field shows its own message): "fix the marked fields" once a
 * submit found wrong ones, else the server's message; a list's own message (the shares' total) too.
 */
function StepAlert({ list }: { list?: string }) {
  const { t } = useTranslation();
  const { errors, submitCount } = useFormState();
  const server = (errors.root?.server as { message?: string } | undefined)?.message;
  const wrong = submitCount > 0 && Object.keys(errors).some((k) => k !== 'root');
  const listError = list ? (errors[list] as { message?: string; root?: { message?: string } } | undefined) : undefined;
  const listMessage = listError?.root?.message ?? listError?.message;
  if (!server && !wrong) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {server ?? t('clientManagement.onboarding.fixErrors')}
      {listMessage && <span className="block">{listMessage}</span>}
    </p>
  );
}

function StepForm<T extends FieldValues, Out>({ title, form, onSubmit, list, children }: { title: string; form: UseFormReturn<T, unknown, Out>; onSubmit: (values: Out) => unknown; list?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form form={form} onSubmit={onSubmit} guardUnsaved={false}>
      <h2 className="text-xl font-bold">{title}</h2>
      <StepAlert {...(list ? { list } : {})} />
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <SubmitButton pendingText={t('clientManagement.saving')}>{t('clientManagement.onboarding.saveAndNext')}</SubmitButton>
      </div>
    </Form>
  );
}

/** A country code as typed; empty is Hungary. */
const countryText = (rule: z.ZodType<string, string | undefined>) =>
  z
    .string()
    .transform((v): string | undefined => v.trim() || 'HU')
    .pipe(rule);

export function IdentificationStep({ intake, next, onSaved, contactForm }: StepProps & { contactForm: ContactForm }) {
  const { t } = useTranslation();
  const save = useStepSave(intake, onSaved);
  const kind: ContactKind = intake.kind === 'natural_person' ? 'person' : 'organisation';
  const current = intake.data.identification;
  const schema = useMemo(() => z.object({ contact: contactForm.schema(kind), nationality: countryText(identificationSchema.shape.nationality), legalForm: identificationSchema.shape.legalForm }), [contactForm, kind]);
  const form = useZodForm(schema, {
    defaultValues: { contact: contactForm.values(current ? (current.contact as Record<string, unknown>) : null), nationality: current?.nationality ?? 'HU', legalForm: current?.legalForm ?? '' },
  });
  return (
    <StepForm
      title={t('clientManagement.onboarding.steps.identification')}
      form={form}
      onSubmit={async () => {
        // The body as typed (the server normalises it).
        const values = form.getValues();
        const identification = { contact: contactForm.read(kind, values.contact as FieldValues), nationality: values.nationality.trim() || 'HU', legalForm: (values.legalForm ?? '').trim() };
        await save({ identification }, next, (path) => {
          const field = path.replace(/^identification\./, '');
          return field.startsWith('contact.') ? `contact.${contactForm.fieldPath(field.slice('contact.'.length))}` : field;
        });
      }}
    >
      <contactForm.Fields kind={kind} prefix="contact." withLinks={false} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="nationality" label={t(kind === 'person' ? 'clientManagement.onboarding.nationality' : 'clientManagement.onboarding.registeredIn')} hint={t('clientManagement.onboarding.countryHint')} />
        {kind === 'organisation' && <TextField name="legalForm" label={t('clientManagement.onboarding.legalForm')} hint={t('clientManagement.onboarding.legalFormHint')} />}
      </div>
    </StepForm>
  );
}

const trim = (v: string | null | undefined) => (v ?? '').trim();
const optional = (v: string | null | undefined) => trim(v) || null;

// A representative as typed, checked by the shared representative rule.
const representativeRow = z.object({
  name: representativeSchema.shape.name,
  position: representativeSchema.shape.position,
  birthDate: representativeSchema.shape.birthDate,
  nationality: countryText(representativeSchema.shape.nationality),
});
const representativesSchema = z.object({ representatives: z.array(representativeRow).max(20) });
type RepresentativeRow = z.input<typeof representativeRow>;
const emptyRepresentative: RepresentativeRow = { name: '', position: '', birthDate: null, nationality: 'HU' };

export function RepresentativesStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const save = useStepSave(intake, onSaved);
  const initial = intake.data.representatives.map((r) => ({ name: r.name, position: r.position, birthDate: r.birthDate ?? null, nationality: r.nationality }));
  const form = useZodForm(representativesSchema, { defaultValues: { representatives: initial.length > 0 ? initial : [emptyRepresentative] } });
  return (
    <StepForm
      title={t('clientManagement.onboarding.steps.representatives')}
      form={form}
      onSubmit={async () => {
        const representatives = form.getValues('representatives').map((r) => ({ name: trim(r.name), position: trim(r.position), birthDate: optional(r.birthDate), nationality: trim(r.nationality) || 'HU' }));
        await save({ representatives }, next);
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.onboarding.representativesIntro')}</p>
      <RepresentativeRows />
    </StepForm>
  );
}

function RepresentativeRows() {
  const { t } = useTranslation();
  const list = useFieldList<RepresentativeRow>('representatives');
  return (
    <>
      {list.fields.map((f, i) => (
        <fieldset key={f.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t('clientManagement.onboarding.representativeN', { n: i + 1 })}</legend>
          <TextField name={`representatives.${i}.name`} label={t('clientManagement.onboarding.personName')} />
          <TextField name={`representatives.${i}.position`} label={t('clientManagement.onboarding.position')} />
          <DateField name={`representatives.${i}.birthDate`} label={t('clientManagement.onboarding.birthDate')} />
          <TextField name={`representatives.${i}.nationality`} label={t('clientManagement.onboarding.nationality')} />
          {list.fields.length > 1 && (
            <div className="sm:col-span-2">
              <Button variant="secondary" onClick={() => list.remove(i)}>
                {t('clientManagement.onboarding.removeRepresentative', { n: i + 1 })}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => list.append(emptyRepresentative)}>
        {t('clientManagement.onboarding.addRepresentative')}
      </Button>
    </>
  );
}

/** "25,5" or "25.5" -> 25.5; empty -> null (control by other means). */
function shareOf(value: string): number | null {
  const v = value.trim().replace(',', '.');
  return v === '' ? null : Number(v);
}

// The beneficial owners as typed, checked by the shared owner rule and the shares' rule (ownershipProblem).
function ownersSchema(t: TFunction) {
  const row = z.object({
    name: beneficialOwnerSchema.shape.name,
    birthDate: beneficialOwnerSchema.shape.birthDate,
    nationality: countryText(beneficialOwnerSchema.shape.nationality),
    address: beneficialOwnerSchema.shape.address,
    sharePercent: z
      .string()
      .transform((v): number | null | undefined => shareOf(v))
      .refine((share) => ownershipProblem([{ sharePercent: share ?? null }])?.code !== 'ONBOARDING_SHARE_INVALID', t('clientManagement.onboarding.shareInvalid'))
      .pipe(beneficialOwnerSchema.shape.sharePercent),
    control: beneficialOwnerSchema.shape.control,
    isPep: beneficialOwnerSchema.shape.isPep,
  });
  return z.object({
    beneficialOwners: z
      .array(row)
      .max(50)
      .superRefine((owners, ctx) => {
        const problem = ownershipProblem(owners);
        if (problem?.code === 'ONBOARDING_SHARES_OVER_100') ctx.addIssue({ code: 'custom', message: t('clientManagement.onboarding.sharesOver', { total: problem.total.toLocaleString('hu-HU') }) });
      }),
  });
}
interface OwnerRow {
  name: string;
  birthDate: string | null;
  nationality: string;
  address: string;
  sharePercent: string;
  control: string;
  isPep: boolean;
}
const emptyOwner: OwnerRow = { name: '', birthDate: null, nationality: 'HU', address: '', sharePercent: '', control: 'ownership', isPep: false };

export function BeneficialOwnersStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const save = useStepSave(intake, onSaved);
  const schema = useMemo(() => ownersSchema(t), [t]);
  const initial: OwnerRow[] = intake.data.beneficialOwners.map((o) => ({
    name: o.name,
    birthDate: o.birthDate ?? null,
    nationality: o.nationality,
    address: o.address ?? '',
    sharePercent: o.sharePercent === null ? '' : String(o.sharePercent).replace('.', ','),
    control: o.control,
    isPep: o.isPep,
  }));
  const form = useZodForm(schema, { defaultValues: { beneficialOwners: initial.length > 0 ? initial : [emptyOwner] } as z.input<typeof schema> });
  return (
    <StepForm
      title={t('clientManagement.onboarding.steps.beneficial_owners')}
      form={form}
      list="beneficialOwners"
      onSubmit={async () => {
        const beneficialOwners = (form.getValues('beneficialOwners') as OwnerRow[]).map(ownerBody);
        await save({ beneficialOwners }, next);
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.onboarding.ownersIntro')}</p>
      <OwnerRows />
    </StepForm>
  );
}

const ownerBody = (r: OwnerRow) => ({
  name: trim(r.name),
  birthDate: optional(r.birthDate),
  nationality: trim(r.nationality) || 'HU',
  address: optional(r.address),
  sharePercent: shareOf(trim(r.sharePercent)),
  control: trim(r.control) as (typeof controlKinds)[number],
  isPep: r.isPep === true,
});

function OwnerRows() {
  const { t } = useTranslation();
  const list = useFieldList<OwnerRow>('beneficialOwners');
  const owners = ((useWatch({ name: 'beneficialOwners' }) ?? []) as OwnerRow[]).map(ownerBody);
  const total = owners.reduce((sum, o) => sum + (o.sharePercent && Number.isFinite(o.sharePercent) ? o.sharePercent : 0), 0);
  return (
    <>
      {list.fields.map((f, i) => (
        <fieldset key={f.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t('clientManagement.onboarding.ownerN', { n: i + 1 })}</legend>
          <TextField name={`beneficialOwners.${i}.name`} label={t('clientManagement.onboarding.personName')} />
          <DateField name={`beneficialOwners.${i}.birthDate`} label={t('clientManagement.onboarding.birthDate')} />
          <TextField name={`beneficialOwners.${i}.nationality`} label={t('clientManagement.onboarding.nationality')} />
          <TextField name={`beneficialOwners.${i}.address`} label={t('clientManagement.onboarding.address')} />
          <SelectField
            name={`beneficialOwners.${i}.control`}
            label={t('clientManagement.onboarding.control')}
            options={controlKinds.map((c) => ({ value: c, label: t(`clientManagement.onboarding.controlKind.${c}`) }))}
          />
          <TextField name={`beneficialOwners.${i}.sharePercent`} label={t('clientManagement.onboarding.share')} hint={t('clientManagement.onboarding.shareHint')} inputMode="decimal" />
          <CheckboxField name={`beneficialOwners.${i}.isPep`} label={t('clientManagement.onboarding.ownerIsPep')} className="sm:col-span-2" />
          {list.fields.length > 1 && (
            <div className="sm:col-span-2">
              <Button variant="secondary" onClick={() => list.remove(i)}>
                {t('clientManagement.onboarding.removeOwner', { n: i + 1 })}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => list.append(emptyOwner)}>
          {t('clientManagement.onboarding.addOwner')}
        </Button>
        <p aria-live="polite" data-testid="share-total" className={`text-sm font-semibold ${Math.round(total * 100) > 10_000 ? 'text-red-700 dark:text-red-300' : ''}`}>
          {t('clientManagement.onboarding.shareTotal', { total: (Math.round(total * 100) / 100).toLocaleString('hu-HU') })}
        </p>
      </div>
    </>
  );
}

/** A yes/no question as one field of the form (radio buttons); its message below them. */
function YesNo({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <fieldset aria-invalid={!!error} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {([true, false] as const).map((v) => (
          <label key={String(v)} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} ref={v ? field.ref : undefined} checked={field.value === v} onChange={() => field.onChange(v)} onBlur={field.onBlur} className="h-5 w-5" />
            {v ? t('clientManagement.yes') : t('clientManagement.no')}
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

// The PEP declaration by the shared rule; a PEP's function is required.
function pepFormSchema(t: TFunction) {
  return z.object({ isPep: z.boolean().nullable().pipe(pepSchema.shape.isPep), position: pepSchema.shape.position }).superRefine((pep, ctx) => {
    if (pep.isPep && !pep.position) ctx.addIssue({ code: 'custom', message: t('clientManagement.onboarding.pepPositionRequired'), path: ['position'] });
  });
}

export function PepStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const save = useStepSave(intake, onSaved);
  const schema = useMemo(() => pepFormSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { isPep: intake.data.pep?.isPep ?? null, position: intake.data.pep?.position ?? '' } });
  const isPep = useWatch({ control: form.control, name: 'isPep' });
  return (
    <StepForm
      title={t('clientManagement.onboarding.steps.pep')}
      form={form}
      onSubmit={async () => {
        const values = form.getValues();
        await save({ pep: { isPep: values.isPep ?? false, position: trim(values.position) } }, next, (path) => path.replace(/^pep\./, ''));
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.onboarding.pepIntro')}</p>
      <YesNo name="isPep" legend={t('clientManagement.onboarding.isPep')} />
      {isPep && <TextField name="position" label={t('clientManagement.onboarding.pepPosition')} />}
    </StepForm>
  );
}

const riskFlags = ['highRiskCountry', 'nonFaceToFace', 'cashIntensive'] as const;
const expectedValueOf = (value: string) => (value.trim() === '' ? null : Number(value.replace(/\s/g, '')));

// The business step by the shared business rule; the source of funds is required when the risk
// (the server's own rules, decision 0133) asks for it.
function businessFormSchema(t: TFunction, intake: IntakeDetail) {
  return z
    .object({
      purpose: businessSchema.shape.purpose,
      expectedValueHuf: z
        .string()
        .transform((v): number | null | undefined => expectedValueOf(v))
        .refine((v) => v === null || v === undefined || Number.isInteger(v), t('clientManagement.onboarding.valueInvalid'))
        .pipe(businessSchema.shape.expectedValueHuf),
      highRiskCountry: businessSchema.shape.highRiskCountry,
      nonFaceToFace: businessSchema.shape.nonFaceToFace,
      cashIntensive: businessSchema.shape.cashIntensive,
      sourceOfFunds: z.string(),
    })
    .superRefine((b, ctx) => {
      if (!b.sourceOfFunds.trim() && sofRequiredFor(intake, b)) ctx.addIssue({ code: 'custom', message: t('clientManagement.onboarding.sofRequired'), path: ['sourceOfFunds'] });
    });
}

function riskOf(intake: IntakeDetail, b: { expectedValueHuf?: number | null; highRiskCountry?: boolean; nonFaceToFace?: boolean; cashIntensive?: boolean }) {
  return assessRisk({
    kind: intake.kind,
    pep: intake.data.pep,
    beneficialOwners: intake.data.beneficialOwners,
    business: { expectedValueHuf: b.expectedValueHuf ?? null, highRiskCountry: !!b.highRiskCountry, nonFaceToFace: !!b.nonFaceToFace, cashIntensive: !!b.cashIntensive },
  });
}
const sofRequiredFor = (intake: IntakeDetail, b: Parameters<typeof riskOf>[1]) => sourceOfFundsRequired(riskOf(intake, b), { pep: intake.data.pep, beneficialOwners: intake.data.beneficialOwners });

export function BusinessStep({ intake, next, onSaved }: StepProps) {
  const { t } = useTranslation();
  const save = useStepSave(intake, onSaved);
  const b = intake.data.business;
  const schema = useMemo(() => businessFormSchema(t, intake), [t, intake]);
  const form = useZodForm(schema, {
    defaultValues: {
      purpose: b?.purpose ?? '',
      expectedValueHuf: b?.expectedValueHuf === null || b?.expectedValueHuf === undefined ? '' : String(b.expectedValueHuf),
      highRiskCountry: b?.highRiskCountry ?? false,
      nonFaceToFace: b?.nonFaceToFace ?? false,
      cashIntensive: b?.cashIntensive ?? false,
      sourceOfFunds: intake.data.sourceOfFunds ?? '',
    },
  });
  // The same rules as the server (decision 0133), so the lawyer sees the rating change while typing.
  const [value, highRiskCountry, nonFaceToFace, cashIntensive] = useWatch({ control: form.control, name: ['expectedValueHuf', 'highRiskCountry', 'nonFaceToFace', 'cashIntensive'] });
  const live = { expectedValueHuf: expectedValueOf(value ?? ''), highRiskCountry, nonFaceToFace, cashIntensive };
  const risk = riskOf(intake, live);
  const sofRequired = sofRequiredFor(intake, live);
  return (
    <StepForm
      title={t('clientManagement.onboarding.steps.business')}
      form={form}
      onSubmit={async () => {
        const v = form.getValues();
        const business = { purpose: trim(v.purpose), expectedValueHuf: expectedValueOf(v.expectedValueHuf), highRiskCountry: !!v.highRiskCountry, nonFaceToFace: !!v.nonFaceToFace, cashIntensive: !!v.cashIntensive };
        await save({ business, sourceOfFunds: trim(v.sourceOfFunds) || null }, next, (path) => path.replace(/^business\./, ''));
      }}
    >
      <TextareaField name="purpose" rows={3} label={t('clientManagement.onboarding.purpose')} />
      <TextField name="expectedValueHuf" inputMode="numeric" label={t('clientManagement.onboarding.expectedValue')} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('clientManagement.onboarding.riskFactors')}</legend>
        {riskFlags.map((f) => (
          <CheckboxField key={f} name={f} label={t(`clientManagement.onboarding.factor.${f}`)} />
        ))}
      </fieldset>
      <p aria-live="polite" className="text-sm">
        {t('clientManagement.onboarding.liveRisk', { level: t(`clientManagement.onboarding.risk.${risk.level}`) })}
      </p>
      <TextareaField
        name="sourceOfFunds"
        rows={3}
        label={t(sofRequired ? 'clientManagement.onboarding.sourceOfFundsRequired' : 'clientManagement.onboarding.sourceOfFunds')}
        hint={t('clientManagement.onboarding.sourceOfFundsHint')}
      />
    </StepForm>
  );
}

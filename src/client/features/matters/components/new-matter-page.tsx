// /app/matters/new: a matter with its parties; the conflict check runs on the parties before the
// matter can be saved, and the lawyer's decision is sent with it (the server checks again).
// A kit form on the shared create body's rules (amounts typed with spaces, the parties a
// useFieldList list); the server's field messages land on their fields (a party's on that party's).
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { billingArrangements, practiceAreas } from '@shared/matters/matters';
import { createMatterBodySchema } from '@shared/matters/matters.schemas';
import { CheckboxField, ErrorList, Form, renameServerFields, SelectField, SubmitButton, TextField, useFieldList, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { useCreateMatter, useFirmStaff } from '../api/matters-api';
import { ConflictPanel, conflictQueryOf, conflictReady, emptyParty, type PartyDraft, useConflictFor } from './conflict-panel';
import { partyBody, partyDraftSchema, PartyFields } from './party-fields';

const body = createMatterBodySchema.shape;
/** An amount as typed ("2 400 000"; empty: none), checked by the shared rule once it is a number. */
const amount = (rule: z.ZodType<number | null | undefined, number | null | undefined>) =>
  z
    .string()
    .transform((v): number | null | undefined => (v.trim() === '' ? null : Number(v.replace(/\s/g, ''))))
    .pipe(rule);

const newMatterSchema = z.object({
  title: body.title,
  practiceArea: body.practiceArea,
  authority: body.authority,
  authorityCaseNumber: body.authorityCaseNumber,
  valueInDisputeHuf: amount(body.valueInDisputeHuf),
  billingArrangement: body.billingArrangement,
  billingAmountHuf: amount(body.billingAmountHuf),
  successFeePercent: amount(body.successFeePercent),
  responsibleLawyerId: z
    .string()
    .transform((v): string | null | undefined => v || null)
    .pipe(body.responsibleLawyerId),
  confidential: body.confidential,
  teamUserIds: body.teamUserIds,
  parties: z.array(partyDraftSchema).max(50),
});
type NewMatterForm = z.input<typeof newMatterSchema>;

const filledParty = (p: { name?: string | null; contactId?: string | null }) => !!(p.name?.trim() || p.contactId);

export function NewMatterPage({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateMatter();
  const form = useZodForm(newMatterSchema, {
    defaultValues: {
      title: '',
      practiceArea: 'civil_litigation',
      authority: '',
      authorityCaseNumber: '',
      valueInDisputeHuf: '',
      billingArrangement: 'hourly',
      billingAmountHuf: '',
      successFeePercent: '',
      responsibleLawyerId: currentUserId,
      confidential: false,
      teamUserIds: [],
      parties: [emptyParty('client'), emptyParty('opposing')],
    },
  });
  const parties = (useWatch({ control: form.control, name: 'parties' }) ?? []) as PartyDraft[];
  const filled = parties.filter(filledParty);
  // Any change to the parties makes the earlier check stale.
  const partiesKey = JSON.stringify(parties);
  const [conflict, setConflict] = useConflictFor(partiesKey);

  return (
    <Form
      form={form}
      className="space-y-6"
      onSubmit={async (values) => {
        // Only the parties with a name or a contact are sent; the server's parties.N is the Nth of those.
        const sent = form
          .getValues('parties')
          .map((p, i) => (filledParty(p) ? i : -1))
          .filter((i) => i >= 0);
        const matter = {
          ...values,
          successFeePercent: values.billingArrangement === 'success_fee' ? values.successFeePercent : null,
          parties: values.parties.filter(filledParty).map(partyBody),
          conflict: { decision: conflict.decision, reason: conflict.reason || null },
        };
        try {
          const created = await create.mutateAsync(matter);
          form.reset(form.getValues());
          void navigate(`/app/matters/${created.id}`, { state: { created: created.number } });
        } catch (error) {
          throw renameServerFields(error, (path) => path.replace(/^parties\.(\d+)/, (_, n: string) => `parties.${sent[Number(n)] ?? n}`));
        }
      }}
    >
      <PageHeader title={t('matters.new')}>
        <Link to="/app/matters" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('matters.detail.back')}
        </Link>
      </PageHeader>
      <ErrorList describePath={(path) => (path.startsWith('conflict') ? t('matters.form.reason') : path === 'parties' ? t('matters.form.parties') : undefined)} />
      <MatterFields currentUserId={currentUserId} />
      <PartiesList />
      <ConflictPanel query={conflictQueryOf(filled)} state={conflict} onChange={setConflict} />
      <SaveButton ready={filled.length === 0 || conflictReady(conflict)} />
    </Form>
  );
}

function MatterFields({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const staff = useFirmStaff();
  const [billingArrangement, responsibleLawyerId] = useWatch<NewMatterForm, ['billingArrangement', 'responsibleLawyerId']>({ name: ['billingArrangement', 'responsibleLawyerId'] });
  const lawyers = staff.data?.map((m) => ({ value: m.userId, label: m.name })) ?? [{ value: currentUserId, label: '…' }];
  return (
    <>
      <section className="grid gap-4 sm:grid-cols-2">
        <TextField name="title" label={t('matters.form.title')} aria-required />
        <SelectField name="practiceArea" label={t('matters.form.practiceArea')} options={practiceAreas.map((o) => ({ value: o, label: t(`matters.practiceArea.${o}`) }))} />
        <TextField name="authority" label={t('matters.form.authority')} />
        <TextField name="authorityCaseNumber" label={t('matters.form.authorityCaseNumber')} />
        <TextField name="valueInDisputeHuf" label={t('matters.form.valueInDispute')} inputMode="numeric" />
        <SelectField name="billingArrangement" label={t('matters.form.billingArrangement')} options={billingArrangements.map((o) => ({ value: o, label: t(`matters.billing.${o}`) }))} />
        <TextField name="billingAmountHuf" label={t('matters.form.billingAmount')} inputMode="numeric" />
        {billingArrangement === 'success_fee' && <TextField name="successFeePercent" label={t('matters.form.successFeePercent')} inputMode="numeric" />}
        <SelectField name="responsibleLawyerId" label={t('matters.form.responsibleLawyer')} options={lawyers} />
      </section>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('matters.form.team')}</legend>
        <TeamChoices choices={staff.data?.filter((m) => m.userId !== responsibleLawyerId && m.userId !== currentUserId) ?? []} />
        <CheckboxField name="confidential" label={t('matters.form.confidential')} />
      </fieldset>
    </>
  );
}

/** The team as one list field: a checkbox per colleague. */
function TeamChoices({ choices }: { choices: { userId: string; name: string }[] }) {
  const { field, fieldState } = useController<NewMatterForm, 'teamUserIds'>({ name: 'teamUserIds' });
  const team = field.value ?? [];
  return (
    <div className="flex flex-wrap gap-4">
      {choices.map((m) => (
        <label key={m.userId} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={team.includes(m.userId)}
            aria-invalid={!!fieldState.error}
            onChange={(e) => field.onChange(e.target.checked ? [...team, m.userId] : team.filter((u) => u !== m.userId))}
          />
          {m.name}
        </label>
      ))}
      {fieldState.error && <p className="w-full text-sm text-red-700 dark:text-red-300">{fieldState.error.message}</p>}
    </div>
  );
}

function PartiesList() {
  const { t } = useTranslation();
  const list = useFieldList<PartyDraft>('parties');
  const parties = (useWatch<NewMatterForm, 'parties'>({ name: 'parties' }) ?? []) as PartyDraft[];
  return (
    <section className="space-y-4">
      <h2 className="text-lg font-semibold">{t('matters.form.parties')}</h2>
      {list.fields.map((f, i) => (
        <div key={f.key} className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <PartyFields name={`parties.${i}`} />
          {list.fields.length > 1 && (
            <Button variant="ghost" onClick={() => list.remove(i)}>
              {t('matters.form.removeParty', { name: parties[i]?.name || i + 1 })}
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => list.append(emptyParty('other'))}>
        {t('matters.form.addParty')}
      </Button>
    </section>
  );
}

/** "Ügy megnyitása": once the matter has a title and, with parties, a decided conflict check. */
function SaveButton({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const title = useWatch<NewMatterForm, 'title'>({ name: 'title' });
  return (
    <SubmitButton disabled={!title?.trim() || !ready} pendingText={t('matters.form.saving')}>
      {t('matters.form.save')}
    </SubmitButton>
  );
}

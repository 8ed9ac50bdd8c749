// /app/matters/:matterId: the matter's case file (issue 38.3) – its money totals (time worked,
// unbilled time, invoiced, paid, open) above tabs: the overview (data, status change, parties
// (adding one runs the conflict check first), team, tasks, notes and the modules' panels), then
// the tabs other features compose in (documents, time, invoices, generated documents) and the
// messages. The tab is kept in the URL (?tab=…). A confidential matter outside the user's team is
// a 404 from the server, shown as "not found".
import { type ReactNode, useDeferredValue } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { matterStatuses } from '@shared/matters/matters';
import { type MatterDetail, noteBodySchema, taskBodySchema, teamBodySchema, updateMatterBodySchema } from '@shared/matters/matters.schemas';
import { z } from 'zod';
import { formatHuf } from '@shared/hu/format';
import { LoadError } from '@client/components/errors/load-error';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { Button } from '@client/components/ui/button';
import { DateField, ErrorList, Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { PageHeader } from '@client/components/ui/page-header';
import { type TabItem, Tabs } from '@client/components/ui/tabs';
import { formatNumber } from '@client/lib/format';
import { errorText } from '@client/lib/api-client';
import { useAddNote, useAddParty, useAddTask, useAddTeamMember, useFirmStaff, useMatter, useMatterTotals, useRemoveParty, useRemoveTeamMember, useToggleTask, useUpdateMatter } from '../api/matters-api';
import { ConflictPanel, conflictQueryOf, conflictReady, emptyParty, type PartyDraft, useConflictFor } from './conflict-panel';
import { ConfidentialMark, formatDay, StatusBadge } from './matter-labels';
import { partyBody, partyDraftSchema, PartyFields } from './party-fields';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

/** The matter's money in forints; a failure is said as such with a retry, never shown as zeros. */
function TotalsBar({ matterId }: { matterId: string }) {
  const { t } = useTranslation();
  const totals = useMatterTotals(matterId);
  if (totals.isError) return <LoadError error={totals.error} onRetry={() => void totals.refetch()} />;
  const d = totals.data;
  // The labels are drawn before the figures arrive, with a placeholder of the figure's height, so
  // the tabs below do not move when they come (layout shift, issue 40.5).
  const figures: [string, string | undefined, (string | undefined)?][] = [
    [t('matters.caseFile.worked'), d && t('matters.caseFile.hours', { hours: formatNumber(d.workedHours) })],
    [t('matters.caseFile.unbilled'), d && formatHuf(d.unbilledHuf), d ? t('matters.caseFile.hours', { hours: formatNumber(d.unbilledHours) }) : ''],
    [t('matters.caseFile.invoiced'), d && formatHuf(d.invoicedHuf)],
    [t('matters.caseFile.paid'), d && formatHuf(d.paidHuf)],
    [t('matters.caseFile.open'), d && formatHuf(d.openHuf)],
  ];
  return (
    <section aria-label={t('matters.caseFile.totals')} aria-busy={!d} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      {!d && (
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value, note]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900 dark:text-white">
              {value ?? <span aria-hidden="true" className="inline-block h-6 w-24 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-800" />}
            </dd>
            {note !== undefined && <dd className="min-h-4 text-xs text-slate-700 dark:text-slate-300">{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A tab another feature composes into the case file (its content is rendered only when selected). */
export interface MatterTab {
  key: string;
  label: string;
  render: (m: MatterDetail) => ReactNode;
}

/**
 * Other features' parts of the page, composed by the route: `headerActions` are buttons beside the
 * title (e.g. time tracking's timer), `panels` sections of modules built on matters (e.g. deadlines)
 * on the overview, `tabs` the case file's tabs of the installed modules (documents, time, …).
 */
export function MatterDetailPage({ matterId, headerActions, panels, tabs = [] }: { matterId: string; headerActions?: ReactNode; panels?: (m: MatterDetail) => ReactNode; tabs?: readonly MatterTab[] }) {
  const { t } = useTranslation();
  const matter = useMatter(matterId);
  // The case file's cards are rendered in a transition once its data is there (React can pause
  // it), not in one long task when the answer arrives (Lighthouse's TBT on a matter's page,
  // decision 0442). The heading and the totals come at once: the heading is the page's largest
  // paint, which waited for every card (issue 40.5).
  const deferred = useDeferredValue(matter.data);
  const [params, setParams] = useSearchParams();
  const created = (useLocation().state as { created?: string } | null)?.created;
  const cardsLoading = <div role="status" aria-label={t('common.loading')} className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  if (matter.isPending) return cardsLoading;
  // Missing, another firm's or confidential outside the user's team (404: the server does not tell
  // which), or no firm selected (403, the server's message): under the page's heading, no retry;
  // anything else can be retried.
  if (matter.isError)
    return (
      <ObjectLoadError
        error={matter.error}
        onRetry={() => void matter.refetch()}
        title={t('shell.pages.matter')}
        missingText={t('matters.detail.notFound')}
        forbiddenIsRefusal
        back={{ to: '/app/matters', label: t('matters.detail.back') }}
      />
    );
  const m = matter.data;
  const overview = (shown: MatterDetail) => (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <DataCard m={shown} />
        <PartiesCard m={shown} />
        <TeamCard m={shown} />
        <TasksCard m={shown} />
        <NotesCard m={shown} />
      </div>
      {panels?.(shown)}
    </div>
  );
  const items = (shown: MatterDetail): TabItem[] => [
    { key: 'overview', label: t('matters.caseFile.overview'), content: overview(shown) },
    ...tabs.map((tab) => ({ key: tab.key, label: tab.label, content: tab.render(shown) })),
    // Without the client portal's messages tab (composed in by the app, issue 35) the tab says there are none.
    ...(tabs.some((tab) => tab.key === 'messages')
      ? []
      : [{ key: 'messages', label: t('matters.caseFile.messages'), content: <p className="text-sm text-slate-700 dark:text-slate-300">{t('matters.caseFile.noMessages')}</p> }]),
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={`${m.number} – ${m.title}`} actions={headerActions}>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <StatusBadge status={m.status} />
          {m.confidential && <ConfidentialMark />}
          <Link to="/app/matters" className="text-sm text-indigo-700 underline dark:text-indigo-300">
            {t('matters.detail.back')}
          </Link>
        </p>
      </PageHeader>
      {created && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {t('matters.form.created', { number: created })}
        </p>
      )}
      <TotalsBar matterId={m.id} />
      {deferred ? (
        <Tabs label={t('matters.caseFile.tabs')} items={items(deferred)} selected={params.get('tab') ?? 'overview'} onSelect={(tab) => setParams(tab === 'overview' ? {} : { tab }, { replace: true, state: null })} />
      ) : (
        cardsLoading
      )}
    </div>
  );
}

// The status change on the shared update body's status rule.
const statusSchema = z.object({ status: updateMatterBodySchema.shape.status.unwrap() });

function DataCard({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const update = useUpdateMatter(m.id);
  const status = useZodForm(statusSchema, { defaultValues: { status: m.status } });
  const fee = m.billingAmountHuf === null ? '' : ` – ${formatHuf(m.billingAmountHuf)}${m.successFeePercent ? ` + ${m.successFeePercent}%` : ''}`;
  const rows: [string, string][] = [
    [t('matters.form.practiceArea'), t(`matters.practiceArea.${m.practiceArea}`)],
    [t('matters.form.responsibleLawyer'), m.responsibleLawyer?.name ?? '–'],
    [t('matters.form.authority'), [m.authority, m.authorityCaseNumber].filter(Boolean).join(', ') || '–'],
    [t('matters.form.valueInDispute'), m.valueInDisputeHuf === null ? '–' : formatHuf(m.valueInDisputeHuf)],
    [t('matters.form.billingArrangement'), `${t(`matters.billing.${m.billingArrangement}`)}${fee}`],
    [t('matters.detail.opened'), formatDay(m.openedOn)],
    ...(m.closedOn ? [[t('matters.detail.closed'), formatDay(m.closedOn)] as [string, string]] : []),
    [t('matters.detail.conflict'), `${t(`matters.decision.${m.conflictDecision}`)}${m.conflictReason ? ` – ${m.conflictReason}` : ''}`],
  ];
  return (
    <Card title={t('matters.detail.data')}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{k}</dt>
            <dd className="text-slate-900 dark:text-white">{v}</dd>
          </div>
        ))}
      </dl>
      {m.conflictHits.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            {t('matters.detail.conflictHits')} ({m.conflictHits.length})
          </summary>
          <ul className="mt-2 list-disc pl-5">
            {m.conflictHits.map((h, i) => (
              <li key={i}>
                {h.name} – {h.description}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Form form={status} guardUnsaved={false} className="space-y-2" onSubmit={(body) => update.mutateAsync(body)}>
        <ErrorList fields={false} />
        <div className="flex flex-wrap items-end gap-2">
          <SelectField name="status" label={t('matters.columns.status')} options={matterStatuses.map((s) => ({ value: s, label: t(`matters.status.${s}`) }))} />
          <StatusButton current={m.status} />
        </div>
      </Form>
    </Card>
  );
}

/** "Állapot módosítása": only for another status than the matter's. */
function StatusButton({ current }: { current: MatterDetail['status'] }) {
  const { t } = useTranslation();
  const status = useWatch({ name: 'status' }) as string | undefined;
  return (
    <SubmitButton variant="secondary" disabled={status === current} pendingText={t('matters.detail.changeStatus')}>
      {t('matters.detail.changeStatus')}
    </SubmitButton>
  );
}

// A party added to the matter: the shared party rule field by field, the decision of its conflict check beside it.
const addPartySchema = z.object({ party: partyDraftSchema });

function PartiesCard({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const add = useAddParty(m.id);
  const remove = useRemoveParty(m.id);
  const form = useZodForm(addPartySchema, { defaultValues: { party: emptyParty('other') } });
  const draft = (useWatch({ control: form.control, name: 'party' }) ?? emptyParty('other')) as PartyDraft;
  const filled = draft.name?.trim() || draft.contactId ? [draft] : [];
  // Any change to the party makes the earlier check stale.
  const draftKey = JSON.stringify(draft);
  const [conflict, setConflict] = useConflictFor(draftKey);
  return (
    <Card title={t('matters.form.parties')}>
      {m.parties.length === 0 ? (
        <p className="text-sm">{t('matters.detail.noParties')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {m.parties.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <strong>{p.name}</strong> – {p.roleLabel || t(`matters.role.${p.role}`)}
                {p.taxNumber && <span className="text-slate-700 dark:text-slate-300"> · {p.taxNumber}</span>}
              </span>
              <Button variant="ghost" className="min-h-9 px-3" disabled={remove.isPending} onClick={() => remove.mutate(p.id)} aria-label={t('matters.form.removeParty', { name: p.name })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t('matters.detail.addPartyTitle')}</summary>
        <Form
          form={form}
          guardUnsaved={false}
          className="mt-3 space-y-3"
          onSubmit={async ({ party }) => {
            const p = partyBody(party);
            await add.mutateAsync({ party: { ...p, name: p.name ?? '', roleLabel: p.roleLabel ?? undefined }, conflict: { decision: conflict.decision, reason: conflict.reason || undefined } });
            form.reset({ party: emptyParty('other') });
          }}
        >
          <ErrorList describePath={(path) => (path.startsWith('conflict') ? t('matters.form.reason') : undefined)} />
          <PartyFields name="party" />
          <ConflictPanel query={conflictQueryOf(filled)} state={conflict} onChange={setConflict} />
          <SubmitButton disabled={filled.length === 0 || !conflictReady(conflict)} pendingText={t('matters.form.addParty')}>
            {t('matters.form.addParty')}
          </SubmitButton>
        </Form>
      </details>
    </Card>
  );
}

function TeamCard({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const staff = useFirmStaff();
  const add = useAddTeamMember(m.id);
  const remove = useRemoveTeamMember(m.id);
  const form = useZodForm(teamBodySchema, { defaultValues: { userId: '' } });
  const pick = useWatch({ control: form.control, name: 'userId' });
  const candidates = staff.data?.filter((s) => !m.team.some((p) => p.id === s.userId)) ?? [];
  return (
    <Card title={t('matters.detail.team')}>
      <ul className="space-y-2 text-sm">
        {m.team.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-2">
            {p.name}
            <Button variant="ghost" className="min-h-9 px-3" disabled={remove.isPending} onClick={() => remove.mutate(p.id)} aria-label={t('matters.detail.removeMember', { name: p.name })}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      {candidates.length > 0 && (
        <Form
          form={form}
          guardUnsaved={false}
          className="space-y-2"
          onSubmit={async ({ userId }) => {
            await add.mutateAsync(userId);
            form.reset({ userId: '' });
          }}
        >
          <ErrorList fields={false} />
          <div className="flex flex-wrap items-end gap-2">
            <SelectField name="userId" label={t('matters.detail.addMember')} options={[{ value: '', label: '–' }, ...candidates.map((c) => ({ value: c.userId, label: c.name }))]} />
            <SubmitButton variant="secondary" disabled={!pick} pendingText={t('matters.detail.addMember')}>
              {t('matters.detail.addMember')}
            </SubmitButton>
          </div>
        </Form>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(remove.error)}
        </p>
      )}
    </Card>
  );
}

// A task as typed (no assignee: none), checked by the shared task body.
const taskSchema = z.object({
  title: taskBodySchema.shape.title,
  dueOn: taskBodySchema.shape.dueOn,
  assigneeId: z
    .string()
    .transform((v): string | null | undefined => v || null)
    .pipe(taskBodySchema.shape.assigneeId),
});

function TasksCard({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const staff = useFirmStaff();
  const add = useAddTask(m.id);
  const toggle = useToggleTask(m.id);
  const form = useZodForm(taskSchema, { defaultValues: { title: '', dueOn: null, assigneeId: '' } });
  return (
    <Card title={t('matters.detail.tasks')}>
      {m.tasks.length === 0 ? (
        <p className="text-sm">{t('matters.detail.noTasks')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {m.tasks.map((k) => (
            <li key={k.id}>
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="size-4" checked={k.done} disabled={toggle.isPending} onChange={(e) => toggle.mutate({ taskId: k.id, done: e.target.checked })} />
                <span className={k.done ? 'line-through' : ''}>
                  {k.title}
                  <span className="text-slate-700 dark:text-slate-300">
                    {[k.dueOn && formatDay(k.dueOn), k.assignee?.name]
                      .filter(Boolean)
                      .map((x) => ` · ${x}`)
                      .join('')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Form
        form={form}
        guardUnsaved={false}
        className="space-y-2"
        onSubmit={async (task) => {
          await add.mutateAsync({ title: task.title, dueOn: task.dueOn ?? null, assigneeId: task.assigneeId ?? null });
          form.reset({ title: '', dueOn: null, assigneeId: '' });
        }}
      >
        <ErrorList fields={false} />
        {/* The card is half the page on a desktop: the task's title gets a row of its own, so the
            due date (with its calendar button) and the assignee share a row and the date fits. */}
        <TextField name="title" label={t('matters.detail.taskTitle')} aria-required />
        <div className="grid gap-2 sm:grid-cols-2">
          <DateField name="dueOn" label={t('matters.detail.taskDue')} />
          <SelectField name="assigneeId" label={t('matters.detail.taskAssignee')} options={[{ value: '', label: '–' }, ...(staff.data ?? []).map((s) => ({ value: s.userId, label: s.name }))]} />
        </div>
        <SubmitButton variant="secondary" pendingText={t('matters.detail.addTask')}>
          {t('matters.detail.addTask')}
        </SubmitButton>
      </Form>
    </Card>
  );
}

function NotesCard({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const add = useAddNote(m.id);
  const form = useZodForm(noteBodySchema, { defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });
  return (
    <Card title={t('matters.detail.notes')}>
      <Form
        form={form}
        guardUnsaved={false}
        className="space-y-2"
        onSubmit={async (note) => {
          await add.mutateAsync(note.body);
          form.reset({ body: '' });
        }}
      >
        <ErrorList fields={false} />
        <TextareaField name="body" rows={3} label={t('matters.detail.noteLabel')} aria-required />
        <SubmitButton variant="secondary" disabled={!body?.trim()} pendingText={t('matters.detail.addNote')}>
          {t('matters.detail.addNote')}
        </SubmitButton>
      </Form>
      {m.notes.length === 0 ? (
        <p className="text-sm">{t('matters.detail.noNotes')}</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {m.notes.map((n) => (
            <li key={n.id}>
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="text-xs text-slate-700 dark:text-slate-300">{[n.author?.name, formatDay(n.createdAt)].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

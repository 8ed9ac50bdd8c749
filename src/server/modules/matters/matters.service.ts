// Matters inside the caller's tenant transaction (withTenant with the actor's person, so RLS knows
// who asks and hides confidential matters of other teams). Every function takes the Actor who acts
// (decision 0290), checks its permission itself, and writes the audit entries and domain events
// of its change in the same transaction (decision 0291): a route, an API key, an automation or a
// job calling it leave the same trail. The routes only parse and shape.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { currentWeek } from '@shared/matters/matters';
import type { z } from 'zod';
import type { ConflictDecisionInput, ConflictHit, ConflictQuery, ListTasksResponse, listTasksQuerySchema, MatterDetail, PartyInput, updateMatterBodySchema } from '@shared/matters/matters.schemas';
import { type Actor as ServiceActor, asPerson, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { matterNotes, matterParties, matters, matterTasks, matterTeam, users } from '../../db/schema';
import type { Database } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError, notFound } from '../../lib/domain-error';
import { type Actor, assertFirmStaff, assertMayWorkOnMatter, visibleMatter } from './matter-access';
import { runConflictCheck } from './conflict-check';
import { addParty, createMatter, type CreateMatterInput } from './create-matter';
import { addNote, addTask, joinTeam, leaveTeam, listMattersPage, type MatterListFilter, removeParty, saveMatter, setTaskDone } from './matters.repo';
import './matters.events';

export { type Actor, addParty, assertFirmStaff, createMatter, type CreateMatterInput, visibleMatter };

const personName = sql<string>`coalesce(${users.name}, ${users.email})`;

export type ListFilters = MatterListFilter;

/**
 * The list page: hand-written statements in their own request transaction with the actor as its
 * user (matters.repo.ts, decisions 0272, 0275).
 */
export function listMatters(db: Database, actor: Actor, f: ListFilters) {
  return listMattersPage(db, actor.tenantId, actor.userId, f);
}

export async function matterDetail(tx: TenantTx, tenantId: string, id: string): Promise<MatterDetail> {
  const m = await visibleMatter(tx, tenantId, id);
  const people = async (ids: (string | null)[]) => {
    const wanted = [...new Set(ids.filter((x): x is string => !!x))];
    if (wanted.length === 0) return new Map<string, string>();
    const rows = await tx.select({ id: users.id, name: personName }).from(users).where(inArray(users.id, wanted));
    return new Map(rows.map((r) => [r.id, r.name]));
  };
  // One after another: a transaction holds one connection.
  const parties = await tx.select().from(matterParties).where(eq(matterParties.matterId, id)).orderBy(asc(matterParties.createdAt));
  const team = await tx.select({ userId: matterTeam.userId }).from(matterTeam).where(eq(matterTeam.matterId, id)).orderBy(asc(matterTeam.addedAt));
  const notes = await tx.select().from(matterNotes).where(eq(matterNotes.matterId, id)).orderBy(desc(matterNotes.createdAt));
  const tasks = await tx
    .select()
    .from(matterTasks)
    .where(eq(matterTasks.matterId, id))
    .orderBy(asc(matterTasks.done), sql`${matterTasks.dueOn} nulls last`, asc(matterTasks.createdAt));
  const names = await people([m.responsibleLawyerId, ...team.map((t) => t.userId), ...notes.map((n) => n.authorId), ...tasks.map((t) => t.assigneeId)]);
  const person = (uid: string | null) => (uid ? { id: uid, name: names.get(uid) ?? '' } : null);
  return {
    id: m.id,
    number: m.number,
    title: m.title,
    status: m.status,
    practiceArea: m.practiceArea,
    responsibleLawyer: person(m.responsibleLawyerId),
    openedOn: m.openedOn,
    closedOn: m.closedOn,
    confidential: m.confidential,
    authority: m.authority,
    authorityCaseNumber: m.authorityCaseNumber,
    valueInDisputeHuf: m.valueInDisputeHuf,
    billingArrangement: m.billingArrangement,
    billingAmountHuf: m.billingAmountHuf,
    successFeePercent: m.successFeePercent,
    conflictDecision: m.conflictDecision,
    conflictReason: m.conflictReason,
    conflictHits: m.conflictHits as ConflictHit[],
    parties: parties.map((p) => ({
      id: p.id,
      contactId: p.contactId,
      name: p.name,
      role: p.role,
      roleLabel: p.roleLabel,
      taxNumber: p.taxNumber,
      companyRegistrationNumber: p.companyRegistrationNumber,
      conflictDecision: p.conflictDecision,
      conflictReason: p.conflictReason,
    })),
    team: team.map((t) => person(t.userId)!),
    notes: notes.map((n) => ({ id: n.id, body: n.body, author: person(n.authorId), createdAt: n.createdAt.toISOString() })),
    tasks: tasks.map((t) => ({ id: t.id, title: t.title, dueOn: t.dueOn, assignee: person(t.assigneeId), done: t.done })),
  };
}

const activeMatter = sql`${matters.status} in ('open', 'in_progress')`;
const isMine = (userId: string) => sql`(${matters.responsibleLawyerId} = ${userId} or exists (select 1 from matter_team t where t.matter_id = ${matters.id} and t.user_id = ${userId}))`;

/**
 * When an open task is due, counted as the deadlines are (decision 0495): overdue before today
 * (Budapest), this week from today to Sunday. The dashboard's figures and the task list
 * (/app/matters/tasks) use the same conditions, so a figure is the length of the list it opens.
 */
function taskDue(now: Date) {
  const today = todayInBudapest(now);
  return { overdue: sql`${matterTasks.dueOn} < ${today}`, week: sql`${matterTasks.dueOn} between ${today} and ${currentWeek(now).to}`, open: sql`true` };
}

/** "Mine": assigned to me, or to no one on a matter of mine (responsible or on its team). */
const taskIsMine = (userId: string) => sql`(${matterTasks.assigneeId} = ${userId} or (${matterTasks.assigneeId} is null and ${isMine(userId)}))`;

/** Open tasks on open matters only: a closed matter's leftover task is no work. */
const openTasksOn = (tenantId: string) => and(eq(matterTasks.tenantId, tenantId), eq(matterTasks.done, false), activeMatter);

export async function matterStats(tx: TenantTx, actor: Actor, now = new Date()) {
  const [open] = await tx
    .select({ n: count() })
    .from(matters)
    .where(and(eq(matters.tenantId, actor.tenantId), activeMatter));
  const [mine] = await tx
    .select({ n: count() })
    .from(matters)
    .where(and(eq(matters.tenantId, actor.tenantId), activeMatter, isMine(actor.userId)));
  const due = taskDue(now);
  const [tasks] = await tx
    .select({
      dueThisWeek: sql<number>`count(*) filter (where ${due.week})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${due.overdue})`.mapWith(Number),
      myDueThisWeek: sql<number>`count(*) filter (where ${due.week} and ${taskIsMine(actor.userId)})`.mapWith(Number),
      myOverdue: sql<number>`count(*) filter (where ${due.overdue} and ${taskIsMine(actor.userId)})`.mapWith(Number),
    })
    .from(matterTasks)
    .innerJoin(matters, eq(matters.id, matterTasks.matterId))
    .where(openTasksOn(actor.tenantId));
  return {
    openMatters: open?.n ?? 0,
    myMatters: mine?.n ?? 0,
    tasksDueThisWeek: tasks?.dueThisWeek ?? 0,
    tasksOverdue: tasks?.overdue ?? 0,
    myTasksDueThisWeek: tasks?.myDueThisWeek ?? 0,
    myTasksOverdue: tasks?.myOverdue ?? 0,
  };
}

/**
 * The open tasks across the matters `actor` may see (RLS hides a confidential matter's), by due
 * date, undated last, all or only "mine". The counts per due filter are of the same selection.
 */
export async function listOpenTasks(tx: TenantTx, actor: Actor, q: z.output<typeof listTasksQuerySchema>, now = new Date()): Promise<ListTasksResponse> {
  const due = taskDue(now);
  const mine = q.mine === 'true' ? taskIsMine(actor.userId) : sql`true`;
  const selection = and(openTasksOn(actor.tenantId), mine);
  const [counts] = await tx
    .select({
      overdue: sql<number>`count(*) filter (where ${due.overdue})`.mapWith(Number),
      week: sql<number>`count(*) filter (where ${due.week})`.mapWith(Number),
      open: count(),
    })
    .from(matterTasks)
    .innerJoin(matters, eq(matters.id, matterTasks.matterId))
    .where(selection);
  const rows = await tx
    .select({ id: matterTasks.id, title: matterTasks.title, dueOn: matterTasks.dueOn, assigneeId: matterTasks.assigneeId, assignee: personName, matterId: matters.id, number: matters.number, matterTitle: matters.title })
    .from(matterTasks)
    .innerJoin(matters, eq(matters.id, matterTasks.matterId))
    .leftJoin(users, eq(users.id, matterTasks.assigneeId))
    .where(and(selection, due[q.due]))
    .orderBy(sql`${matterTasks.dueOn} nulls last`, asc(matters.number), asc(matterTasks.createdAt))
    .limit(q.limit)
    .offset(q.offset);
  const shown = { overdue: counts?.overdue ?? 0, week: counts?.week ?? 0, open: counts?.open ?? 0 };
  return {
    items: rows.map((r) => ({ id: r.id, title: r.title, dueOn: r.dueOn, assignee: r.assigneeId ? { id: r.assigneeId, name: r.assignee } : null, matter: { id: r.matterId, number: r.number, title: r.matterTitle } })),
    total: shown[q.due],
    counts: shown,
  };
}

// ---- the actor-taking services (issue 33.1/33.2): each checks, changes, audits and emits.

const subjectOf = (id: string) => ({ type: 'matter', id });

/** The list page for `actor` (canViewCases), in its own request transaction. */
export function listMattersFor(db: Database, actor: ServiceActor, f: ListFilters) {
  authorize(actor, 'canViewCases');
  return listMatters(db, asPerson(actor), f);
}

/** One matter's details, if `actor` may see it (canViewCases, RLS). */
export function getMatter(tx: TenantTx, actor: ServiceActor, id: string): Promise<MatterDetail> {
  authorize(actor, 'canViewCases');
  return matterDetail(tx, actor.tenantId, id);
}

/** The dashboard's numbers for `actor`'s person (canViewCases). */
export function matterStatsFor(tx: TenantTx, actor: ServiceActor) {
  authorize(actor, 'canViewCases');
  return matterStats(tx, asPerson(actor));
}

/** The open tasks across the matters `actor`'s person may see (canViewCases). */
export function listOpenTasksFor(tx: TenantTx, actor: ServiceActor, q: z.output<typeof listTasksQuerySchema>) {
  authorize(actor, 'canViewCases');
  return listOpenTasks(tx, asPerson(actor), q);
}

/** The conflict check before opening a matter (canCreateCases). */
export async function checkConflicts(tx: TenantTx, actor: ServiceActor, query: ConflictQuery): Promise<ConflictHit[]> {
  authorize(actor, 'canCreateCases');
  return runConflictCheck(tx, actor.tenantId, query);
}

/**
 * Opens a matter (canCreateCases): its number, parties and the conflict decision, audited as
 * `matters.create` and `matters.conflict_decision`, and the `matter.created` event. `source` says
 * which module opened it (an opportunity won opens one too, decision 0130).
 */
export async function openMatter(tx: TenantTx, actor: ServiceActor, input: CreateMatterInput, source: 'matters' | 'opportunity' | 'onboarding' = 'matters') {
  authorize(actor, 'canCreateCases');
  const person = asPerson(actor);
  const result = await createMatter(tx, person, input);
  const subject = subjectOf(result.id);
  await audit(tx, actor, 'matters.create', subject, { number: result.number, confidential: input.confidential, ...(source === 'matters' ? {} : { source }) });
  await audit(tx, actor, 'matters.conflict_decision', subject, { decision: input.conflict.decision, reason: input.conflict.reason, hits: result.hits.length });
  await emit(tx, actor, 'matter.created', subject, {
    number: result.number,
    title: input.title,
    practiceArea: input.practiceArea,
    confidential: input.confidential,
    responsibleLawyerId: input.responsibleLawyerId ?? person.userId,
    openedOn: input.openedOn ?? todayInBudapest(),
    source,
  });
  return result;
}

const isClosing = (status: string | undefined): status is 'closed' | 'archived' => status === 'closed' || status === 'archived';

/**
 * Changes a matter's fields or status (canEditCases). The rules the PATCH route used to hold:
 * a new responsible lawyer must be firm staff; whoever makes a matter confidential stays in its
 * team (or the change would hide it from them); closing or archiving keeps the first closing date
 * (today when none), reopening clears it. Audited as `matters.status_change` when the status
 * moves, else `matters.update`; emits `matter.closed` when it closes, else `matter.updated`.
 */
export async function updateMatter(tx: TenantTx, actor: ServiceActor, id: string, patch: z.infer<typeof updateMatterBodySchema>): Promise<MatterDetail> {
  authorize(actor, 'canEditCases');
  const before = await visibleMatter(tx, actor.tenantId, id);
  if (patch.responsibleLawyerId) await assertFirmStaff(tx, actor.tenantId, [patch.responsibleLawyerId]);
  if (patch.confidential && !before.confidential) await joinTeam(tx, actor.tenantId, before.id, asPerson(actor).userId);
  const closedOn = patch.status === undefined ? undefined : isClosing(patch.status) ? (before.closedOn ?? todayInBudapest()) : null;
  await saveMatter(tx, actor.tenantId, before.id, { ...patch, ...(closedOn === undefined ? {} : { closedOn }) });
  const changed = Object.keys(patch);
  const to = patch.status ?? before.status;
  const subject = subjectOf(before.id);
  await audit(tx, actor, patch.status && patch.status !== before.status ? 'matters.status_change' : 'matters.update', subject, { changed, from: before.status, to });
  if (isClosing(to) && !isClosing(before.status)) await emit(tx, actor, 'matter.closed', subject, { number: before.number, status: to, closedOn: closedOn ?? todayInBudapest() });
  else await emit(tx, actor, 'matter.updated', subject, { number: before.number, changed, status: { from: before.status, to } });
  return matterDetail(tx, actor.tenantId, before.id);
}

/** Adds a party with its conflict decision (canEditCases). */
export async function addMatterParty(tx: TenantTx, actor: ServiceActor, matterId: string, party: PartyInput, conflict: ConflictDecisionInput) {
  authorize(actor, 'canEditCases');
  const result = await addParty(tx, actor.tenantId, matterId, party, conflict);
  await audit(tx, actor, 'matters.party_add', subjectOf(matterId), { partyId: result.id, role: party.role });
  await audit(tx, actor, 'matters.conflict_decision', subjectOf(matterId), { partyId: result.id, decision: conflict.decision, reason: conflict.reason, hits: result.hits.length });
  return result;
}

/** Removes a party (canEditCases); 404 when the matter has no such party. */
export async function removeMatterParty(tx: TenantTx, actor: ServiceActor, matterId: string, partyId: string): Promise<void> {
  authorize(actor, 'canEditCases');
  await visibleMatter(tx, actor.tenantId, matterId);
  const name = await removeParty(tx, matterId, partyId);
  if (name === undefined) throw notFound();
  await audit(tx, actor, 'matters.party_remove', subjectOf(matterId), { partyId, name });
}

/** Puts a firm member in the matter's team (canEditCases). */
export async function addTeamMember(tx: TenantTx, actor: ServiceActor, matterId: string, userId: string): Promise<void> {
  authorize(actor, 'canEditCases');
  await visibleMatter(tx, actor.tenantId, matterId);
  await assertFirmStaff(tx, actor.tenantId, [userId]);
  await joinTeam(tx, actor.tenantId, matterId, userId);
  await audit(tx, actor, 'matters.team_add', subjectOf(matterId), { userId });
}

/**
 * Takes a member out of the team (canEditCases). A team member may not take themself out of a
 * confidential matter they neither opened nor are responsible for: it would vanish from them.
 */
export async function removeTeamMember(tx: TenantTx, actor: ServiceActor, matterId: string, userId: string): Promise<void> {
  authorize(actor, 'canEditCases');
  const matter = await visibleMatter(tx, actor.tenantId, matterId);
  const self = userId === actor.userId;
  if (matter.confidential && self && matter.createdBy !== actor.userId && matter.responsibleLawyerId !== actor.userId) throw new DomainError('MATTER_TEAM_SELF_REMOVAL');
  if (!(await leaveTeam(tx, matter.id, userId))) throw notFound();
  await audit(tx, actor, 'matters.team_remove', subjectOf(matter.id), { userId });
}

/** A note on the matter, written by the actor's person (canEditCases). */
export async function addMatterNote(tx: TenantTx, actor: ServiceActor, matterId: string, body: string): Promise<string> {
  authorize(actor, 'canEditCases');
  const author = asPerson(actor).userId;
  await visibleMatter(tx, actor.tenantId, matterId);
  return addNote(tx, actor.tenantId, matterId, body, author);
}

/** A task on the matter, its assignee firm staff who sees the matter (canEditCases). */
export async function addMatterTask(tx: TenantTx, actor: ServiceActor, matterId: string, task: { title: string; dueOn?: string | null | undefined; assigneeId?: string | null | undefined }): Promise<string> {
  authorize(actor, 'canEditCases');
  const matter = await visibleMatter(tx, actor.tenantId, matterId);
  // On a confidential matter only someone who sees it (issue 34.3, decision 0306).
  if (task.assigneeId) await assertMayWorkOnMatter(tx, actor.tenantId, matter, [task.assigneeId]);
  const taskId = await addTask(tx, actor.tenantId, matterId, task);
  await audit(tx, actor, 'matters.task_add', subjectOf(matterId), { taskId });
  return taskId;
}

/** Marks a task done or open again (canEditCases); 404 when the matter has no such task. */
export async function setMatterTaskDone(tx: TenantTx, actor: ServiceActor, matterId: string, taskId: string, done: boolean): Promise<void> {
  authorize(actor, 'canEditCases');
  await visibleMatter(tx, actor.tenantId, matterId);
  if (!(await setTaskDone(tx, matterId, taskId, done))) throw notFound();
}

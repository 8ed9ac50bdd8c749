// Matters inside the request transaction (withTenant with the user, so RLS knows who asks and
// hides confidential matters of other teams). Every function assumes the caller's permission
// was checked by the route guard.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { currentWeek } from '@shared/matters/matters';
import type { ConflictHit, MatterDetail } from '@shared/matters/matters.schemas';
import { matterNotes, matterParties, matters, matterTasks, matterTeam, users } from '../../db/schema';
import type { Database } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { type Actor, assertFirmStaff, visibleMatter } from '../../matters/matter-access';
import { addParty, createMatter, type CreateMatterInput } from '../../matters/create-matter';
import { listMattersPage, type MatterListFilter } from './matters.repo';

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
    parties: parties.map((p) => ({ id: p.id, contactId: p.contactId, name: p.name, role: p.role, roleLabel: p.roleLabel, taxNumber: p.taxNumber, companyRegistrationNumber: p.companyRegistrationNumber, conflictDecision: p.conflictDecision, conflictReason: p.conflictReason })),
    team: team.map((t) => person(t.userId)!),
    notes: notes.map((n) => ({ id: n.id, body: n.body, author: person(n.authorId), createdAt: n.createdAt.toISOString() })),
    tasks: tasks.map((t) => ({ id: t.id, title: t.title, dueOn: t.dueOn, assignee: person(t.assigneeId), done: t.done })),
  };
}

export async function matterStats(tx: TenantTx, actor: Actor, now = new Date()) {
  const week = currentWeek(now);
  const active = sql`${matters.status} in ('open', 'in_progress')`;
  const [open] = await tx.select({ n: count() }).from(matters).where(and(eq(matters.tenantId, actor.tenantId), active));
  const [mine] = await tx
    .select({ n: count() })
    .from(matters)
    .where(and(eq(matters.tenantId, actor.tenantId), active, sql`(${matters.responsibleLawyerId} = ${actor.userId} or exists (select 1 from matter_team t where t.matter_id = ${matters.id} and t.user_id = ${actor.userId}))`));
  const [due] = await tx
    .select({ n: count() })
    .from(matterTasks)
    .where(and(eq(matterTasks.tenantId, actor.tenantId), eq(matterTasks.done, false), sql`${matterTasks.dueOn} <= ${week.to}`));
  return { openMatters: open?.n ?? 0, myMatters: mine?.n ?? 0, tasksDueThisWeek: due?.n ?? 0 };
}

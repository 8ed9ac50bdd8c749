// Matters inside the request transaction (withTenant with the user, so RLS knows who asks and
// hides confidential matters of other teams). Every function assumes the caller's permission
// was checked by the route guard.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { currentWeek, matterStatuses, type MatterStatus } from '@shared/matters/matters';
import type { ConflictHit, MatterDetail, MatterSummary } from '@shared/matters/matters.schemas';
import { matterNotes, matterParties, matters, matterTasks, matterTeam, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { type Actor, assertFirmStaff, visibleMatter } from '../../matters/matter-access';
import { addParty, createMatter, type CreateMatterInput } from '../../matters/create-matter';

export { type Actor, addParty, assertFirmStaff, createMatter, type CreateMatterInput, visibleMatter };

const personName = sql<string>`coalesce(${users.name}, ${users.email})`;

export interface ListFilters {
  status?: MatterStatus;
  mine: boolean;
  clientContactId?: string;
  q?: string;
  limit: number;
  offset: number;
}

export async function listMatters(tx: TenantTx, actor: Actor, f: ListFilters) {
  const conditions = [eq(matters.tenantId, actor.tenantId)];
  if (f.mine) conditions.push(sql`(${matters.responsibleLawyerId} = ${actor.userId} or exists (select 1 from matter_team t where t.matter_id = ${matters.id} and t.user_id = ${actor.userId}))`);
  if (f.clientContactId) conditions.push(sql`exists (select 1 from matter_parties p where p.matter_id = ${matters.id} and p.role = 'client' and p.contact_id = ${f.clientContactId})`);
  if (f.q) conditions.push(sql`(strpos(vi_fold(${matters.title}), vi_fold(${f.q})) > 0 or ${matters.number} like ${`%${f.q.replace(/[%_\\]/g, '')}%`})`);
  // Status counts follow every filter but the status itself, so the filter chips show what each
  // would list. Both statements are issued together: one round trip (readInTenant, decision 0256).
  const listed = f.status ? [...conditions, eq(matters.status, f.status)] : conditions;
  const [countRows, rows] = await Promise.all([
    tx.select({ status: matters.status, n: count() }).from(matters).where(and(...conditions)).groupBy(matters.status),
    tx
      .select({
        m: matters,
        lawyerName: personName,
        clients: sql<string[]>`coalesce((select array_agg(p.name order by p.created_at) from matter_parties p where p.matter_id = ${matters.id} and p.role = 'client'), '{}')`,
        openTasks: sql<number>`(select count(*) from matter_tasks k where k.matter_id = ${matters.id} and not k.done)`.mapWith(Number),
      })
      .from(matters)
      .leftJoin(users, eq(users.id, matters.responsibleLawyerId))
      .where(and(...listed))
      .orderBy(desc(matters.openedOn), desc(matters.number))
      .limit(f.limit)
      .offset(f.offset),
  ]);
  const counts = Object.fromEntries(matterStatuses.map((s) => [s, countRows.find((r) => r.status === s)?.n ?? 0])) as Record<MatterStatus, number>;
  const total = f.status ? counts[f.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const items: MatterSummary[] = rows.map((r) => ({
    id: r.m.id,
    number: r.m.number,
    title: r.m.title,
    status: r.m.status,
    practiceArea: r.m.practiceArea,
    clients: r.clients,
    responsibleLawyer: r.m.responsibleLawyerId ? { id: r.m.responsibleLawyerId, name: r.lawyerName ?? '' } : null,
    openedOn: r.m.openedOn,
    confidential: r.m.confidential,
    openTasks: r.openTasks,
  }));
  return { items, total, counts };
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

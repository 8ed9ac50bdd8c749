// The CRM overview's queries (decision 0131). Tasks and clients come from the matters tables and
// the activity from the contacts' timeline; RLS limits both to what the user may see.
import { type SQL, sql } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { CrmOverview } from '@shared/opportunities/opportunities.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { pipelineByStage } from '../opportunities';
import { compareHu } from '@shared/hu/collation';

/**
 * Open tasks already overdue and those due in the coming 7 days, soonest first, up to 10 of each:
 * the page lists the overdue ones apart ("Lejárt feladatok", decision 0492), so a pile of old
 * tasks must not crowd this week's out of the answer.
 */
async function tasksDue(tx: TenantTx, tenantId: string, today: string) {
  type Row = { id: string; title: string; due_on: string; matter_id: string; number: string; matter_title: string; assignee_id: string | null; assignee: string | null };
  const select = async (range: SQL) =>
    resultRows<Row>(
      await tx.execute(sql`select k.id, k.title, k.due_on::text as due_on, m.id as matter_id, m.number, m.title as matter_title, k.assignee_id, coalesce(u.name, u.email) as assignee
        from matter_tasks k join matters m on m.id = k.matter_id left join users u on u.id = k.assignee_id
        where k.tenant_id = ${tenantId} and not k.done and k.due_on is not null and ${range}
        order by k.due_on, k.created_at limit 10`),
    );
  const rows = [...(await select(sql`k.due_on < ${today}`)), ...(await select(sql`k.due_on between ${today} and ${addDays(today, 7)}`))];
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    dueOn: r.due_on,
    overdue: r.due_on < today,
    matter: { id: r.matter_id, number: r.number, title: r.matter_title },
    assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee ?? '' } : null,
  }));
}

async function recentActivity(tx: TenantTx, tenantId: string) {
  const rows = resultRows<{ id: string; kind: string; at: string; contact_id: string; name: string; actor: string | null }>(
    await tx.execute(sql`select a.id, a.kind, a.created_at as at, c.id as contact_id, c.name, coalesce(u.name, u.email) as actor
      from contact_activities a join contacts c on c.id = a.contact_id left join users u on u.id = a.actor_user_id
      where a.tenant_id = ${tenantId} and c.deleted_at is null
      order by a.created_at desc, a.id limit 10`),
  );
  return rows.map((r) => ({ id: r.id, kind: r.kind, at: new Date(r.at).toISOString(), contact: { id: r.contact_id, name: r.name }, actor: r.actor }));
}

/** Contacts whose first matter as a client was opened this month (Budapest calendar). */
async function newClients(tx: TenantTx, tenantId: string, today: string) {
  const month = today.slice(0, 7);
  const rows = resultRows<{ id: string; name: string; number: string; opened_on: string }>(
    await tx.execute(sql`select distinct on (c.id) c.id, c.name, m.number, m.opened_on::text as opened_on
      from matter_parties p join matters m on m.id = p.matter_id join contacts c on c.id = p.contact_id
      where p.tenant_id = ${tenantId} and p.role = 'client' and c.deleted_at is null
        and not exists (select 1 from matter_parties p2 join matters m2 on m2.id = p2.matter_id
                        where p2.contact_id = c.id and p2.role = 'client' and m2.opened_on < ${`${month}-01`})
        and m.opened_on >= ${`${month}-01`}
      order by c.id, m.opened_on, m.number`),
  );
  const items = rows.map((r) => ({ id: r.id, name: r.name, matterNumber: r.number, openedOn: r.opened_on })).sort((a, b) => b.openedOn.localeCompare(a.openedOn) || compareHu(a.name, b.name));
  return { month, count: items.length, items };
}

export async function crmOverview(tx: TenantTx, tenantId: string, now = new Date()): Promise<CrmOverview> {
  const today = todayInBudapest(now);
  // One after another: a transaction holds one connection.
  const pipeline = await pipelineByStage(tx, tenantId);
  const tasks = await tasksDue(tx, tenantId, today);
  const activity = await recentActivity(tx, tenantId);
  const clients = await newClients(tx, tenantId, today);
  return { pipeline, tasksDue: tasks, recentActivity: activity, newClients: clients };
}

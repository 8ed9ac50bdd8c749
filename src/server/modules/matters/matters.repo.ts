// The matters repository (decision 0270): the list page as hand-written SQL, and the writes.
//
// The list page – the page everybody opens – as hand-written SQL (decision 0272, after the
// contacts list of 0260): one statement text per filter shape, the values as parameters, no query
// builder and no row mapping per request. It runs in its own request transaction with the acting
// user (so RLS hides the confidential matters of other teams from the rows and the counts): on
// PostgreSQL the counts and the page travel together with the frame, one round trip; on PGlite
// one call into the backend (decision 0275). It sorts on the server (decision 0502): a title or
// lawyer sort in Hungarian order, on PGlite by a second call after sorting the keys in JavaScript.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type MatterSort, matterStatuses, type MatterStatus } from '@shared/matters/matters';
import type { SortDirection } from '@shared/validation/list-sort';
import type { MatterSummary, updateMatterBodySchema } from '@shared/matters/matters.schemas';
import { matterNotes, matterParties, matters, matterTasks, matterTeam } from '../../db/schema';
import type { Database } from '../../db/client';
import { compareCodeUnits, compareNamesHu, hungarianOrderText, pageOfSortedCandidates, sortsNamesInDatabase } from '../../db/collation';
import { type HandWrittenStatement, selectAllInTenant, selectInTenant, type TenantTx } from '../../db/tenant-scope';

export interface MatterListFilter {
  status?: MatterStatus | undefined;
  mine: boolean;
  clientContactId?: string | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
  /** The column to sort by (decision 0502); without it opened on, newest first. */
  sort?: MatterSort | undefined;
  dir?: SortDirection | undefined;
}

type Count = number | string | bigint;

interface PageRow {
  id: string;
  number: string;
  title: string;
  status: MatterStatus;
  practiceArea: MatterSummary['practiceArea'];
  clients: string[];
  lawyerId: string | null;
  lawyerName: string | null;
  openedOn: string;
  confidential: boolean;
  openTasks: Count;
}

// The date as text: the drivers would parse it into a Date at midnight UTC.
const PAGE_COLUMNS =
  'matters.id, matters.number, matters.title, matters.status, matters.practice_area as "practiceArea", ' +
  "coalesce((select array_agg(p.name order by p.created_at) from matter_parties p where p.matter_id = matters.id and p.role = 'client'), '{}') as clients, " +
  'matters.responsible_lawyer_id as "lawyerId", coalesce(users.name, users.email) as "lawyerName", matters.opened_on::text as "openedOn", ' +
  'matters.confidential, (select count(*) from matter_tasks k where k.matter_id = matters.id and not k.done) as "openTasks"';

/**
 * The ORDER BY of the list page (decision 0502). Without `sort` the order of old: opened on, newest
 * first, the number (unique in the firm) breaking a tie. A title or a lawyer (Hungarian order;
 * matters without a lawyer last either way) ties in that default order; the id always comes last,
 * so a page boundary never falls between two rows the order calls equal.
 */
function orderOf(sort: MatterSort | undefined, dir: SortDirection, hungarian: (term: string) => string): string {
  const defaultOrder = 'matters.opened_on desc, matters.number desc';
  switch (sort) {
    case undefined:
      return `${defaultOrder}, matters.id`;
    case 'number':
      return `matters.number ${dir}, matters.id`;
    case 'opened':
      return `matters.opened_on ${dir}, matters.number ${dir}, matters.id`;
    case 'title':
      return `${hungarian('matters.title')} ${dir}, ${defaultOrder}, matters.id`;
    case 'lawyer':
      return `${hungarian(LAWYER_NAME)} ${dir} nulls last, ${defaultOrder}, matters.id`;
  }
}

const LAWYER_NAME = 'coalesce(users.name, users.email)';
const FROM = 'from matters left join users on users.id = matters.responsible_lawyer_id';

/** A candidate of the PGlite sort: the matter's id, its sort key and the default order's keys. */
interface SortKeyRow {
  id: string;
  number: string;
  openedOn: string;
  key: string | null;
}

/** PGlite's order of a title or lawyer sort: `orderOf`'s, with Intl.Collator('hu') for the name. */
function compareSortKeys(dir: SortDirection) {
  return (a: SortKeyRow, b: SortKeyRow) => compareNamesHu(a.key, b.key, dir) || compareCodeUnits(b.openedOn, a.openedOn) || compareCodeUnits(b.number, a.number) || compareCodeUnits(a.id, b.id);
}

/**
 * The list page of the matters `userId` may see in the tenant, with the count per status over
 * every filter but the status itself (the filter chips show what each would list), sorted by
 * `f.sort` over the whole filtered set. PostgreSQL sorts names by ICU's "hu-x-icu" in the page's
 * statement. PGlite cannot (its ICU has no Hungarian tailoring): for a title or lawyer sort its
 * first call reads the counts and the sort keys of every listed matter, Intl.Collator('hu') orders
 * them, and a second call reads the page's rows by id (decision 0502).
 */
export async function listMattersPage(db: Database, tenantId: string, userId: string, f: MatterListFilter): Promise<{ items: MatterSummary[]; total: number; counts: Record<MatterStatus, number> }> {
  const values: unknown[] = [tenantId];
  let where = 'matters.tenant_id = $1';
  if (f.mine) {
    const user = `$${values.push(userId)}`;
    where += ` and (matters.responsible_lawyer_id = ${user} or exists (select 1 from matter_team t where t.matter_id = matters.id and t.user_id = ${user}))`;
  }
  if (f.clientContactId) where += ` and exists (select 1 from matter_parties p where p.matter_id = matters.id and p.role = 'client' and p.contact_id = $${values.push(f.clientContactId)})`;
  if (f.q) where += ` and (strpos(vi_fold(matters.title), vi_fold($${values.push(f.q)})) > 0 or matters.number like $${values.push(`%${f.q.replace(/[%_\\]/g, '')}%`)})`;
  const counting: HandWrittenStatement = { text: `select matters.status, count(*) as n from matters where ${where} group by matters.status`, values };
  const listed = [...values];
  const listedWhere = f.status ? `${where} and matters.status = $${listed.push(f.status)}` : where;
  const dir = f.dir ?? 'asc';
  const countsOf = (countRows: { status: MatterStatus; n: Count }[]) => {
    const counts = Object.fromEntries(matterStatuses.map((s) => [s, Number(countRows.find((r) => r.status === s)?.n ?? 0)])) as Record<MatterStatus, number>;
    const total = f.status ? counts[f.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    return { counts, total };
  };

  const sortsByName = f.sort === 'title' || f.sort === 'lawyer';
  if (sortsByName && !sortsNamesInDatabase(db)) {
    const key = f.sort === 'title' ? 'matters.title' : LAWYER_NAME;
    const keys: HandWrittenStatement = { text: `select matters.id, matters.number, matters.opened_on::text as "openedOn", ${key} as key ${FROM} where ${listedWhere}`, values: listed };
    const [countRows, keyRows] = await selectAllInTenant<[{ status: MatterStatus; n: Count }[], SortKeyRow[]]>(db, tenantId, [counting, keys], { userId });
    const { counts, total } = countsOf(countRows);
    // The page's ids as one text parameter (PGlite's hand-written statements take scalars).
    const rows = await pageOfSortedCandidates(keyRows, compareSortKeys(dir), f, (ids) =>
      selectInTenant<PageRow>(db, tenantId, { text: `select ${PAGE_COLUMNS} ${FROM} where matters.tenant_id = $1 and matters.id = any(string_to_array($2, ','))`, values: [tenantId, ids.join(',')] }, { userId }),
    );
    return { items: rows.map(toSummary), total, counts };
  }

  const page: HandWrittenStatement = {
    text: `select ${PAGE_COLUMNS} ${FROM} where ${listedWhere} order by ${orderOf(f.sort, dir, (term) => hungarianOrderText(db, term) ?? term)} limit $${listed.length + 1} offset $${listed.length + 2}`,
    values: [...listed, f.limit, f.offset],
  };
  const [countRows, rows] = await selectAllInTenant<[{ status: MatterStatus; n: Count }[], PageRow[]]>(db, tenantId, [counting, page], { userId });
  const { counts, total } = countsOf(countRows);
  return { items: rows.map(toSummary), total, counts };
}

function toSummary(r: PageRow): MatterSummary {
  return {
    id: r.id,
    number: r.number,
    title: r.title,
    status: r.status,
    practiceArea: r.practiceArea,
    clients: r.clients,
    responsibleLawyer: r.lawyerId ? { id: r.lawyerId, name: r.lawyerName ?? '' } : null,
    openedOn: r.openedOn,
    confidential: r.confidential,
    openTasks: Number(r.openTasks),
  };
}

// ---- the matter writes the routes used to issue themselves (decision 0270): the matter's fields,
// its team, parties, notes and tasks, each in the request's tenant transaction (`tx`, RLS by tenant
// and user: a confidential matter outside the user's team is invisible here too).

type MatterPatch = z.infer<typeof updateMatterBodySchema> & { closedOn?: string | null };

export async function saveMatter(tx: TenantTx, tenantId: string, id: string, patch: MatterPatch): Promise<void> {
  await tx
    .update(matters)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(matters.tenantId, tenantId), eq(matters.id, id)));
}

/** Puts the user in the matter's team (nothing when already there). */
export async function joinTeam(tx: TenantTx, tenantId: string, matterId: string, userId: string): Promise<void> {
  await tx.insert(matterTeam).values({ tenantId, matterId, userId }).onConflictDoNothing();
}

/** Takes the user out of the team; false when not in it. */
export async function leaveTeam(tx: TenantTx, matterId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(matterTeam)
    .where(and(eq(matterTeam.matterId, matterId), eq(matterTeam.userId, userId)))
    .returning({ userId: matterTeam.userId });
  return removed.length > 0;
}

/** Removes a party; its name, or undefined when the matter has no such party. */
export async function removeParty(tx: TenantTx, matterId: string, partyId: string): Promise<string | undefined> {
  const [removed] = await tx
    .delete(matterParties)
    .where(and(eq(matterParties.matterId, matterId), eq(matterParties.id, partyId)))
    .returning({ id: matterParties.id, name: matterParties.name });
  return removed?.name;
}

export async function addNote(tx: TenantTx, tenantId: string, matterId: string, body: string, authorId: string): Promise<string> {
  const [row] = await tx.insert(matterNotes).values({ tenantId, matterId, body, authorId }).returning({ id: matterNotes.id });
  return row!.id;
}

export async function addTask(tx: TenantTx, tenantId: string, matterId: string, task: { title: string; dueOn?: string | null | undefined; assigneeId?: string | null | undefined }): Promise<string> {
  const [row] = await tx
    .insert(matterTasks)
    .values({ tenantId, matterId, title: task.title, dueOn: task.dueOn ?? null, assigneeId: task.assigneeId ?? null })
    .returning({ id: matterTasks.id });
  return row!.id;
}

/** Marks a task done or open again; false when the matter has no such task. */
export async function setTaskDone(tx: TenantTx, matterId: string, taskId: string, done: boolean): Promise<boolean> {
  const updated = await tx
    .update(matterTasks)
    .set({ done, doneAt: done ? sql`now()` : null })
    .where(and(eq(matterTasks.matterId, matterId), eq(matterTasks.id, taskId)))
    .returning({ id: matterTasks.id });
  return updated.length > 0;
}

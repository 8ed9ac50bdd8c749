// Deadlines on matters inside the request transaction (withTenant with the user, so RLS hides the
// deadlines of confidential matters outside their team). The routes check permissions first.
import { and, asc, count, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { currentWeek } from '@shared/matters/matters';
import { todayInBudapest } from '@shared/dates/iso-date';
import { computeDeadline, DeadlineInputError } from '@shared/compliance-tracker/deadline';
import { PROCEDURE_TYPES } from '@shared/compliance-tracker/procedure-types';
import type { WorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import type { DeadlineItem, DeadlineStatus, ListDeadlinesQuery } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { type createDeadlineBodySchema, listDeadlinesQuerySchema } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { deadlineDocuments, documents, matterDeadlines, matters, users, type MatterDeadlineRow, type StoredDeadlineRule } from '../../db/schema';
import type { Database } from '../../db/client';
import { type HandWrittenStatement, selectAllInTenant, type TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { type Actor, assertMayWorkOnMatter, visibleMatter } from '../matters';
import { serverCalendar } from '../../calendar/server-calendar';

type CreateInput = ReturnType<typeof createDeadlineBodySchema.parse>;

/** What the engine decides for a new deadline: its last day and how it got there. */
export function resolveDueDate(input: CreateInput, calendar: WorkingDayCalendar) {
  if (input.kind === 'fixed') {
    const info = calendar.dayInfo(input.dueOn);
    return {
      rule: null,
      dueOn: input.dueOn,
      endDayKind: info.kind,
      explanation: 'Rögzített határidő (bíróság, hatóság vagy szerződés által megadott nap).',
      steps: [] as string[],
      provisional: info.provisional,
      calendarVersion: calendar.version,
    };
  }
  const r = input.rule;
  try {
    const result = computeDeadline(r, calendar);
    const rule: StoredDeadlineRule = { start: r.start, length: r.length, unit: r.unit, procedure: r.procedure, recess: result.recessApplied, saturdayWorkdays: result.saturdayWorkdays };
    return { rule, dueOn: result.end, endDayKind: result.endDayKind, explanation: result.explanation, steps: result.steps.map((s) => s.text), provisional: result.provisional, calendarVersion: result.calendarVersion };
  } catch (error) {
    if (error instanceof DeadlineInputError) throw new HttpError(400, error.code);
    throw error;
  }
}

export async function createDeadline(tx: TenantTx, actor: Actor, input: CreateInput): Promise<string> {
  const matter = await visibleMatter(tx, actor.tenantId, input.matterId);
  const responsibleId = input.responsibleId === undefined ? (matter.responsibleLawyerId ?? actor.userId) : input.responsibleId;
  if (responsibleId) await assertMayWorkOnMatter(tx, actor.tenantId, matter, [responsibleId]);
  const due = resolveDueDate(input, await serverCalendar(tx));
  const [row] = await tx
    .insert(matterDeadlines)
    .values({ tenantId: actor.tenantId, matterId: matter.id, title: input.title, kind: input.kind, ...due, responsibleId, notes: input.notes ?? null, createdBy: actor.userId })
    .returning({ id: matterDeadlines.id });
  return row!.id;
}

/**
 * Late and not dealt with: open, or marked missed by the sweep and not yet acknowledged by a person
 * (decision 0157) — the overdue lists keep showing it until someone sets a status.
 */
const unsettled = sql`(${matterDeadlines.status} = 'open' or (${matterDeadlines.status} = 'missed' and ${matterDeadlines.missedAutomatically}))`;

const personName = sql<string>`coalesce(${users.name}, ${users.email})`;

function toItem(d: MatterDeadlineRow, matterNumber: string, matterTitle: string, responsibleName: string | null, today: string): DeadlineItem {
  return {
    id: d.id,
    matterId: d.matterId,
    matterNumber,
    matterTitle,
    title: d.title,
    kind: d.kind,
    rule: d.rule ?? null,
    dueOn: d.dueOn,
    endDayKind: d.endDayKind,
    explanation: d.explanation,
    steps: d.steps,
    provisional: d.provisional,
    calendarVersion: d.calendarVersion,
    responsible: d.responsibleId ? { id: d.responsibleId, name: responsibleName ?? '' } : null,
    status: d.status,
    overdue: d.dueOn < today && (d.status === 'open' || (d.status === 'missed' && d.missedAutomatically)),
    missedAutomatically: d.missedAutomatically,
    notes: d.notes,
    completedAt: d.completedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export async function listDeadlines(tx: TenantTx, actor: Actor, query: ListDeadlinesQuery, now = new Date()) {
  const q = listDeadlinesQuerySchema.parse(query);
  const today = todayInBudapest(now);
  const conditions: SQL[] = [eq(matterDeadlines.tenantId, actor.tenantId)];
  if (q.scope === 'mine') conditions.push(eq(matterDeadlines.responsibleId, actor.userId));
  if (q.matterId) conditions.push(eq(matterDeadlines.matterId, q.matterId));
  if (q.status) conditions.push(eq(matterDeadlines.status, q.status));
  if (q.from) conditions.push(gte(matterDeadlines.dueOn, q.from));
  if (q.to) conditions.push(lte(matterDeadlines.dueOn, q.to));
  if (q.overdue === 'true') conditions.push(unsettled, sql`${matterDeadlines.dueOn} < ${today}`);
  if (q.dueThisWeek === 'true') {
    const week = currentWeek(now);
    conditions.push(eq(matterDeadlines.status, 'open'), gte(matterDeadlines.dueOn, today), lte(matterDeadlines.dueOn, week.to));
  }
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(matterDeadlines).where(where);
  const rows = await tx
    .select({ d: matterDeadlines, number: matters.number, matterTitle: matters.title, responsibleName: personName })
    .from(matterDeadlines)
    .innerJoin(matters, eq(matters.id, matterDeadlines.matterId))
    .leftJoin(users, eq(users.id, matterDeadlines.responsibleId))
    .where(where)
    .orderBy(asc(matterDeadlines.dueOn), asc(matterDeadlines.createdAt))
    .limit(q.limit)
    .offset(q.offset);
  const linked = await linkedDocuments(
    tx,
    rows.map((r) => r.d.id),
  );
  return { items: rows.map((r) => ({ ...toItem(r.d, r.number, r.matterTitle, r.responsibleName, today), documents: linked.get(r.d.id) ?? [] })), total: total?.n ?? 0 };
}

type Count = number | string | bigint;

interface PageRow {
  id: string;
  matterId: string;
  matterNumber: string;
  matterTitle: string;
  title: string;
  kind: DeadlineItem['kind'];
  rule: DeadlineItem['rule'];
  dueOn: string;
  endDayKind: string;
  explanation: string;
  steps: string[];
  provisional: boolean;
  calendarVersion: string | null;
  responsibleId: string | null;
  responsibleName: string | null;
  status: DeadlineStatus;
  missedAutomatically: boolean;
  notes: string | null;
  completedAt: string | null;
  createdAt: string;
  documents: LinkedDocument[];
}

/** A timestamptz column as the text `Date#toISOString` gives (UTC, milliseconds as the driver keeps them). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The list page's columns, flat, with each deadline's linked documents (live, by title) as a JSON
// array: RLS on deadline_documents and documents keeps only those the user may see (decision 0156).
const PAGE_COLUMNS =
  'md.id, md.matter_id as "matterId", m.number as "matterNumber", m.title as "matterTitle", md.title, md.kind, md.rule, md.due_on::text as "dueOn", ' +
  'md.end_day_kind as "endDayKind", md.explanation, md.steps, md.provisional, md.calendar_version as "calendarVersion", ' +
  'md.responsible_id as "responsibleId", coalesce(u.name, u.email) as "responsibleName", md.status, md.missed_automatically as "missedAutomatically", md.notes, ' +
  `${isoText('md.completed_at')} as "completedAt", ${isoText('md.created_at')} as "createdAt", ` +
  "coalesce((select json_agg(json_build_object('id', doc.id, 'title', doc.title, 'fileName', doc.file_name) order by doc.title) " +
  "from deadline_documents dd join documents doc on doc.id = dd.document_id where dd.deadline_id = md.id and doc.deleted_at is null), '[]') as documents";

/**
 * The deadlines list page as hand-written SQL (the one-call path of the contacts and matters
 * lists, decisions 0260, 0275): the count and the page with each deadline's linked documents,
 * issued together in the tenant's scope with the acting user (RLS hides the deadlines of
 * confidential matters outside their team) – one round trip on PostgreSQL, one call into PGlite.
 * The same answer as `listDeadlines`, which the public API keeps.
 */
export async function listDeadlinesPage(db: Database, actor: Actor, query: ListDeadlinesQuery, now = new Date()): Promise<{ items: DeadlineItem[]; total: number }> {
  const q = listDeadlinesQuerySchema.parse(query);
  const today = todayInBudapest(now);
  const values: unknown[] = [actor.tenantId];
  let where = 'md.tenant_id = $1';
  if (q.scope === 'mine') where += ` and md.responsible_id = $${values.push(actor.userId)}`;
  if (q.matterId) where += ` and md.matter_id = $${values.push(q.matterId)}`;
  if (q.status) where += ` and md.status = $${values.push(q.status)}`;
  if (q.from) where += ` and md.due_on >= $${values.push(q.from)}::date`;
  if (q.to) where += ` and md.due_on <= $${values.push(q.to)}::date`;
  if (q.overdue === 'true') where += ` and (md.status = 'open' or (md.status = 'missed' and md.missed_automatically)) and md.due_on < $${values.push(today)}::date`;
  if (q.dueThisWeek === 'true') where += ` and md.status = 'open' and md.due_on >= $${values.push(today)}::date and md.due_on <= $${values.push(currentWeek(now).to)}::date`;
  const counting: HandWrittenStatement = { text: `select count(*) as n from matter_deadlines md where ${where}`, values };
  const page: HandWrittenStatement = {
    text:
      `select ${PAGE_COLUMNS} from matter_deadlines md join matters m on m.id = md.matter_id left join users u on u.id = md.responsible_id ` +
      `where ${where} order by md.due_on, md.created_at limit $${values.length + 1} offset $${values.length + 2}`,
    values: [...values, q.limit, q.offset],
  };
  const [[counted], rows] = await selectAllInTenant<[{ n: Count }[], PageRow[]]>(db, actor.tenantId, [counting, page], { userId: actor.userId });
  const items = rows.map((r): DeadlineItem => ({
    id: r.id,
    matterId: r.matterId,
    matterNumber: r.matterNumber,
    matterTitle: r.matterTitle,
    title: r.title,
    kind: r.kind,
    rule: r.rule ?? null,
    dueOn: r.dueOn,
    endDayKind: r.endDayKind,
    explanation: r.explanation,
    steps: r.steps,
    provisional: r.provisional,
    calendarVersion: r.calendarVersion,
    responsible: r.responsibleId ? { id: r.responsibleId, name: r.responsibleName ?? '' } : null,
    status: r.status,
    overdue: r.dueOn < today && (r.status === 'open' || (r.status === 'missed' && r.missedAutomatically)),
    missedAutomatically: r.missedAutomatically,
    notes: r.notes,
    completedAt: r.completedAt,
    createdAt: r.createdAt,
    documents: r.documents,
  }));
  return { items, total: Number(counted?.n ?? 0) };
}

type LinkedDocument = { id: string; title: string; fileName: string };

/** The linked documents of some deadlines; RLS on deadline_documents and documents keeps only those the user may see (decision 0156). */
async function linkedDocuments(tx: TenantTx, deadlineIds: string[]): Promise<Map<string, LinkedDocument[]>> {
  const byDeadline = new Map<string, LinkedDocument[]>();
  if (deadlineIds.length === 0) return byDeadline;
  const rows = await tx
    .select({ deadlineId: deadlineDocuments.deadlineId, id: documents.id, title: documents.title, fileName: documents.fileName })
    .from(deadlineDocuments)
    .innerJoin(documents, eq(documents.id, deadlineDocuments.documentId))
    .where(and(inArray(deadlineDocuments.deadlineId, deadlineIds), isNull(documents.deletedAt)))
    .orderBy(asc(documents.title));
  for (const { deadlineId, ...doc } of rows) byDeadline.set(deadlineId, [...(byDeadline.get(deadlineId) ?? []), doc]);
  return byDeadline;
}

export async function deadlineStats(tx: TenantTx, actor: Actor, now = new Date()) {
  const today = todayInBudapest(now);
  const week = currentWeek(now);
  const open = and(eq(matterDeadlines.tenantId, actor.tenantId), unsettled);
  const mine = sql`${matterDeadlines.responsibleId} = ${actor.userId}`;
  const isOpen = sql`${matterDeadlines.status} = 'open'`;
  const [row] = await tx
    .select({
      overdue: sql<number>`count(*) filter (where ${matterDeadlines.dueOn} < ${today})`.mapWith(Number),
      dueThisWeek: sql<number>`count(*) filter (where ${isOpen} and ${matterDeadlines.dueOn} between ${today} and ${week.to})`.mapWith(Number),
      mineOverdue: sql<number>`count(*) filter (where ${matterDeadlines.dueOn} < ${today} and ${mine})`.mapWith(Number),
      mineDueThisWeek: sql<number>`count(*) filter (where ${isOpen} and ${matterDeadlines.dueOn} between ${today} and ${week.to} and ${mine})`.mapWith(Number),
    })
    .from(matterDeadlines)
    .where(open);
  return { overdue: row?.overdue ?? 0, dueThisWeek: row?.dueThisWeek ?? 0, mineOverdue: row?.mineOverdue ?? 0, mineDueThisWeek: row?.mineDueThisWeek ?? 0, week };
}

/** The deadline if the request's user may see it (RLS decides through its matter), else 404. */
export async function visibleDeadline(tx: TenantTx, tenantId: string, id: string): Promise<MatterDeadlineRow> {
  const [row] = await tx
    .select()
    .from(matterDeadlines)
    .where(and(eq(matterDeadlines.tenantId, tenantId), eq(matterDeadlines.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function deadlineItem(tx: TenantTx, actor: Actor, id: string, now = new Date()): Promise<DeadlineItem> {
  const d = await visibleDeadline(tx, actor.tenantId, id);
  const matter = await visibleMatter(tx, actor.tenantId, d.matterId);
  const [person] = d.responsibleId ? await tx.select({ name: personName }).from(users).where(eq(users.id, d.responsibleId)) : [];
  const linked = await linkedDocuments(tx, [d.id]);
  return { ...toItem(d, matter.number, matter.title, person?.name ?? null, todayInBudapest(now)), documents: linked.get(d.id) ?? [] };
}

export async function updateDeadline(tx: TenantTx, actor: Actor, id: string, patch: { status?: DeadlineStatus; responsibleId?: string | null; title?: string }) {
  const before = await visibleDeadline(tx, actor.tenantId, id);
  if (patch.responsibleId) await assertMayWorkOnMatter(tx, actor.tenantId, await visibleMatter(tx, actor.tenantId, before.matterId), [patch.responsibleId]);
  const statusChange = patch.status !== undefined && patch.status !== before.status;
  await tx
    .update(matterDeadlines)
    .set({
      ...patch,
      ...(statusChange ? { missedAutomatically: false, completedAt: patch.status === 'open' ? null : new Date(), completedBy: patch.status === 'open' ? null : actor.userId } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(matterDeadlines.tenantId, actor.tenantId), eq(matterDeadlines.id, id)));
  return { before, statusChange };
}

/** The procedure's Hungarian label, for texts that describe a stored rule. */
export const procedureLabel = (procedure: string) => PROCEDURE_TYPES[procedure as keyof typeof PROCEDURE_TYPES]?.label ?? procedure;

// Opportunities inside the request transaction (withTenant with the user). The firm's stages are
// created from the default pipeline the first time the firm's pipeline is read (decision 0128);
// a move stores the order of both columns (0129); "Megnyerés" turns the opportunity into a client
// contact and a matter in the same transaction, through the matters' own creation (0130).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { splitHungarianName } from '@shared/profile/person-name';
import { placeCard, type StageKind } from '@shared/opportunities/opportunities';
import type { z } from 'zod';
import type { createOpportunityBodySchema, Opportunity, OpportunityFilters, Stage, updateOpportunityBodySchema, winOpportunityBodySchema } from '@shared/opportunities/opportunities.schemas';
import { contactActivities, contacts, opportunities, opportunityStages, type OpportunityRow } from '../../db/schema';
import { searchKeySql } from '../../db/schema/contacts';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError, notFound } from '../../lib/domain-error';
import { stagesOf } from './pipeline';
import { type Actor, assertFirmStaff, createMatter } from '../matters';

export type { Actor };

async function stageById(tx: TenantTx, tenantId: string, stageId: string): Promise<Stage> {
  const stage = (await stagesOf(tx, tenantId)).find((s) => s.id === stageId);
  if (!stage) throw new DomainError('OPPORTUNITY_STAGE_NOT_FOUND');
  return stage;
}

async function assertOwner(tx: TenantTx, tenantId: string, ownerId: string | null | undefined) {
  if (!ownerId) return;
  try {
    await assertFirmStaff(tx, tenantId, [ownerId]);
  } catch {
    throw new DomainError('OPPORTUNITY_OWNER_NOT_STAFF');
  }
}

async function assertContact(tx: TenantTx, tenantId: string, contactId: string | null | undefined) {
  if (!contactId) return;
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId), sql`${contacts.deletedAt} is null`));
  if (!row) throw new DomainError('OPPORTUNITY_CONTACT_NOT_FOUND');
}

const ownerName = sql<string | null>`(select coalesce(u.name, u.email) from users u where u.id = ${opportunities.ownerId})`;
// A contact merged into another shows (and is won as) the survivor.
const contactId = sql<string | null>`(select coalesce(c.merged_into_id, c.id) from contacts c where c.id = ${opportunities.contactId})`;
const contactName = sql<string | null>`(select coalesce(s.name, c.name) from contacts c left join contacts s on s.id = c.merged_into_id where c.id = ${opportunities.contactId})`;
const matterNumber = sql<string | null>`(select m.number from matters m where m.id = ${opportunities.wonMatterId})`;

type Joined = { o: OpportunityRow; ownerName: string | null; contactId: string | null; contactName: string | null; matterNumber: string | null };

function toDto(r: Joined): Opportunity {
  const { o } = r;
  return {
    id: o.id,
    title: o.title,
    contact: r.contactId ? { id: r.contactId, name: r.contactName ?? '' } : null,
    prospectName: o.prospectName,
    prospectKind: o.prospectKind,
    valueHuf: o.valueHuf,
    probability: o.probability,
    expectedCloseOn: o.expectedCloseOn,
    owner: o.ownerId ? { id: o.ownerId, name: r.ownerName ?? '' } : null,
    stageId: o.stageId,
    position: o.position,
    // The matter of a won opportunity is shown only to whom the matter is visible (confidential ones: RLS).
    wonMatter: o.wonMatterId && r.matterNumber ? { id: o.wonMatterId, number: r.matterNumber } : null,
    notes: o.notes,
    closedAt: o.closedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

function selectJoined(tx: TenantTx) {
  return tx.select({ o: opportunities, ownerName, contactId, contactName, matterNumber }).from(opportunities);
}

export async function listOpportunities(tx: TenantTx, tenantId: string, f: OpportunityFilters) {
  const stages = await stagesOf(tx, tenantId);
  const conditions = [eq(opportunities.tenantId, tenantId)];
  if (f.stageId) conditions.push(eq(opportunities.stageId, f.stageId));
  if (f.ownerId) conditions.push(eq(opportunities.ownerId, f.ownerId));
  if (f.q) {
    const pattern = `%${f.q.replace(/[%_\\]/g, '')}%`;
    conditions.push(
      sql`(${searchKeySql(sql`${opportunities.title}`)} like ${searchKeySql(pattern)} or ${searchKeySql(sql`coalesce(${opportunities.prospectName}, '')`)} like ${searchKeySql(pattern)} or ${searchKeySql(sql`coalesce(${contactName}, '')`)} like ${searchKeySql(pattern)})`,
    );
  }
  const rows = await selectJoined(tx)
    .where(and(...conditions))
    .orderBy(asc(opportunities.stageId), asc(opportunities.position), asc(opportunities.createdAt))
    .limit(1000);
  return { stages, items: rows.map(toDto) };
}

export async function getOpportunity(tx: TenantTx, tenantId: string, id: string): Promise<Opportunity> {
  const [row] = await selectJoined(tx).where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
  if (!row) throw notFound();
  return toDto(row);
}

async function rowOf(tx: TenantTx, tenantId: string, id: string, lock = false): Promise<OpportunityRow> {
  const query = tx
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function createOpportunity(tx: TenantTx, actor: Actor, body: z.output<typeof createOpportunityBodySchema>): Promise<Opportunity> {
  const { tenantId } = actor;
  if (!body.contactId && !body.prospectName) throw new DomainError('OPPORTUNITY_CLIENT_REQUIRED');
  const stages = await stagesOf(tx, tenantId);
  const stage = body.stageId ? await stageById(tx, tenantId, body.stageId) : stages.find((s) => s.kind === 'open');
  if (!stage) throw new DomainError('OPPORTUNITY_STAGE_NOT_FOUND');
  if (stage.kind === 'won') throw new DomainError('OPPORTUNITY_WIN_REQUIRED');
  await assertContact(tx, tenantId, body.contactId);
  const ownerId = body.ownerId ?? actor.userId;
  await assertOwner(tx, tenantId, ownerId);
  await lockBoard(tx, tenantId);
  // A new card goes to the bottom of its column.
  const [last] = await tx
    .select({ max: sql<number | null>`max(${opportunities.position})` })
    .from(opportunities)
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.stageId, stage.id)));
  const [row] = await tx
    .insert(opportunities)
    .values({
      tenantId,
      title: body.title,
      contactId: body.contactId ?? null,
      prospectName: body.prospectName,
      prospectKind: body.prospectKind,
      valueHuf: body.valueHuf,
      probability: body.probability,
      expectedCloseOn: body.expectedCloseOn ?? null,
      ownerId,
      stageId: stage.id,
      position: (last?.max ?? -1) + 1,
      notes: body.notes,
      closedAt: stage.kind === 'lost' ? new Date() : null,
      createdBy: actor.userId,
    })
    .returning({ id: opportunities.id });
  return getOpportunity(tx, tenantId, row!.id);
}

export async function updateOpportunity(tx: TenantTx, tenantId: string, id: string, body: z.output<typeof updateOpportunityBodySchema>): Promise<Opportunity> {
  const before = await rowOf(tx, tenantId, id, true);
  await assertContact(tx, tenantId, body.contactId);
  await assertOwner(tx, tenantId, body.ownerId);
  const contact = body.contactId === undefined ? before.contactId : body.contactId;
  const prospect = body.prospectName === undefined ? before.prospectName : body.prospectName;
  if (!contact && !prospect) throw new DomainError('OPPORTUNITY_CLIENT_REQUIRED');
  await tx
    .update(opportunities)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
  return getOpportunity(tx, tenantId, id);
}

export async function deleteOpportunity(tx: TenantTx, tenantId: string, id: string): Promise<OpportunityRow> {
  await lockBoard(tx, tenantId);
  const row = await rowOf(tx, tenantId, id, true);
  if (row.wonMatterId) throw new DomainError('OPPORTUNITY_ALREADY_WON');
  await tx.delete(opportunities).where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
  await renumber(tx, tenantId, row.stageId);
  return row;
}

/**
 * Board changes of one firm (moves, wins, deletions) take turns: row locks taken column by column
 * would deadlock when two moves cross, so the firm's board is one transaction-scoped advisory lock.
 */
async function lockBoard(tx: TenantTx, tenantId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`opportunities:${tenantId}`}))`);
}

/** Numbers a column 0, 1, 2… in its current order (after a card left it). */
async function renumber(tx: TenantTx, tenantId: string, stageId: string) {
  const column = await tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.stageId, stageId)))
    .orderBy(asc(opportunities.position), asc(opportunities.createdAt));
  for (const [position, c] of column.entries()) await tx.update(opportunities).set({ position }).where(eq(opportunities.id, c.id));
}

/**
 * Moves a card to a stage and place. The firm's board is locked for the transaction, so two
 * moves into one column are applied one after the other and each sees the other's order.
 */
export async function moveOpportunity(tx: TenantTx, tenantId: string, id: string, stageId: string, index: number) {
  await lockBoard(tx, tenantId);
  const card = await rowOf(tx, tenantId, id, true);
  const target = await stageById(tx, tenantId, stageId);
  if (card.wonMatterId) throw new DomainError('OPPORTUNITY_ALREADY_WON');
  if (target.kind === 'won') throw new DomainError('OPPORTUNITY_WIN_REQUIRED');
  const stageIds = [...new Set([card.stageId, stageId])];
  const cards = await tx
    .select({ id: opportunities.id, stageId: opportunities.stageId, position: opportunities.position })
    .from(opportunities)
    .where(and(eq(opportunities.tenantId, tenantId), inArray(opportunities.stageId, stageIds)))
    .orderBy(asc(opportunities.position), asc(opportunities.createdAt))
    .for('update');
  // Ties (old rows) are broken by the order read, so positions are dense before placing.
  const dense = stageIds.flatMap((s) => cards.filter((c) => c.stageId === s).map((c, i) => ({ ...c, position: i })));
  const placed = placeCard(dense, id, stageId, index);
  const stored = new Map(cards.map((c) => [c.id, c]));
  for (const c of placed) {
    const old = stored.get(c.id)!;
    if (c.id !== id && old.position === c.position && old.stageId === c.stageId) continue;
    const closedAt = c.id !== id || card.stageId === stageId ? undefined : target.kind === 'lost' ? new Date() : null;
    await tx
      .update(opportunities)
      .set({ stageId: c.stageId, position: c.position, ...(closedAt === undefined ? {} : { closedAt, updatedAt: new Date() }) })
      .where(eq(opportunities.id, c.id));
  }
  return { from: card.stageId, to: target };
}

/** Creates the client contact from the prospect (with a "created" timeline entry). */
async function contactFromProspect(tx: TenantTx, actor: Actor, row: OpportunityRow): Promise<string> {
  const name = row.prospectName?.trim();
  if (!name) throw new DomainError('OPPORTUNITY_CLIENT_REQUIRED');
  const person = row.prospectKind === 'person' ? splitHungarianName(name) : null;
  const [created] = await tx
    .insert(contacts)
    .values({ tenantId: actor.tenantId, kind: row.prospectKind, name, familyName: person?.familyName ?? null, givenName: person?.givenName || null, tags: ['ügyfél'] })
    .returning({ id: contacts.id });
  await tx.insert(contactActivities).values({ tenantId: actor.tenantId, contactId: created!.id, kind: 'created', actorUserId: actor.userId, details: { source: 'opportunity', opportunityId: row.id } });
  return created!.id;
}

/**
 * "Megnyerés": the client contact (the linked one, or a new one from the prospect), a matter for it
 * with the conflict decision (numbered by the matters' gapless counter), and the card in the won
 * stage – all or nothing, in the caller's transaction.
 */
export async function winOpportunity(tx: TenantTx, actor: Actor, id: string, body: z.output<typeof winOpportunityBodySchema>) {
  const { tenantId } = actor;
  await lockBoard(tx, tenantId);
  const row = await rowOf(tx, tenantId, id, true);
  if (row.wonMatterId) throw new DomainError('OPPORTUNITY_ALREADY_WON');
  const wonStage = (await stagesOf(tx, tenantId)).find((s) => s.kind === 'won');
  if (!wonStage) throw new DomainError('OPPORTUNITY_STAGE_NOT_FOUND');
  const [linked] = row.contactId ? await tx.select({ id: contacts.id, mergedInto: contacts.mergedIntoId, deletedAt: contacts.deletedAt }).from(contacts).where(eq(contacts.id, row.contactId)) : [];
  const existing = linked ? (linked.mergedInto ?? (linked.deletedAt ? null : linked.id)) : null;
  const clientId = existing ?? (await contactFromProspect(tx, actor, row));
  const responsibleLawyerId = body.matter.responsibleLawyerId ?? row.ownerId ?? actor.userId;
  const openedOn = todayInBudapest();
  const matter = await createMatter(tx, actor, {
    title: body.matter.title,
    openedOn,
    practiceArea: body.matter.practiceArea,
    authority: null,
    authorityCaseNumber: null,
    valueInDisputeHuf: null,
    billingArrangement: body.matter.billingArrangement,
    billingAmountHuf: body.matter.billingAmountHuf ?? null,
    responsibleLawyerId,
    confidential: body.matter.confidential,
    parties: [{ contactId: clientId, role: 'client', roleLabel: null, taxNumber: null, companyRegistrationNumber: null }],
    teamUserIds: [],
    conflict: body.conflict,
  });
  const [top] = await tx
    .select({ max: sql<number | null>`max(${opportunities.position})` })
    .from(opportunities)
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.stageId, wonStage.id)));
  await tx
    .update(opportunities)
    .set({ stageId: wonStage.id, position: (top?.max ?? -1) + 1, contactId: clientId, wonMatterId: matter.id, probability: 100, closedAt: new Date(), updatedAt: new Date() })
    .where(eq(opportunities.id, row.id));
  await renumber(tx, tenantId, row.stageId);
  return { opportunity: await getOpportunity(tx, tenantId, row.id), contactId: clientId, matter: { id: matter.id, number: matter.number }, hits: matter.hits, createdContact: !existing, responsibleLawyerId, openedOn };
}

// Stage editing (the firm's administrator).

async function assertKindsRemain(tx: TenantTx, tenantId: string, without: string, newKind?: StageKind) {
  const stages = (await stagesOf(tx, tenantId)).map((s) => (s.id === without ? { ...s, kind: newKind } : s)).filter((s) => s.kind !== undefined);
  for (const kind of ['open', 'won', 'lost'] as const) if (!stages.some((s) => s.kind === kind)) throw new DomainError('OPPORTUNITY_STAGE_LAST_OF_KIND');
}

async function stageHasCards(tx: TenantTx, tenantId: string, stageId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(opportunities)
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.stageId, stageId)));
  return (row?.n ?? 0) > 0;
}

async function assertNameFree(tx: TenantTx, tenantId: string, name: string, except?: string) {
  const clash = (await stagesOf(tx, tenantId)).find((s) => s.id !== except && s.name.toLocaleLowerCase('hu') === name.toLocaleLowerCase('hu'));
  if (clash) throw new DomainError('OPPORTUNITY_STAGE_NAME_TAKEN');
}

export async function createStage(tx: TenantTx, tenantId: string, name: string, kind: StageKind) {
  await assertNameFree(tx, tenantId, name);
  const stages = await stagesOf(tx, tenantId);
  // A new open stage goes before the closing (won/lost) columns; a closing one at the end.
  const firstClosing = stages.findIndex((s) => s.kind !== 'open');
  const at = kind === 'open' && firstClosing >= 0 ? firstClosing : stages.length;
  const [row] = await tx.insert(opportunityStages).values({ tenantId, name, kind, position: at }).returning({ id: opportunityStages.id });
  await storeStageOrder(tx, tenantId, [...stages.slice(0, at).map((s) => s.id), row!.id, ...stages.slice(at).map((s) => s.id)]);
  return stagesOf(tx, tenantId);
}

export async function updateStage(tx: TenantTx, tenantId: string, id: string, body: { name?: string; kind?: StageKind }) {
  const stage = (await stagesOf(tx, tenantId)).find((s) => s.id === id);
  if (!stage) throw notFound();
  if (body.name) await assertNameFree(tx, tenantId, body.name, id);
  if (body.kind && body.kind !== stage.kind) {
    if (await stageHasCards(tx, tenantId, id)) throw new DomainError('OPPORTUNITY_STAGE_KIND_IN_USE');
    await assertKindsRemain(tx, tenantId, id, body.kind);
  }
  await tx
    .update(opportunityStages)
    .set(body)
    .where(and(eq(opportunityStages.tenantId, tenantId), eq(opportunityStages.id, id)));
  return { before: stage, stages: await stagesOf(tx, tenantId) };
}

export async function deleteStage(tx: TenantTx, tenantId: string, id: string) {
  const stages = await stagesOf(tx, tenantId);
  const stage = stages.find((s) => s.id === id);
  if (!stage) throw notFound();
  if (await stageHasCards(tx, tenantId, id)) throw new DomainError('OPPORTUNITY_STAGE_IN_USE');
  await assertKindsRemain(tx, tenantId, id);
  await tx.delete(opportunityStages).where(and(eq(opportunityStages.tenantId, tenantId), eq(opportunityStages.id, id)));
  await storeStageOrder(
    tx,
    tenantId,
    stages.filter((s) => s.id !== id).map((s) => s.id),
  );
  return { deleted: stage, stages: await stagesOf(tx, tenantId) };
}

/** Stores the column order; `ids` must name every stage of the firm exactly once. */
export async function reorderStages(tx: TenantTx, tenantId: string, ids: string[]) {
  const stages = await stagesOf(tx, tenantId);
  const known = new Set(stages.map((s) => s.id));
  if (ids.length !== stages.length || new Set(ids).size !== ids.length || ids.some((i) => !known.has(i))) throw new DomainError('OPPORTUNITY_STAGE_ORDER_MISMATCH');
  await storeStageOrder(tx, tenantId, ids);
  return stagesOf(tx, tenantId);
}

async function storeStageOrder(tx: TenantTx, tenantId: string, ids: string[]) {
  for (const [position, id] of ids.entries())
    await tx
      .update(opportunityStages)
      .set({ position })
      .where(and(eq(opportunityStages.tenantId, tenantId), eq(opportunityStages.id, id)));
}

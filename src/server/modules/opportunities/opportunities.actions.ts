// The opportunities module's changes as services (issue 33.1/33.2, decisions 0290, 0291, 0293):
// each takes the Actor who acts, checks its permission, changes, and writes its audit entries and
// domain events in the caller's transaction. The routes parse, make one call and shape.
import type { z } from 'zod';
import type { StageKind } from '@shared/opportunities/opportunities';
import type { createOpportunityBodySchema, Opportunity, OpportunityFilters, Stage, updateOpportunityBodySchema, winOpportunityBodySchema } from '@shared/opportunities/opportunities.schemas';
import { type Actor, asPerson, authorize, can } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError } from '../../lib/domain-error';
import { opportunityStats, stagesOf } from './pipeline';
import { createOpportunity, createStage, deleteOpportunity, deleteStage, getOpportunity, listOpportunities, moveOpportunity, reorderStages, updateOpportunity, updateStage, winOpportunity } from './opportunities.service';
// `matter.created` is declared by the matters module (matters.events.ts, part of the same program).
import './opportunities.events';

const subjectOf = (id: string) => ({ type: 'opportunity', id });
const stageSubject = (id: string) => ({ type: 'opportunity_stage', id });

// ── Reads (canViewOpportunities) ──

export function opportunityBoard(tx: TenantTx, actor: Actor, filters: OpportunityFilters) {
  authorize(actor, 'canViewOpportunities');
  return listOpportunities(tx, actor.tenantId, filters);
}

export function opportunityStatsFor(tx: TenantTx, actor: Actor) {
  authorize(actor, 'canViewOpportunities');
  return opportunityStats(tx, actor.tenantId);
}

export function opportunityOf(tx: TenantTx, actor: Actor, id: string): Promise<Opportunity> {
  authorize(actor, 'canViewOpportunities');
  return getOpportunity(tx, actor.tenantId, id);
}

export async function stagesFor(tx: TenantTx, actor: Actor): Promise<Stage[]> {
  authorize(actor, 'canViewOpportunities');
  return stagesOf(tx, actor.tenantId);
}

// ── Cards ──

/** A new card (canCreateOpportunities): `opportunities.create`, `opportunity.created`. */
export async function addOpportunity(tx: TenantTx, actor: Actor, body: z.output<typeof createOpportunityBodySchema>): Promise<Opportunity> {
  authorize(actor, 'canCreateOpportunities');
  const o = await createOpportunity(tx, asPerson(actor), body);
  await audit(tx, actor, 'opportunities.create', subjectOf(o.id), { stageId: o.stageId, valueHuf: o.valueHuf });
  await emit(tx, actor, 'opportunity.created', subjectOf(o.id), { title: o.title, stageId: o.stageId, valueHuf: o.valueHuf, contactId: o.contact?.id ?? null, ownerId: o.owner?.id ?? null });
  return o;
}

/** Changes a card's fields (canEditOpportunities). */
export async function changeOpportunity(tx: TenantTx, actor: Actor, id: string, body: z.output<typeof updateOpportunityBodySchema>): Promise<Opportunity> {
  authorize(actor, 'canEditOpportunities');
  const o = await updateOpportunity(tx, actor.tenantId, id, body);
  const changed = Object.keys(body);
  await audit(tx, actor, 'opportunities.update', subjectOf(o.id), { changed });
  await emit(tx, actor, 'opportunity.updated', subjectOf(o.id), { changed });
  return o;
}

/** Deletes a card not yet won (canEditOpportunities). */
export async function removeOpportunity(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'canEditOpportunities');
  const row = await deleteOpportunity(tx, actor.tenantId, id);
  await audit(tx, actor, 'opportunities.delete', subjectOf(row.id), { title: row.title });
  await emit(tx, actor, 'opportunity.deleted', subjectOf(row.id), { title: row.title });
}

/** Moves a card (canEditOpportunities); a move to another stage is audited and emitted. Answers the board. */
export async function moveOpportunityCard(tx: TenantTx, actor: Actor, id: string, stageId: string, index: number) {
  authorize(actor, 'canEditOpportunities');
  const moved = await moveOpportunity(tx, actor.tenantId, id, stageId, index);
  if (moved.from !== moved.to.id) {
    await audit(tx, actor, 'opportunities.stage_change', subjectOf(id), { from: moved.from, to: moved.to.id, kind: moved.to.kind });
    await emit(tx, actor, 'opportunity.stage_changed', subjectOf(id), { from: moved.from, to: moved.to.id, kind: moved.to.kind });
  }
  return listOpportunities(tx, actor.tenantId, {});
}

/**
 * "Megnyerés" (canEditOpportunities, and the matters' own canCreateCases – winning opens a matter,
 * else OPPORTUNITY_WIN_NEEDS_CASES): the client, the matter and the won card in one transaction,
 * audited as the win and as the matter's opening; `opportunity.won` and `matter.created`.
 */
export async function winOpportunityFor(tx: TenantTx, actor: Actor, id: string, body: z.output<typeof winOpportunityBodySchema>) {
  authorize(actor, 'canEditOpportunities');
  if (!can(actor, 'canCreateCases')) throw new DomainError('OPPORTUNITY_WIN_NEEDS_CASES');
  const person = asPerson(actor);
  const won = await winOpportunity(tx, person, id, body);
  const matter = { type: 'matter', id: won.matter.id };
  await audit(tx, actor, 'opportunities.win', subjectOf(id), { matterId: won.matter.id, contactId: won.contactId, createdContact: won.createdContact });
  await audit(tx, actor, 'matters.create', matter, { number: won.matter.number, confidential: body.matter.confidential, fromOpportunity: id });
  await audit(tx, actor, 'matters.conflict_decision', matter, { decision: body.conflict.decision, reason: body.conflict.reason, hits: won.hits.length });
  await emit(tx, actor, 'matter.created', matter, {
    number: won.matter.number,
    title: body.matter.title,
    practiceArea: body.matter.practiceArea,
    confidential: body.matter.confidential,
    responsibleLawyerId: won.responsibleLawyerId,
    openedOn: won.openedOn,
    source: 'opportunity',
  });
  await emit(tx, actor, 'opportunity.won', subjectOf(id), { matterId: won.matter.id, matterNumber: won.matter.number, contactId: won.contactId, createdContact: won.createdContact, valueHuf: won.opportunity.valueHuf });
  return { opportunity: won.opportunity, contactId: won.contactId, matter: won.matter };
}

// ── Stages (canEditSettings: the firm's administrator, decision 0128) ──

export async function addStage(tx: TenantTx, actor: Actor, name: string, kind: StageKind): Promise<Stage[]> {
  authorize(actor, 'canEditSettings');
  const stages = await createStage(tx, actor.tenantId, name, kind);
  await audit(tx, actor, 'opportunities.stage_create', stageSubject(stages.find((s) => s.name === name)?.id ?? ''), { name, kind });
  return stages;
}

export async function orderStages(tx: TenantTx, actor: Actor, ids: string[]): Promise<Stage[]> {
  authorize(actor, 'canEditSettings');
  const stages = await reorderStages(tx, actor.tenantId, ids);
  await audit(tx, actor, 'opportunities.stage_reorder', stageSubject(stages[0]?.id ?? ''), { ids });
  return stages;
}

export async function changeStage(tx: TenantTx, actor: Actor, id: string, body: { name?: string; kind?: StageKind }): Promise<Stage[]> {
  authorize(actor, 'canEditSettings');
  const { before, stages } = await updateStage(tx, actor.tenantId, id, body);
  await audit(tx, actor, 'opportunities.stage_update', stageSubject(before.id), { from: { name: before.name, kind: before.kind }, to: body });
  return stages;
}

export async function removeStage(tx: TenantTx, actor: Actor, id: string): Promise<Stage[]> {
  authorize(actor, 'canEditSettings');
  const { deleted, stages } = await deleteStage(tx, actor.tenantId, id);
  await audit(tx, actor, 'opportunities.stage_delete', stageSubject(deleted.id), { name: deleted.name });
  return stages;
}

// Client onboarding rules (decisions 0132-0135): drafts saved step by step, the risk rating
// recomputed on every save by the shared rules, completeness checked on submit, and approval
// turning the intake into a client contact (and optionally a first matter through the matters
// service, conflict check included) in the same transaction.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type ContactValues, displayNameOf } from '@shared/contacts/contacts.schemas';
import { createMatterBodySchema } from '@shared/matters/matters.schemas';
import type { IntakeData, IntakeDetail, IntakeKind, IntakeStep, IntakeSummary, saveIntakeBodySchema } from '@shared/client-onboarding/client-onboarding.schemas';
import { assessRisk, ownershipProblem, retentionUntil, sourceOfFundsRequired } from '@shared/client-onboarding/risk';
import type { z } from 'zod';
import { clientIntakeDocuments, clientIntakes, type ClientIntakeRow, documents, users } from '../../db/schema';
import type { PersonActor } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';

export type Actor = PersonActor;

/** Each change of an intake is audited by the function that makes it, for every kind of caller (issue 33.2). */
const auditIntake = (tx: TenantTx, actor: Actor, action: string, id: string, metadata: Record<string, unknown> = {}) => audit(tx, actor, `onboarding.${action}`, { type: 'client_intake', id }, metadata);

/**
 * What an approval needs from the contacts and matters modules, wired by onboarding/module.ts
 * from their faces, so the services here stay testable with fakes: their own services create the
 * contact (activity timeline) and the matter (gapless number, conflict check, team, its audit
 * entries and the `matter.created` event that automations follow).
 */
export interface PracticeServices {
  createClientContact(tx: TenantTx, tenantId: string, values: ContactValues, actorUserId: string): Promise<{ id: string }>;
  openMatter(tx: TenantTx, actor: Actor, body: z.output<typeof createMatterBodySchema>): Promise<{ id: string; number: string }>;
}

export const emptyIntakeData = (): IntakeData => ({ identification: null, representatives: [], beneficialOwners: [], pep: null, business: null, sourceOfFunds: null });

function riskOf(kind: IntakeKind, data: IntakeData) {
  const assessment = assessRisk({ kind, pep: data.pep, beneficialOwners: data.beneficialOwners, business: data.business });
  return { assessment, sofRequired: sourceOfFundsRequired(assessment, { pep: data.pep, beneficialOwners: data.beneficialOwners }) };
}

function nameOf(data: IntakeData): string {
  return data.identification ? displayNameOf(data.identification.contact) : '';
}

export async function createIntake(tx: TenantTx, actor: Actor, kind: IntakeKind): Promise<string> {
  const [row] = await tx.insert(clientIntakes).values({ tenantId: actor.tenantId, kind, data: emptyIntakeData(), createdBy: actor.userId }).returning({ id: clientIntakes.id });
  await auditIntake(tx, actor, 'create', row!.id, { kind });
  return row!.id;
}

export async function intakeRow(tx: TenantTx, tenantId: string, id: string, lock = false): Promise<ClientIntakeRow> {
  const q = tx
    .select()
    .from(clientIntakes)
    .where(and(eq(clientIntakes.tenantId, tenantId), eq(clientIntakes.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** Merges the sent steps into the draft; refuses a non-draft, a wrong kind and bad ownership shares. */
export async function saveIntake(tx: TenantTx, actor: Actor, id: string, body: z.output<typeof saveIntakeBodySchema>): Promise<void> {
  const row = await intakeRow(tx, actor.tenantId, id, true);
  if (row.status !== 'draft') throw new HttpError(409, 'ONBOARDING_NOT_EDITABLE');
  const expectedContactKind = row.kind === 'natural_person' ? 'person' : 'organisation';
  if (body.identification && body.identification.contact.kind !== expectedContactKind) throw new HttpError(400, 'ONBOARDING_KIND_MISMATCH');
  if (body.beneficialOwners) {
    const problem = ownershipProblem(body.beneficialOwners);
    if (problem?.code === 'ONBOARDING_SHARE_INVALID')
      throw new HttpError(400, problem.code, undefined, { [`beneficialOwners.${problem.index}.sharePercent`]: 'A tulajdoni hányad 0-nál nagyobb és legfeljebb 100% lehet.' });
    if (problem) throw new HttpError(400, problem.code, undefined, { beneficialOwners: `A hányadok összege ${problem.total}%, legfeljebb 100% lehet.` });
  }
  const { step, sourceOfFunds, ...steps } = body;
  const data: IntakeData = { ...row.data };
  for (const [key, value] of Object.entries(steps)) if (value !== undefined) (data as unknown as Record<string, unknown>)[key] = value;
  if (sourceOfFunds !== undefined && 'sourceOfFunds' in body) data.sourceOfFunds = sourceOfFunds;
  const { assessment } = riskOf(row.kind, data);
  await tx
    .update(clientIntakes)
    .set({ data, displayName: nameOf(data), riskLevel: assessment.level, riskReasons: assessment.reasons, step: step ?? row.step, updatedAt: new Date() })
    .where(eq(clientIntakes.id, row.id));
  await auditIntake(tx, actor, 'save', id, { steps: Object.keys(body).filter((k) => k !== 'step') });
}

/** Missing parts by step key, empty when the intake can be submitted. */
export function missingSteps(row: Pick<ClientIntakeRow, 'kind' | 'data'>, documentCount: number): Record<string, string> {
  const d = row.data;
  const missing: Record<string, string> = {};
  if (!d.identification) missing.identification = 'Add meg az ügyfél azonosító adatait.';
  if (row.kind === 'legal_person' && d.representatives.length === 0) missing.representatives = 'Add meg legalább egy képviselő adatait.';
  if (row.kind === 'legal_person' && d.beneficialOwners.length === 0) missing.beneficial_owners = 'Add meg a tényleges tulajdonosokat (vagy a vezető tisztségviselőt).';
  if (!d.pep) missing.pep = 'Hiányzik a kiemelt közszereplői nyilatkozat.';
  if (!d.business) missing.business = 'Add meg az üzleti kapcsolat célját és jellegét.';
  if (riskOf(row.kind, d).sofRequired && !d.sourceOfFunds) missing.sourceOfFunds = 'Kiemelt közszereplőnél vagy magas kockázatnál a pénzeszközök forrását meg kell adni.';
  if (documentCount === 0) missing.documents = 'Tölts fel legalább egy azonosító okmányt.';
  return missing;
}

async function documentsOf(tx: TenantTx, intakeId: string) {
  return tx
    .select({ id: documents.id, title: documents.title, fileName: documents.fileName, mime: documents.mime })
    .from(clientIntakeDocuments)
    .innerJoin(documents, eq(documents.id, clientIntakeDocuments.documentId))
    .where(and(eq(clientIntakeDocuments.intakeId, intakeId), isNull(documents.deletedAt)))
    .orderBy(clientIntakeDocuments.createdAt);
}

export async function submitIntake(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  const row = await intakeRow(tx, actor.tenantId, id, true);
  if (row.status !== 'draft') throw new HttpError(409, 'ONBOARDING_NOT_EDITABLE');
  const missing = missingSteps(row, (await documentsOf(tx, row.id)).length);
  if (Object.keys(missing).length > 0) throw new HttpError(400, 'ONBOARDING_INCOMPLETE', undefined, missing);
  await tx.update(clientIntakes).set({ status: 'submitted', step: 'review', submittedBy: actor.userId, submittedAt: new Date(), updatedAt: new Date() }).where(eq(clientIntakes.id, row.id));
  await auditIntake(tx, actor, 'submit', id);
}

export interface ApproveInput {
  note: string | null;
  matter?: { title: string; practiceArea: string; conflict?: { decision: string; reason: string | null } } | null;
}

/** Creates the client contact (and the first matter), links the identity documents to it, records the approver. */
export async function approveIntake(tx: TenantTx, practice: PracticeServices, actor: Actor, id: string, input: ApproveInput): Promise<{ contactId: string; matterId: string | null; matterNumber: string | null }> {
  const row = await intakeRow(tx, actor.tenantId, id, true);
  if (row.status !== 'submitted') throw new HttpError(409, 'ONBOARDING_NOT_SUBMITTED');
  const identification = row.data.identification!;
  const tags = [...new Set([...(identification.contact.tags ?? []), 'ügyfél'])];
  const contact = await practice.createClientContact(tx, actor.tenantId, { ...identification.contact, tags, links: undefined }, actor.userId);
  const docs = await documentsOf(tx, row.id);
  if (docs.length > 0)
    await tx
      .update(documents)
      .set({ clientContactId: contact.id, updatedAt: new Date() })
      .where(
        inArray(
          documents.id,
          docs.map((d) => d.id),
        ),
      );
  let matter: { id: string; number: string } | null = null;
  if (input.matter) {
    const body = createMatterBodySchema.parse({
      title: input.matter.title,
      practiceArea: input.matter.practiceArea,
      parties: [{ contactId: contact.id, role: 'client' }],
      conflict: input.matter.conflict ?? { decision: 'no_conflict' },
    });
    matter = await practice.openMatter(tx, actor, body);
  }
  await tx
    .update(clientIntakes)
    .set({ status: 'approved', decidedBy: actor.userId, decidedAt: new Date(), decisionNote: input.note, contactId: contact.id, matterId: matter?.id ?? null, updatedAt: new Date() })
    .where(eq(clientIntakes.id, row.id));
  await auditIntake(tx, actor, 'approve', id, { contactId: contact.id, matterId: matter?.id ?? null });
  return { contactId: contact.id, matterId: matter?.id ?? null, matterNumber: matter?.number ?? null };
}

export async function rejectIntake(tx: TenantTx, actor: Actor, id: string, note: string): Promise<void> {
  const row = await intakeRow(tx, actor.tenantId, id, true);
  if (row.status !== 'submitted') throw new HttpError(409, 'ONBOARDING_NOT_SUBMITTED');
  await tx.update(clientIntakes).set({ status: 'rejected', decidedBy: actor.userId, decidedAt: new Date(), decisionNote: note, updatedAt: new Date() }).where(eq(clientIntakes.id, row.id));
  await auditIntake(tx, actor, 'reject', id);
}

export async function setRelationshipEnd(tx: TenantTx, actor: Actor, id: string, endedOn: string | null): Promise<void> {
  const row = await intakeRow(tx, actor.tenantId, id, true);
  if (row.status !== 'approved') throw new HttpError(409, 'ONBOARDING_NOT_APPROVED');
  await tx
    .update(clientIntakes)
    .set({ relationshipEndedOn: endedOn, retentionUntil: retentionUntil(endedOn), updatedAt: new Date() })
    .where(eq(clientIntakes.id, row.id));
  await auditIntake(tx, actor, 'relationship_end', id, { endedOn });
}

export async function attachDocument(tx: TenantTx, actor: Actor, id: string, documentId: string): Promise<void> {
  const row = await intakeRow(tx, actor.tenantId, id, true);
  if (row.status !== 'draft') throw new HttpError(409, 'ONBOARDING_NOT_EDITABLE');
  const [doc] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, actor.tenantId), eq(documents.id, documentId), isNull(documents.deletedAt)));
  if (!doc) throw new HttpError(400, 'ONBOARDING_DOCUMENT_NOT_FOUND');
  await tx.insert(clientIntakeDocuments).values({ tenantId: actor.tenantId, intakeId: row.id, documentId: doc.id }).onConflictDoNothing();
  await auditIntake(tx, actor, 'document_attach', id, { documentId });
}

export async function detachDocument(tx: TenantTx, actor: Actor, id: string, documentId: string): Promise<void> {
  const row = await intakeRow(tx, actor.tenantId, id, true);
  if (row.status !== 'draft') throw new HttpError(409, 'ONBOARDING_NOT_EDITABLE');
  const removed = await tx
    .delete(clientIntakeDocuments)
    .where(and(eq(clientIntakeDocuments.intakeId, row.id), eq(clientIntakeDocuments.documentId, documentId)))
    .returning();
  if (removed.length === 0) throw notFound();
  await auditIntake(tx, actor, 'document_detach', id, { documentId });
}

function summaryOf(row: ClientIntakeRow): IntakeSummary {
  return { id: row.id, kind: row.kind, status: row.status, step: row.step as IntakeStep, displayName: row.displayName, riskLevel: row.riskLevel, contactId: row.contactId, updatedAt: row.updatedAt.toISOString() };
}

export async function listIntakes(tx: TenantTx, tenantId: string, status?: ClientIntakeRow['status']): Promise<IntakeSummary[]> {
  const rows = await tx
    .select()
    .from(clientIntakes)
    .where(and(eq(clientIntakes.tenantId, tenantId), status ? eq(clientIntakes.status, status) : undefined))
    .orderBy(desc(clientIntakes.updatedAt))
    .limit(200);
  return rows.map(summaryOf);
}

export async function intakeDetail(tx: TenantTx, tenantId: string, id: string): Promise<IntakeDetail> {
  const row = await intakeRow(tx, tenantId, id);
  const ids = [row.createdBy, row.submittedBy, row.decidedBy].filter((v): v is string => Boolean(v));
  const people = ids.length ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  const person = (userId: string | null) => people.find((p) => p.id === userId) ?? null;
  const { assessment, sofRequired } = riskOf(row.kind, row.data);
  return {
    ...summaryOf(row),
    data: row.data,
    risk: assessment,
    sourceOfFundsRequired: sofRequired,
    documents: await documentsOf(tx, row.id),
    createdBy: person(row.createdBy),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    submittedBy: person(row.submittedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: person(row.decidedBy),
    decisionNote: row.decisionNote,
    matterId: row.matterId,
    relationshipEndedOn: row.relationshipEndedOn,
    retentionUntil: row.retentionUntil,
    createdAt: row.createdAt.toISOString(),
  };
}

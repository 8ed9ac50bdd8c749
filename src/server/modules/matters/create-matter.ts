// Opening a matter and adding a party, shared by the matters module and the modules that open a
// matter as part of their own step (an opportunity won, decision 0130): the gapless number per
// firm and year, the parties resolved from contacts, and the conflict check repeated on save.
// Everything runs in the caller's withTenant transaction, so a refusal gives the number back.
import { and, eq, sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { hitsToDecide, matterNumber } from '@shared/matters/matters';
import type { ConflictDecisionInput, ConflictHit, PartyInput } from '@shared/matters/matters.schemas';
import { contacts, matterCounters, matterParties, matters, matterTeam, type MatterRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { type Actor, assertFirmStaff, visibleMatter } from './matter-access';
import { runConflictCheck } from './conflict-check';

/** Resolves a party's name from its contact; refuses an unknown contact or a nameless party. */
async function resolveParty(tx: TenantTx, tenantId: string, party: PartyInput) {
  let name = party.name?.trim() ?? '';
  if (party.contactId) {
    const [contact] = await tx
      .select({ name: contacts.name, company: contacts.company })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, party.contactId)));
    if (!contact) throw new DomainError('MATTER_CONTACT_NOT_FOUND');
    name = name || contact.name;
  }
  if (!name) throw new DomainError('MATTER_PARTY_NAME_REQUIRED');
  return { contactId: party.contactId ?? null, name, role: party.role, roleLabel: party.roleLabel ?? null, taxNumber: party.taxNumber ?? null, companyRegistrationNumber: party.companyRegistrationNumber ?? null };
}

type ResolvedParty = Awaited<ReturnType<typeof resolveParty>>;

/**
 * The server repeats the check the lawyer saw: hits without a reasoned decision are refused. A hit
 * on the same side as the party (the firm's own client again, issue 38.7) needs no decision.
 */
async function checkedConflicts(tx: TenantTx, tenantId: string, parties: ResolvedParty[], decision: ConflictDecisionInput): Promise<ConflictHit[]> {
  if (parties.length === 0) return [];
  const hits = await runConflictCheck(tx, tenantId, {
    parties: parties.map((p) => ({ role: p.role, contactId: p.contactId, name: p.name, taxNumber: p.taxNumber, companyRegistrationNumber: p.companyRegistrationNumber })),
  });
  if (hitsToDecide(hits).length > 0 && decision.decision === 'no_conflict') throw new DomainError('MATTER_CONFLICT_DECISION_REQUIRED');
  return hits;
}

/** Raises the firm's counter for the year in this transaction: a rollback gives the number back, so numbers stay gapless. */
async function nextMatterNumber(tx: TenantTx, tenantId: string, year: number): Promise<string> {
  const [counter] = await tx
    .insert(matterCounters)
    .values({ tenantId, year, last: 1 })
    .onConflictDoUpdate({ target: [matterCounters.tenantId, matterCounters.year], set: { last: sql`${matterCounters.last} + 1` } })
    .returning({ last: matterCounters.last });
  if (!counter) throw new Error('matter counter not raised');
  return matterNumber(year, counter.last);
}

export interface CreateMatterInput {
  title: string;
  practiceArea: MatterRow['practiceArea'];
  authority: string | null;
  authorityCaseNumber: string | null;
  openedOn?: string;
  valueInDisputeHuf?: number | null;
  billingArrangement: MatterRow['billingArrangement'];
  billingAmountHuf?: number | null;
  successFeePercent?: number | null;
  responsibleLawyerId?: string | null;
  confidential: boolean;
  parties: PartyInput[];
  teamUserIds: string[];
  conflict: ConflictDecisionInput;
}

export async function createMatter(tx: TenantTx, actor: Actor, input: CreateMatterInput) {
  const { tenantId, userId } = actor;
  const responsibleLawyerId = input.responsibleLawyerId ?? userId;
  const team = [...new Set([userId, responsibleLawyerId, ...input.teamUserIds])];
  await assertFirmStaff(tx, tenantId, team);
  const parties = [];
  for (const p of input.parties) parties.push(await resolveParty(tx, tenantId, p));
  const hits = await checkedConflicts(tx, tenantId, parties, input.conflict);
  const openedOn = input.openedOn ?? todayInBudapest();
  const id = crypto.randomUUID();
  const number = await nextMatterNumber(tx, tenantId, Number(openedOn.slice(0, 4)));
  await tx.insert(matters).values({
    id,
    tenantId,
    number,
    title: input.title,
    practiceArea: input.practiceArea,
    authority: input.authority,
    authorityCaseNumber: input.authorityCaseNumber,
    openedOn,
    valueInDisputeHuf: input.valueInDisputeHuf ?? null,
    billingArrangement: input.billingArrangement,
    billingAmountHuf: input.billingAmountHuf ?? null,
    successFeePercent: input.billingArrangement === 'success_fee' ? (input.successFeePercent ?? null) : null,
    responsibleLawyerId,
    confidential: input.confidential,
    conflictDecision: input.conflict.decision,
    conflictReason: input.conflict.reason ?? null,
    conflictHits: hits,
    createdBy: userId,
  });
  await tx.insert(matterTeam).values(team.map((u) => ({ tenantId, matterId: id, userId: u })));
  if (parties.length > 0) {
    await tx.insert(matterParties).values(parties.map((p) => ({ ...p, tenantId, matterId: id, conflictDecision: input.conflict.decision, conflictReason: input.conflict.reason ?? null })));
  }
  return { id, number, hits };
}

export async function addParty(tx: TenantTx, tenantId: string, matterId: string, party: PartyInput, decision: ConflictDecisionInput) {
  await visibleMatter(tx, tenantId, matterId);
  const resolved = await resolveParty(tx, tenantId, party);
  const hits = await checkedConflicts(tx, tenantId, [resolved], decision);
  const [row] = await tx
    .insert(matterParties)
    .values({ ...resolved, tenantId, matterId, conflictDecision: decision.decision, conflictReason: decision.reason ?? null })
    .returning({ id: matterParties.id });
  return { id: row!.id, hits };
}

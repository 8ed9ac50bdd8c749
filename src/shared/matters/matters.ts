import { addDays, isoWeekday, todayInBudapest } from '../dates/iso-date';
import { withHuArticle } from '../hu/article';

// Matters (ügyek, issue 14 point 2): the vocabularies shared by the database, the API and the UI.

export const matterStatuses = ['open', 'in_progress', 'closed', 'archived'] as const;
export type MatterStatus = (typeof matterStatuses)[number];

/** The columns the matters list sorts by on the server (decision 0502): number, title, opened on, responsible lawyer. */
export const matterSorts = ['number', 'title', 'opened', 'lawyer'] as const;
export type MatterSort = (typeof matterSorts)[number];

export const billingArrangements = ['hourly', 'fixed_fee', 'success_fee'] as const;
export type BillingArrangement = (typeof billingArrangements)[number];

export const partyRoles = ['client', 'opposing', 'other'] as const;
export type PartyRole = (typeof partyRoles)[number];

/**
 * The lawyer's decision after a conflict check (decision 0126): `no_conflict` only when the check
 * found nothing; with hits, `not_a_conflict` (reviewed, e.g. the same client) or
 * `conflict_waived` (informed consent), both with a written reason.
 */
export const conflictDecisions = ['no_conflict', 'not_a_conflict', 'conflict_waived'] as const;
export type ConflictDecision = (typeof conflictDecisions)[number];

export const practiceAreas = ['civil_litigation', 'corporate', 'real_estate', 'family', 'labour', 'criminal', 'administrative', 'tax', 'other'] as const;
export type PracticeArea = (typeof practiceAreas)[number];

/** `2026/0042`: the firm's yearly sequence, four digits at least. */
export function matterNumber(year: number, sequence: number): string {
  return `${year}/${String(sequence).padStart(4, '0')}`;
}

/** Hungarian label of a party's role inside a conflict hit, e.g. "ellenérdekű fél a 2025/0013 ügyben". */
export const partyRoleHu: Record<PartyRole, string> = { client: 'ügyfél', opposing: 'ellenérdekű fél', other: 'egyéb érintett' };

export function conflictRoleText(role: PartyRole, matterNo: string, label?: string | null): string {
  return `${label?.trim() || partyRoleHu[role]} ${withHuArticle(matterNo)} ügyben`;
}

/**
 * Same side or adverse (issue 38.7): a client who was the firm's client before, or an opponent who
 * was an opponent before, stands where it stood – not a conflict; client against a former
 * opponent (or the reverse) is. Any other role, or an unknown one, is for the lawyer to review.
 */
export function conflictRelation(checkedRole: PartyRole | null, hitRole: PartyRole | null): 'same_side' | 'adverse' | 'neutral' {
  if (!checkedRole || !hitRole || checkedRole === 'other' || hitRole === 'other') return 'neutral';
  return checkedRole === hitRole ? 'same_side' : 'adverse';
}

/** The hits that call for the lawyer's decision: a same-side hit (the firm's own client again) does not. */
export function hitsToDecide<T extends { relation: string }>(hits: readonly T[]): T[] {
  return hits.filter((h) => h.relation !== 'same_side');
}

/** Monday..Sunday of the current Hungarian week. */
export function currentWeek(now = new Date()): { from: string; to: string } {
  const today = todayInBudapest(now);
  const from = addDays(today, 1 - isoWeekday(today));
  return { from, to: addDays(from, 6) };
}

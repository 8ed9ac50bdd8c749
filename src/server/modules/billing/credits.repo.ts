// The credit balance and its ledger. Every change goes through `changeBalance`, which updates the
// balance row under its row lock with a condition that keeps it non-negative (the check
// constraint is the last line of defence) and writes the ledger row in the same transaction
// (a spend inside vi_spend_credits, decision 0301).
import { eq, sql } from 'drizzle-orm';
import { resultRows, type Database } from '../../db/client';
import { creditAccounts, creditLedger } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

type Tx = TenantTx | Database;

export async function creditBalance(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx.select({ balance: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.tenantId, tenantId));
  return row?.balance ?? 0;
}

export interface BalanceChange {
  tenantId: string;
  kind: 'purchase' | 'spend';
  /** Always positive; the kind gives the sign. */
  amount: number;
  description: string;
  reference: string | null;
  userId: string | null;
}

/**
 * Applies the change and returns the new balance, or null when spending would go below zero. A
 * spend goes through vi_spend_credits (decision 0301): the request role cannot write the balance or
 * the ledger, yet a metered action pays in its own request transaction. A purchase is credited by
 * the platform admin, as the owner.
 */
export async function changeBalance(tx: Tx, change: BalanceChange): Promise<number | null> {
  if (!Number.isInteger(change.amount) || change.amount <= 0) throw new Error('credit change must be a positive integer');
  if (change.kind === 'spend') {
    const [row] = resultRows<{ balance: number | null }>(await tx.execute(sql`select vi_spend_credits(${change.tenantId}, ${change.amount}, ${change.description}, ${change.reference}, ${change.userId}) as balance`));
    return row?.balance ?? null;
  }
  const [row] = await tx
    .insert(creditAccounts)
    .values({ tenantId: change.tenantId, balance: change.amount })
    .onConflictDoUpdate({ target: creditAccounts.tenantId, set: { balance: sql`${creditAccounts.balance} + ${change.amount}`, updatedAt: sql`now()` } })
    .returning({ balance: creditAccounts.balance });
  if (row?.balance === undefined) return null;
  await tx.insert(creditLedger).values({
    tenantId: change.tenantId,
    delta: change.amount,
    balanceAfter: row.balance,
    kind: 'purchase',
    description: change.description,
    reference: change.reference,
    userId: change.userId,
  });
  return row.balance;
}

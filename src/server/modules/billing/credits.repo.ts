// The credit balance and its ledger. Every change goes through `changeBalance`, which updates the
// balance row under its row lock with a condition that keeps it non-negative (the check
// constraint is the last line of defence) and writes the ledger row in the same transaction.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

/** Applies the change and returns the new balance, or null when spending would go below zero. */
export async function changeBalance(tx: Tx, change: BalanceChange): Promise<number | null> {
  if (!Number.isInteger(change.amount) || change.amount <= 0) throw new Error('credit change must be a positive integer');
  let balance: number | undefined;
  if (change.kind === 'purchase') {
    const [row] = await tx
      .insert(creditAccounts)
      .values({ tenantId: change.tenantId, balance: change.amount })
      .onConflictDoUpdate({ target: creditAccounts.tenantId, set: { balance: sql`${creditAccounts.balance} + ${change.amount}`, updatedAt: sql`now()` } })
      .returning({ balance: creditAccounts.balance });
    balance = row?.balance;
  } else {
    const [row] = await tx
      .update(creditAccounts)
      .set({ balance: sql`${creditAccounts.balance} - ${change.amount}`, updatedAt: sql`now()` })
      .where(and(eq(creditAccounts.tenantId, change.tenantId), gte(creditAccounts.balance, change.amount)))
      .returning({ balance: creditAccounts.balance });
    balance = row?.balance;
  }
  if (balance === undefined) return null;
  await tx.insert(creditLedger).values({
    tenantId: change.tenantId,
    delta: change.kind === 'purchase' ? change.amount : -change.amount,
    balanceAfter: balance,
    kind: change.kind,
    description: change.description,
    reference: change.reference,
    userId: change.userId,
  });
  return balance;
}

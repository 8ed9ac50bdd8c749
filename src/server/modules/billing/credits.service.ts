// Credit purchases: requested by the tenant admin with a pro-forma, credited to the balance only
// when the platform admin approves the paid transfer (one ledger row, same transaction).
import { desc, eq } from 'drizzle-orm';
import { CREDIT_UNIT_PRICE_HUF } from '@shared/entitlements/billing';
import type { CreditPurchase, CreditsOverview } from '@shared/entitlements/billing.schemas';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { creditLedger, type CreditPurchaseRow, creditPurchases, type ProformaRow, proformas, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { billingTransaction } from '../../billing/billing-transaction';
import { HttpError, notFound } from '../../lib/http-error';
import { tenantName } from './billing.service';
import { issueProforma, type Payee, proformaDto } from '../../billing/proformas';
import { sequentially } from './sequentially';
import { changeBalance, creditBalance } from './credits.repo';

type Tx = TenantTx | Database;

export function purchaseDto(row: CreditPurchaseRow, proforma: ProformaRow, customer: string, payee: Payee): CreditPurchase {
  return {
    id: row.id,
    credits: row.credits,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    proforma: proformaDto(proforma, customer, payee),
  };
}

/** A purchase as its requester sees it, with its pro-forma. */
async function purchaseDtoOf(tx: TenantTx, tenantId: string, row: CreditPurchaseRow, payee: Payee): Promise<CreditPurchase> {
  const [proforma] = await tx.select().from(proformas).where(eq(proformas.id, row.proformaId));
  return purchaseDto(row, proforma!, await tenantName(tx, tenantId), payee);
}

export async function creditsOverview(tx: TenantTx, tenantId: string, payee: Payee): Promise<CreditsOverview> {
  const [balance, ledger, purchases, name] = await sequentially(
    () => creditBalance(tx, tenantId),
    () =>
      tx
        .select({ row: creditLedger, userName: users.name })
        .from(creditLedger)
        .leftJoin(users, eq(users.id, creditLedger.userId))
        .where(eq(creditLedger.tenantId, tenantId))
        .orderBy(desc(creditLedger.createdAt))
        .limit(200),
    () =>
      tx
        .select({ purchase: creditPurchases, proforma: proformas })
        .from(creditPurchases)
        .innerJoin(proformas, eq(proformas.id, creditPurchases.proformaId))
        .where(eq(creditPurchases.tenantId, tenantId))
        .orderBy(desc(creditPurchases.requestedAt))
        .limit(50),
    () => tenantName(tx, tenantId),
  );
  return {
    balance,
    ledger: ledger.map(({ row, userName }) => ({
      id: row.id,
      delta: row.delta,
      balance_after: row.balanceAfter,
      kind: row.kind,
      description: row.description,
      user_name: userName,
      created_at: row.createdAt.toISOString(),
    })),
    purchases: purchases.map((p) => purchaseDto(p.purchase, p.proforma, name, payee)),
  };
}

/** Credits asked for with a pro-forma; the purchase, its audit entry and the answer in one owner transaction (billing state, decision 0301). */
export async function requestCreditPurchase(db: Database, origin: RequestOrigin, input: { tenantId: string; userId: string; credits: number }, payee: Payee): Promise<CreditPurchase> {
  return billingTransaction(db, async (tx) => {
    const proforma = await issueProforma(tx, {
      tenantId: input.tenantId,
      kind: 'credit_purchase',
      description: `${input.credits} kredit`,
      netHuf: input.credits * CREDIT_UNIT_PRICE_HUF,
      payee,
    });
    const [row] = await tx.insert(creditPurchases).values({ tenantId: input.tenantId, credits: input.credits, proformaId: proforma.id, requestedBy: input.userId }).returning();
    await recordAudit(tx, { ...origin, action: 'credits.purchase.request', targetType: 'credit_purchase', targetId: row!.id, metadata: { credits: row!.credits } });
    return purchaseDtoOf(tx, input.tenantId, row!, payee);
  });
}

async function lockOpenPurchase(tx: Tx, id: string): Promise<CreditPurchaseRow> {
  const [row] = await tx.select().from(creditPurchases).where(eq(creditPurchases.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'awaiting_payment') throw new HttpError(409, 'REQUEST_NOT_PENDING');
  return row;
}

/** Platform admin: the transfer arrived (approve: credit the balance) or not (reject). */
export async function decideCreditPurchase(db: Database, origin: RequestOrigin, id: string, adminId: string, decision: 'approve' | 'reject'): Promise<CreditPurchaseRow> {
  return db.transaction(async (tx) => {
    const row = await lockOpenPurchase(tx, id);
    const now = new Date();
    if (decision === 'approve') {
      await changeBalance(tx, {
        tenantId: row.tenantId,
        kind: 'purchase',
        amount: row.credits,
        description: `Kreditvásárlás (${row.credits} kredit)`,
        reference: row.id,
        userId: row.requestedBy,
      });
    }
    await tx
      .update(creditPurchases)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedBy: adminId, decidedAt: now })
      .where(eq(creditPurchases.id, row.id));
    await tx
      .update(proformas)
      .set(decision === 'approve' ? { status: 'paid', paidAt: now } : { status: 'cancelled' })
      .where(eq(proformas.id, row.proformaId));
    await recordAudit(tx, { ...origin, tenantId: row.tenantId, action: `credits.purchase.${decision}`, targetType: 'credit_purchase', targetId: row.id, metadata: { credits: row.credits } });
    return row;
  });
}

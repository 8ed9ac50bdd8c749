// Pro-formas (díjbekérő): the only way a paid plan or credits are bought; no card payment is
// reachable (decision 0042). Numbers come from a yearly counter raised by one atomic upsert, so
// concurrent requests never share a number; both are written only as the owner (decision 0301).
import { eq, sql } from 'drizzle-orm';
import { PROFORMA_DUE_DAYS, withVat } from '@shared/entitlements/billing';
import type { PlatformOperator, Proforma } from '@shared/entitlements/billing.schemas';
import { resultRows, type Database } from '../db/client';
import type { Env } from '../env';
import { platformOperator, type PlatformOperatorRow, type ProformaRow, proformas } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../lib/domain-error';

export type Payee = Proforma['payee'];

/** Shown for an operator detail the installation has not configured (as on the legal pages). */
export const NOT_CONFIGURED = '[kitöltendő]';

type OperatorEnv = Pick<Env, 'LEGAL_OPERATOR_NAME' | 'LEGAL_OPERATOR_ADDRESS' | 'LEGAL_OPERATOR_BANK' | 'LEGAL_OPERATOR_BANK_ACCOUNT' | 'LEGAL_OPERATOR_TAX_NUMBER'>;

/**
 * The platform operator's billing details: what the platform admin set (platform_operator, issue
 * 38.11, decision 0430), each detail left empty there taken from the LEGAL_* configuration. A
 * made-up account would send a customer's transfer nowhere (decision 0202), so nothing is invented.
 */
export function operatorDetails(row: PlatformOperatorRow | undefined, env: OperatorEnv): PlatformOperator {
  const details = {
    name: row?.name ?? env.LEGAL_OPERATOR_NAME ?? null,
    address: row?.address ?? env.LEGAL_OPERATOR_ADDRESS ?? null,
    taxNumber: row?.taxNumber ?? env.LEGAL_OPERATOR_TAX_NUMBER ?? null,
    bank: row?.bank ?? env.LEGAL_OPERATOR_BANK ?? null,
    bankAccount: row?.bankAccount ?? env.LEGAL_OPERATOR_BANK_ACCOUNT ?? null,
  };
  const missing = (['name', 'taxNumber', 'bank', 'bankAccount'] as const).filter((k) => !details[k]);
  return { ...details, missing, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** The operator's details as stored and configured (readable by requests: platform data). */
export async function loadOperator(db: Pick<Database, 'select'> | TenantTx, env: OperatorEnv): Promise<PlatformOperator> {
  const [row] = await db.select().from(platformOperator).where(eq(platformOperator.id, 1));
  return operatorDetails(row, env);
}

/** The payee printed on pro-formas; an unset detail of an already issued one shows "[kitöltendő]". */
export function payeeOf(operator: PlatformOperator): Payee {
  return {
    name: operator.name ?? NOT_CONFIGURED,
    bank: operator.bank ?? NOT_CONFIGURED,
    account_number: operator.bankAccount ?? NOT_CONFIGURED,
    tax_number: operator.taxNumber ?? NOT_CONFIGURED,
  };
}

/** The payee printed now, from the stored details and the configuration. */
export async function currentPayee(db: Pick<Database, 'select'> | TenantTx, env: OperatorEnv): Promise<Payee> {
  return payeeOf(await loadOperator(db, env));
}

const DAY_MS = 86_400_000;

/**
 * Issues a pro-forma through vi_issue_proforma (decision 0301): the request role cannot write
 * pro-formas or their counter, yet a paid module's install bills in its own request transaction;
 * the function takes the number from the yearly counter and refuses another firm's pro-forma.
 */
export async function issueProforma(tx: TenantTx | Database, input: { tenantId: string; kind: ProformaRow['kind']; description: string; netHuf: number; payee: Payee; now?: Date }): Promise<ProformaRow> {
  // Never a pro-forma saying "[kitöltendő]" where the customer's transfer should go (issue 38.11):
  // refused before anything is written; the caller's transaction rolls back what it did before.
  if (Object.values(input.payee).some((v) => v === NOT_CONFIGURED)) throw new DomainError('PLATFORM_BILLING_DETAILS_MISSING');
  const now = input.now ?? new Date();
  const amounts = withVat(input.netHuf);
  const dueAt = new Date(now.getTime() + PROFORMA_DUE_DAYS * DAY_MS);
  const [issued] = resultRows<{ id: string }>(
    await tx.execute(
      sql`select vi_issue_proforma(${input.tenantId}, ${input.kind}, ${input.description}, ${amounts.net}, ${amounts.vat}, ${amounts.gross}, ${now.toISOString()}::timestamptz, ${dueAt.toISOString()}::timestamptz) as id`,
    ),
  );
  const [row] = await tx.select().from(proformas).where(eq(proformas.id, issued!.id));
  if (!row) throw new Error('pro-forma not stored');
  return row;
}

export function proformaDto(row: ProformaRow, customer: string, payee: Payee): Proforma {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    description: row.description,
    net_huf: row.netHuf,
    vat_huf: row.vatHuf,
    gross_huf: row.grossHuf,
    status: row.status,
    issued_at: row.issuedAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    payee,
    customer,
  };
}

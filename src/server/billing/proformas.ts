// Pro-formas (díjbekérő): the only way a paid plan or credits are bought; no card payment is
// reachable (decision 0042). Numbers come from a yearly counter raised by one atomic upsert, so
// concurrent requests never share a number; both are written only as the owner (decision 0301).
import { eq, sql } from 'drizzle-orm';
import { PROFORMA_DUE_DAYS, withVat } from '@shared/entitlements/billing';
import type { Proforma } from '@shared/entitlements/billing.schemas';
import { resultRows, type Database } from '../db/client';
import type { Env } from '../env';
import { type ProformaRow, proformas } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export type Payee = Proforma['payee'];

/** Shown for an operator detail the installation has not configured (as on the legal pages). */
export const NOT_CONFIGURED = '[kitöltendő]';

/**
 * The platform operator's details printed on every pro-forma, from the LEGAL_* configuration:
 * a made-up account would send a customer's transfer nowhere (decision 0202).
 */
export function payeeOf(env: Pick<Env, 'LEGAL_OPERATOR_NAME' | 'LEGAL_OPERATOR_BANK' | 'LEGAL_OPERATOR_BANK_ACCOUNT' | 'LEGAL_OPERATOR_TAX_NUMBER'>): Payee {
  return {
    name: env.LEGAL_OPERATOR_NAME ?? NOT_CONFIGURED,
    bank: env.LEGAL_OPERATOR_BANK ?? NOT_CONFIGURED,
    account_number: env.LEGAL_OPERATOR_BANK_ACCOUNT ?? NOT_CONFIGURED,
    tax_number: env.LEGAL_OPERATOR_TAX_NUMBER ?? NOT_CONFIGURED,
  };
}

const DAY_MS = 86_400_000;

/**
 * Issues a pro-forma through vi_issue_proforma (decision 0301): the request role cannot write
 * pro-formas or their counter, yet a paid module's install bills in its own request transaction;
 * the function takes the number from the yearly counter and refuses another firm's pro-forma.
 */
export async function issueProforma(
  tx: TenantTx | Database,
  input: { tenantId: string; kind: ProformaRow['kind']; description: string; netHuf: number; now?: Date },
): Promise<ProformaRow> {
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

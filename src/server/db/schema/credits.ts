// The credits ledger (decision 0043): a balance per tenant that can never go negative (check
// constraint, updated under a row lock) and one ledger row for every change of it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { proformas } from './billing';
import { tenantIdColumn, uuidPrimaryKey } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

export const creditAccounts = pgTable(
  'credit_accounts',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_balance_non_negative', sql`${t.balance} >= 0`), tenantIsolationPolicy('credit_accounts')],
).enableRLS();

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    /** Positive for a purchase, negative for spending. */
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: ['purchase', 'spend'] }).notNull(),
    description: text('description').notNull(),
    /** The purchase or usage event behind the change. */
    reference: text('reference'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_ledger_delta_sign', sql`(${t.kind} = 'purchase' and ${t.delta} > 0) or (${t.kind} = 'spend' and ${t.delta} < 0)`),
    check('credit_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    index('credit_ledger_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantIsolationPolicy('credit_ledger'),
  ],
).enableRLS();

export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    credits: integer('credits').notNull(),
    proformaId: text('proforma_id')
      .notNull()
      .references(() => proformas.id),
    status: text('status', { enum: ['awaiting_payment', 'approved', 'rejected'] })
      .notNull()
      .default('awaiting_payment'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [check('credit_purchases_positive', sql`${t.credits} > 0`), index('credit_purchases_tenant_requested_idx').on(t.tenantId, t.requestedAt), tenantIsolationPolicy('credit_purchases')],
).enableRLS();

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type CreditPurchaseRow = typeof creditPurchases.$inferSelect;

// Billing state – subscriptions, plan changes, pro-formas and their counter, credit purchases,
// balances – is the platform's: the request role vi_app may read a firm's rows but never write
// them (decision 0301, migration 0051). A firm admin's plan change or credit purchase therefore
// runs in an owner transaction: the route has checked the caller's permission in the firm, and
// every statement names that firm's id (row-level security does not bind the owner).
import type { Database } from '../db/client';
import type { TenantTx } from '../db/tenant-scope';

export function billingTransaction<T>(db: Database, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

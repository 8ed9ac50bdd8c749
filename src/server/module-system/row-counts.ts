// The record counter most modules use in their manifest: the firm's rows of each table, one
// labelled figure per table. Every counter names the firm explicitly, so it is correct both inside
// withTenant (RLS) and on the owner connection (admin).
import { type AnyColumn, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@shared/modules/registry';
import type { Database } from '../db/client';
import type { TenantTx } from '../db/tenant-scope';

export interface RecordCount {
  label: LocalizedText;
  count: number;
}

export type RecordCounter = (db: Database | TenantTx, tenantId: string) => Promise<RecordCount[]>;

/** Counts the firm's rows of each table, one labelled figure per table. */
export function rowsOf(tables: readonly { table: PgTable; tenantId: AnyColumn; label: LocalizedText }[]): RecordCounter {
  return async (db, tenantId) => {
    const counts: RecordCount[] = [];
    for (const { table, tenantId: column, label } of tables) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, tenantId));
      counts.push({ label, count: row?.n ?? 0 });
    }
    return counts;
  };
}

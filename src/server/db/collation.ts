// Hungarian order in the database (issue 39.4, decision 0314). PostgreSQL compares with ICU's
// "hu-x-icu" collation – the CLDR order of shared/hu/collation.ts – in the query itself, so paging
// and LIMIT see it. PGlite's ICU carries only the root data (its "hu" sorts Ölbei before Orbán), so
// there the rows are put in Hungarian order by Intl.Collator('hu') after the query; a paged list
// that must be in that order sorts the matching ids first (`sortsNamesInDatabase`).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import { sortHu } from '@shared/hu/collation';
import type { Database } from './client';
import type { TenantTx } from './tenant-scope';

/** True on a PostgreSQL server (ICU's "hu-x-icu"), false on the embedded PGlite. */
export function sortsNamesInDatabase(db: TenantTx | Database): boolean {
  return (db as unknown as { session?: unknown }).session instanceof NodePgSession;
}

/** The ORDER BY term of a name: `name collate "hu-x-icu"` on PostgreSQL, the plain column on PGlite (`inHungarianOrder` finishes there). */
export function hungarianOrder(db: TenantTx | Database, column: AnyColumn | SQL): SQL {
  return sortsNamesInDatabase(db) ? sql`${column} collate "hu-x-icu"` : sql`${column}`;
}

/** Rows of a query ordered by `hungarianOrder`: as they came on PostgreSQL, sorted by Intl.Collator('hu') on PGlite (stable). */
export function inHungarianOrder<T>(db: TenantTx | Database, rows: readonly T[], name: (row: T) => string | null | undefined): T[] {
  return sortsNamesInDatabase(db) ? [...rows] : sortHu(rows, name);
}

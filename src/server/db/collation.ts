// Hungarian order in the database (issue 39.4, decision 0314). PostgreSQL compares with ICU's
// "hu-x-icu" collation – the CLDR order of shared/hu/collation.ts – in the query itself, so paging
// and LIMIT see it. PGlite's ICU carries only the root data (its "hu" sorts Ölbei before Orbán), so
// there the rows are put in Hungarian order by Intl.Collator('hu') after the query; a paged list
// that must be in that order sorts the matching ids first (`sortsNamesInDatabase`, and for the
// hand-written list pages `hungarianOrderText` and `compareNamesHu`, decision 0502).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import { compareHu, sortHu } from '@shared/hu/collation';
import type { SortDirection } from '@shared/validation/list-sort';
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

/**
 * `hungarianOrder` for a hand-written statement: the ORDER BY term's text collated by ICU on
 * PostgreSQL; null on PGlite, where the caller reads the filtered set's sort keys and orders them
 * with `compareNamesHu` (a page of the plain column's order would be wrong across pages).
 */
export function hungarianOrderText(db: TenantTx | Database, term: string): string | null {
  return sortsNamesInDatabase(db) ? `${term} collate "hu-x-icu"` : null;
}

/** Two names in Hungarian order in `dir`, a missing name last either way (as `… nulls last` on PostgreSQL). */
export function compareNamesHu(a: string | null | undefined, b: string | null | undefined, dir: SortDirection = 'asc'): number {
  const noA = a === null || a === undefined;
  const noB = b === null || b === undefined;
  if (noA || noB) return noA === noB ? 0 : noA ? 1 : -1;
  return dir === 'desc' ? -compareHu(a, b) : compareHu(a, b);
}

/** Two texts by their code units – the order of ids and fixed-format numbers, as PostgreSQL's "C" gives them. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * PGlite's page of a name sort (decision 0502): every candidate's sort keys ordered in JavaScript
 * by `compare`, then the window's rows read by id (`rowsOf`) and put in that order. A row gone
 * between the two reads is left out of the page.
 */
export async function pageOfSortedCandidates<C extends { id: string }, R extends { id: string }>(
  candidates: C[],
  compare: (a: C, b: C) => number,
  window: { offset: number; limit: number },
  rowsOf: (ids: string[]) => Promise<R[]>,
): Promise<R[]> {
  const ids = [...candidates]
    .sort(compare)
    .slice(window.offset, window.offset + window.limit)
    .map((c) => c.id);
  if (ids.length === 0) return [];
  const rows = new Map((await rowsOf(ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
}

// PGlite has no autovacuum: it runs no background workers, so on the embedded database nothing
// ever removed a dead row version or gave the planner statistics (decision 0507). This is the
// embedded database's autovacuum, run as a platform job on the job runtime: it reads the
// statistics collector's counters and vacuums or analyzes, one table per statement, the tables
// PostgreSQL's autovacuum would have picked with its default thresholds – and the tables never
// analyzed (a database opened from a dump or after an unclean stop starts with empty counters).
// PostgreSQL's own autovacuum does this on a server; the job is not scheduled there.
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { resultRows } from './client';

/** One table's counters (pg_stat_user_tables) and the planner's row estimate (pg_class.reltuples; -1: never analyzed). */
export interface TableActivity {
  /** The table's name quoted as an identifier (quote_ident), ready for a statement. */
  table: string;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  estimatedRows: number;
  /** Pages on disk: an empty table never analyzed needs nothing. */
  pages: number;
}

export interface MaintenanceStep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
  /** How far past its threshold the table is (the larger, the sooner). */
  urgency: number;
}

// PostgreSQL's defaults (autovacuum_vacuum_threshold / _scale_factor, autovacuum_vacuum_insert_
// threshold / _scale_factor, autovacuum_analyze_threshold / _scale_factor).
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

/** The tables due, most overdue first, by autovacuum's rules; a table never analyzed that has pages is analyzed. */
export function dueMaintenance(tables: readonly TableActivity[]): MaintenanceStep[] {
  const steps: MaintenanceStep[] = [];
  for (const t of tables) {
    const rows = Math.max(t.estimatedRows, 0);
    const deadShare = t.deadRows / (VACUUM_BASE + VACUUM_SCALE * rows);
    const insertShare = t.insertedSinceVacuum / (INSERT_BASE + INSERT_SCALE * rows);
    const analyzeShare = t.modifiedSinceAnalyze / (ANALYZE_BASE + ANALYZE_SCALE * rows);
    const neverAnalyzed = t.estimatedRows < 0 && t.pages > 0;
    const vacuum = deadShare > 1 || insertShare > 1;
    const analyze = analyzeShare > 1 || neverAnalyzed;
    if (vacuum || analyze) steps.push({ table: t.table, vacuum, analyze, urgency: neverAnalyzed ? Infinity : Math.max(deadShare, insertShare, analyzeShare) });
  }
  return steps.sort((a, b) => b.urgency - a.urgency || a.table.localeCompare(b.table));
}

/** The public schema's tables with their counters, flushed first (the collector keeps a backend's counts until its next report). */
export async function tableActivity(db: Database): Promise<TableActivity[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = resultRows<{ table: string; dead: number; inserted: number; modified: number; estimated: number; pages: number }>(
    await db.execute(sql`
      select quote_ident(s.relname) as "table", s.n_dead_tup::float8 as dead, s.n_ins_since_vacuum::float8 as inserted,
        s.n_mod_since_analyze::float8 as modified, c.reltuples::float8 as estimated, (pg_relation_size(s.relid) / current_setting('block_size')::int)::float8 as pages
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'`),
  );
  return rows.map((r) => ({ table: r.table, deadRows: r.dead, insertedSinceVacuum: r.inserted, modifiedSinceAnalyze: r.modified, estimatedRows: r.estimated, pages: r.pages }));
}

export interface MaintenanceRun {
  done: { table: string; vacuum: boolean; analyze: boolean; ms: number }[];
  /** Tables still due when the run's time was up: the next run takes them first. */
  left: number;
}

/**
 * Vacuums/analyzes the due tables, one statement each (PGlite serves one statement at a time: the
 * requests queue only behind the table in hand), and starts no new one after `budgetMs`.
 */
export async function maintainPglite(db: Database, options: { budgetMs: number; now?: () => number }): Promise<MaintenanceRun> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const steps = dueMaintenance(await tableActivity(db));
  const done: MaintenanceRun['done'] = [];
  for (const step of steps) {
    if (done.length > 0 && now() - started >= options.budgetMs) break;
    const at = now();
    // The name comes from quote_ident above; VACUUM takes no parameters.
    await db.execute(sql.raw(step.vacuum ? `vacuum (analyze ${step.analyze ? 'true' : 'false'}) public.${step.table}` : `analyze public.${step.table}`));
    done.push({ table: step.table, vacuum: step.vacuum, analyze: step.analyze, ms: Math.round(now() - at) });
  }
  return { done, left: steps.length - done.length };
}

// The embedded database's autovacuum (decision 0507): which tables are due by PostgreSQL's
// default thresholds, and – on PGlite – that the platform job vacuums and analyzes them, which
// gives the planner the statistics it never had; on PostgreSQL the job is not scheduled.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainDatabaseJob } from '../jobs/database-maintenance';
import { buildTestApp, type TestApp } from '../test/test-app';
import { resultRows } from './client';
import { dueMaintenance, maintainPglite, type TableActivity } from './pglite-maintenance';
import { demoTenantId } from './seed';
import { withTenant } from './tenant-scope';

const table = (over: Partial<TableActivity>): TableActivity => ({ table: 't', deadRows: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0, estimatedRows: 10_000, pages: 100, ...over });

describe('dueMaintenance: autovacuum’s default thresholds', () => {
  it('vacuums past 50 + 20 % dead rows, or 1000 + 20 % inserted rows since the last vacuum', () => {
    expect(dueMaintenance([table({ deadRows: 2050 })])).toEqual([]);
    expect(dueMaintenance([table({ deadRows: 2051 })])).toMatchObject([{ table: 't', vacuum: true, analyze: false }]);
    expect(dueMaintenance([table({ insertedSinceVacuum: 3000 })])).toEqual([]);
    expect(dueMaintenance([table({ insertedSinceVacuum: 3001 })])).toMatchObject([{ vacuum: true, analyze: false }]);
  });

  it('analyzes past 50 + 10 % rows modified since the last analyze', () => {
    expect(dueMaintenance([table({ modifiedSinceAnalyze: 1050 })])).toEqual([]);
    expect(dueMaintenance([table({ modifiedSinceAnalyze: 1051, deadRows: 3000 })])).toMatchObject([{ vacuum: true, analyze: true }]);
    expect(dueMaintenance([table({ modifiedSinceAnalyze: 1051 })])).toMatchObject([{ vacuum: false, analyze: true }]);
  });

  it('analyzes a table never analyzed that has pages (counters start empty after a dump or an unclean stop), not an empty one', () => {
    expect(dueMaintenance([table({ estimatedRows: -1, pages: 3 })])).toMatchObject([{ vacuum: false, analyze: true }]);
    expect(dueMaintenance([table({ estimatedRows: -1, pages: 0 })])).toEqual([]);
    // A never-analyzed table counts as empty: 51 modified rows are due.
    expect(dueMaintenance([table({ estimatedRows: -1, pages: 0, modifiedSinceAnalyze: 51 })])).toMatchObject([{ analyze: true }]);
  });

  it('puts the most overdue first: never analyzed, then by how far past the threshold', () => {
    const order = dueMaintenance([table({ table: 'a', deadRows: 2500 }), table({ table: 'b', deadRows: 9000 }), table({ table: 'c', estimatedRows: -1, pages: 1 }), table({ table: 'd', deadRows: 10 })]).map(
      (s) => s.table,
    );
    expect(order).toEqual(['c', 'b', 'a']);
  });
});

describe('the database.maintain job', () => {
  let t: TestApp;
  let tenantId: string;
  const onPglite = () => t.database.driver === 'pglite';

  beforeAll(async () => {
    t = await buildTestApp();
    tenantId = (await demoTenantId(t.database.db))!;
  });
  afterAll(() => t.close());

  const scheduled = async () => resultRows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from jobs where name = ${maintainDatabaseJob.name} and state = 'queued'`))[0]!.n;

  /** How the planner finds one document by id in the firm's scope (row security in force). */
  const documentLookupIndex = () =>
    withTenant(t.database.db, tenantId, async (tx) => {
      const plan = JSON.stringify(resultRows(await tx.execute(sql`explain (format json) select 1 from documents where id = ${randomUUID()}`)));
      return plan.match(/"Index Name":\s*"([a-z_]+)"/)?.[1] ?? 'none';
    });

  const tableStats = async (name: string) =>
    resultRows<{ dead: number; vacuumed: boolean; analyzed: boolean; estimated: number }>(
      await t.database.db.execute(sql`
        select s.n_dead_tup::int as dead, s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed, c.reltuples::float8 as estimated
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.schemaname = 'public' and s.relname = ${name}`),
    )[0]!;

  it('is scheduled on PGlite only; there it vacuums the tables with dead rows and analyzes the ones never analyzed', async () => {
    await t.app.jobs.scheduleRecurring(new Date());
    if (!onPglite()) {
      // PostgreSQL's own autovacuum does this: no job, and the handler has nothing to do.
      expect(await scheduled()).toBe(0);
      return;
    }
    expect(await scheduled()).toBe(1);
    // The seeded template's tables were never analyzed: the planner guesses, and picks the firm's
    // client index (every document of the firm) over the primary key to find one document.
    expect((await tableStats('documents')).estimated).toBe(-1);
    expect(await documentLookupIndex()).toBe('documents_client_idx');
    // Dead rows in the job table: 300 jobs inserted and deleted.
    await t.database.db.execute(
      sql`insert into jobs (id, name, payload, payload_version, key, run_at, state) select gen_random_uuid()::text, 'test.maintenance', '{}'::jsonb, 1, 'k' || g, now(), 'succeeded' from generate_series(1, 300) g`,
    );
    await t.database.db.execute(sql`delete from jobs where name = 'test.maintenance'`);
    expect((await tableStats('jobs')).vacuumed).toBe(false);

    // Runs until nothing is due (each run starts no new table after its 250 ms).
    for (let runs = 0; ; runs++) {
      expect(runs).toBeLessThan(50);
      const run = await t.app.jobs.drain({ names: [maintainDatabaseJob.name] });
      expect(run.results.map((r) => r.result)).toEqual(runs === 0 ? ['succeeded'] : []);
      const left = await maintainPglite(t.database.db, { budgetMs: 250 });
      if (left.left === 0 && left.done.length === 0) break;
    }
    // The 300 are gone; what is left are the maintenance job's own updates since.
    const jobsAfter = await tableStats('jobs');
    expect(jobsAfter.vacuumed).toBe(true);
    expect(jobsAfter.dead).toBeLessThan(5);
    expect((await tableStats('documents')).analyzed).toBe(true);
    expect((await tableStats('documents')).estimated).toBeGreaterThan(0);
    // With statistics the planner knows the firm's documents are few (it reads them at once) or many
    // (it takes the primary key): either way not the firm's whole client index row by row.
    expect(['none', 'documents_pkey']).toContain(await documentLookupIndex());
  });
});

// The busy-client check (decision 0509) on a real PostgreSQL connection: an overlap is recorded,
// statements awaited one after another and pipeline mode are not. Needs a PostgreSQL server
// (TEST_DATABASE_URL, as in .ci/run); the guard exists for node-postgres, PGlite has no pg.Client.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installBusyClientGuard, takeBusyClientOverlaps } from '../test/busy-client-guard';
import { type BusyClientError, checkBusyClients } from './busy-client-check';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('busy pg client guard', () => {
  let client: pg.Client;
  beforeAll(async () => {
    installBusyClientGuard();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(() => client.end());

  it('records a query issued while another runs on the same client', async () => {
    takeBusyClientOverlaps();
    await Promise.all([client.query('select pg_sleep(0.01)'), client.query('select 2 as second')]);
    const overlaps = takeBusyClientOverlaps();
    expect(overlaps).toHaveLength(1);
    expect(overlaps[0]!.name).toBe('BusyClientError');
    expect(overlaps[0]!.message).toContain('select 2 as second');
  });

  it('records nothing for statements awaited one after another', async () => {
    await client.query('select 1');
    await client.query('select 2');
    expect(takeBusyClientOverlaps()).toEqual([]);
  });

  it('records nothing in pipeline mode, which sends statements together on purpose', async () => {
    const internals = client as unknown as { pipeline: boolean };
    internals.pipeline = true;
    try {
      await Promise.all([client.query('select 1'), client.query('select 2'), client.query('select 3')]);
    } finally {
      internals.pipeline = false;
    }
    expect(takeBusyClientOverlaps()).toEqual([]);
  });

  it('hands each overlap to every reporter once, however often it was added (the app logs it with DATABASE_POOL_CHECK)', async () => {
    const seen: BusyClientError[] = [];
    const report = (error: BusyClientError) => void seen.push(error);
    checkBusyClients(report);
    const remove = checkBusyClients(report);
    await Promise.all([client.query('select pg_sleep(0.01)'), client.query('select 3 as third')]);
    remove();
    await Promise.all([client.query('select pg_sleep(0.01)'), client.query('select 4 as fourth')]);
    expect(seen.map((e) => e.message)).toEqual([expect.stringContaining('select 3 as third')]);
    expect(takeBusyClientOverlaps()).toHaveLength(2);
  });
});

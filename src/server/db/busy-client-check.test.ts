// The busy-client check (decision 0509): an overlap is recorded, statements awaited one after
// another and pipeline mode are not. On any run with a client that never connects (its queries
// wait in its queue: the second one finds the client busy); on a real PostgreSQL connection
// (TEST_DATABASE_URL, as in .ci/run) with statements that run.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installBusyClientGuard, takeBusyClientOverlaps } from '../test/busy-client-guard';
import { type BusyClientError, checkBusyClients } from './busy-client-check';

const url = process.env.TEST_DATABASE_URL;

describe('busy pg client check without a server', () => {
  beforeAll(() => installBusyClientGuard());

  // Never connected: query() queues each statement, and the promises never settle (nothing to close).
  const unconnected = () => new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });

  it('records the second query issued on a client whose first has not finished', () => {
    takeBusyClientOverlaps();
    const client = unconnected();
    void client.query('select 1 as first');
    expect(takeBusyClientOverlaps()).toEqual([]);
    void client.query('select 2 as second');
    const overlaps = takeBusyClientOverlaps();
    expect(overlaps.map((e) => [e.name, e.message])).toEqual([['BusyClientError', expect.stringContaining('select 2 as second')]]);
  });

  it('records nothing in pipeline mode', () => {
    const client = unconnected();
    (client as unknown as { pipeline: boolean }).pipeline = true;
    void client.query('select 1');
    void client.query('select 2');
    expect(takeBusyClientOverlaps()).toEqual([]);
  });
});

// The statements that run: no tests at all on PGlite, as the other PostgreSQL-only blocks do.
describe.each(url ? ['PostgreSQL'] : [])('busy pg client check on %s', () => {
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

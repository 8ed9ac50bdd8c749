// A pool checkout by work that already holds a pooled connection is reported (decision 0452): the
// wiring of db/client.ts on a stand-in pool and database, so it runs the same on both engines (the
// PostgreSQL run's test databases carry the real check, and fail on any such path).
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { reportNestedAcquires, type Database } from './client';
import { holdingConnection, holdsConnection, NestedAcquireError } from './connection-holds';

function standIns() {
  const checkouts: string[] = [];
  const pool = { connect: async () => checkouts.push('client') };
  // drizzle's transaction on a pool: a checkout, then the work on that connection.
  const db = {
    transaction: async (work: (tx: string) => Promise<unknown>) => {
      await pool.connect();
      return work('tx');
    },
  };
  const reports: NestedAcquireError[] = [];
  reportNestedAcquires(pool as unknown as pg.Pool, db as unknown as Database, (error) => reports.push(error));
  return { pool, db, reports, checkouts };
}

describe('nested pool checkouts', () => {
  it('reports a checkout from within a transaction, not the transaction’s own nor one outside it', async () => {
    const { pool, db, reports, checkouts } = standIns();
    await pool.connect();
    await db.transaction(async () => {
      expect(holdsConnection()).toBe(true);
      return 'done';
    });
    expect(reports).toHaveLength(0);
    await db.transaction(async () => {
      await Promise.resolve();
      await pool.connect();
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toBeInstanceOf(NestedAcquireError);
    // The check only reports: the checkout still happens.
    expect(checkouts).toHaveLength(4);
  });

  it('reports a nested transaction and a checkout inside a framed tenant connection', async () => {
    const { pool, db, reports } = standIns();
    await db.transaction(() => db.transaction(async () => 'inner'));
    expect(reports).toHaveLength(1);
    await holdingConnection(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      await pool.connect();
    });
    expect(reports).toHaveLength(2);
  });

  it('does not count work left running after its holder gave the connection back', async () => {
    const { pool, db, reports } = standIns();
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => pool.connect());
    });
    await later;
    expect(holdsConnection()).toBe(false);
    expect(reports).toHaveLength(0);
  });
});

// Two uploads of one firm at once with room left in its plan's storage for either but not for
// both (decisions 0453, 0455): exactly one may be stored. Shared by the vault's and the public
// API's tests.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { documentPlanLimits } from '@shared/documents/documents';
import { planKeyOf } from '../billing/plan-key';
import { resultRows } from '../db/client';
import type { TestApp } from './test-app';

/** The firm's running total of stored bytes (document_storage_usage), read as the owner. */
export async function storageCounter(t: TestApp, tenantId: string): Promise<number> {
  const [row] = resultRows<{ used: string | number }>(await t.database.db.execute(sql`select used_bytes as used from document_storage_usage where tenant_id = ${tenantId}`));
  return Number(row?.used ?? 0);
}

/** What the counter stands for: each stored file of the firm once, summed over every version. */
export async function storageSummed(t: TestApp, tenantId: string): Promise<number> {
  const [row] = resultRows<{ used: string | number }>(
    await t.database.db.execute(sql`select coalesce(sum(s), 0)::bigint as used from (select max(size_bytes) as s from document_versions where tenant_id = ${tenantId} group by storage_key) k`),
  );
  return Number(row?.used ?? 0);
}

/** The storage of the firm's active plan. */
export async function planStorage(t: TestApp, tenantId: string): Promise<number> {
  const plan = resultRows<{ code: string }>(await t.database.db.execute(sql`select p.code from subscriptions s join plans p on p.id = s.plan_id where s.tenant_id = ${tenantId} and s.status = 'active' limit 1`))[0]?.code;
  return documentPlanLimits[planKeyOf(plan)].storageBytes;
}

/**
 * Sends two requests at once, each adding `sizes[i]` new bytes, with room left for either but not
 * for both, and expects one stored and the other refused with DOCUMENT_STORAGE_FULL. On PostgreSQL
 * another transaction holds the firm's total while both arrive, so both reach their check before
 * either commits – where, read without a lock, both saw room for themselves. (PGlite runs one
 * transaction at a time: there the two take turns anyway.) The counter is put back to the sum.
 */
export async function expectOnlyOneFits(t: TestApp, tenantId: string, sizes: [number, number], send: () => Promise<{ statusCode: number; json: () => { code?: string } }>[]): Promise<void> {
  const storageBytes = await planStorage(t, tenantId);
  await t.database.db.execute(sql`update document_storage_usage set used_bytes = ${storageBytes - Math.max(...sizes) - 1} where tenant_id = ${tenantId}`);
  try {
    let answers;
    if (t.database.driver === 'postgres') {
      let release = () => {};
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from document_storage_usage where tenant_id = ${tenantId} for update`);
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await holding;
      const sent = Promise.all(send());
      await expect
        .poll(async () => Number(resultRows<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]!.n), {
          timeout: 10_000,
        })
        .toBe(2);
      release();
      await holder;
      answers = await sent;
    } else answers = await Promise.all(send());
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413]);
    expect(answers.find((a) => a.statusCode === 413)!.json().code).toBe('DOCUMENT_STORAGE_FULL');
    expect(await storageCounter(t, tenantId)).toBeLessThanOrEqual(storageBytes);
  } finally {
    await t.database.db.execute(sql`update document_storage_usage set used_bytes = ${await storageSummed(t, tenantId)} where tenant_id = ${tenantId}`);
  }
}

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleUsageDaily, tenantModules } from '../db/schema';
import { buildTestApp, createTenantWithMember, type TestApp } from '../test/test-app';
import { recordModuleUse, resetModuleUseThrottle } from './usage';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('recordModuleUse', () => {
  it('stamps the last use at most once a minute per firm and module, and one row per user and day', async () => {
    resetModuleUseThrottle();
    const firm = await createTenantWithMember(t.database, 'tenant');
    const other = await createTenantWithMember(t.database, 'lawyer');
    const lastUsed = async () =>
      (
        await t.database.db
          .select()
          .from(tenantModules)
          .where(and(eq(tenantModules.tenantId, firm.tenantId), eq(tenantModules.moduleKey, 'contacts')))
      )[0]!.lastUsedAt;
    const at = (iso: string) => new Date(iso);

    await recordModuleUse(t.database.db, firm.tenantId, 'contacts', firm.userId, at('2026-11-25T10:00:00Z'));
    expect(await lastUsed()).toEqual(at('2026-11-25T10:00:00Z'));
    await recordModuleUse(t.database.db, firm.tenantId, 'contacts', firm.userId, at('2026-11-25T10:00:59Z'));
    expect(await lastUsed()).toEqual(at('2026-11-25T10:00:00Z'));
    await recordModuleUse(t.database.db, firm.tenantId, 'contacts', firm.userId, at('2026-11-25T10:01:00Z'));
    expect(await lastUsed()).toEqual(at('2026-11-25T10:01:00Z'));
    await recordModuleUse(t.database.db, firm.tenantId, 'contacts', firm.userId, at('2026-11-26T08:00:00Z'));
    // Another firm's use touches only its own row.
    await recordModuleUse(t.database.db, other.tenantId, 'contacts', other.userId, at('2026-11-26T09:00:00Z'));

    const days = await t.database.db.select({ day: moduleUsageDaily.day, userId: moduleUsageDaily.userId }).from(moduleUsageDaily).where(eq(moduleUsageDaily.tenantId, firm.tenantId)).orderBy(moduleUsageDaily.day);
    expect(days).toEqual([
      { day: '2026-11-25', userId: firm.userId },
      { day: '2026-11-26', userId: firm.userId },
    ]);
    expect(await lastUsed()).toEqual(at('2026-11-26T08:00:00Z'));
  });
});

// The demo firm's invoices as an auditor reads them: in one series, a later number never carries an
// earlier issue date (Áfa tv. 169. § b: the numbers follow the order of issue).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('demo invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('are numbered in the order of their issue dates', async () => {
    const tenantId = (await demoTenantId(t.database.db))!;
    const rows = await t.database.db
      .select({ number: invoices.number, issueDate: invoices.issueDate })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), isNotNull(invoices.number)))
      .orderBy(asc(invoices.number));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const byDate = [...rows].sort((a, b) => a.issueDate!.localeCompare(b.issueDate!) || a.number!.localeCompare(b.number!));
    expect(rows).toEqual(byDate);
  });
});

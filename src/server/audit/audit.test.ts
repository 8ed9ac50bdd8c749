import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { demoTenantId } from '../db/seed';
import { withTenant } from '../db/tenant-scope';
import { buildTestApp, createTenantWithMember, type TestApp } from '../test/test-app';
import { recordAudit } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('recordAudit', () => {
  it('writes a platform row with a normalised e-mail', async () => {
    await recordAudit(t.database.db, { action: 'test.platform', email: '  Anna@Example.HU ', metadata: { reason: 'x' } });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'test.platform'));
    expect(row).toMatchObject({ email: 'anna@example.hu', tenantId: null, metadata: { reason: 'x' } });
  });

  it('writes tenant rows inside withTenant and refuses another tenant there (RLS)', async () => {
    const tenantId = (await demoTenantId(t.database.db))!;
    const other = await createTenantWithMember(t.database, 'tenant');
    await withTenant(t.database.db, tenantId, (tx) => recordAudit(tx, { action: 'test.tenant', tenantId }));
    await expect(withTenant(t.database.db, tenantId, (tx) => recordAudit(tx, { action: 'test.tenant', tenantId: other.tenantId }))).rejects.toThrow();
    const visible = await withTenant(t.database.db, other.tenantId, (tx) => tx.select().from(auditLog).where(eq(auditLog.action, 'test.tenant')));
    expect(visible).toHaveLength(0);
    const own = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test.tenant'), eq(auditLog.tenantId, tenantId)));
    expect(own).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('choosing the active tenant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('switches a member of two companies between them, with the roles of each', async () => {
    const second = await createTenantWithMember(t.database, 'tenant');
    const lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const me = (await injectAs(t.app, lawyer, { url: '/api/me' })).json();
    await t.database.db.insert(members).values({ id: randomUUID(), organizationId: second.tenantId, userId: me.user.id, role: 'customer' });
    const res = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/tenants/active', payload: { tenantId: second.tenantId } });
    expect(res.statusCode).toBe(200);
    const after = (await injectAs(t.app, lawyer, { url: '/api/me' })).json();
    expect(after.activeTenantId).toBe(second.tenantId);
    // Now acting as a customer of the second company: contacts are out of reach.
    expect((await injectAs(t.app, lawyer, { url: '/api/contacts' })).statusCode).toBe(403);
    await injectAs(t.app, lawyer, { method: 'POST', url: '/api/tenants/active', payload: { tenantId: me.activeTenantId } });
    expect((await injectAs(t.app, lawyer, { url: '/api/contacts' })).statusCode).toBe(200);
  });

  it('refuses a company the user is not a member of (404), and changes nothing', async () => {
    const other = await createTenantWithMember(t.database, 'lawyer');
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    const before = (await injectAs(t.app, customer, { url: '/api/me' })).json().activeTenantId;
    const res = await injectAs(t.app, customer, { method: 'POST', url: '/api/tenants/active', payload: { tenantId: other.tenantId } });
    expect(res.statusCode).toBe(404);
    expect((await injectAs(t.app, customer, { url: '/api/me' })).json().activeTenantId).toBe(before);
  });
});

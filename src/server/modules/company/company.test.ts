import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('own company API', () => {
  let t: TestApp;
  let tenantAdmin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    tenantAdmin = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
  });
  afterAll(() => t.close());

  it('shows the own company to a customer, but the member list only to firm staff', async () => {
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    const company = await injectAs(t.app, customer, { url: '/api/company' });
    expect(company.json()).toMatchObject({ name: 'Kovács és Társai Ügyvédi Iroda', memberCount: 4 });
    expect((await injectAs(t.app, customer, { url: '/api/company/members' })).statusCode).toBe(403);
    const lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const list = await injectAs(t.app, lawyer, { url: '/api/company/members' });
    expect(
      list
        .json()
        .items.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual(['iroda@kovacs-ugyved.hu', 'szabo.anna@example.hu', 'toth.gabor@example.hu', 'ugyved@kovacs-ugyved.hu']);
    expect((await injectAs(t.app, lawyer, { method: 'PATCH', url: '/api/company', payload: { name: 'Más Név' } })).statusCode).toBe(403);
  });

  it('lets the tenant admin change a member role (object level: never another firm’s member)', async () => {
    const list = (await injectAs(t.app, tenantAdmin, { url: '/api/company/members' })).json().items;
    const gabor = list.find((m: { email: string }) => m.email === 'toth.gabor@example.hu');
    const res = await injectAs(t.app, tenantAdmin, { method: 'PATCH', url: `/api/company/members/${gabor.id}`, payload: { roles: ['customer', 'lawyer'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['customer', 'lawyer']);
    const me = (await injectAs(t.app, await signIn(t.app, 'toth.gabor@example.hu'), { url: '/api/notifications' })).json();
    expect(me.items[0].kind).toBe('account.role_changed');
    const other = await createTenantWithMember(t.database, 'lawyer');
    const otherMembers = (await injectAs(t.app, await signIn(t.app, other.email), { url: '/api/company/members' })).json().items;
    const foreign = await injectAs(t.app, tenantAdmin, { method: 'PATCH', url: `/api/company/members/${otherMembers[0].id}`, payload: { roles: ['customer'] } });
    expect(foreign.statusCode).toBe(404);
  });

  it('never makes a portal (customer) account the firm administrator (decision 0494)', async () => {
    const list = (await injectAs(t.app, tenantAdmin, { url: '/api/company/members' })).json().items;
    const anna = list.find((m: { email: string }) => m.email === 'szabo.anna@example.hu');
    expect(anna.roles).toEqual(['customer']);
    const patch = (roles: string[]) => injectAs(t.app, tenantAdmin, { method: 'PATCH', url: `/api/company/members/${anna.id}`, payload: { roles } });
    // Beside the customer role, and instead of it in one step: both refused, with a stable code and a Hungarian message.
    for (const roles of [['customer', 'tenant'], ['tenant'], ['tenant', 'lawyer']]) {
      const res = await patch(roles);
      expect(res.statusCode, roles.join(',')).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CUSTOMER_CANNOT_BE_ADMIN', message: expect.stringContaining('Ügyfélfiók nem kaphat cégadminisztrátori szerepkört') });
    }
    const after = (await injectAs(t.app, tenantAdmin, { url: '/api/company/members' })).json().items;
    expect(after.find((m: { email: string }) => m.email === 'szabo.anna@example.hu').roles).toEqual(['customer']);
    // The firm administrator does not become a customer either.
    const self = after.find((m: { email: string }) => m.email === 'iroda@kovacs-ugyved.hu');
    const both = await injectAs(t.app, tenantAdmin, { method: 'PATCH', url: `/api/company/members/${self.id}`, payload: { roles: ['tenant', 'lawyer', 'customer'] } });
    expect(both.statusCode).toBe(409);
    expect(both.json().code).toBe('CUSTOMER_CANNOT_BE_ADMIN');
    // A customer made a lawyer too (Gábor, above) still holds the customer role: no administration yet.
    const gabor = after.find((m: { email: string }) => m.email === 'toth.gabor@example.hu');
    const patchGabor = (roles: string[]) => injectAs(t.app, tenantAdmin, { method: 'PATCH', url: `/api/company/members/${gabor.id}`, payload: { roles } });
    expect((await patchGabor(['lawyer', 'tenant'])).json().code).toBe('CUSTOMER_CANNOT_BE_ADMIN');
    // Staff only (the customer role taken away and saved), the former customer may be given it.
    expect((await patchGabor(['lawyer'])).statusCode).toBe(200);
    const admin = await patchGabor(['lawyer', 'tenant']);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().roles).toEqual(['lawyer', 'tenant']);
  });

  it('keeps the tenant admin from removing their own administration right', async () => {
    const list = (await injectAs(t.app, tenantAdmin, { url: '/api/company/members' })).json().items;
    const self = list.find((m: { email: string }) => m.email === 'iroda@kovacs-ugyved.hu');
    const res = await injectAs(t.app, tenantAdmin, { method: 'PATCH', url: `/api/company/members/${self.id}`, payload: { roles: ['lawyer'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CANNOT_CHANGE_SELF');
  });

  it('renames the company for the tenant admin and validates the name', async () => {
    const bad = await injectAs(t.app, tenantAdmin, { method: 'PATCH', url: '/api/company', payload: { name: 'K' } });
    expect(bad.statusCode).toBe(400);
    const ok = await injectAs(t.app, tenantAdmin, { method: 'PATCH', url: '/api/company', payload: { name: 'Kovács és Társai Ügyvédi Iroda Kft.' } });
    expect(ok.json().name).toBe('Kovács és Társai Ügyvédi Iroda Kft.');
  });
});

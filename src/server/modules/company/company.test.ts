import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, users } from '../../db/schema';
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

  describe('the firm never loses its last administrator (decision 0501)', () => {
    /** A signed-in member of `tenantId` with `roles` (a platform admin when asked). */
    async function colleague(tenantId: string, roles: string, platformAdmin = false) {
      const made = await createTenantWithMember(t.database, roles);
      await t.database.db.update(members).set({ organizationId: tenantId }).where(eq(members.userId, made.userId));
      if (platformAdmin) await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, made.userId));
      const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.userId, made.userId));
      return { userId: made.userId, memberId: row!.id, cookie: await signIn(t.app, made.email) };
    }
    /** A firm with its first administrator, signed in. */
    async function firmWithAdmin() {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.userId, firm.userId));
      return { tenantId: firm.tenantId, admin: { userId: firm.userId, memberId: row!.id, cookie: await signIn(t.app, firm.email) } };
    }
    const administrators = async (tenantId: string) =>
      (
        await t.database.db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.organizationId, tenantId), like(members.role, '%tenant%')))
      ).map((m) => m.id);
    const patchRoles = (cookie: string, memberId: string, roles: string[]) => injectAs(t.app, cookie, { method: 'PATCH', url: `/api/company/members/${memberId}`, payload: { roles } });
    const remove = (cookie: string, memberId: string) => injectAs(t.app, cookie, { method: 'DELETE', url: `/api/company/members/${memberId}` });

    it('refuses taking the administration from the last administrator to another actor who may manage users: 409 MEMBER_LAST_ADMIN, nothing changes', async () => {
      const { tenantId, admin } = await firmWithAdmin();
      // A platform admin who is a lawyer of the firm acts in it with every permission (decision 0332).
      const operator = await colleague(tenantId, 'lawyer', true);
      const res = await patchRoles(operator.cookie, admin.memberId, ['lawyer']);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'MEMBER_LAST_ADMIN', message: 'Az iroda utolsó adminisztrátora nem távolítható el, és a szerepköre sem vehető el.' });
      expect(await administrators(tenantId)).toEqual([admin.memberId]);
      expect(
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, admin.userId), eq(auditLog.action, 'company.member.roles'))),
      ).toHaveLength(0);
      // Nor removed by them.
      expect((await remove(operator.cookie, admin.memberId)).json().code).toBe('MEMBER_LAST_ADMIN');
      expect(await administrators(tenantId)).toEqual([admin.memberId]);
      // Other role changes of the last administrator stay allowed.
      expect((await patchRoles(operator.cookie, admin.memberId, ['tenant'])).statusCode).toBe(200);
    });

    it('takes the administration from one of two administrators', async () => {
      const { tenantId, admin } = await firmWithAdmin();
      const second = await colleague(tenantId, 'tenant,lawyer');
      const res = await patchRoles(admin.cookie, second.memberId, ['lawyer']);
      expect(res.statusCode).toBe(200);
      expect(res.json().roles).toEqual(['lawyer']);
      expect(await administrators(tenantId)).toEqual([admin.memberId]);
    });

    it('two administrators demoting or removing each other at the same moment leave one of them administrator', async () => {
      for (const action of ['demote', 'remove'] as const) {
        for (let round = 0; round < 3; round++) {
          const { tenantId, admin } = await firmWithAdmin();
          const second = await colleague(tenantId, 'tenant,lawyer');
          const act = (by: { cookie: string }, of: { memberId: string }) => (action === 'demote' ? patchRoles(by.cookie, of.memberId, ['lawyer']) : remove(by.cookie, of.memberId));
          const answers = await Promise.all([act(admin, second), act(second, admin)]);
          const statuses = answers.map((a) => a.statusCode).sort();
          // One wins; the other is refused by the rule (409), or its actor had already lost the right (403).
          expect(statuses[0], `${action} ${round}`).toBe(200);
          expect([403, 409], `${action} ${round}: ${answers.map((a) => a.body).join(' | ')}`).toContain(statuses[1]);
          const loser = answers.find((a) => a.statusCode !== 200)!;
          if (loser.statusCode === 409) expect(loser.json().code).toBe('MEMBER_LAST_ADMIN');
          expect(await administrators(tenantId), `${action} ${round}`).toHaveLength(1);
        }
      }
    });
  });
});

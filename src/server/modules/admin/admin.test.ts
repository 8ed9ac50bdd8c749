import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, mailOutbox, members, notifications, sessions, tenants, users } from '../../db/schema';
import { createTenantWithMember, injectAs, signIn, type TestApp, buildTestApp } from '../../test/test-app';

describe('platform administration API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
  });
  afterAll(() => t.close());

  it('refuses tenant administrators: tenant roles never grant platform administration', async () => {
    const tenant = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    for (const url of ['/api/admin/companies', '/api/admin/users', '/api/admin/analytics']) {
      const res = await injectAs(t.app, tenant, { url });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('creates a company with a slug from its name, rejects a taken slug and bad input', async () => {
    const res = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/companies', payload: { name: 'Új Ügyvédi Iroda' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Új Ügyvédi Iroda', slug: 'uj-ugyvedi-iroda', memberCount: 0, suspendedAt: null });
    const dup = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/companies', payload: { name: 'Más név', slug: 'uj-ugyvedi-iroda' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('SLUG_TAKEN');
    const bad = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/companies', payload: { name: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.name).toBe('A cég neve legalább 2 karakter.');
  });

  it('lists and searches companies with real member counts', async () => {
    const res = await injectAs(t.app, admin, { url: '/api/admin/companies?q=kov%C3%A1cs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().items[0]).toMatchObject({ name: 'Kovács és Társai Ügyvédi Iroda', memberCount: 4 });
  });

  it('searches companies and users case and accents aside, with the wildcards taken literally', async () => {
    const names = async (url: string) => (await injectAs(t.app, admin, { url })).json().items.map((i: { name: string }) => i.name);
    // Typed without the accents, or with others' case: the same firm.
    for (const q of ['kovacs es tarsai', 'KOVÁCS ÉS', 'tarsai ugyvedi']) expect(await names(`/api/admin/companies?q=${encodeURIComponent(q)}`), q).toEqual(['Kovács és Társai Ügyvédi Iroda']);
    const user = await createTenantWithMember(t.database, 'lawyer');
    await t.database.db.update(users).set({ name: 'Dr. Szőke Ödön' }).where(eq(users.id, user.userId));
    expect(await names(`/api/admin/users?q=${encodeURIComponent('szoke odon')}`)).toEqual(['Dr. Szőke Ödön']);
    // '%' and '_' are letters to search for, not patterns.
    expect((await injectAs(t.app, admin, { url: '/api/admin/companies?q=%25' })).json().total).toBe(0);
    expect((await injectAs(t.app, admin, { url: '/api/admin/companies?q=k_v' })).json().total).toBe(0);
  });

  describe('firms without an active administrator (decision 0510)', () => {
    const companies = (query: string) => injectAs(t.app, admin, { url: `/api/admin/companies?${query}` });
    /** A firm whose only administrator was deactivated before decision 0506 refused that: banned in the database. */
    async function firmWithBannedAdministrator() {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      await t.database.db.update(users).set({ banned: true }).where(eq(users.id, firm.userId));
      return { ...firm, slug: `masik-${firm.tenantId}` };
    }

    it('counts only active administrators: a demo firm has one, a firm whose only administrator is deactivated has none', async () => {
      const demo = (await companies('q=kovacs-es')).json();
      expect(demo.items).toEqual([expect.objectContaining({ slug: 'kovacs-es-tarsai', memberCount: 4, activeAdministrators: expect.any(Number) })]);
      expect(demo.items[0].activeAdministrators).toBeGreaterThanOrEqual(1);

      const orphan = await firmWithBannedAdministrator();
      expect((await companies(`q=${orphan.slug}`)).json().items).toEqual([expect.objectContaining({ id: orphan.tenantId, memberCount: 1, activeAdministrators: 0 })]);

      // Two administrators, one deactivated through the API: the member still counts, the administrator does not.
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const second = randomUUID();
      await t.database.db.insert(users).values({ id: second, name: 'Második Admin', email: `${second}@masik-admin.hu`, emailVerified: true });
      await t.database.db.insert(members).values({ id: randomUUID(), organizationId: firm.tenantId, userId: second, role: 'tenant' });
      expect((await companies(`q=masik-${firm.tenantId}`)).json().items[0]).toMatchObject({ memberCount: 2, activeAdministrators: 2 });
      expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/users/${second}/status`, payload: { deactivated: true } })).statusCode).toBe(200);
      expect((await companies(`q=masik-${firm.tenantId}`)).json().items[0]).toMatchObject({ memberCount: 2, activeAdministrators: 1 });
      // A single company's answer (here a rename) carries the count too.
      const renamed = await injectAs(t.app, admin, { method: 'PATCH', url: `/api/admin/companies/${orphan.tenantId}`, payload: { name: 'Adminisztrátor Nélküli Iroda' } });
      expect(renamed.json()).toMatchObject({ activeAdministrators: 0 });
    });

    it('withoutAdministrator=true lists only the firms with no active administrator, with search and paging', async () => {
      const orphan = await firmWithBannedAdministrator();
      const other = await firmWithBannedAdministrator();
      const all = await companies('withoutAdministrator=true&limit=100');
      expect(all.statusCode).toBe(200);
      const ids = all.json().items.map((c: { id: string }) => c.id);
      expect(ids).toEqual(expect.arrayContaining([orphan.tenantId, other.tenantId]));
      expect(all.json().items.every((c: { activeAdministrators: number }) => c.activeAdministrators === 0)).toBe(true);
      expect(all.json().total).toBe(ids.length);
      const demoId = (await companies('q=kovacs-es')).json().items[0].id;
      expect(ids).not.toContain(demoId);
      expect((await companies('q=kovacs-es&withoutAdministrator=true')).json()).toEqual({ items: [], total: 0 });
      // Search and paging apply to the filtered list; 'false' is no filter.
      expect((await companies(`q=${orphan.slug}&withoutAdministrator=true`)).json()).toEqual({ items: [expect.objectContaining({ id: orphan.tenantId })], total: 1 });
      const firstPage = (await companies('withoutAdministrator=true&limit=1')).json();
      expect(firstPage.items).toHaveLength(1);
      expect(firstPage.total).toBe(ids.length);
      expect((await companies('withoutAdministrator=true&limit=1&offset=1')).json().items[0].id).not.toBe(firstPage.items[0].id);
      expect((await companies('q=kovacs-es&withoutAdministrator=false')).json().items.map((c: { id: string }) => c.id)).toEqual([demoId]);
      // Giving the firm an active administrator takes it off the list.
      await t.database.db.update(users).set({ banned: false }).where(eq(users.id, orphan.userId));
      expect((await companies(`q=${orphan.slug}&withoutAdministrator=true`)).json().total).toBe(0);
    });

    it("the analytics' totals count the same firms the filter lists", async () => {
      const withoutAdministrator = async () => (await injectAs(t.app, admin, { url: '/api/admin/analytics' })).json().totals.tenantsWithoutAdministrator;
      const before = await withoutAdministrator();
      expect(before).toBe((await companies('withoutAdministrator=true')).json().total);
      const orphan = await firmWithBannedAdministrator();
      expect(await withoutAdministrator()).toBe(before + 1);
      await t.database.db.update(users).set({ banned: false }).where(eq(users.id, orphan.userId));
      expect(await withoutAdministrator()).toBe(before);
    });

    it('rejects an invalid filter value with the validation error', async () => {
      for (const value of ['yes', '1', '']) {
        const res = await companies(`withoutAdministrator=${value}`);
        expect(res.statusCode, value).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { withoutAdministrator: expect.any(String) } });
      }
    });
  });

  it('edits a company and answers 404 for an unknown one', async () => {
    const created = (await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/companies', payload: { name: 'Szerkesztendő Kft.' } })).json();
    const res = await injectAs(t.app, admin, { method: 'PATCH', url: `/api/admin/companies/${created.id}`, payload: { name: 'Szerkesztett Kft.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Szerkesztett Kft.');
    const missing = await injectAs(t.app, admin, { method: 'PATCH', url: '/api/admin/companies/nincs-ilyen', payload: { name: 'Bármi' } });
    expect(missing.statusCode).toBe(404);
  });

  it('suspends a company: its members are refused and notified; reactivation restores access', async () => {
    const other = await createTenantWithMember(t.database, 'tenant');
    const member = await signIn(t.app, other.email);
    expect((await injectAs(t.app, member, { url: '/api/company' })).statusCode).toBe(200);
    const res = await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/companies/${other.tenantId}/suspension`, payload: { suspended: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().suspendedAt).not.toBeNull();
    const refused = await injectAs(t.app, member, { url: '/api/company' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TENANT_SUSPENDED');
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, other.userId));
    expect(notices.map((n) => n.kind)).toContain('tenant.suspended');
    await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/companies/${other.tenantId}/suspension`, payload: { suspended: false } });
    expect((await injectAs(t.app, member, { url: '/api/company' })).statusCode).toBe(200);
  });

  it('deletes a company only when its exact name is typed back, with an audit row', async () => {
    const other = await createTenantWithMember(t.database, 'lawyer');
    const wrong = await injectAs(t.app, admin, { method: 'DELETE', url: `/api/admin/companies/${other.tenantId}`, payload: { confirmName: 'Masik Iroda' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CONFIRMATION_MISMATCH');
    expect(await t.database.db.select().from(tenants).where(eq(tenants.id, other.tenantId))).toHaveLength(1);
    const ok = await injectAs(t.app, admin, { method: 'DELETE', url: `/api/admin/companies/${other.tenantId}`, payload: { confirmName: 'Másik Iroda' } });
    expect(ok.statusCode).toBe(200);
    expect(await t.database.db.select().from(tenants).where(eq(tenants.id, other.tenantId))).toHaveLength(0);
    expect(await t.database.db.select().from(members).where(eq(members.organizationId, other.tenantId))).toHaveLength(0);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, other.tenantId));
    expect(trail.map((a) => a.action)).toContain('admin.company.delete');
  });

  it('searches users and shows their memberships and roles', async () => {
    const res = await injectAs(t.app, admin, { url: '/api/admin/users?q=iroda%40kovacs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ email: 'iroda@kovacs-ugyved.hu', platformAdmin: false, deactivated: false, memberships: [expect.objectContaining({ roles: ['tenant', 'lawyer'] })] })]);
  });

  describe("one firm's members (decision 0511)", () => {
    const usersOf = (query: string) => injectAs(t.app, admin, { url: `/api/admin/users?${query}` });
    const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((u) => u.id);
    const demoFirm = async (): Promise<{ id: string; name: string }> => (await injectAs(t.app, admin, { url: '/api/admin/companies?q=kovacs-es' })).json().items[0];
    const memberIds = async (tenantId: string) => (await t.database.db.select({ userId: members.userId }).from(members).where(eq(members.organizationId, tenantId))).map((m) => m.userId);

    it("tenantId lists only the firm's members, in the list's order, and names the firm; another firm's member is not among them", async () => {
      const demo = await demoFirm();
      const other = await createTenantWithMember(t.database, 'tenant,lawyer');
      const expected = await memberIds(demo.id);
      expect(expected.length).toBeGreaterThanOrEqual(4);

      const res = await usersOf(`tenantId=${demo.id}&limit=100`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: expected.length, tenant: { id: demo.id, name: 'Kovács és Társai Ügyvédi Iroda' } });
      expect([...ids(res)].sort()).toEqual([...expected].sort());
      const emails = res.json().items.map((u: { email: string }) => u.email);
      expect(emails).toEqual(expect.arrayContaining(['iroda@kovacs-ugyved.hu', 'ugyved@kovacs-ugyved.hu', 'szabo.anna@example.hu', 'toth.gabor@example.hu']));
      expect(emails).not.toContain('admin@virtualis-iroda.hu');
      expect(emails).not.toContain(other.email);
      // The same order as the whole list (newest first), only narrowed; the memberships are still all of them.
      const all = await usersOf('limit=100');
      expect(all.json()).not.toHaveProperty('tenant');
      expect(ids(res)).toEqual(ids(all).filter((id: string) => expected.includes(id)));

      expect((await usersOf(`tenantId=${other.tenantId}`)).json()).toEqual({
        items: [expect.objectContaining({ id: other.userId, email: other.email, memberships: [expect.objectContaining({ tenantId: other.tenantId, roles: ['tenant', 'lawyer'] })] })],
        total: 1,
        tenant: { id: other.tenantId, name: 'Másik Iroda' },
      });
    });

    it('combines with the search and the paging', async () => {
      const demo = await demoFirm();
      const other = await createTenantWithMember(t.database, 'lawyer');
      const staff = await usersOf(`tenantId=${demo.id}&q=kovacs-ugyved`);
      expect(
        staff
          .json()
          .items.map((u: { email: string }) => u.email)
          .sort(),
      ).toEqual(['iroda@kovacs-ugyved.hu', 'ugyved@kovacs-ugyved.hu']);
      expect(staff.json().total).toBe(2);
      // The search finds the demo lawyer, but she is no member of the other firm.
      expect((await usersOf(`tenantId=${other.tenantId}&q=kovacs-ugyved`)).json()).toEqual({ items: [], total: 0, tenant: { id: other.tenantId, name: 'Másik Iroda' } });

      const expected = await memberIds(demo.id);
      const first = await usersOf(`tenantId=${demo.id}&limit=1`);
      const second = await usersOf(`tenantId=${demo.id}&limit=1&offset=1`);
      expect(first.json().total).toBe(expected.length);
      expect(second.json().total).toBe(expected.length);
      expect(ids(first)).toHaveLength(1);
      expect(ids(second)).toHaveLength(1);
      expect(ids(first)[0]).not.toBe(ids(second)[0]);
      expect(expected).toEqual(expect.arrayContaining([...ids(first), ...ids(second)]));
    });

    it("a firm with no member answers an empty list with the firm's name; an unknown id an empty list and no firm", async () => {
      const empty = (await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/companies', payload: { name: 'Tag Nélküli Iroda' } })).json();
      expect((await usersOf(`tenantId=${empty.id}`)).json()).toEqual({ items: [], total: 0, tenant: { id: empty.id, name: 'Tag Nélküli Iroda' } });
      const unknown = await usersOf(`tenantId=${randomUUID()}`);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ items: [], total: 0, tenant: null });
    });

    it('rejects a malformed id with the validation error', async () => {
      for (const value of ['', 'x'.repeat(101)]) {
        const res = await usersOf(`tenantId=${value}`);
        expect(res.statusCode, value).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { tenantId: expect.any(String) } });
      }
    });

    it("stays the platform admin's: the firm's own administrator is refused her firm's list", async () => {
      const demo = await demoFirm();
      const tenant = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
      const res = await injectAs(t.app, tenant, { url: `/api/admin/users?tenantId=${demo.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    });
  });

  it('invites a user into a company: account, membership, e-mail with a set-password link, welcome notice', async () => {
    const companies = (await injectAs(t.app, admin, { url: '/api/admin/companies?q=kovacs-es' })).json();
    const tenantId = companies.items[0].id;
    const res = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/users', payload: { name: 'Meghívott Márta', email: 'Marta@Example.hu', tenantId, roles: ['lawyer'] } });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.idle();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'marta@example.hu'));
    expect(user).toBeDefined();
    const [membership] = await t.database.db.select().from(members).where(eq(members.userId, user!.id));
    expect(membership).toMatchObject({ organizationId: tenantId, role: 'lawyer' });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'marta@example.hu'));
    expect(mails[0]?.textBody).toMatch(/\/reset-password\?token=/);
    // The invitee cannot sign in until they set a password through the e-mailed link; then they can.
    await expect(signIn(t.app, 'marta@example.hu', 'Marta-Jelszo-2026!')).rejects.toThrow(/failed/);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mails[0]!.textBody)![1]!);
    // Issue 38.2: the invitation's link lives 7 days (not the reset link's 15 minutes) and sets a first password.
    expect(mails[0]!.textBody).toContain('A link 7 napig érvényes és egyszer használható.');
    const [link] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(7 * 86_400_000);
    const check = await injectAs(t.app, '', { method: 'POST', url: '/api/account/reset-password/validate', payload: { token } });
    expect(check.json()).toEqual({ isValid: true, email: 'marta@example.hu', firstPassword: true });
    const set = await injectAs(t.app, '', { method: 'POST', url: '/api/account/reset-password', payload: { token, password: 'Marta-Jelszo-2026!', confirmPassword: 'Marta-Jelszo-2026!' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true, message: 'A jelszavad beállítva. Most már bejelentkezhetsz.' });
    await t.app.mailer.idle();
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'marta@example.hu'));
    expect(after.map((m) => m.subject).filter((s) => s.includes('A jelszavad megváltozott'))).toEqual([]);
    const marta = await signIn(t.app, 'marta@example.hu', 'Marta-Jelszo-2026!');
    const me = (await injectAs(t.app, marta, { url: '/api/me' })).json();
    expect(me.memberships).toEqual([expect.objectContaining({ tenantId, roles: ['lawyer'] })]);
    expect((await injectAs(t.app, marta, { url: '/api/notifications/unread-count' })).json()).toEqual({ unread: 1 });
    const again = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/users', payload: { name: 'Meghívott Márta', email: 'marta@example.hu', platformAdmin: true } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
    const noRole = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/users', payload: { name: 'Szerep Nélkül', email: 'nincs@example.hu' } });
    expect(noRole.statusCode).toBe(400);
  });

  it('changes tenant roles and the platform role, but never the own platform role', async () => {
    const other = await createTenantWithMember(t.database, 'lawyer');
    const res = await injectAs(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${other.userId}/role`, payload: { tenantId: other.tenantId, roles: ['tenant', 'lawyer'] } });
    expect(res.statusCode).toBe(200);
    const me = (await injectAs(t.app, await signIn(t.app, other.email), { url: '/api/me' })).json();
    expect(me.memberships[0].roles).toEqual(['tenant', 'lawyer']);
    const wrongTenant = await injectAs(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${other.userId}/role`, payload: { tenantId: 'nincs', roles: ['lawyer'] } });
    expect(wrongTenant.statusCode).toBe(404);
    const adminId = (await injectAs(t.app, admin, { url: '/api/me' })).json().user.id;
    const self = await injectAs(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${adminId}/role`, payload: { platformAdmin: false } });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CANNOT_CHANGE_SELF');
  });

  describe("the firm's member rules hold for the platform admin too (decision 0498)", () => {
    /** A member of `tenantId` with `roles`, as the firm's list would hold it. */
    async function addMember(tenantId: string, roles: string) {
      const userId = randomUUID();
      await t.database.db.insert(users).values({ id: userId, name: 'Tag Teszt', email: `${userId}@tag.hu`, emailVerified: true });
      await t.database.db.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: roles });
      return userId;
    }
    const rolesOf = async (tenantId: string, userId: string) =>
      (
        await t.database.db
          .select({ role: members.role })
          .from(members)
          .where(and(eq(members.organizationId, tenantId), eq(members.userId, userId)))
      )[0]?.role;
    const setRoles = (userId: string, tenantId: string, roles: string[]) => injectAs(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${userId}/role`, payload: { tenantId, roles } });
    const auditOf = (userId: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'admin.user.tenant_roles')));

    it('never makes a portal (customer) account the firm administrator: 409 CUSTOMER_CANNOT_BE_ADMIN, roles unchanged', async () => {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const customer = await addMember(firm.tenantId, 'customer');
      // Beside the customer role, and instead of it in one step.
      for (const roles of [['tenant', 'customer'], ['tenant'], ['tenant', 'lawyer']]) {
        const res = await setRoles(customer, firm.tenantId, roles);
        expect(res.statusCode, roles.join(',')).toBe(409);
        expect(res.json()).toMatchObject({ code: 'CUSTOMER_CANNOT_BE_ADMIN', message: expect.stringContaining('Ügyfélfiók nem kaphat cégadminisztrátori szerepkört') });
      }
      expect(await rolesOf(firm.tenantId, customer)).toBe('customer');
      expect(await auditOf(customer)).toHaveLength(0);
      // The firm administrator does not become a customer either.
      expect((await setRoles(firm.userId, firm.tenantId, ['tenant', 'lawyer', 'customer'])).json().code).toBe('CUSTOMER_CANNOT_BE_ADMIN');
      expect(await rolesOf(firm.tenantId, firm.userId)).toBe('tenant,lawyer');
      // Staff first (a lawyer without the customer role), then the administration: both accepted and audited.
      expect((await setRoles(customer, firm.tenantId, ['lawyer'])).statusCode).toBe(200);
      expect((await setRoles(customer, firm.tenantId, ['tenant', 'lawyer'])).statusCode).toBe(200);
      expect(await rolesOf(firm.tenantId, customer)).toBe('tenant,lawyer');
      const trail = await auditOf(customer);
      expect(trail.map((a) => a.metadata)).toEqual(
        expect.arrayContaining([
          { tenantId: firm.tenantId, from: ['customer'], roles: ['lawyer'] },
          { tenantId: firm.tenantId, from: ['lawyer'], roles: ['tenant', 'lawyer'] },
        ]),
      );
    });

    it("holds the plan's seats: a customer made staff and a staff invitation into a full firm are refused with SEAT_LIMIT_REACHED", async () => {
      // No plan: 3 seats, all taken by the firm administrator and two lawyers.
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const lawyer = await addMember(firm.tenantId, 'lawyer');
      await addMember(firm.tenantId, 'lawyer');
      const customer = await addMember(firm.tenantId, 'customer');
      const refused = await setRoles(customer, firm.tenantId, ['customer', 'lawyer']);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SEAT_LIMIT_REACHED', message: expect.stringContaining('felhasználói helyek elfogytak') });
      expect(await rolesOf(firm.tenantId, customer)).toBe('customer');
      // A member who holds a seat already takes no other one.
      expect((await setRoles(lawyer, firm.tenantId, ['tenant', 'lawyer'])).statusCode).toBe(200);

      const invite = (email: string, roles: string[]) => injectAs(t.app, admin, { method: 'POST', url: '/api/admin/users', payload: { name: 'Új Tag', email, tenantId: firm.tenantId, roles } });
      const full = await invite('uj.ugyved@tele-iroda.hu', ['lawyer']);
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('SEAT_LIMIT_REACHED');
      expect(await t.database.db.select().from(users).where(eq(users.email, 'uj.ugyved@tele-iroda.hu'))).toHaveLength(0);
      const customerAdmin = await invite('ugyfel.admin@tele-iroda.hu', ['tenant', 'customer']);
      expect(customerAdmin.statusCode).toBe(409);
      expect(customerAdmin.json().code).toBe('CUSTOMER_CANNOT_BE_ADMIN');
      // Customers take no seat.
      expect((await invite('uj.ugyfel@tele-iroda.hu', ['customer'])).statusCode).toBe(201);
    });

    it('a deactivated colleague keeps her seat: her firm cannot give it away, so reactivating her never goes over the plan', async () => {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const lawyer = await addMember(firm.tenantId, 'lawyer');
      await addMember(firm.tenantId, 'lawyer');
      const customer = await addMember(firm.tenantId, 'customer');
      expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/users/${lawyer}/status`, payload: { deactivated: true } })).statusCode).toBe(200);
      const owner = await signIn(t.app, firm.email);
      expect((await injectAs(t.app, owner, { url: '/api/company/colleague-invitations' })).json().seats).toMatchObject({ used: 3, limit: 3 });
      expect((await setRoles(customer, firm.tenantId, ['lawyer'])).json().code).toBe('SEAT_LIMIT_REACHED');
      expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/users/${lawyer}/status`, payload: { deactivated: false } })).statusCode).toBe(200);
      expect((await injectAs(t.app, owner, { url: '/api/company/colleague-invitations' })).json().seats).toMatchObject({ used: 3, limit: 3 });
    });

    it("never takes the administration from the firm's last administrator: 409 MEMBER_LAST_ADMIN; from one of two it does (decision 0501)", async () => {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const refused = await setRoles(firm.userId, firm.tenantId, ['lawyer']);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'MEMBER_LAST_ADMIN', message: expect.stringContaining('utolsó adminisztrátora') });
      expect(await rolesOf(firm.tenantId, firm.userId)).toBe('tenant,lawyer');
      expect(await auditOf(firm.userId)).toHaveLength(0);
      const second = await addMember(firm.tenantId, 'tenant');
      expect((await setRoles(firm.userId, firm.tenantId, ['lawyer'])).statusCode).toBe(200);
      expect((await setRoles(second, firm.tenantId, ['lawyer'])).json().code).toBe('MEMBER_LAST_ADMIN');
      expect(await rolesOf(firm.tenantId, second)).toBe('tenant');
    });
  });

  it('deactivation revokes every session at once and blocks new sign-ins; reactivation allows them again', async () => {
    const other = await createTenantWithMember(t.database, 'lawyer');
    const cookie = await signIn(t.app, other.email);
    expect((await injectAs(t.app, cookie, { url: '/api/me' })).statusCode).toBe(200);
    const res = await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/users/${other.userId}/status`, payload: { deactivated: true } });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, other.userId))).toHaveLength(0);
    expect((await injectAs(t.app, cookie, { url: '/api/me' })).statusCode).toBe(401);
    await expect(signIn(t.app, other.email)).rejects.toThrow(/failed/);
    await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/users/${other.userId}/status`, payload: { deactivated: false } });
    expect((await injectAs(t.app, await signIn(t.app, other.email), { url: '/api/me' })).statusCode).toBe(200);
  });

  describe('a firm keeps an active administrator: deactivation and the last-administrator rule (decision 0506)', () => {
    const lastFirmAdmin = 'A felhasználó egy cég egyetlen aktív cégadminisztrátora: előbb adj cégadminisztrátori szerepkört a cég egy másik tagjának, és csak utána deaktiváld.';
    /** A member of `tenantId` with `roles`. */
    async function colleague(tenantId: string, roles: string) {
      const userId = randomUUID();
      await t.database.db.insert(users).values({ id: userId, name: 'Kolléga Teszt', email: `${userId}@kollega.hu`, emailVerified: true });
      await t.database.db.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: roles });
      return userId;
    }
    const setStatus = (userId: string, deactivated: boolean) => injectAs(t.app, admin, { method: 'POST', url: `/api/admin/users/${userId}/status`, payload: { deactivated } });
    const setRoles = (userId: string, tenantId: string, roles: string[]) => injectAs(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${userId}/role`, payload: { tenantId, roles } });
    const bannedOf = async (userId: string) => (await t.database.db.select({ banned: users.banned }).from(users).where(eq(users.id, userId)))[0]?.banned === true;
    const deactivations = (userId: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'admin.user.deactivate')));
    /** The firm's administrators whose account is active. */
    const activeAdministrators = async (tenantId: string) =>
      (await t.database.db.select({ userId: members.userId, role: members.role, banned: users.banned }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(members.organizationId, tenantId)))
        .filter((m) => m.role.split(',').includes('tenant') && m.banned !== true)
        .map((m) => m.userId);

    it("refuses deactivating a firm's only administrator: 409 USER_LAST_FIRM_ADMIN, not banned, her session lives on, no audit entry", async () => {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const cookie = await signIn(t.app, firm.email);
      const res = await setStatus(firm.userId, true);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'USER_LAST_FIRM_ADMIN', message: lastFirmAdmin });
      expect(await bannedOf(firm.userId)).toBe(false);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, firm.userId))).toHaveLength(1);
      expect((await injectAs(t.app, cookie, { url: '/api/company' })).statusCode).toBe(200);
      expect(await deactivations(firm.userId)).toHaveLength(0);
    });

    it('deactivates one of two active administrators; the deactivated one no longer counts, so the other stays', async () => {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const second = await colleague(firm.tenantId, 'tenant');
      expect((await setStatus(second, true)).statusCode).toBe(200);
      expect(await bannedOf(second)).toBe(true);
      expect(await deactivations(second)).toHaveLength(1);
      // The deactivated administrator keeps the role but is no administrator the firm can rely on.
      const refused = await setStatus(firm.userId, true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('USER_LAST_FIRM_ADMIN');
      expect(await bannedOf(firm.userId)).toBe(false);
      // Reactivation has no check.
      expect((await setStatus(second, false)).statusCode).toBe(200);
      expect((await setStatus(firm.userId, true)).statusCode).toBe(200);
      expect(await activeAdministrators(firm.tenantId)).toEqual([second]);
    });

    it('refuses demoting the only active administrator while another administrator of the firm is deactivated: 409 MEMBER_LAST_ADMIN', async () => {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
      const second = await colleague(firm.tenantId, 'tenant,lawyer');
      expect((await setStatus(second, true)).statusCode).toBe(200);
      const refused = await setRoles(firm.userId, firm.tenantId, ['lawyer']);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('MEMBER_LAST_ADMIN');
      expect(await activeAdministrators(firm.tenantId)).toEqual([firm.userId]);
      // The deactivated one may lose the role: the active one stays.
      expect((await setRoles(second, firm.tenantId, ['lawyer'])).statusCode).toBe(200);
      expect(await activeAdministrators(firm.tenantId)).toEqual([firm.userId]);
    });

    it('refuses deactivating an administrator of two firms who is the only one in one of them', async () => {
      const shared = await createTenantWithMember(t.database, 'tenant');
      const alone = await createTenantWithMember(t.database, 'lawyer');
      await t.database.db.insert(members).values({ id: randomUUID(), organizationId: alone.tenantId, userId: shared.userId, role: 'tenant,lawyer' });
      await colleague(shared.tenantId, 'tenant');
      const res = await setStatus(shared.userId, true);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('USER_LAST_FIRM_ADMIN');
      expect(await bannedOf(shared.userId)).toBe(false);
      expect(await deactivations(shared.userId)).toHaveLength(0);
      // Once the second firm has another administrator, the deactivation goes through.
      await colleague(alone.tenantId, 'tenant');
      expect((await setStatus(shared.userId, true)).statusCode).toBe(200);
      expect(await bannedOf(shared.userId)).toBe(true);
    });

    it('deactivating two administrators, or deactivating one and demoting the other, at the same moment leaves the firm an active administrator', async () => {
      for (const other of ['deactivate', 'demote'] as const) {
        for (let round = 0; round < 3; round++) {
          const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
          const second = await colleague(firm.tenantId, 'tenant,lawyer');
          const answers = await Promise.all([setStatus(firm.userId, true), other === 'deactivate' ? setStatus(second, true) : setRoles(second, firm.tenantId, ['lawyer'])]);
          const statuses = answers.map((a) => a.statusCode).sort();
          expect(statuses, `${other} ${round}: ${answers.map((a) => a.body).join(' | ')}`).toEqual([200, 409]);
          expect(['USER_LAST_FIRM_ADMIN', 'MEMBER_LAST_ADMIN']).toContain(answers.find((a) => a.statusCode === 409)!.json().code);
          expect(await activeAdministrators(firm.tenantId), `${other} ${round}`).toHaveLength(1);
        }
      }
    });
  });

  it('reports real analytics: totals, roles, sign-ins and 12 months of growth', async () => {
    const res = await injectAs(t.app, admin, { url: '/api/admin/analytics' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [userCount] = await t.database.db.$count(users).then((n) => [n]);
    expect(body.totals.users).toBe(userCount);
    expect(body.totals.tenants).toBe(await t.database.db.$count(tenants));
    expect(body.totals.signInsTotal).toBe(await t.database.db.$count(auditLog, eq(auditLog.action, 'auth.sign_in.success')));
    expect(body.totals.signIns30d).toBeGreaterThan(0);
    expect(body.roles.admin).toBe(1);
    expect(body.roles.customer).toBeGreaterThanOrEqual(2);
    expect(body.growth).toHaveLength(12);
    const thisMonth = body.growth[11];
    expect(thisMonth.month).toBe(new Date().toISOString().slice(0, 7));
    expect(thisMonth.users).toBe(userCount);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../db/seed';
import { buildTestApp, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../../test/test-app';

describe('sign-in and GET /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs a seeded lawyer in with an httpOnly, SameSite session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: 'ugyved@kovacs-ugyved.hu', password: 'Demo-Iroda-2026' },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'vi.session_token');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite?.toLowerCase()).toBe('lax');
  });

  it('rejects a wrong password without saying whether the account exists', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN }, payload: { email: 'ugyved@kovacs-ugyved.hu', password: 'rossz-jelszo' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN }, payload: { email: 'nincs@ilyen.hu', password: 'rossz-jelszo' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe(unknown.json().code);
  });

  it('returns the user, memberships and active tenant', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ name: 'dr. Nagy Péter', email: 'ugyved@kovacs-ugyved.hu', platformRole: null });
    expect(body.memberships).toEqual([{ tenantId: body.activeTenantId, tenantName: DEMO_TENANT.name, roles: ['lawyer'], suspended: false }]);
  });

  it("carries the firm's installed modules and their sidebar, fresh after an uninstall and a settings change (decision 0412)", async () => {
    const firm = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const me = async () => (await injectAs(t.app, firm, { url: '/api/me' })).json().modules;
    const before = await me();
    expect(before.installed).toEqual(expect.arrayContaining(['matters', 'opportunities', 'time-tracking']));
    expect(before.navigation.links).toContainEqual({ key: 'opportunities', name: { hu: 'Lehetőségek', en: expect.any(String) }, path: '/app/opportunities' });
    expect(before.navigation.hiddenPaths).not.toContain('/app/opportunities');

    // "Show in navigation" off: the link goes, the page's items are hidden; the module stays installed.
    const off = await injectAs(t.app, firm, { method: 'PATCH', url: '/api/modules/opportunities/settings', payload: { settings: { showInNav: false } } });
    expect(off.statusCode, off.body).toBe(200);
    const hidden = await me();
    expect(hidden.installed).toContain('opportunities');
    expect(hidden.navigation.links.map((l: { key: string }) => l.key)).not.toContain('opportunities');
    expect(hidden.navigation.hiddenPaths).toContain('/app/opportunities');

    // Uninstalled: no longer among the installed keys, at once (the cache heard the change).
    expect(hidden.installed).toContain('analytics');
    const gone = await injectAs(t.app, firm, { method: 'POST', url: '/api/modules/analytics/uninstall', payload: { confirm: true } });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await me();
    expect(after.installed).not.toContain('analytics');
    expect(after.navigation.hiddenPaths).toContain('/app/analytics');
  });

  it('marks the platform admin', async () => {
    const cookie = await signIn(t.app, 'admin@virtualis-iroda.hu');
    const body = (await injectAs(t.app, cookie, { url: '/api/me' })).json();
    expect(body.user.platformRole).toBe('admin');
    expect(body.memberships).toEqual([]);
    expect(body.activeTenantId).toBeNull();
    // No firm: no firm modules.
    expect(body.modules).toBeNull();
  });

  it('is 401 after sign-out: the session is revoked on the server', async () => {
    const cookie = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, cookie, { url: '/api/me' })).statusCode).toBe(200);
    const out = await injectAs(t.app, cookie, { method: 'POST', url: '/api/auth/sign-out' });
    expect(out.statusCode).toBe(200);
    expect((await injectAs(t.app, cookie, { url: '/api/me' })).statusCode).toBe(401);
  });
});

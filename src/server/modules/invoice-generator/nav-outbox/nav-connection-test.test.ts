// The integrations page's server checks (issue 36.5, decision 0375): the NAV technical user's
// connection test against a fake NAV (a tokenExchange; wrong password → NAV's refusal in Hungarian)
// and the vault's storage use against the plan.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPlanLimits } from '@shared/documents/documents';
import { auditLog } from '../../../db/schema';
import { demoTenantId } from '../../../db/seed';
import { multipartBody } from '../../../test/multipart';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../../test/test-app';
import { startFakeNavServer, type FakeNav, type FakeNavUser } from '../nav/testing/fake-nav-server';

const user: FakeNavUser = { login: 'kovacstech1', password: 'Tech-Jelszo-2026!', taxNumber: '24225221', signKey: 'ab-12cd-34ef56ab78cd90ABCDEFGH12', exchangeKey: 'fedcba9876543210' };

describe('integrations: NAV connection test and storage use', () => {
  let t: TestApp;
  let nav: FakeNav;
  let owner: string;

  beforeAll(async () => {
    nav = await startFakeNavServer({ users: [user] });
    t = await buildTestApp({ env: { NAV_API_BASE_URL: nav.url } });
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await nav?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t.app, owner, { method, url, ...(payload ? { payload } : {}) });
  const credentials = (password: string) => ({ environment: 'test', login: user.login, taxNumber: user.taxNumber, password, signKey: user.signKey, exchangeKey: user.exchangeKey });

  it('says what is missing, what NAV refused, and that it accepted the technical user', async () => {
    await t.database.db.execute(`delete from nav_credentials`);
    const none = await call('POST', '/api/invoice-generator/nav-credentials/test');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ ok: false, message: expect.stringContaining('Nincs beállítva NAV technikai felhasználó') });

    expect((await call('PUT', '/api/invoice-generator/nav-credentials', credentials('Rossz-Jelszo-2026!'))).statusCode).toBe(200);
    const refused = (await call('POST', '/api/invoice-generator/nav-credentials/test')).json();
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain('A NAV nem fogadta el a technikai felhasználó adatait.');

    expect((await call('PUT', '/api/invoice-generator/nav-credentials', credentials(user.password))).statusCode).toBe(200);
    const accepted = (await call('POST', '/api/invoice-generator/nav-credentials/test')).json();
    expect(accepted).toMatchObject({ ok: true, message: expect.stringContaining('elfogadta') });
    const tenantId = (await demoTenantId(t.database.db))!;
    expect(await t.database.db.$count(auditLog, and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'invoices.nav_connection_test')))).toBe(3);
  });

  it("counts the vault's stored bytes against the plan's limits", async () => {
    const before = (await call('GET', '/api/documents/storage')).json();
    expect(before).toMatchObject({ plan: expect.any(String), usedBytes: expect.any(Number) });
    const limits = documentPlanLimits[before.plan as keyof typeof documentPlanLimits];
    expect(before).toMatchObject({ storageBytes: limits.storageBytes, maxFileBytes: limits.maxFileBytes });
    const bytes = Buffer.from(`Tárhely-próba ${Date.now()}`);
    const up = await injectAs(t.app, owner, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'tarhely.txt', bytes }]) });
    expect(up.statusCode, up.body).toBe(201);
    expect((await call('GET', '/api/documents/storage')).json().usedBytes).toBe(before.usedBytes + bytes.length);
  });
});

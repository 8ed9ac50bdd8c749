// A lawyer who meets a locked feature asks the firm's administrators; they see it in the bell.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (cookie: string, payload: Record<string, unknown>) => injectAs(t.app, cookie, { method: 'POST', url: '/api/billing/upgrade-requests', payload });
const titles = async (cookie: string) =>
  ((await injectAs(t.app, cookie, { url: '/api/notifications' })).json().items as { title: string; link: string | null }[]).filter((n) => n.link === '/app/pricing').map((n) => n.title);

describe('asking the firm to upgrade', () => {
  it("tells the firm's administrators once a day per feature, audited", async () => {
    const lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const admin = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const first = await ask(lawyer, { feature: 'custom_branding' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ notified: 1, alreadyAsked: false });
    expect(await titles(admin)).toEqual(['Dr. Nagy Péter csomagváltást kér: Egyedi arculat']);

    expect((await ask(lawyer, { feature: 'custom_branding' })).json()).toEqual({ notified: 0, alreadyAsked: true });
    expect(await titles(admin)).toHaveLength(1);
    expect((await ask(lawyer, { feature: 'mobile_app' })).json()).toEqual({ notified: 1, alreadyAsked: false });

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'billing.upgrade_request')));
    expect(rows.map((r) => r.metadata?.feature).sort()).toEqual(['custom_branding', 'mobile_app']);
  });

  it('ten parallel asks for one feature make one notice (issue 34.8)', async () => {
    const lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const admin = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const answers = (await Promise.all(Array.from({ length: 10 }, () => ask(lawyer, { feature: 'api_access' })))).map((r) => r.json());
    expect(answers.filter((a) => a.alreadyAsked === false)).toEqual([{ notified: 1, alreadyAsked: false }]);
    expect((await titles(admin)).filter((title) => title.endsWith('API-hozzáférés'))).toHaveLength(1);
  });

  it('refuses the administrator (who can upgrade) and unknown features, and anonymous callers', async () => {
    const admin = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const self = await ask(admin, { feature: 'api_access' });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('UPGRADE_REQUEST_NOT_NEEDED');
    const lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    expect((await ask(lawyer, { feature: 'teleportation' })).statusCode).toBe(400);
    expect((await ask(lawyer, { feature: 'api_access', extra: 1 })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/billing/upgrade-requests', payload: { feature: 'api_access' }, headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(401);
  });
});

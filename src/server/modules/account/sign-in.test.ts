import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { DEFAULT_THROTTLE_LIMITS } from '../../auth/throttle';

const MAX_FAILURES_PER_ACCOUNT = DEFAULT_THROTTLE_LIMITS.perAccount;
const MAX_FAILURES_PER_IP = DEFAULT_THROTTLE_LIMITS.perIp;
import { buildTestApp, cookieHeader, createTenantWithMember, signIn, type TestApp } from '../../test/test-app';
import { post, totpFromUri } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const signInAt = (email: string, password: string, remoteAddress: string) => post(t.app, '/api/auth/sign-in/email', { email, password }, { remoteAddress });

describe('sign-in outcomes and enumeration resistance', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await signInAt('senki@example.hu', 'Valami-Jelszo-1', '10.1.0.1');
    const wrong = await signInAt('szabo.anna@example.hu', 'Valami-Jelszo-1', '10.1.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('records success and failure in the audit log with the client address', async () => {
    await signInAt('ugyved@kovacs-ugyved.hu', 'rossz-jelszo', '10.1.0.2');
    await signInAt('ugyved@kovacs-ugyved.hu', DEMO_PASSWORD, '10.1.0.2');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.email, 'ugyved@kovacs-ugyved.hu'), eq(auditLog.ip, '10.1.0.2')));
    expect(rows.map((r) => r.action).sort()).toEqual(['auth.sign_in.failure', 'auth.sign_in.success']);
    expect(rows.find((r) => r.action === 'auth.sign_in.success')?.actorUserId).toBeTruthy();
  });

  it('creates a fresh session token at every sign-in (rotation) with httpOnly SameSite=Lax cookies', async () => {
    const a = await signInAt('iroda@kovacs-ugyved.hu', DEMO_PASSWORD, '10.1.0.3');
    const b = await signInAt('iroda@kovacs-ugyved.hu', DEMO_PASSWORD, '10.1.0.3');
    const tokenA = a.cookies.find((c) => c.name === 'vi.session_token');
    const tokenB = b.cookies.find((c) => c.name === 'vi.session_token');
    expect(tokenA?.value).toBeTruthy();
    expect(tokenA?.value).not.toBe(tokenB?.value);
    expect(tokenA).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});

describe('sign-in throttling', () => {
  it(`locks an account after ${MAX_FAILURES_PER_ACCOUNT} failures, even for the right password, with a Hungarian message`, async () => {
    const email = 'toth.gabor@example.hu';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await signInAt(email, `rossz-${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    const blocked = await signInAt(email, DEMO_PASSWORD, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'SIGN_IN_THROTTLED', message: 'Túl sok sikertelen belépési kísérlet ezzel az emailcímmel. Kérlek, próbáld újra 15 perc múlva.' });
    expect(blocked.cookies.find((c) => c.name === 'vi.session_token')).toBeUndefined();
  });

  it('warns before the lock-out: the last wrong passwords say how many are left, alike for unknown addresses', async () => {
    const { email: known } = await createTenantWithMember(t.database, 'lawyer');
    for (const [n, email] of [known, 'senki.mas@example.hu'].entries()) {
      const answers = [];
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) answers.push((await signInAt(email, `rossz-${i}`, `10.9.${n}.${i}`)).json());
      expect(answers.slice(0, MAX_FAILURES_PER_ACCOUNT - 3)).toEqual(Array(MAX_FAILURES_PER_ACCOUNT - 3).fill(expect.not.objectContaining({ attemptsLeft: expect.anything() })));
      expect(answers.slice(-3)).toEqual([
        { code: 'INVALID_EMAIL_OR_PASSWORD', attemptsLeft: 2, message: 'Hibás emailcím vagy jelszó. Még 2 sikertelen próbálkozás után a belépést 15 percre felfüggesztjük.' },
        { code: 'INVALID_EMAIL_OR_PASSWORD', attemptsLeft: 1, message: 'Hibás emailcím vagy jelszó. A következő sikertelen próbálkozás után a belépést 15 percre felfüggesztjük.' },
        { code: 'INVALID_EMAIL_OR_PASSWORD', attemptsLeft: 0, message: 'Hibás emailcím vagy jelszó. Túl sok sikertelen próbálkozás miatt a belépést 15 percre felfüggesztettük.' },
      ]);
    }
  });

  it('throttles an unknown e-mail the same way (no enumeration)', async () => {
    const email = 'nem.letezo@example.hu';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await signInAt(email, `rossz-${i}`, `10.3.0.${i}`);
    const blocked = await signInAt(email, DEMO_PASSWORD, '10.3.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('SIGN_IN_THROTTLED');
    expect(blocked.json().message).toContain('ezzel az emailcímmel');
  });

  it('lets the account in again once the failures leave the 15-minute window', async () => {
    const email = 'toth.gabor@example.hu';
    await t.database.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(and(eq(auditLog.email, email), eq(auditLog.action, 'auth.sign_in.failure')));
    expect((await signInAt(email, DEMO_PASSWORD, '10.2.1.2')).statusCode).toBe(200);
  });

  it(`blocks an address after ${MAX_FAILURES_PER_IP} failures across accounts`, async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) expect((await signInAt(`probalkozo${i}@example.hu`, 'rossz', ip)).statusCode).toBe(401);
    const blocked = await signInAt('szabo.anna@example.hu', DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Túl sok sikertelen belépési kísérlet erről a hálózatról. Kérlek, próbáld újra 15 perc múlva.');
    // Another address is unaffected.
    expect((await signInAt('szabo.anna@example.hu', DEMO_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
    const throttled = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in.throttled'), eq(auditLog.ip, ip)));
    expect(throttled).toHaveLength(1);
  });
});

describe('sessions', () => {
  const email = 'iroda@kovacs-ugyved.hu';

  it('lists own sessions with the current one marked, and revokes another', async () => {
    const cookie = await signIn(t.app, email);
    await signIn(t.app, email); // another device, more recently active
    const list = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const all = list.json().sessions as { id: string; current: boolean; ipAddress: string | null }[];
    expect(all.filter((s) => s.current)).toHaveLength(1);
    expect(all[0]!.current).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(all)).not.toContain('token');

    const otherId = all.find((s) => !s.current)!.id;
    const otherRow = await t.database.db.select().from(sessions).where(eq(sessions.id, otherId));
    expect(otherRow).toHaveLength(1);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${otherId}`, headers: { cookie, origin: 'http://localhost:3000' } });
    expect(del.statusCode).toBe(204);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, otherId))).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.session.revoked'), eq(auditLog.targetId, otherId)));
    expect(audit).toHaveLength(1);
  });

  it("cannot revoke someone else's session", async () => {
    const anna = await signIn(t.app, 'szabo.anna@example.hu');
    const annaSessions = (await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: anna } })).json().sessions as { id: string }[];
    const cookie = await signIn(t.app, email);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${annaSessions[0]!.id}`, headers: { cookie, origin: 'http://localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'A munkamenet nem található.' });
    expect((await me(anna)).statusCode).toBe(200);
  });

  it('refuses a cross-site revoke (CSRF)', async () => {
    const cookie = await signIn(t.app, email);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account/sessions/x', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it('signing out revokes the session on the server', async () => {
    const cookie = await signIn(t.app, email);
    const out = await post(t.app, '/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session 14 days after sign-in however active (absolute expiry)', async () => {
    const cookie = await signIn(t.app, email);
    const token = cookie.match(/vi\.session_token=([^.;]+)/)![1]!;
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(sessions.token, token));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
  });

  it('ends an idle session (idle expiry: 24 hours without refresh)', async () => {
    const cookie = await signIn(t.app, email);
    const token = cookie.match(/vi\.session_token=([^.;]+)/)![1]!;
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(86_400_000, -4);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('two-factor authentication (TOTP)', () => {
  const email = 'ugyved@kovacs-ugyved.hu';

  it('enables TOTP, then sign-in needs the code', async () => {
    const cookie = await signIn(t.app, email);
    const enable = await post(t.app, '/api/auth/two-factor/enable', { password: DEMO_PASSWORD }, { cookie });
    expect(enable.statusCode).toBe(200);
    const { totpURI } = enable.json() as { totpURI: string };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    const verify = await post(t.app, '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, { cookie });
    expect(verify.statusCode).toBe(200);
    const [user] = await t.database.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, email));
    expect(user!.on).toBe(true);

    const first = await post(t.app, '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(first.cookies.find((c) => c.name === 'vi.session_token' && c.value)).toBeUndefined();
    const challenge = cookieHeader(first);

    const wrong = await post(t.app, '/api/auth/two-factor/verify-totp', { code: '000000' }, { cookie: challenge });
    expect(wrong.statusCode).toBe(401);
    const ok = await post(t.app, '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, { cookie: challenge });
    expect(ok.statusCode).toBe(200);
    expect((await me(cookieHeader(ok))).statusCode).toBe(200);

    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.email, email))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.two_factor.enabled', 'auth.sign_in.two_factor_challenge']));

    const disable = await post(t.app, '/api/auth/two-factor/disable', { password: DEMO_PASSWORD }, { cookie: cookieHeader(ok) });
    expect(disable.statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD })).json().twoFactorRedirect).toBeUndefined();
  });
});

describe('better-auth endpoints replaced by our own', () => {
  it.each([
    ['POST', '/api/auth/change-password', { currentPassword: DEMO_PASSWORD, newPassword: 'gyenge123' }],
    ['POST', '/api/auth/request-password-reset', { email: 'szabo.anna@example.hu' }],
    ['POST', '/api/auth/reset-password', { token: 'x', newPassword: 'gyenge123' }],
    ['GET', '/api/auth/reset-password/abc', undefined],
    ['POST', '/api/auth/send-verification-email', { email: 'szabo.anna@example.hu' }],
    ['GET', '/api/auth/verify-email?token=abc', undefined],
    ['POST', '/api/auth/verify-password', { password: DEMO_PASSWORD }],
    ['GET', '/api/auth/list-sessions', undefined],
  ])('%s %s answers 404', async (method, url, payload) => {
    const cookie = await signIn(t.app, 'szabo.anna@example.hu');
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { cookie, origin: 'http://localhost:3000', ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(404);
  });
});

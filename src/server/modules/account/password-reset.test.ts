import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { hashToken, issueToken, TOKEN_LIFETIME_MS } from '../../auth/one-time-tokens';
import { buildTestApp, signIn, type TestApp } from '../../test/test-app';
import { mailsTo, post, tokenFromMail } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const email = 'toth.gabor@example.hu';
const newPassword = 'Uj-Eros-Jelszo-2026';

describe('forgot password', () => {
  it.each([
    ['', 'Email cím kötelező'],
    ['rossz', 'Érvénytelen email cím formátum'],
  ])('validates %j: %s', async (value, message) => {
    const res = await post(t.app, '/api/account/forgot-password', { email: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('gives the same answer whether or not the account exists, mailing only real accounts', async () => {
    const known = await post(t.app, '/api/account/forgot-password', { email });
    const unknown = await post(t.app, '/api/account/forgot-password', { email: 'nem-letezik@example.hu' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: expect.stringContaining('15 percig érvényes') });
    expect(await mailsTo(t.app, email)).toHaveLength(1);
    expect(await mailsTo(t.app, 'nem-letezik@example.hu')).toHaveLength(0);
  });

  it('issues tokens valid for exactly 15 minutes, stored hashed', async () => {
    const token = await tokenFromMail(t.app, email, '/reset-password');
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(15 * 60 * 1000);
    expect(TOKEN_LIFETIME_MS.password_reset).toBe(900_000);
  });
});

describe('validating and using a reset token', () => {
  it('reports a garbage or missing token as invalid with the spec text', async () => {
    for (const token of ['nem-igazi', '']) {
      const res = await post(t.app, '/api/account/reset-password/validate', { token });
      expect(res.json()).toEqual({ isValid: false, error: 'Érvénytelen vagy hiányzó visszaállítási token' });
    }
  });

  it('reports a live token as valid with its e-mail', async () => {
    const token = await tokenFromMail(t.app, email, '/reset-password');
    const res = await post(t.app, '/api/account/reset-password/validate', { token });
    expect(res.json()).toEqual({ isValid: true, email, firstPassword: false });
  });

  it.each([
    [{ password: '' }, 'password', 'Jelszó megadása kötelező'],
    [{ password: 'gyengejelszo', confirmPassword: 'gyengejelszo' }, 'password', 'A jelszó nem elég erős. Használj hosszabb jelszót kis- és nagybetűkkel, számokkal és szimbólumokkal.'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Jelszó megerősítése kötelező'],
    [{ confirmPassword: 'Masik-Jelszo-2026' }, 'confirmPassword', 'A jelszavak nem egyeznek'],
  ])('refuses %j: %s', async (override, field, message) => {
    const token = await tokenFromMail(t.app, email, '/reset-password');
    const res = await post(t.app, '/api/account/reset-password', { token, password: newPassword, confirmPassword: newPassword, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    // The token was not used up by the refused attempt.
    expect((await post(t.app, '/api/account/reset-password/validate', { token })).json().isValid).toBe(true);
  });

  it('refuses a "weak" password (score 2) without using the token', async () => {
    const token = await tokenFromMail(t.app, email, '/reset-password');
    const weak = await post(t.app, '/api/account/reset-password', { token, password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect((await post(t.app, '/api/account/reset-password/validate', { token })).json().isValid).toBe(true);
  });

  it('resets once: new password works, old one and old sessions do not, the link is spent', async () => {
    const oldSession = await signIn(t.app, email);
    const token = await tokenFromMail(t.app, email, '/reset-password');
    const res = await post(t.app, '/api/account/reset-password', { token, password: newPassword, confirmPassword: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'A jelszavad megváltozott. Most már bejelentkezhetsz az új jelszóval.' });

    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/sign-in/email', { email, password: newPassword })).statusCode).toBe(200);

    const again = await post(t.app, '/api/account/reset-password', { token, password: 'Harmadik-Jelszo-2026', confirmPassword: 'Harmadik-Jelszo-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: 'Érvénytelen vagy hiányzó visszaállítási token' });
    expect((await post(t.app, '/api/account/reset-password/validate', { token })).json().isValid).toBe(false);

    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.email, email))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.password_reset.requested', 'auth.password_reset.completed']));
    expect((await mailsTo(t.app, email))[0]!.subject).toContain('A jelszavad megváltozott');
  });

  it('refuses a token older than 15 minutes', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'szabo.anna@example.hu'));
    const token = await issueToken(t.database.db, user!.id, 'password_reset', new Date(Date.now() - 15 * 60 * 1000 - 1000));
    expect((await post(t.app, '/api/account/reset-password/validate', { token })).json().isValid).toBe(false);
    const res = await post(t.app, '/api/account/reset-password', { token, password: newPassword, confirmPassword: newPassword });
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('a newer reset link replaces the older one', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'szabo.anna@example.hu'));
    const first = await issueToken(t.database.db, user!.id, 'password_reset');
    const second = await issueToken(t.database.db, user!.id, 'password_reset');
    expect((await post(t.app, '/api/account/reset-password/validate', { token: first })).json().isValid).toBe(false);
    expect((await post(t.app, '/api/account/reset-password/validate', { token: second })).json().isValid).toBe(true);
  });

  it('throttles reset requests per IP with a Hungarian message', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      expect((await post(t.app, '/api/account/forgot-password', { email: `x${i}@example.hu` }, { remoteAddress })).statusCode).toBe(200);
    }
    const res = await post(t.app, '/api/account/forgot-password', { email: 'x@example.hu' }, { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: 'Túl sok kérés érkezett erről a hálózatról. Kérlek, próbáld újra 15 perc múlva.' });
  });
});

describe('changing the own password', () => {
  const anna = 'szabo.anna@example.hu';

  it('needs the right current password and a strong, matching new one', async () => {
    const cookie = await signIn(t.app, anna);
    const wrong = await post(t.app, '/api/account/password', { currentPassword: 'rossz', password: newPassword, confirmPassword: newPassword }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', message: 'A jelenlegi jelszó nem megfelelő.' });
    const weak = await post(t.app, '/api/account/password', { currentPassword: DEMO_PASSWORD, password: 'abc', confirmPassword: 'abc' }, { cookie });
    expect(weak.json().fields.password).toContain('nem elég erős');
    const anonymous = await post(t.app, '/api/account/password', { currentPassword: DEMO_PASSWORD, password: newPassword, confirmPassword: newPassword });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes it and ends the other sessions only', async () => {
    const other = await signIn(t.app, anna);
    const cookie = await signIn(t.app, anna);
    const res = await post(t.app, '/api/account/password', { currentPassword: DEMO_PASSWORD, password: newPassword, confirmPassword: newPassword }, { cookie });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } })).statusCode).toBe(401);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, anna));
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user!.id))),
    ).toHaveLength(1);
  });
});

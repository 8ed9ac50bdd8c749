// Issue 11, finding 5: registration without a rate limit, an unthrottled current-password check,
// a sign-in lock-out that parallel requests raced past, and /api/auth/update-user skipping the
// profile rules.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { DEFAULT_THROTTLE_LIMITS } from '../../auth/throttle';
import { buildTestApp, createTenantWithMember, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { mailsTo, post } from './account-test-helpers';

const LIMIT = DEFAULT_THROTTLE_LIMITS.perAccount;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { REGISTRATION_MAX_PER_IP: '3' } });
});
afterAll(() => t.close());

const registration = (email: string) => ({
  email,
  password: 'Ugyved-Jelszo-2026',
  confirmPassword: 'Ugyved-Jelszo-2026',
  userType: 'lawyer',
  fullName: 'Dr. Próba Ügyvéd',
  firmName: 'Próba Ügyvédi Iroda',
  specialties: ['corporate'],
  preferredContactMethod: 'email',
  acceptTerms: true,
  acceptPrivacy: true,
  marketingConsent: false,
  newsletterConsent: false,
});

describe('registration rate limit', () => {
  it('refuses a client address after REGISTRATION_MAX_PER_IP registrations an hour, before any work', async () => {
    for (let i = 0; i < 3; i++) expect((await post(t.app, '/api/account/register', registration(`sok.${i}@example.hu`), { remoteAddress: '10.60.0.1' })).statusCode).toBe(201);
    const blocked = await post(t.app, '/api/account/register', registration('sok.3@example.hu'), { remoteAddress: '10.60.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: 'Túl sok kérés érkezett erről a hálózatról. Kérlek, próbáld újra 60 perc múlva.' });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'sok.3@example.hu'))).toHaveLength(0);
    expect((await post(t.app, '/api/account/register', registration('sok.3@example.hu'), { remoteAddress: '10.60.0.2' })).statusCode).toBe(201);
  });

  it('mails the owner of an existing address once an hour however often it is registered', async () => {
    for (const ip of ['10.61.0.1', '10.61.0.2', '10.61.0.3']) expect((await post(t.app, '/api/account/register', registration('toth.gabor@example.hu'), { remoteAddress: ip })).statusCode).toBe(201);
    const notices = (await mailsTo(t.app, 'toth.gabor@example.hu')).filter((m) => m.textBody.includes('/forgot-password'));
    expect(notices).toHaveLength(1);
  });
});

describe('the current-password check of password change', () => {
  it(`is throttled after ${LIMIT} wrong passwords, also for the right one`, async () => {
    const { email } = await createTenantWithMember(t.database, 'lawyer');
    const cookie = await signIn(t.app, email);
    const change = (currentPassword: string) => post(t.app, '/api/account/password', { currentPassword, password: 'Uj-Eros-Jelszo-2026!', confirmPassword: 'Uj-Eros-Jelszo-2026!' }, { cookie });
    for (let i = 0; i < LIMIT; i++) expect((await change(`rossz-${i}`)).statusCode).toBe(400);
    const right = await change(DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'RATE_LIMITED', message: 'Túl sok hibás jelszó. Kérlek, próbáld újra 15 perc múlva.' });
  });

  it(`checks at most ${LIMIT} of 10 parallel wrong passwords`, async () => {
    const { email } = await createTenantWithMember(t.database, 'lawyer');
    const cookie = await signIn(t.app, email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(t.app, '/api/account/password', { currentPassword: `rossz-${i}`, password: 'Uj-Eros-Jelszo-2026!', confirmPassword: 'Uj-Eros-Jelszo-2026!' }, { cookie })),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10 - LIMIT);
  });
});

describe('sign-in lock-out under parallel requests', () => {
  it(`checks only ${LIMIT} of 10 parallel wrong passwords against the limit of ${LIMIT}`, async () => {
    const { email } = await createTenantWithMember(t.database, 'lawyer');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(t.app, '/api/auth/sign-in/email', { email, password: `rossz-${i}` }, { remoteAddress: `10.62.0.${i}` })));
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10 - LIMIT);
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.email, email), eq(auditLog.action, 'auth.sign_in.failure')));
    expect(failures).toHaveLength(LIMIT);
    expect((await post(t.app, '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD }, { remoteAddress: '10.62.1.1' })).statusCode).toBe(429);
  });

  it('records one audit row per attempt: a success is a success, not a failure', async () => {
    const { email } = await createTenantWithMember(t.database, 'lawyer');
    expect((await post(t.app, '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD }, { remoteAddress: '10.63.0.1' })).statusCode).toBe(200);
    const rows = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.email, email));
    expect(rows.map((r) => r.action)).toEqual(['auth.sign_in.success']);
  });
});

describe('/api/auth/update-user', () => {
  it('is closed: profile changes go through PATCH /api/profile and its rules', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    for (const payload of [{ name: '' }, { name: 'x'.repeat(5000) }, { image: 'javascript:alert(1)' }]) {
      const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/auth/update-user', headers: { origin: TEST_ORIGIN }, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(404);
    }
    const [user] = await t.database.db.select({ name: users.name, image: users.image }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
    expect(user!.name.length).toBeGreaterThan(1);
    expect(user!.image ?? '').not.toContain('javascript:');
    const viaProfile = await injectAs(t.app, cookie, { method: 'PATCH', url: '/api/profile', payload: { name: '' } });
    expect(viaProfile.statusCode).toBe(400);
    expect((await injectAs(t.app, cookie, { method: 'PATCH', url: '/api/profile', payload: { name: 'Dr. Ügyvéd Új' } })).statusCode).toBe(200);
  });
});

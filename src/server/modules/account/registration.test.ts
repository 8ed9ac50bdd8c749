import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { auditLog, authTokens, invitations, joinRequests, members, tenantModules, tenants, userProfiles, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { hashToken } from '../../auth/one-time-tokens';
import { buildTestApp, cookieHeader, type TestApp } from '../../test/test-app';
import { mailsTo, post, tokenFromMail } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const lawyer = {
  email: 'uj.ugyved@example.hu',
  password: 'Ugyved-Jelszo-2026',
  confirmPassword: 'Ugyved-Jelszo-2026',
  userType: 'lawyer',
  fullName: 'Dr. Új Ügyvéd',
  barMembershipId: 'BP-12345',
  firmName: 'Új és Társa Ügyvédi Iroda',
  firmAddress: '1051 Budapest, Fő utca 1.',
  phoneNumber: '+36 30 111 2222',
  specialties: ['real_estate', 'corporate'],
  firmSize: '2-5',
  preferredContactMethod: 'email',
  acceptTerms: true,
  acceptPrivacy: true,
  marketingConsent: false,
  newsletterConsent: true,
};

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('POST /api/account/register validation (spec 5)', () => {
  it.each([
    [{ email: '' }, 'email', 'Email cím kötelező'],
    [{ email: 'nem-email' }, 'email', 'Érvénytelen email cím formátum'],
    [{ password: '', confirmPassword: '' }, 'password', 'Jelszó megadása kötelező'],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'password', 'A jelszónak legalább 8 karakter hosszúnak kell lennie'],
    [{ password: 'csakkisbetu1', confirmPassword: 'csakkisbetu1' }, 'password', 'A jelszónak tartalmaznia kell kisbetűt, nagybetűt és számot'],
    [{ password: 'NincsSzam', confirmPassword: 'NincsSzam' }, 'password', 'A jelszónak tartalmaznia kell kisbetűt, nagybetűt és számot'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Jelszó megerősítése kötelező'],
    [{ confirmPassword: 'Masik-Jelszo-2026' }, 'confirmPassword', 'A jelszavak nem egyeznek'],
    [{ userType: 'admin' }, 'userType', 'Válaszd ki a felhasználó típusát'],
    [{ fullName: '' }, 'fullName', 'Teljes név kötelező'],
    [{ fullName: 'A' }, 'fullName', 'A névnek legalább 2 karakter hosszúnak kell lennie'],
    [{ firmName: '' }, 'firmName', 'Az iroda neve kötelező ügyvédek számára'],
    [{ userType: 'customer', companyName: '' }, 'companyName', 'A cégnév kötelező ügyfelek számára'],
    [{ userType: 'customer', companyName: 'Minta Kft.', hasExistingLawyer: true, lawyerEmailOrCode: '' }, 'lawyerEmailOrCode', 'Add meg az ügyvéded emailcímét vagy a meghívókódot'],
    [{ phoneNumber: 'hívj fel' }, 'phoneNumber', 'Érvénytelen telefonszám'],
    [{ acceptTerms: false }, 'acceptTerms', 'Az általános szerződési feltételek elfogadása kötelező'],
    [{ acceptPrivacy: false }, 'acceptPrivacy', 'Az adatvédelmi tájékoztató elfogadása kötelező'],
  ])('%j -> %s: %s', async (override, field, message) => {
    const before = await userCount();
    const res = await post(t.app, '/api/account/register', { ...lawyer, email: `v-${randomUUID()}@example.hu`, ...override });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('ends with "elfogadása kötelező" for both consents (spec 5)', async () => {
    const res = await post(t.app, '/api/account/register', { ...lawyer, acceptTerms: false, acceptPrivacy: false });
    const { fields } = res.json();
    expect(fields.acceptTerms).toMatch(/elfogadása kötelező$/);
    expect(fields.acceptPrivacy).toMatch(/elfogadása kötelező$/);
  });
});

describe('registering a lawyer', () => {
  it('creates an unverified user with profile, the firm as a tenant they own, and mails a verification link', async () => {
    const res = await post(t.app, '/api/account/register', lawyer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, email: lawyer.email, message: expect.stringContaining('Sikeres regisztráció') });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, lawyer.email));
    expect(user).toMatchObject({ name: 'Dr. Új Ügyvéd', emailVerified: false });
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profile).toMatchObject({ userType: 'lawyer', barMembershipId: 'BP-12345', firmSize: '2-5', specialties: ['real_estate', 'corporate'], newsletterConsent: true, marketingConsent: false });
    expect(profile!.termsAcceptedAt).toBeInstanceOf(Date);
    const [membership] = await t.database.db
      .select({ role: members.role, name: tenants.name, tenantId: tenants.id })
      .from(members)
      .innerJoin(tenants, eq(tenants.id, members.organizationId))
      .where(eq(members.userId, user!.id));
    expect(membership).toEqual({ role: 'tenant,lawyer', name: 'Új és Társa Ügyvédi Iroda', tenantId: expect.any(String) });
    // A new firm starts with contacts, installed by its founder (decision 0090).
    const modules = await t.database.db.select({ key: tenantModules.moduleKey, status: tenantModules.status, by: tenantModules.installedBy }).from(tenantModules).where(eq(tenantModules.tenantId, membership!.tenantId));
    expect(modules).toEqual([{ key: 'contacts', status: 'installed', by: user!.id }]);

    const mails = await mailsTo(t.app, lawyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Erősítsd meg az emailcímed');
    expect(mails[0]!.textBody).not.toContain(lawyer.password);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.register'), eq(auditLog.email, lawyer.email)));
    expect(audit?.actorUserId).toBe(user!.id);
  });

  it('refuses sign-in until the e-mail is verified', async () => {
    const res = await post(t.app, '/api/auth/sign-in/email', { email: lawyer.email, password: lawyer.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers a second registration with the same e-mail identically, creating nothing and notifying the owner', async () => {
    const before = await userCount();
    const res = await post(t.app, '/api/account/register', { ...lawyer, fullName: 'Valaki Más', firmName: 'Másik Iroda' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, email: lawyer.email, message: expect.stringContaining('Sikeres regisztráció') });
    expect(await userCount()).toBe(before);
    const mails = await mailsTo(t.app, lawyer.email);
    expect(mails[0]!.subject).toContain('Regisztrációs kísérlet');
  });
});

describe('e-mail verification', () => {
  it('needs a token', async () => {
    const res = await post(t.app, '/api/account/verify-email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Hiányzó vagy érvénytelen megerősítő token.');
  });

  it('stores only the hash of the token', async () => {
    const token = await tokenFromMail(t.app, lawyer.email, '/verify-email');
    const rows = await t.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('verifies once, then the link is spent; sign-in then works', async () => {
    const token = await tokenFromMail(t.app, lawyer.email, '/verify-email');
    const ok = await post(t.app, '/api/account/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Az emailcímed sikeresen megerősítve.', email: lawyer.email });

    const again = await post(t.app, '/api/account/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_TOKEN_INVALID', message: expect.stringContaining('érvénytelen vagy lejárt') });

    const signIn = await post(t.app, '/api/auth/sign-in/email', { email: lawyer.email, password: lawyer.password });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(signIn) } });
    expect(me.json().memberships[0]).toMatchObject({ tenantName: 'Új és Társa Ügyvédi Iroda', roles: ['tenant', 'lawyer'] });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.email, lawyer.email))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.verification.success', 'auth.sign_in.success', 'auth.sign_in.unverified']));
  });

  it('rejects an expired verification token', async () => {
    const email = 'lejart@example.hu';
    await post(t.app, '/api/account/register', { ...lawyer, email, firmName: 'Lejárt Iroda' });
    const token = await tokenFromMail(t.app, email, '/verify-email');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const res = await post(t.app, '/api/account/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VERIFICATION_TOKEN_INVALID');
  });
});

describe('resending the verification e-mail', () => {
  it('needs an e-mail address', async () => {
    const res = await post(t.app, '/api/account/resend-verification', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email cím szükséges az újraküldéshez.');
  });

  it('answers known and unknown addresses alike, with a cooldown and canResendAt', async () => {
    const email = 'ujrakuldes@example.hu';
    await t.database.db.insert(users).values({ id: randomUUID(), name: 'Újra Küldés', email, emailVerified: false });
    const known = await post(t.app, '/api/account/resend-verification', { email });
    const unknown = await post(t.app, '/api/account/resend-verification', { email: 'senki-sincs@example.hu' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Ha a fiók létezik és még nincs megerősítve, új megerősítő emailt küldtünk.' });
      const wait = new Date(res.json().canResendAt).getTime() - Date.now();
      expect(wait).toBeGreaterThan(55_000);
      expect(wait).toBeLessThanOrEqual(60_000);
    }
    expect(await mailsTo(t.app, email)).toHaveLength(1);
    expect(await mailsTo(t.app, 'senki-sincs@example.hu')).toHaveLength(0);

    const tooSoon = await post(t.app, '/api/account/resend-verification', { email });
    expect(tooSoon.json()).toMatchObject({ success: false, message: 'Kérlek, várj egy kicsit az újabb küldés előtt.' });
    expect(await mailsTo(t.app, email)).toHaveLength(1);
  });
});

describe('registering a customer of an existing lawyer', () => {
  const customer = { ...lawyer, userType: 'customer', firmName: '', companyName: 'Ügyfél Kft.', hasExistingLawyer: true };

  it("asks the lawyer's firm to accept them: no membership, one pending join request of that firm (decision 0070)", async () => {
    const email = 'ugyfel.uj@example.hu';
    const res = await post(t.app, '/api/account/register', { ...customer, email, lawyerEmailOrCode: 'UGYVED@kovacs-ugyved.hu' });
    expect(res.statusCode).toBe(201);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(members).where(eq(members.userId, user!.id))).toEqual([]);
    const requests = await t.database.db.select().from(joinRequests).where(eq(joinRequests.userId, user!.id));
    expect(requests).toEqual([expect.objectContaining({ tenantId: await demoTenantId(t.database.db), status: 'pending', requestedWith: 'ugyved@kovacs-ugyved.hu', requesterEmail: email })]);
  });

  it('joins by an invitation code issued to their e-mail, and accepts the invitation', async () => {
    const tenantId = (await demoTenantId(t.database.db))!;
    const [inviter] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'iroda@kovacs-ugyved.hu'));
    const code = randomUUID();
    const email = 'meghivott@example.hu';
    await t.database.db.insert(invitations).values({ id: code, organizationId: tenantId, email, role: 'customer', expiresAt: new Date(Date.now() + 86_400_000), inviterId: inviter!.id });
    const res = await post(t.app, '/api/account/register', { ...customer, email, lawyerEmailOrCode: code });
    expect(res.statusCode).toBe(201);
    const [inv] = await t.database.db.select({ status: invitations.status }).from(invitations).where(eq(invitations.id, code));
    expect(inv!.status).toBe('accepted');
  });

  it("answers an unknown address, a customer's e-mail or an unknown code exactly like a lawyer's e-mail (no lawyer enumeration)", async () => {
    const answer = async (value: string) => {
      const res = await post(t.app, '/api/account/register', { ...customer, email: `x-${randomUUID()}@example.hu`, lawyerEmailOrCode: value });
      return { status: res.statusCode, body: { ...res.json(), email: undefined } };
    };
    const lawyers = await answer('ugyved@kovacs-ugyved.hu');
    expect(lawyers.status).toBe(201);
    for (const value of ['nincs.ilyen@example.hu', 'szabo.anna@example.hu', 'ismeretlen-kod']) expect(await answer(value)).toEqual(lawyers);
  });
});

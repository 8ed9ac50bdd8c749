// Versioned acceptance of the ÁSZF and the privacy notice (issue 12 point 2, decision 0081):
// registration and the demo seed store the versions in force; an older or missing acceptance is
// reported as pending until the user accepts the current text; stale ids are refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLegalVersions } from '@shared/legal/legal';
import { auditLog, legalAcceptances, users } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../../test/test-app';

const TERMS = currentLegalVersions.terms.version;
const PRIVACY = currentLegalVersions.privacy.version;

let t: TestApp;
beforeAll(async () => {
  // An installation that configured no operator details (the tests' default configures the pro-forma payee).
  t = await buildTestApp({ env: { LEGAL_OPERATOR_NAME: '', LEGAL_OPERATOR_TAX_NUMBER: '', LEGAL_OPERATOR_BANK: '', LEGAL_OPERATOR_BANK_ACCOUNT: '' } });
});
afterAll(() => t.close());

function post(app: TestApp['app'], url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN } });
}

async function userIdOf(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function acceptancesOf(userId: string) {
  return t.database.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, userId)).orderBy(legalAcceptances.acceptedAt);
}

describe('GET /api/legal/documents', () => {
  it('is public and names the versions in force; unset operator details are null (shown as "[kitöltendő]")', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/documents' });
    expect(res.statusCode).toBe(200);
    expect(res.json().current).toEqual(currentLegalVersions);
    expect(res.json().operator).toEqual({ name: null, address: null, registrationNumber: null, taxNumber: null, email: null, phone: null, privacyEmail: null, hostingProvider: null });
  });

  it('prints the operator details of the configuration; the privacy contact falls back to the operator e-mail', async () => {
    const configured = await buildTestApp({ seed: false, env: { LEGAL_OPERATOR_NAME: 'Példa Szoftver Kft.', LEGAL_OPERATOR_EMAIL: 'info@pelda.hu', LEGAL_HOSTING_PROVIDER: ' ' } });
    try {
      const { operator } = (await configured.app.inject({ method: 'GET', url: '/api/legal/documents' })).json();
      expect(operator).toMatchObject({ name: 'Példa Szoftver Kft.', email: 'info@pelda.hu', privacyEmail: 'info@pelda.hu', hostingProvider: null });
    } finally {
      await configured.close();
    }
  });
});

describe('the operator on the legal pages and the pro-formas is one company (decision 0430)', () => {
  it("prints the platform admin's stored name, seat and tax number over the configuration", async () => {
    const configured = await buildTestApp({ env: { LEGAL_OPERATOR_NAME: 'Régi Név Kft.', LEGAL_OPERATOR_EMAIL: 'info@pelda.hu' } });
    try {
      const admin = await signIn(configured.app, 'admin@virtualis-iroda.hu');
      const details = { name: 'Virtuális Iroda Szolgáltató Kft.', address: '1052 Budapest, Váci utca 12.', taxNumber: '12345676-2-41', bank: 'OTP Bank Nyrt.', bankAccount: '11773016-11111018' };
      const saved = await injectAs(configured.app, admin, { method: 'PUT', url: '/api/platform/billing/operator', payload: details });
      expect(saved.statusCode, saved.body).toBe(200);
      const { operator } = (await configured.app.inject({ method: 'GET', url: '/api/legal/documents' })).json();
      expect(operator).toMatchObject({ name: details.name, address: details.address, taxNumber: details.taxNumber, email: 'info@pelda.hu' });
    } finally {
      await configured.close();
    }
  });
});

describe('acceptance stored with the account', () => {
  it('registration stores the versions in force with the time of registration', async () => {
    const email = 'aszf.regisztracio@example.hu';
    const before = Date.now();
    const res = await post(t.app, '/api/account/register', {
      email,
      password: 'Ugyfel-Jelszo-2026',
      confirmPassword: 'Ugyfel-Jelszo-2026',
      userType: 'customer',
      fullName: 'Kiss Aszf',
      companyName: 'Minta Kft.',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(res.statusCode).toBe(201);
    const rows = await acceptancesOf(await userIdOf(email));
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ['privacy', PRIVACY],
      ['terms', TERMS],
    ]);
    for (const row of rows) expect(row.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('the demo accounts have accepted the current versions: nothing is pending', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/legal/acceptance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current: currentLegalVersions, accepted: { terms: { version: TERMS }, privacy: { version: PRIVACY } }, pending: [] });
  });

  it('is 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/acceptance' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/legal/acceptance', { terms: TERMS })).statusCode).toBe(401);
  });
});

describe('a new version asks for acceptance again', () => {
  it('an older accepted terms version is pending; a stale or unknown id is refused and changes nothing; the current one is recorded, audited and kept beside the old', async () => {
    const email = 'iroda@kovacs-ugyved.hu';
    const userId = await userIdOf(email);
    await t.database.db
      .update(legalAcceptances)
      .set({ version: 'aszf-2025-01-01', acceptedAt: new Date('2025-01-01T10:00:00Z') })
      .where(and(eq(legalAcceptances.userId, userId), eq(legalAcceptances.document, 'terms')));
    const cookie = await signIn(t.app, email);

    const status = (await injectAs(t.app, cookie, { url: '/api/legal/acceptance' })).json();
    expect(status.pending).toEqual(['terms']);
    expect(status.accepted.terms).toEqual({ version: 'aszf-2025-01-01', acceptedAt: '2025-01-01T10:00:00.000Z' });

    for (const terms of ['aszf-2025-01-01', 'nincs-ilyen']) {
      const refused = await injectAs(t.app, cookie, { method: 'POST', url: '/api/legal/acceptance', payload: { terms } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('LEGAL_VERSION_NOT_CURRENT');
    }
    const mixed = await injectAs(t.app, cookie, { method: 'POST', url: '/api/legal/acceptance', payload: { terms: TERMS, privacy: 'adatkezeles-2025-01-01' } });
    expect(mixed.json().code).toBe('LEGAL_VERSION_NOT_CURRENT');
    expect((await acceptancesOf(userId)).map((r) => r.version).sort()).toEqual(['adatkezeles-2026-11-25', 'aszf-2025-01-01'].sort());

    const accepted = await injectAs(t.app, cookie, { method: 'POST', url: '/api/legal/acceptance', payload: { terms: TERMS } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().pending).toEqual([]);
    expect(accepted.json().accepted.terms.version).toBe(TERMS);
    expect((await acceptancesOf(userId)).filter((r) => r.document === 'terms').map((r) => r.version)).toEqual(['aszf-2025-01-01', TERMS]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'legal.accepted'), eq(auditLog.actorUserId, userId)));
    expect(audit?.metadata).toEqual({ terms: TERMS });
  });

  it('an account that never accepted (made by an invitation or the admin) has both documents pending', async () => {
    const other = await createTenantWithMember(t.database, 'lawyer');
    const cookie = await signIn(t.app, other.email);
    expect((await injectAs(t.app, cookie, { url: '/api/legal/acceptance' })).json()).toMatchObject({ accepted: { terms: null, privacy: null }, pending: ['terms', 'privacy'] });
    const both = await injectAs(t.app, cookie, { method: 'POST', url: '/api/legal/acceptance', payload: { terms: TERMS, privacy: PRIVACY } });
    expect(both.json().pending).toEqual([]);
  });

  it.each([{}, { terms: '' }, { terms: TERMS, extra: 'x' }, { terms: 42 }])('rejects the body %j with 400 VALIDATION_ERROR', async (payload) => {
    const cookie = await signIn(t.app, 'toth.gabor@example.hu');
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/legal/acceptance', payload, headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

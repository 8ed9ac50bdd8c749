// A customer's wish to join a firm is a pending join request until the firm decides (issue 11
// finding 1, issue 12 point 3); customers never spend the firm's quota or credits.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditAccounts, invitations, joinRequests, members, notifications, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { mailsTo, post, tokenFromMail } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Ugyfel-Jelszo-2026';
const customerForm = {
  password: PASSWORD,
  confirmPassword: PASSWORD,
  userType: 'customer',
  fullName: 'Kérelmező Klára',
  companyName: 'Kérelmező Kft.',
  acceptTerms: true,
  acceptPrivacy: true,
};

/** Registers a customer and verifies the e-mail through the mailed link, so that they can sign in. */
async function registerCustomer(extra: Record<string, unknown> = {}, email = `kerelmezo-${randomUUID()}@example.hu`) {
  const res = await post(t.app, '/api/account/register', { ...customerForm, email, ...extra });
  expect(res.statusCode).toBe(201);
  const verified = await post(t.app, '/api/account/verify-email', { token: await tokenFromMail(t.app, email, '/verify-email') });
  expect(verified.statusCode).toBe(200);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, userId: user!.id, body: res.json() };
}

describe('self-joining a firm (issue 11 finding 1)', () => {
  it("gives no membership for a lawyer's e-mail at registration, and the firm's credits and quota stay untouched", async () => {
    const tenantId = (await demoTenantId(t.database.db))!;
    await t.database.db
      .insert(creditAccounts)
      .values({ tenantId, balance: 10 })
      .onConflictDoUpdate({ target: creditAccounts.tenantId, set: { balance: 10 } });
    const balance = async () => (await t.database.db.select({ b: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.tenantId, tenantId)))[0]!.b;

    const { userId, email } = await registerCustomer({ hasExistingLawyer: true, lawyerEmailOrCode: 'ugyved@kovacs-ugyved.hu' });
    expect(await t.database.db.select().from(members).where(eq(members.userId, userId))).toEqual([]);

    const cookie = await signIn(t.app, email, PASSWORD);
    for (let i = 0; i < 3; i++) {
      const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/usage/consume', payload: { action: 'automation_run', payWithCredits: true } });
      expect(res.statusCode).toBe(403);
    }
    expect(await balance()).toBe(10);
  });
});

const FIRM_ADMIN = 'iroda@kovacs-ugyved.hu';
const submit = (cookie: string, lawyerEmailOrCode: unknown) => injectAs(t.app, cookie, { method: 'POST', url: '/api/join-requests', payload: { lawyerEmailOrCode } });
/** A pending invitation of the demo firm to `email` (the firm's direct way in); returns its code. */
async function inviteToDemoFirm(email: string) {
  const tenantId = (await demoTenantId(t.database.db))!;
  const [inviter] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, FIRM_ADMIN));
  const code = randomUUID();
  await t.database.db.insert(invitations).values({ id: code, organizationId: tenantId, email, role: 'customer', expiresAt: new Date(Date.now() + 86_400_000), inviterId: inviter!.id });
  return code;
}
const mine = async (cookie: string) => (await injectAs(t.app, cookie, { url: '/api/join-requests/mine' })).json();

describe('the firm decides (list, accept, decline)', () => {
  it('tells the firm only once the registrant has verified the e-mail (no mails on the strength of an unverified address)', async () => {
    const email = `ellenorizetlen-${randomUUID()}@example.hu`;
    expect((await post(t.app, '/api/account/register', { ...customerForm, email, hasExistingLawyer: true, lawyerEmailOrCode: 'ugyved@kovacs-ugyved.hu' })).statusCode).toBe(201);
    const toldFirm = async () => (await mailsTo(t.app, FIRM_ADMIN)).some((m) => m.textBody.includes(email));
    expect(await toldFirm()).toBe(false);
    expect((await post(t.app, '/api/account/verify-email', { token: await tokenFromMail(t.app, email, '/verify-email') })).statusCode).toBe(200);
    expect(await toldFirm()).toBe(true);
  });

  it('lists the pending request only to who may manage members, tells the deciders, and accepting makes a customer member who is told', async () => {
    const { email, userId } = await registerCustomer({ hasExistingLawyer: true, lawyerEmailOrCode: 'ugyved@kovacs-ugyved.hu' });
    const admin = await signIn(t.app, FIRM_ADMIN);
    const list = await injectAs(t.app, admin, { url: '/api/company/join-requests' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const request = list.json().items.find((i: { email: string }) => i.email === email);
    expect(request).toMatchObject({ name: 'Kérelmező Klára', company: 'Kérelmező Kft.', requestedWith: 'ugyved@kovacs-ugyved.hu' });
    for (const who of ['ugyved@kovacs-ugyved.hu', 'szabo.anna@example.hu']) {
      expect((await injectAs(t.app, await signIn(t.app, who), { url: '/api/company/join-requests' })).statusCode).toBe(403);
      expect((await injectAs(t.app, await signIn(t.app, who), { method: 'POST', url: `/api/company/join-requests/${request.id}/accept` })).statusCode).toBe(403);
    }
    expect((await mailsTo(t.app, FIRM_ADMIN)).some((m) => m.subject.startsWith('Új csatlakozási kérelem') && m.textBody.includes(email))).toBe(true);
    const [adminUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, FIRM_ADMIN));
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminUser!.id), eq(notifications.kind, 'company.join_request')));
    expect(bell.some((n) => n.body.includes('Kérelmező Klára') && n.link === '/app/settings')).toBe(true);
    // A lawyer who may not manage members gets no mail about it.
    expect((await mailsTo(t.app, 'ugyved@kovacs-ugyved.hu')).some((m) => m.textBody.includes(email))).toBe(false);

    const requester = await signIn(t.app, email, PASSWORD);
    expect((await mine(requester)).items).toEqual([expect.objectContaining({ id: request.id, status: 'pending', tenantName: null })]);
    expect((await injectAs(t.app, requester, { url: '/api/company' })).statusCode).toBe(403);

    const accepted = await injectAs(t.app, admin, { method: 'POST', url: `/api/company/join-requests/${request.id}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ id: request.id, status: 'accepted' });
    expect(await t.database.db.select({ role: members.role }).from(members).where(eq(members.userId, userId))).toEqual([{ role: 'customer' }]);
    expect((await mine(requester)).items[0]).toMatchObject({ status: 'accepted', tenantName: 'Kovács és Társai Ügyvédi Iroda' });
    expect((await injectAs(t.app, requester, { url: '/api/company' })).statusCode).toBe(200);
    expect((await mailsTo(t.app, email)).some((m) => m.subject.startsWith('Elfogadták a csatlakozási kérelmedet') && m.textBody.includes('Kovács és Társai'))).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, request.id));
    expect(audit.map((a) => a.action)).toContain('company.join_request.accept');

    const again = await injectAs(t.app, admin, { method: 'POST', url: `/api/company/join-requests/${request.id}/decline` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REQUEST_NOT_PENDING');
  });

  it('declining leaves no membership and tells the requester without naming the firm', async () => {
    const { email, userId } = await registerCustomer({ hasExistingLawyer: true, lawyerEmailOrCode: 'kovacs-es-tarsai' });
    const admin = await signIn(t.app, FIRM_ADMIN);
    const request = (await injectAs(t.app, admin, { url: '/api/company/join-requests' })).json().items.find((i: { email: string }) => i.email === email);
    expect(request.requestedWith).toBe('kovacs-es-tarsai');
    expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/company/join-requests/${request.id}/decline` })).json().status).toBe('declined');
    expect(await t.database.db.select().from(members).where(eq(members.userId, userId))).toEqual([]);
    const [mail] = (await mailsTo(t.app, email)).filter((m) => m.subject.startsWith('A csatlakozási kérelmedet nem fogadták el'));
    expect(mail?.textBody).toContain('kovacs-es-tarsai');
    expect(mail?.textBody).not.toContain('Kovács és Társai');
    expect((await mine(await signIn(t.app, email, PASSWORD))).items[0]).toMatchObject({ status: 'declined', tenantName: null });
  });

  it("keeps firms apart: another firm's admin neither sees nor decides the request, even under its own RLS", async () => {
    const { email } = await registerCustomer({ hasExistingLawyer: true, lawyerEmailOrCode: 'ugyved@kovacs-ugyved.hu' });
    const [row] = await t.database.db.select().from(joinRequests).where(eq(joinRequests.requesterEmail, email));
    const other = await createTenantWithMember(t.database, 'tenant,lawyer');
    const otherAdmin = await signIn(t.app, other.email);
    expect((await injectAs(t.app, otherAdmin, { url: '/api/company/join-requests' })).json().items).toEqual([]);
    for (const verb of ['accept', 'decline']) {
      const res = await injectAs(t.app, otherAdmin, { method: 'POST', url: `/api/company/join-requests/${row!.id}/${verb}` });
      expect(res.statusCode).toBe(404);
    }
    expect(await withTenant(t.database.db, other.tenantId, (tx) => tx.select().from(joinRequests))).toEqual([]);
    await expect(
      withTenant(t.database.db, other.tenantId, (tx) => tx.insert(joinRequests).values({ tenantId: row!.tenantId, userId: row!.userId, requestedWith: 'x', requesterName: 'x', requesterEmail: 'x' })),
    ).rejects.toThrow();
    const [still] = await t.database.db.select({ status: joinRequests.status }).from(joinRequests).where(eq(joinRequests.id, row!.id));
    expect(still!.status).toBe('pending');
  });
});

describe('a signed-in customer without a firm asks to join (issue 12 point 3)', () => {
  it('answers a lawyer, a firm code, an unknown address and a customer e-mail alike, and lists each as pending without naming a firm', async () => {
    const { email } = await registerCustomer();
    const cookie = await signIn(t.app, email, PASSWORD);
    const values = ['ugyved@kovacs-ugyved.hu', 'KOVACS-ES-TARSAI', 'nincs.ilyen@example.hu', 'szabo.anna@example.hu'];
    const answers: { status: number; body: unknown }[] = [];
    for (const v of values) {
      const res = await submit(cookie, v);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
    expect(answers[0]).toEqual({ status: 202, body: { status: 'pending', message: expect.stringMatching(/^Csatlakozási kérelmedet rögzítettük/) } });
    const list = await mine(cookie);
    expect(list.items.map((i: { requestedWith: string }) => i.requestedWith).sort()).toEqual(values.map((v) => v.toLowerCase()).sort());
    expect(list.items.every((i: { status: string; tenantName: null }) => i.status === 'pending' && i.tenantName === null)).toBe(true);
    // Asking again with the same value is the same request.
    expect((await submit(cookie, 'ugyved@kovacs-ugyved.hu')).statusCode).toBe(202);
    expect((await mine(cookie)).items).toHaveLength(4);
  });

  it('caps pending requests at 5, lets the requester withdraw their own only, and validates the value in Hungarian', async () => {
    const { email } = await registerCustomer();
    const cookie = await signIn(t.app, email, PASSWORD);
    for (let i = 0; i < 5; i++) expect((await submit(cookie, `ugyved${i}@example.hu`)).statusCode).toBe(202);
    const sixth = await submit(cookie, 'hatodik@example.hu');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('JOIN_REQUEST_LIMIT');

    const [first] = (await mine(cookie)).items;
    const stranger = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, stranger, { method: 'POST', url: `/api/join-requests/${first.id}/withdraw` })).statusCode).toBe(404);
    expect((await injectAs(t.app, cookie, { method: 'POST', url: `/api/join-requests/${first.id}/withdraw` })).statusCode).toBe(204);
    expect((await mine(cookie)).items.find((i: { id: string }) => i.id === first.id).status).toBe('withdrawn');
    expect((await submit(cookie, 'hatodik@example.hu')).statusCode).toBe(202);

    for (const bad of ['', '   ', 'x'.repeat(201), 42]) {
      const res = await submit(cookie, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await submit(cookie, '')).json().fields.lawyerEmailOrCode).toBe('Add meg az ügyvéded emailcímét vagy az iroda kódját');
    expect((await t.app.inject({ method: 'POST', url: '/api/join-requests', headers: { origin: 'http://localhost:3000' }, payload: { lawyerEmailOrCode: 'a@b.hu' } })).statusCode).toBe(401);
  });

  it('shows an invitation to their own e-mail and joins at once by accepting it (the firm already consented)', async () => {
    const { email, userId } = await registerCustomer();
    const cookie = await signIn(t.app, email, PASSWORD);
    const code = await inviteToDemoFirm(email);
    expect((await mine(cookie)).invitations).toEqual([{ id: code, tenantName: 'Kovács és Társai Ügyvédi Iroda', expiresAt: expect.any(String) }]);

    const stranger = await signIn(t.app, 'toth.gabor@example.hu');
    expect((await injectAs(t.app, stranger, { method: 'POST', url: `/api/join-requests/invitations/${code}/accept` })).statusCode).toBe(404);
    expect((await injectAs(t.app, cookie, { method: 'POST', url: `/api/join-requests/invitations/${code}/accept` })).statusCode).toBe(204);
    expect(await t.database.db.select({ role: members.role }).from(members).where(eq(members.userId, userId))).toEqual([{ role: 'customer' }]);
    expect((await mine(cookie)).invitations).toEqual([]);
    expect((await injectAs(t.app, cookie, { method: 'POST', url: `/api/join-requests/invitations/${code}/accept` })).statusCode).toBe(404);
  });

  it('joins at once when the typed code is an invitation to their own e-mail', async () => {
    const { email, userId } = await registerCustomer();
    const cookie = await signIn(t.app, email, PASSWORD);
    const code = await inviteToDemoFirm(email);
    const res = await submit(cookie, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('joined');
    expect(await t.database.db.$count(members, eq(members.userId, userId))).toBe(1);
  });
});

describe('the firm invites a customer directly (consent given in advance)', () => {
  it('mails a Hungarian invitation with a code that joins at once at registration; renews instead of doubling; refuses members and non-managers', async () => {
    const admin = await signIn(t.app, FIRM_ADMIN);
    const email = `meghivott-${randomUUID()}@example.hu`;
    const invite = (cookie: string, to: unknown) => injectAs(t.app, cookie, { method: 'POST', url: '/api/company/invitations', payload: { email: to } });
    const res = await invite(admin, email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect((await invite(admin, email)).json().id).toBe(id);
    const mails = (await mailsTo(t.app, email)).filter((m) => m.subject.startsWith('Meghívó ügyfélként'));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.textBody).toContain(`meghívókódot: ${id}`);
    expect(mails[0]!.textBody).toContain('Kovács és Társai Ügyvédi Iroda');
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((a) => a.action)).toContain('company.invitation.create');

    const { userId } = await registerCustomer({ hasExistingLawyer: true, lawyerEmailOrCode: id }, email);
    expect(await t.database.db.select({ role: members.role }).from(members).where(eq(members.userId, userId))).toEqual([{ role: 'customer' }]);

    const again = await invite(admin, email);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_MEMBER');
    expect((await invite(admin, 'nem-email')).statusCode).toBe(400);
    for (const who of ['ugyved@kovacs-ugyved.hu', 'szabo.anna@example.hu']) expect((await invite(await signIn(t.app, who), `x-${randomUUID()}@example.hu`)).statusCode).toBe(403);
  });
});

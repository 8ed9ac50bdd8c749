// Colleague invitations and seats (issue 38.2, decision 0330) through the API on a real database.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox, members, notifications, users } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../../test/test-app';

const PASSWORD = 'Kolléga-Jelszó-2026!';

describe('colleague invitations', () => {
  let t: TestApp;
  let firm: { tenantId: string; userId: string; email: string };
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    admin = await signIn(t.app, firm.email);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, extra: { cookie?: string } = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(extra.cookie ? { cookie: extra.cookie } : {}) } });
  async function mailsTo(email: string) {
    await t.app.mailer.idle();
    return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.createdAt));
  }
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const invite = (email: string, roles = 'lawyer', cookie = admin) => call(cookie, 'POST', '/api/company/colleague-invitations', { name: 'Dr. Kolléga Kata', email, roles });
  const list = async (cookie = admin) => (await call(cookie, 'GET', '/api/company/colleague-invitations')).json();
  async function linkTokenOf(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const match = mail?.textBody.match(/\/accept-invitation\?token=([A-Za-z0-9_%-]+)/);
    if (!match?.[1]) throw new Error(`no invitation link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  }

  it('the firm admin invites a lawyer: a 7-day link by e-mail, listed with its expiry; the invitee sets a first password and is a lawyer of the firm', async () => {
    const email = `kata-${Date.now()}@kolleganak.hu`;
    const res = await invite(email);
    expect(res.statusCode, res.body).toBe(201);
    const expiresAt = Date.parse(res.json().expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Meghívó: Másik Iroda – Virtuális Iroda');
    expect(mail!.textBody).toContain('Másik Felhasználó meghívott a(z) Másik Iroda virtuális irodájába ügyvédként.');
    expect(mail!.textBody).toContain('A meghívó 7 napig érvényes, lejárata:');
    const listed = await list();
    expect(listed.days).toBe(7);
    expect(listed.items).toEqual([expect.objectContaining({ email, name: 'Dr. Kolléga Kata', roles: 'lawyer', expired: false, inviterName: 'Másik Felhasználó' })]);
    expect(listed.seats).toEqual({ used: 1, invited: 1, limit: 3, planName: null });

    const token = await linkTokenOf(email);
    const preview = await post('/api/colleague-invitations/validate', { token });
    expect(preview.json()).toMatchObject({ firmName: 'Másik Iroda', name: 'Dr. Kolléga Kata', email, roles: 'lawyer', accountExists: false });
    // A new account needs a strong password, its confirmation and the terms.
    expect((await post('/api/colleague-invitations/accept', { token, name: 'Dr. Kolléga Kata', password: 'gyenge', confirmPassword: 'gyenge', acceptTerms: true })).statusCode).toBe(400);
    expect((await post('/api/colleague-invitations/accept', { token, name: 'Dr. Kolléga Kata', password: PASSWORD, confirmPassword: PASSWORD })).json().code).toBe('TERMS_REQUIRED');
    const accepted = await post('/api/colleague-invitations/accept', { token, name: 'Dr. Kolléga Kata', password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The first password is not a changed one.
    expect(accepted.json()).toEqual({ success: true, message: 'A fiókod elkészült, a jelszavad beállítva. Most már bejelentkezhetsz.', email, created: true });
    const kata = await signIn(t.app, email, PASSWORD);
    const me = (await call(kata, 'GET', '/api/me')).json();
    expect(me.memberships).toEqual([expect.objectContaining({ tenantId: firm.tenantId, roles: ['lawyer'] })]);
    // The link is used up; the list and the seats follow; the inviter is told.
    expect((await post('/api/colleague-invitations/validate', { token })).json().code).toBe('INVITATION_INVALID');
    expect((await list()).items).toEqual([]);
    expect((await list()).seats).toMatchObject({ used: 2, invited: 0 });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, firm.userId), eq(notifications.kind, 'company.invitation_accepted')));
    expect(notices.map((n) => n.title)).toEqual(['Dr. Kolléga Kata elfogadta a meghívót']);
  });

  it('resending makes a new link (the old one stops working) and a new expiry; revoking ends it', async () => {
    const email = `resend-${Date.now()}@kolleganak.hu`;
    const { id } = (await invite(email, 'tenant,lawyer')).json();
    const first = await linkTokenOf(email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(invitations.id, id));
    const resent = await call(admin, 'POST', `/api/company/colleague-invitations/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const second = await linkTokenOf(email);
    expect(second).not.toBe(first);
    expect((await post('/api/colleague-invitations/validate', { token: first })).json().code).toBe('INVITATION_INVALID');
    expect((await post('/api/colleague-invitations/validate', { token: second })).json()).toMatchObject({ roles: 'tenant,lawyer' });
    expect((await call(admin, 'DELETE', `/api/company/colleague-invitations/${id}`)).statusCode).toBe(200);
    expect((await post('/api/colleague-invitations/validate', { token: second })).json().code).toBe('INVITATION_INVALID');
    expect((await list()).items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('holds the seats against the plan: a full firm cannot invite until an invitation is revoked or a member removed', async () => {
    const small = await createTenantWithMember(t.database, 'tenant,lawyer');
    const owner = await signIn(t.app, small.email);
    const a = await invite(`a-${Date.now()}@kolleganak.hu`, 'lawyer', owner);
    expect((await invite(`b-${Date.now()}@kolleganak.hu`, 'lawyer', owner)).statusCode).toBe(201);
    const full = await invite(`c-${Date.now()}@kolleganak.hu`, 'lawyer', owner);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SEAT_LIMIT_REACHED');
    expect((await list(owner)).seats).toEqual({ used: 1, invited: 2, limit: 3, planName: null });
    // An address with an open invitation is resent, not invited twice.
    expect((await call(owner, 'DELETE', `/api/company/colleague-invitations/${a.json().id}`)).statusCode).toBe(200);
    const again = `b2-${Date.now()}@kolleganak.hu`;
    expect((await invite(again, 'lawyer', owner)).statusCode).toBe(201);
    expect((await invite(again, 'lawyer', owner)).json().code).toBe('INVITATION_PENDING');
    // A lawyer of the firm may see the seats but not invite.
    const lawyerId = (await createTenantWithMember(t.database, 'lawyer')).userId;
    await t.database.db.update(members).set({ organizationId: small.tenantId }).where(eq(members.userId, lawyerId));
    const [lawyerUser] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, lawyerId));
    const lawyer = await signIn(t.app, lawyerUser!.email);
    expect((await call(lawyer, 'GET', '/api/company/colleague-invitations')).statusCode).toBe(200);
    expect((await invite(`d-${Date.now()}@kolleganak.hu`, 'lawyer', lawyer)).statusCode).toBe(403);
    // Removing the lawyer frees a seat; nobody removes themselves or the last firm admin.
    const staff = (await call(owner, 'GET', '/api/company/members')).json().items as { id: string; userId: string }[];
    const ownerMember = staff.find((m) => m.userId === small.userId)!;
    expect((await call(owner, 'DELETE', `/api/company/members/${ownerMember.id}`)).json().code).toBe('CANNOT_CHANGE_SELF');
    const lawyerMember = staff.find((m) => m.userId === lawyerId)!;
    expect((await call(owner, 'DELETE', `/api/company/members/${lawyerMember.id}`)).statusCode).toBe(200);
    expect((await list(owner)).seats).toMatchObject({ used: 1, invited: 2 });
  });

  it('an existing account signs in as the invited address to join; another address is refused', async () => {
    const other = await createTenantWithMember(t.database, 'tenant,lawyer');
    expect((await invite(other.email, 'lawyer')).statusCode).toBe(201);
    const token = await linkTokenOf(other.email);
    expect((await post('/api/colleague-invitations/validate', { token })).json().accountExists).toBe(true);
    expect((await post('/api/colleague-invitations/accept', { token, name: 'Valaki', password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true })).json().code).toBe('INVITATION_SIGN_IN_REQUIRED');
    expect((await post('/api/colleague-invitations/join', { token }, { cookie: admin })).json().code).toBe('INVITATION_EMAIL_MISMATCH');
    const joined = await post('/api/colleague-invitations/join', { token }, { cookie: await signIn(t.app, other.email) });
    expect(joined.json()).toMatchObject({ success: true, created: false });
    const [membership] = await t.database.db
      .select({ role: members.role })
      .from(members)
      .where(and(eq(members.organizationId, firm.tenantId), eq(members.userId, other.userId)));
    expect(membership?.role).toBe('lawyer');
  });

  it('a colleague invitation is not a customer code: registration and the customer list ignore it', async () => {
    const email = `nem-ugyfel-${Date.now()}@kolleganak.hu`;
    const { id } = (await invite(email)).json();
    // The invitee has an account already: the customers' accept route must not make them a customer with it.
    const invitee = await createTenantWithMember(t.database, 'customer', email);
    const cookie = await signIn(t.app, invitee.email);
    expect((await call(cookie, 'GET', '/api/join-requests/mine')).json().invitations).toEqual([]);
    const accept = await call(cookie, 'POST', `/api/join-requests/invitations/${id}/accept`);
    expect(accept.statusCode).toBe(404);
    const joined = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.organizationId, firm.tenantId), eq(members.userId, invitee.userId)));
    expect(joined).toEqual([]);
  });
});

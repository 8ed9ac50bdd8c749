import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clientIntakes, domainEvents, contacts, documents, invitations, invoices, matterParties, members, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

/** One text file as the documents upload route reads it (multipart). */
function oneFileUpload(name: string, text: string) {
  const b = `----vi-onboarding-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${b}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nÜgyfél-átvilágítás\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${b}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
const unique = () => Math.random().toString(36).slice(2, 8);
const company = (name: string) => ({
  identification: { contact: { kind: 'organisation', name, taxNumber: '26418926-2-13', companyRegNumber: '13-09-187654', email: `iroda-${unique()}@example.hu` }, nationality: 'HU', legalForm: 'Kft.' },
});
const owners = [
  { name: 'Bakos Péter', sharePercent: 60, control: 'ownership' },
  { name: 'Illés Katalin', sharePercent: 40, control: 'ownership' },
];

describe('client onboarding and client management API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer)
  let lawyer: string; // ugyved@ (lawyer)
  let customer: string; // szabo.anna@ (customer)
  let tenantId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
    tenantId = (await demoTenantId(t.database.db))!;
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const start = async (cookie: string, kind = 'legal_person') => {
    const res = await call(cookie, 'POST', '/api/client-onboarding', { kind });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const uploadId = async (cookie: string) => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/documents', ...oneFileUpload('szemelyi.txt', `Személyazonosító igazolvány ${unique()}`) });
    expect(res.statusCode).toBe(201);
    return res.json().items[0].id as string;
  };
  /** A complete company intake, saved step by step like the wizard does. */
  const completeCompany = async (cookie: string, name: string) => {
    const id = await start(cookie);
    expect((await call(cookie, 'PATCH', `/api/client-onboarding/${id}`, { step: 'representatives', ...company(name) })).statusCode).toBe(200);
    expect((await call(cookie, 'PATCH', `/api/client-onboarding/${id}`, { step: 'beneficial_owners', representatives: [{ name: 'Bakos Péter', position: 'ügyvezető' }] })).statusCode).toBe(200);
    expect((await call(cookie, 'PATCH', `/api/client-onboarding/${id}`, { step: 'pep', beneficialOwners: owners })).statusCode).toBe(200);
    expect((await call(cookie, 'PATCH', `/api/client-onboarding/${id}`, { step: 'business', pep: { isPep: false } })).statusCode).toBe(200);
    expect((await call(cookie, 'PATCH', `/api/client-onboarding/${id}`, { step: 'documents', business: { purpose: 'Szerződések véleményezése' } })).statusCode).toBe(200);
    expect((await call(cookie, 'POST', `/api/client-onboarding/${id}/documents`, { documentId: await uploadId(cookie) })).statusCode).toBe(200);
    return id;
  };

  it('saves a draft after each step and resumes it where it was left, with the risk recomputed', async () => {
    const id = await start(lawyer, 'natural_person');
    const saved = await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, {
      step: 'pep',
      identification: { contact: { kind: 'person', familyName: 'Fekete', givenName: 'Márton', birthDate: '1979-06-14', mothersName: 'Szalai Ilona' }, nationality: 'HU' },
    });
    expect(saved.statusCode).toBe(200);
    const resumed = (await call(lawyer, 'GET', `/api/client-onboarding/${id}`)).json();
    expect(resumed).toMatchObject({ status: 'draft', step: 'pep', displayName: 'Fekete Márton', riskLevel: 'low', risk: { level: 'low', reasons: [] } });
    expect(resumed.data.identification.contact.familyName).toBe('Fekete');
    const pep = (await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, { pep: { isPep: true, position: 'országgyűlési képviselő' } })).json();
    expect(pep).toMatchObject({ riskLevel: 'high', sourceOfFundsRequired: true, risk: { reasons: [{ code: 'pep_client' }] } });
    // The earlier step is kept, and the list shows the draft.
    expect(pep.data.identification.contact.givenName).toBe('Márton');
    const list = (await call(lawyer, 'GET', '/api/client-onboarding?status=draft')).json();
    expect(list.items.some((i: { id: string }) => i.id === id)).toBe(true);
    // Submitting without source of funds and documents is refused with the missing steps.
    const incomplete = await call(lawyer, 'POST', `/api/client-onboarding/${id}/submit`);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('ONBOARDING_INCOMPLETE');
    expect(Object.keys(incomplete.json().fields).sort()).toEqual(['business', 'documents', 'sourceOfFunds']);
  });

  it('refuses bad input with stable codes and changes nothing', async () => {
    const id = await start(lawyer);
    await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, { beneficialOwners: owners });
    const zero = await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, { beneficialOwners: [{ name: 'Bakos Péter', sharePercent: 0, control: 'ownership' }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'ONBOARDING_SHARE_INVALID', fields: { 'beneficialOwners.0.sharePercent': expect.any(String) } });
    const over = await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, { beneficialOwners: [...owners, { name: 'Harmadik Béla', sharePercent: 5, control: 'ownership' }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('ONBOARDING_SHARES_OVER_100');
    const kind = await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, { identification: { contact: { kind: 'person', familyName: 'Kiss', givenName: 'Anna' } } });
    expect(kind.json().code).toBe('ONBOARDING_KIND_MISMATCH');
    const badTax = await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, { identification: { contact: { kind: 'organisation', name: 'Hibás Kft.', taxNumber: '12345678-2-13' } } });
    expect(badTax.statusCode).toBe(400);
    expect(badTax.json().code).toBe('VALIDATION_ERROR');
    const after = (await call(lawyer, 'GET', `/api/client-onboarding/${id}`)).json();
    expect(after.data.beneficialOwners.map((o: { sharePercent: number }) => o.sharePercent)).toEqual([60, 40]);
    expect(after.data.identification).toBeNull();
  });

  it('approval by a lawyer creates the client contact and a first matter, links the ID documents and records the approver', async () => {
    const name = `Zöldmező ${unique()} Kft.`;
    const id = await completeCompany(lawyer, name);
    const submitted = await call(lawyer, 'POST', `/api/client-onboarding/${id}/submit`);
    expect(submitted.json()).toMatchObject({ status: 'submitted', submittedBy: { name: expect.any(String) } });
    // A submitted intake is no longer editable.
    expect((await call(lawyer, 'PATCH', `/api/client-onboarding/${id}`, { pep: { isPep: true } })).json().code).toBe('ONBOARDING_NOT_EDITABLE');
    const approved = await call(owner, 'POST', `/api/client-onboarding/${id}/approve`, { note: 'Rendben.', matter: { title: `${name} – földhaszonbérlet`, practiceArea: 'real_estate' } });
    expect(approved.statusCode).toBe(200);
    const body = approved.json();
    expect(body).toMatchObject({ status: 'approved', decidedBy: { name: expect.any(String) }, decisionNote: 'Rendben.', contactId: expect.any(String), matterId: expect.any(String) });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, body.contactId));
    expect(contact).toMatchObject({ name, kind: 'organisation', taxNumber: '26418926-2-13' });
    expect(contact!.tags).toContain('ügyfél');
    const [party] = await t.database.db.select().from(matterParties).where(eq(matterParties.matterId, body.matterId));
    expect(party).toMatchObject({ contactId: body.contactId, role: 'client' });
    const docs = await t.database.db.select({ client: documents.clientContactId }).from(documents).where(eq(documents.id, body.documents[0].id));
    expect(docs[0]!.client).toBe(body.contactId);
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['onboarding.create', 'onboarding.save', 'onboarding.document_attach', 'onboarding.submit', 'onboarding.approve']));
    // The matter is opened through the matters service: audited, and its event (which automations follow) says where it came from.
    const matterAudit = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, body.matterId))).map((a) => a.action);
    expect(matterAudit).toEqual(expect.arrayContaining(['matters.create', 'matters.conflict_decision']));
    const [opened] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, body.matterId), eq(domainEvents.type, 'matter.created')));
    expect(opened?.payload).toMatchObject({ source: 'onboarding', title: `${name} – földhaszonbérlet` });
    // Retention: 8 years after the end of the relationship, only once it ended.
    expect(body.retentionUntil).toBeNull();
    const ended = await call(owner, 'PUT', `/api/client-onboarding/${id}/relationship-end`, { endedOn: '2027-05-31' });
    expect(ended.json()).toMatchObject({ relationshipEndedOn: '2027-05-31', retentionUntil: '2035-05-31' });
    // Approving twice is refused.
    expect((await call(owner, 'POST', `/api/client-onboarding/${id}/approve`, {})).json().code).toBe('ONBOARDING_NOT_SUBMITTED');
  });

  it('rejects with a reason; a rejected intake creates no contact', async () => {
    const id = await completeCompany(lawyer, `Elutasított ${unique()} Kft.`);
    await call(lawyer, 'POST', `/api/client-onboarding/${id}/submit`);
    expect((await call(owner, 'POST', `/api/client-onboarding/${id}/reject`, {})).statusCode).toBe(400);
    const rejected = (await call(owner, 'POST', `/api/client-onboarding/${id}/reject`, { note: 'A tényleges tulajdonos kiléte nem igazolt.' })).json();
    expect(rejected).toMatchObject({ status: 'rejected', contactId: null, decisionNote: 'A tényleges tulajdonos kiléte nem igazolt.' });
  });

  it('refuses lower roles and keeps firms apart', async () => {
    expect((await call(customer, 'GET', '/api/client-onboarding')).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/api/client-onboarding', { kind: 'natural_person' })).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/api/client-management')).statusCode).toBe(403);
    // A lawyer sees clients but may not hand out portal access (user administration).
    const clients = (await call(lawyer, 'GET', '/api/client-management')).json().items as { id: string; name: string }[];
    const client0 = clients.find((c) => c.name === 'Tóth és Fia Kft.')!;
    expect((await call(lawyer, 'POST', `/api/client-management/${client0.id}/portal-invitations`, { email: 'iroda@tothesfia.hu' })).statusCode).toBe(403);
    const other = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, other.tenantId, null, ['contacts', 'client-management', 'client-onboarding']);
    const otherCookie = await signIn(t.app, other.email);
    const ownIntake = await start(lawyer);
    expect((await call(otherCookie, 'GET', `/api/client-onboarding/${ownIntake}`)).statusCode).toBe(404);
    expect((await call(otherCookie, 'PATCH', `/api/client-onboarding/${ownIntake}`, { pep: { isPep: false } })).statusCode).toBe(404);
    expect((await call(otherCookie, 'GET', '/api/client-onboarding')).json().items).toEqual([]);
    expect((await call(otherCookie, 'GET', `/api/client-management/${client0.id}`)).statusCode).toBe(404);
    expect((await call(otherCookie, 'GET', '/api/client-management')).json().items).toEqual([]);
    // Another firm's document cannot be attached.
    const foreignIntake = await start(otherCookie);
    expect((await call(otherCookie, 'POST', `/api/client-onboarding/${foreignIntake}/documents`, { documentId: await uploadId(lawyer) })).json().code).toBe('ONBOARDING_DOCUMENT_NOT_FOUND');
    const rows = await t.database.db.select({ tenantId: clientIntakes.tenantId }).from(clientIntakes).where(eq(clientIntakes.id, foreignIntake));
    expect(rows[0]!.tenantId).toBe(other.tenantId);
  });

  it('lists clients with their matters and issued invoices, invites a client contact to the portal and revokes access (audited)', async () => {
    const listRes = await call(owner, 'GET', '/api/client-management');
    expect(listRes.statusCode).toBe(200);
    const list = listRes.json().items as { id: string; name: string; invoicedHuf: string | null }[];
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Tóth és Fia Kft.', 'Horváth Ingatlan Zrt.']));
    expect(list.map((c) => c.name)).not.toContain('Kovács Kertészet Kft.'); // an opposing party, not a client
    const client0 = list.find((c) => c.name === 'Tóth és Fia Kft.')!;
    const detail = (await call(owner, 'GET', `/api/client-management/${client0.id}`)).json();
    // The seeded intake, and Tóth Gábor (a person of the company, a customer of the firm) already in the portal.
    expect(detail).toMatchObject({ intake: { riskLevel: 'low' }, portalAccess: [{ email: 'toth.gabor@example.hu' }], portalUsers: 1 });
    expect(detail.inviteableEmails).toEqual(expect.arrayContaining([{ email: 'iroda@tothesfia.hu', name: 'Tóth és Fia Kft.' }]));
    // Invite: only the client's own addresses; the existing invitation flow sends the mail.
    expect((await call(owner, 'POST', `/api/client-management/${client0.id}/portal-invitations`, { email: 'valaki@mashol.hu' })).statusCode).toBe(400);
    const invited = await call(owner, 'POST', `/api/client-management/${client0.id}/portal-invitations`, { email: 'iroda@tothesfia.hu' });
    expect(invited.statusCode).toBe(201);
    const pending = (await call(owner, 'GET', `/api/client-management/${client0.id}`)).json().pendingInvitations;
    expect(pending.map((p: { email: string }) => p.email)).toEqual(['iroda@tothesfia.hu']);
    // The client accepts (a customer membership); the firm sees it and revokes it.
    const client = await createTenantWithMember(t.database, 'customer', 'iroda@tothesfia.hu');
    const clientCookie = await signIn(t.app, client.email);
    expect((await call(clientCookie, 'POST', `/api/join-requests/invitations/${invited.json().id}/accept`)).statusCode).toBe(204);
    const withAccess = (await call(owner, 'GET', `/api/client-management/${client0.id}`)).json();
    expect(withAccess.portalAccess).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'iroda@tothesfia.hu', userId: client.userId })]));
    expect(withAccess.portalUsers).toBe(2);
    expect((await call(lawyer, 'DELETE', `/api/client-management/${client0.id}/portal-access/${client.userId}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/client-management/${client0.id}/portal-access/${client.userId}`)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(members)
        .where(and(eq(members.organizationId, tenantId), eq(members.userId, client.userId))),
    ).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/client-management/${client0.id}/portal-access/${client.userId}`)).json().code).toBe('CLIENT_ACCESS_NOT_FOUND');
    const audit = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, client0.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['clients.portal_invite', 'clients.portal_revoke']));
    // A firm member's e-mail (not a customer) cannot be revoked through a client.
    const [firmUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
    expect((await call(owner, 'DELETE', `/api/client-management/${client0.id}/portal-access/${firmUser!.id}`)).statusCode).toBe(404);
    // A pending invitation can be withdrawn.
    const again = (await call(owner, 'POST', `/api/client-management/${client0.id}/portal-invitations`, { email: 'iroda@tothesfia.hu' })).json();
    expect((await call(owner, 'DELETE', `/api/client-management/${client0.id}/portal-invitations/${again.id}`)).statusCode).toBe(200);
    const [inv] = await t.database.db.select({ status: invitations.status }).from(invitations).where(eq(invitations.id, again.id));
    expect(inv!.status).toBe('canceled');
  });

  it('sums the issued invoices of a client in HUF, a storno netting out its original, drafts left out', async () => {
    const list = (await call(owner, 'GET', '/api/client-management')).json().items as { id: string; invoicedHuf: string | null }[];
    const rows = await t.database.db
      .select({ contactId: invoices.contactId, status: invoices.status, operation: invoices.operation, gross: invoices.grossAmountHuf })
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId));
    const stornoed = rows.find((r) => r.operation === 'STORNO')!;
    expect(stornoed).toBeDefined();
    for (const client of list) {
      const expected = rows.filter((r) => r.contactId === client.id && r.status === 'issued').reduce((sum, r) => sum + Number(r.gross), 0);
      expect(Number(client.invoicedHuf)).toBe(expected);
    }
    expect(list.some((c) => Number(c.invoicedHuf) > 0)).toBe(true);
  });

  it("shows each client's open balance and its overdue part, agreeing with the firm's receivables", async () => {
    const list = (await call(owner, 'GET', '/api/client-management')).json().items as { id: string; name: string; openHuf: string | null; overdueHuf: string | null }[];
    const receivables = (await call(owner, 'GET', '/api/invoice-generator/receivables')).json().items as { contactId: string | null; openHuf: string; status: string }[];
    for (const client of list) {
      const mine = receivables.filter((r) => r.contactId === client.id);
      expect(Number(client.openHuf), client.name).toBeCloseTo(
        mine.reduce((sum, r) => sum + Number(r.openHuf), 0),
        2,
      );
      expect(Number(client.overdueHuf), client.name).toBeCloseTo(
        mine.filter((r) => r.status === 'overdue').reduce((sum, r) => sum + Number(r.openHuf), 0),
        2,
      );
    }
    // The demo: Tóth és Fia Kft. has paid nothing past its due date; Horváth paid part of its EUR invoice.
    const toth = list.find((c) => c.name.startsWith('Tóth és Fia'))!;
    expect(Number(toth.overdueHuf)).toBeGreaterThan(0);
    expect(toth.overdueHuf).toBe(toth.openHuf);
    const detail = (await call(owner, 'GET', `/api/client-management/${toth.id}`)).json();
    expect(detail.openHuf).toBe(toth.openHuf);
  });
});

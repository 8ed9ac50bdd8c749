// Portal messages on a real database (issue 35 point 2, decisions 0352–0353): the customer's
// threads, the firm's inbox, unread counts and read receipts from the read marks, assignment and
// "waiting for reply", search, and a thread on a confidential matter kept to its team.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalOverview, PortalThread, PortalThreadList } from '@shared/client-portal/client-portal.schemas';
import { auditLog, contacts, domainEvents, matterParties, portalThreads, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { demoConfidentialFirm } from '../../test/confidentiality-harness';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { DEMO_THREAD_SUBJECT } from './messages.demo-seed';

const ANNA = 'szabo.anna@example.hu';
const GABOR = 'toth.gabor@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';
const ADMIN = 'iroda@kovacs-ugyved.hu';

describe('portal messages: customer and firm', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of [ANNA, GABOR, LAWYER, ADMIN]) cookies[email] = await signIn(t.app, email);
  });
  afterAll(() => t.close());

  const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });
  const ok = async <T>(email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, status = method === 'POST' && !url.endsWith('/read') ? 201 : 200): Promise<T> => {
    const res = await call(email, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as T;
  };
  const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('seeds the demo with a thread of Szabó Anna and her lawyer on her matter: both sides over past days, her last question unread by the firm', async () => {
    const own = await ok<PortalThreadList>(ANNA, 'GET', '/api/client-portal/threads');
    const summary = own.items.find((i) => i.subject === DEMO_THREAD_SUBJECT);
    expect(summary).toMatchObject({ client: { name: 'Szabó Anna' }, status: 'open', lastFromFirm: false, unread: 0 });
    expect(summary!.matter?.title).toMatch(/^Szabó Anna – /);
    const thread = await ok<PortalThread>(ANNA, 'GET', `/api/client-portal/threads/${summary!.id}`);
    expect(thread.messages.length).toBeGreaterThanOrEqual(3);
    expect(thread.messages.length).toBeLessThanOrEqual(5);
    const times = thread.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeLessThan(Date.now());
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(2 * 86_400_000);
    expect(summary!.lastMessageAt).toBe(thread.messages.at(-1)!.createdAt);
    expect(new Set(thread.messages.map((m) => m.authorName))).toEqual(new Set(['Szabó Anna', 'dr. Nagy Péter']));
    // Her messages are read by the firm up to her last one; the firm's are all read by her.
    expect(thread.messages.map((m) => [m.fromFirm, m.readByOtherSide])).toEqual(thread.messages.map((m, i) => [m.fromFirm, i < thread.messages.length - 1]));
    expect(thread.messages.at(-1)!.fromFirm).toBe(false);

    // The firm's inbox: waiting for a reply, one unread for the lawyer who answered (and holds it) and for the admin.
    const inbox = await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox?waiting=true');
    expect(inbox.items.find((i) => i.id === summary!.id)).toMatchObject({ unread: 1, lastFromFirm: false, assignedTo: { id: await userId(LAWYER), name: 'dr. Nagy Péter' } });
    expect((await ok<PortalThreadList>(ADMIN, 'GET', '/api/client-portal/inbox')).items.find((i) => i.id === summary!.id)).toMatchObject({ unread: 1 });
    expect((await ok<PortalThreadList>(GABOR, 'GET', '/api/client-portal/threads')).items.map((i) => i.id)).not.toContain(summary!.id);

    // The service's rows: the firm's tenant, and its audit trail (the start, then one entry per message at its time).
    const tenantId = await demoTenantId(t.database.db);
    const [row] = await t.database.db.select().from(portalThreads).where(eq(portalThreads.id, summary!.id));
    expect(row).toMatchObject({ tenantId, createdBy: await userId(ANNA) });
    const trail = await t.database.db
      .select({ action: auditLog.action, tenantId: auditLog.tenantId, at: auditLog.createdAt })
      .from(auditLog)
      .where(eq(auditLog.targetId, summary!.id))
      .orderBy(auditLog.createdAt, auditLog.action);
    expect(trail.map((a) => a.action)).toEqual(['portal.message_send', 'portal.thread_start', ...thread.messages.slice(1).map(() => 'portal.message_send')]);
    expect(trail.every((a) => a.tenantId === tenantId)).toBe(true);
    expect(trail.at(-1)!.at.toISOString()).toBe(thread.messages.at(-1)!.createdAt);
  });

  it('carries a conversation both ways with unread counts, read receipts, waiting state and assignment to the first to answer', async () => {
    const { id } = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/threads', { subject: 'Kérdés a hagyatékról', body: 'Milyen iratokat vigyek a közjegyzőhöz?' });

    // The firm's inbox: unread for the lawyer, waiting for a reply, nobody assigned.
    const inbox = await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox?waiting=true');
    expect(inbox.items.find((i) => i.id === id)).toMatchObject({ subject: 'Kérdés a hagyatékról', client: { name: 'Szabó Anna' }, unread: 1, lastFromFirm: false, assignedTo: null, status: 'open' });
    let anna = await ok<PortalThread>(ANNA, 'GET', `/api/client-portal/threads/${id}`);
    expect(anna.messages).toHaveLength(1);
    expect(anna.messages[0]).toMatchObject({ fromFirm: false, authorName: 'Szabó Anna', readByOtherSide: false });

    // The lawyer reads: the customer's message shows as read by the firm, the lawyer's count drops.
    await ok(LAWYER, 'POST', `/api/client-portal/inbox/${id}/read`);
    anna = await ok<PortalThread>(ANNA, 'GET', `/api/client-portal/threads/${id}`);
    expect(anna.messages[0]!.readByOtherSide).toBe(true);
    expect((await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox')).items.find((i) => i.id === id)!.unread).toBe(0);
    // …but not the firm admin's: read marks are per person.
    expect((await ok<PortalThreadList>(ADMIN, 'GET', '/api/client-portal/inbox')).items.find((i) => i.id === id)!.unread).toBe(1);

    // The lawyer answers: assigned to them, no longer waiting, unread for Anna (and on her dashboard).
    await ok(LAWYER, 'POST', `/api/client-portal/inbox/${id}/messages`, { body: 'A hagyatéki leltárt és a halotti anyakönyvi kivonatot.' });
    const answered = await ok<PortalThread>(LAWYER, 'GET', `/api/client-portal/inbox/${id}`);
    expect(answered).toMatchObject({ lastFromFirm: true, assignedTo: { id: await userId(LAWYER) } });
    expect(answered.messages.map((m) => [m.fromFirm, m.readByOtherSide])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect((await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox?waiting=true')).items.map((i) => i.id)).not.toContain(id);
    const list = await ok<PortalThreadList>(ANNA, 'GET', '/api/client-portal/threads');
    expect(list.items.find((i) => i.id === id)).toMatchObject({ unread: 1, lastFromFirm: true });
    expect(list.unreadTotal).toBeGreaterThanOrEqual(1);
    const before = (await ok<PortalOverview>(ANNA, 'GET', '/api/client-portal/overview')).stats.unread_messages;
    expect(before).toBeGreaterThanOrEqual(1);

    // Anna reads: her count and dashboard figure drop, the lawyer sees the receipt.
    await ok(ANNA, 'POST', `/api/client-portal/threads/${id}/read`);
    expect((await ok<PortalThreadList>(ANNA, 'GET', '/api/client-portal/threads')).items.find((i) => i.id === id)!.unread).toBe(0);
    expect((await ok<PortalOverview>(ANNA, 'GET', '/api/client-portal/overview')).stats.unread_messages).toBe(before - 1);
    expect((await ok<PortalThread>(LAWYER, 'GET', `/api/client-portal/inbox/${id}`)).messages[1]!.readByOtherSide).toBe(true);

    // Her reply makes it wait again; each message audited with an event.
    await ok(ANNA, 'POST', `/api/client-portal/threads/${id}/messages`, { body: 'Köszönöm, és a végrendeletet is?' });
    expect((await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox?waiting=true')).items.map((i) => i.id)).toContain(id);
    const events = await t.database.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'message.received'), eq(domainEvents.subjectId, id)));
    expect(events.map((e) => (e.payload as { to: string }).to)).toEqual(['firm', 'customer', 'firm']);
    expect(JSON.stringify(events)).not.toContain('végrendelet');
    expect(await t.database.db.$count(auditLog, and(eq(auditLog.action, 'portal.message_send'), eq(auditLog.targetId, id)))).toBe(3);
  });

  it('closes, refuses the customer in a closed thread, reopens on the firm’s answer; assigns only firm members', async () => {
    const { id } = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/threads', { subject: 'Számlamásolat', body: 'Kérnék egy másolatot a múlt havi számláról.' });
    await ok(ADMIN, 'PATCH', `/api/client-portal/inbox/${id}`, { status: 'closed' });
    const refused = await call(ANNA, 'POST', `/api/client-portal/threads/${id}/messages`, { body: 'Még egy kérdés' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PORTAL_THREAD_CLOSED');
    await ok(ADMIN, 'POST', `/api/client-portal/inbox/${id}/messages`, { body: 'Csatoltuk a másolatot.' });
    expect((await ok<PortalThread>(ANNA, 'GET', `/api/client-portal/threads/${id}`)).status).toBe('open');

    const toCustomer = await call(ADMIN, 'PATCH', `/api/client-portal/inbox/${id}`, { assignedTo: await userId(ANNA) });
    expect(toCustomer.statusCode).toBe(400);
    expect(toCustomer.json().code).toBe('PORTAL_ASSIGNEE_INVALID');
    const assigned = await ok<PortalThread>(ADMIN, 'PATCH', `/api/client-portal/inbox/${id}`, { assignedTo: await userId(LAWYER) });
    expect(assigned.assignedTo?.id).toBe(await userId(LAWYER));
    expect((await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox?assigned=me')).items.map((i) => i.id)).toContain(id);
    expect((await ok<PortalThread>(ADMIN, 'PATCH', `/api/client-portal/inbox/${id}`, { assignedTo: null })).assignedTo).toBeNull();
    expect(await t.database.db.$count(auditLog, and(eq(auditLog.action, 'portal.thread_update'), eq(auditLog.targetId, id)))).toBe(3);
  });

  it('searches subjects and message texts, the customer only in their own threads', async () => {
    await ok(GABOR, 'POST', '/api/client-portal/threads', {
      subject: 'Cégkivonat',
      body: 'Kérem a zebracsíkos ügy cégkivonatát.',
      clientId: (await ok<PortalOverview>(GABOR, 'GET', '/api/client-portal/overview')).clients[0]!.id,
    });
    expect((await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox?q=ZEBRACS')).items.map((i) => i.subject)).toEqual(['Cégkivonat']);
    expect((await ok<PortalThreadList>(GABOR, 'GET', '/api/client-portal/threads?q=zebra')).items).toHaveLength(1);
    expect((await ok<PortalThreadList>(ANNA, 'GET', '/api/client-portal/threads?q=zebra')).items).toHaveLength(0);
    expect((await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox?q=100%25')).items).toHaveLength(0);
  });

  it('writes for the client of the chosen matter when a customer acting for several names none', async () => {
    const gabor = await ok<PortalOverview>(GABOR, 'GET', '/api/client-portal/overview');
    // The company's matter has Tóth és Fia Kft. as the client party, Gábor acting for it (seed-matters.ts).
    const companyMatter = gabor.matters.find((m) => m.title.startsWith('Tóth és Fia Kft.'))!;
    const { id } = await ok<{ id: string }>(GABOR, 'POST', '/api/client-portal/threads', { subject: 'A cég ügyéről', body: 'Hol tart az ügy?', matterId: companyMatter.id });
    expect((await ok<PortalThread>(GABOR, 'GET', `/api/client-portal/threads/${id}`)).client.name).toBe('Tóth és Fia Kft.');
    const mismatch = await call(GABOR, 'POST', '/api/client-portal/threads', { subject: 'x', body: 'y', matterId: companyMatter.id, clientId: gabor.clients.find((c) => c.name === 'Tóth Gábor')!.id });
    expect(mismatch.statusCode).toBe(404);
  });

  it('keeps the firm’s routes from customers and the customer’s from other customers (404)', async () => {
    const { id } = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/threads', { subject: 'Magánügy', body: 'Csak az irodának.' });
    expect((await call(ANNA, 'GET', '/api/client-portal/inbox')).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', `/api/client-portal/threads/${id}`],
      ['POST', `/api/client-portal/threads/${id}/messages`, { body: 'x' }],
      ['POST', `/api/client-portal/threads/${id}/read`],
    ] as const) {
      const res = await call(GABOR, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing moved for Anna: Gábor's attempts wrote no message and no read mark.
    expect((await ok<PortalThread>(ANNA, 'GET', `/api/client-portal/threads/${id}`)).messages).toHaveLength(1);
  });

  it('keeps a thread on a confidential matter to the matter’s team (service and RLS)', async () => {
    const db = t.database.db;
    const firm = await demoConfidentialFirm(db, (await demoTenantId(db))!);
    const [party] = await db
      .select({ contactId: matterParties.contactId })
      .from(matterParties)
      .where(and(eq(matterParties.matterId, firm.matterId), eq(matterParties.role, 'client')));
    const contactId = party?.contactId ?? (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, firm.tenantId)).limit(1))[0]!.id;
    const [thread] = await db.insert(portalThreads).values({ tenantId: firm.tenantId, contactId, matterId: firm.matterId, subject: 'Bizalmas egyeztetés', createdBy: firm.memberId }).returning({ id: portalThreads.id });
    const id = thread!.id;
    const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, firm.memberId));
    cookies[member!.email] ??= await signIn(t.app, member!.email);

    // The outside lawyer: not in the inbox, 404 on every route, and RLS alone hides the row too.
    expect((await ok<PortalThreadList>(LAWYER, 'GET', '/api/client-portal/inbox')).items.map((i) => i.id)).not.toContain(id);
    for (const [method, url, body] of [
      ['GET', `/api/client-portal/inbox/${id}`],
      ['POST', `/api/client-portal/inbox/${id}/messages`, { body: 'x' }],
      ['POST', `/api/client-portal/inbox/${id}/read`],
      ['PATCH', `/api/client-portal/inbox/${id}`, { status: 'closed' }],
    ] as const) {
      expect((await call(LAWYER, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const { withTenant } = await import('../../db/tenant-scope');
    const seenByOutsider = await withTenant(db, firm.tenantId, (tx) => tx.$count(portalThreads, eq(portalThreads.id, id)), { userId: firm.outsiderId });
    expect(seenByOutsider).toBe(0);

    // The team member sees and answers it, but cannot hand it to the outsider.
    expect((await ok<PortalThreadList>(member!.email, 'GET', '/api/client-portal/inbox')).items.map((i) => i.id)).toContain(id);
    await ok(member!.email, 'POST', `/api/client-portal/inbox/${id}/messages`, { body: 'Bizalmas válasz.' });
    const handOver = await call(member!.email, 'PATCH', `/api/client-portal/inbox/${id}`, { assignedTo: firm.outsiderId });
    expect(handOver.statusCode).toBe(400);
    expect(handOver.json().code).toBe('PORTAL_ASSIGNEE_INVALID');
  });
});

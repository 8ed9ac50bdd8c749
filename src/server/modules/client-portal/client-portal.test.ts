// The customer portal API on a real database (issue 35): the dashboard of spec 3.5 from the
// customer's own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalOverview } from '@shared/client-portal/client-portal.schemas';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('customer portal API', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of ['szabo.anna@example.hu', 'toth.gabor@example.hu', 'ugyved@kovacs-ugyved.hu', 'iroda@kovacs-ugyved.hu']) cookies[email] = await signIn(t.app, email);
  });
  afterAll(() => t.close());

  const overview = async (email: string) => {
    const res = await injectAs(t.app, cookies[email]!, { method: 'GET', url: '/api/client-portal/overview' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PortalOverview;
  };

  it('shows the customer the firm, their contact person, their own matters and figures (spec 3.5)', async () => {
    const anna = await overview('szabo.anna@example.hu');
    expect(anna.customerData.name).toBe('Szabó Anna');
    expect(anna.connectedCompany).toMatchObject({ name: 'Kovács és Társai Ügyvédi Iroda', contact: expect.any(String), email: expect.stringContaining('@') });
    expect(anna.clients.map((c) => c.name)).toEqual(['Szabó Anna']);
    expect(anna.matters.length).toBeGreaterThan(0);
    expect(anna.matters.every((m) => m.title.startsWith('Szabó Anna'))).toBe(true);
    expect(anna.stats).toMatchObject({ upcoming_appointments: 1 }); // the demo's first consultation (booking.demo-seed.ts)
    expect(anna.stats.pending_invoices).toBeGreaterThanOrEqual(0);
    for (const a of anna.recentActivities) expect(['booking', 'message', 'invoice', 'payment', 'complaint']).toContain(a.type);

    const gabor = await overview('toth.gabor@example.hu');
    expect(gabor.clients.map((c) => c.name).sort()).toEqual(['Tóth Gábor', 'Tóth és Fia Kft.']);
    expect(gabor.matters.some((m) => m.title.startsWith('Tóth és Fia Kft.'))).toBe(true);
    expect(JSON.stringify(gabor)).not.toContain('Szabó Anna');
    expect(JSON.stringify(anna)).not.toContain('Tóth');
  });

  it("gives the firm's public phone number when the contact person has none of their own", async () => {
    const anna = await overview('szabo.anna@example.hu');
    const info = (await injectAs(t.app, cookies['szabo.anna@example.hu']!, { method: 'GET', url: '/api/client-portal/company-info' })).json() as { phone: string | null };
    expect(info.phone).toBeTruthy();
    // The demo's dr. Nagy Péter has no phone in his profile: the dashboard said "Nincs megadva".
    expect(anna.connectedCompany.phone).toBe(info.phone);
  });

  it('counts only the invoices of the customer’s own clients that are still open', async () => {
    const admin = cookies['iroda@kovacs-ugyved.hu']!;
    const receivables = (await injectAs(t.app, admin, { method: 'GET', url: '/api/invoice-generator/receivables' })).json() as { items: { contactId: string | null }[] };
    for (const email of ['szabo.anna@example.hu', 'toth.gabor@example.hu']) {
      const o = await overview(email);
      const own = receivables.items.filter((r) => r.contactId !== null && o.clients.some((c) => c.id === r.contactId));
      expect(o.stats.pending_invoices, email).toBe(own.length);
    }
  });

  it("lists the customer's complaints among the recent activities, filed and answered, in the complaint colour (decision 0422)", async () => {
    const call = (email: string, url: string, payload: object) => injectAs(t.app, cookies[email]!, { method: 'POST', url, payload });
    const filed = await call('szabo.anna@example.hu', '/api/client-portal/complaints', { subject: 'Késedelmes visszahívás', text: 'Kétszer kértem visszahívást, de senki nem keresett.' });
    expect(filed.statusCode, filed.body).toBe(201);
    const { id, reference } = filed.json() as { id: string; reference: string };
    const first = (await overview('szabo.anna@example.hu')).recentActivities.find((a) => a.link === `/app/submit-complaint?id=${id}`);
    expect(first).toMatchObject({ type: 'complaint', color: 'red', title: 'Panasz benyújtva: Késedelmes visszahívás' });
    expect(first!.description).toContain(reference);
    const answered = await call('ugyved@kovacs-ugyved.hu', `/api/client-portal/firm/complaints/${id}/answer`, { outcome: 'upheld', answer: 'Elnézést kérünk, a visszahívást pótoltuk.' });
    expect(answered.statusCode, answered.body).toBe(200);
    const mine = (await overview('szabo.anna@example.hu')).recentActivities.filter((a) => a.link === `/app/submit-complaint?id=${id}`);
    expect(mine).toEqual([expect.objectContaining({ type: 'complaint', color: 'red', title: 'Panaszodra válasz érkezett: Késedelmes visszahívás', description: `${reference} – A panaszt elfogadtuk` })]);
    expect(JSON.stringify(await overview('toth.gabor@example.hu'))).not.toContain(id);
  });

  it('lists bookings among the recent activities, made and cancelled, in the booking colour', async () => {
    const anna = await overview('szabo.anna@example.hu');
    // The demo seed's first consultation (booking.demo-seed.ts).
    expect(anna.recentActivities.find((a) => a.type === 'booking')).toMatchObject({ color: 'blue', title: expect.stringMatching(/^Időpont foglalva: /), link: '/app/book-appointment' });
  });

  it('gives firm staff, who act for no client, an empty portal of their own', async () => {
    const lawyer = await overview('ugyved@kovacs-ugyved.hu');
    expect(lawyer.clients).toEqual([]);
    expect(lawyer.matters).toEqual([]);
    expect(lawyer.stats).toEqual({ unread_messages: 0, upcoming_appointments: 0, pending_invoices: 0 });
  });
});

describe('customer portal messages API', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of ['szabo.anna@example.hu', 'toth.gabor@example.hu', 'ugyved@kovacs-ugyved.hu']) cookies[email] = await signIn(t.app, email);
  });
  afterAll(() => t.close());
  const call = (email: string, method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });

  it('opens a thread on an own matter, audited, with a message.received event; the other customer never sees it', async () => {
    const overview = (await call('szabo.anna@example.hu', 'GET', '/api/client-portal/overview')).json() as PortalOverview;
    const matterId = overview.matters[0]!.id;
    const res = await call('szabo.anna@example.hu', 'POST', '/api/client-portal/threads', { subject: 'Kérdés a tárgyalásról', body: 'Mikor lesz a következő tárgyalás?', matterId });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call('szabo.anna@example.hu', 'GET', '/api/client-portal/threads')).json();
    expect(list.items[0]).toMatchObject({ id: res.json().id, subject: 'Kérdés a tárgyalásról', client: { name: 'Szabó Anna' }, matter: { id: matterId }, lastFromFirm: false, unread: 0 });
    const other = (await call('toth.gabor@example.hu', 'GET', '/api/client-portal/threads')).json();
    expect(other.items.map((i: { id: string }) => i.id)).not.toContain(res.json().id);
    const { domainEvents, auditLog } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    expect(await t.database.db.$count(domainEvents, eq(domainEvents.type, 'message.received'))).toBeGreaterThan(0);
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'portal.thread_start'))).toBeGreaterThan(0);
  });

  it("refuses another customer's matter (404), a lawyer (no canContactCompany) and asks a two-client customer which client", async () => {
    const anna = (await call('szabo.anna@example.hu', 'GET', '/api/client-portal/overview')).json() as PortalOverview;
    const gaborMatter = (await call('toth.gabor@example.hu', 'GET', '/api/client-portal/overview')).json() as PortalOverview;
    expect((await call('szabo.anna@example.hu', 'POST', '/api/client-portal/threads', { subject: 'x', body: 'y', matterId: gaborMatter.matters[0]!.id })).statusCode).toBe(404);
    expect((await call('szabo.anna@example.hu', 'POST', '/api/client-portal/threads', { subject: 'x', body: 'y', clientId: gaborMatter.clients[0]!.id })).statusCode).toBe(404);
    expect((await call('ugyved@kovacs-ugyved.hu', 'POST', '/api/client-portal/threads', { subject: 'x', body: 'y' })).statusCode).toBe(403);
    const ask = await call('toth.gabor@example.hu', 'POST', '/api/client-portal/threads', { subject: 'x', body: 'y' });
    expect(ask.statusCode).toBe(400);
    expect(ask.json().code).toBe('PORTAL_CLIENT_REQUIRED');
    expect(anna.clients).toHaveLength(1);
  });
});

// The customer's bell (decision 0519) through the API on a real database: the firm's message, an
// appointment the firm cancelled, her complaint's progress, a díjbekérő and an invoice issued to her
// client become notices of the customers linked to that client – one unread notice per thread, read with
// the thread – and nothing of her own doing, nothing for another client's customer, no matter text.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { Notification } from '@shared/notifications/notifications.schemas';
import type { SlotList } from '@shared/client-portal/booking.schemas';
import type { ComplaintOptions } from '@shared/client-portal/complaints.schemas';
import { contacts } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { customerThreadLink } from './customer-notices';

const ANNA = 'szabo.anna@example.hu';
const GABOR = 'toth.gabor@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';
const ADMIN = 'iroda@kovacs-ugyved.hu';
const line = { description: 'Jogi tanácsadás – öröklési ügy', quantity: '1', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '40000', vat: { code: '27' } };

describe('the customer’s bell', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const today = todayInBudapest();
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const call = (email: string, method: Method, url: string, payload?: object) => injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });
  const ok = async <T>(email: string, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(email, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return (res.body ? res.json() : null) as T;
  };
  /** The demo's own portal notices (Anna's read complaint answer), left out: only what a test wrote counts. */
  const seeded = new Set<string>();
  const allPortalNotices = async (email: string): Promise<Notification[]> => (await ok<{ items: Notification[] }>(email, 'GET', '/api/notifications')).items.filter((n) => n.kind.startsWith('portal.'));
  const portalNotices = async (email: string): Promise<Notification[]> => (await allPortalNotices(email)).filter((n) => !seeded.has(n.id));

  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of [ANNA, GABOR, LAWYER, ADMIN]) cookies[email] = await signIn(t.app, email);
    for (const email of [ANNA, GABOR]) for (const n of await allPortalNotices(email)) seeded.add(n.id);
  }, 120_000);
  afterAll(() => t.close());

  it('tells her of the firm’s message once per unread thread, and reads it with the thread', async () => {
    const { id } = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/threads', { subject: 'Hagyatéki ügy', body: 'Mikor kapok választ a nagynéném örökségéről?' });
    expect(await portalNotices(ANNA)).toEqual([]);
    await ok(LAWYER, 'POST', `/api/client-portal/inbox/${id}/messages`, { body: 'A hagyatéki végzést csatolom.' });
    await ok(LAWYER, 'POST', `/api/client-portal/inbox/${id}/messages`, { body: 'Pótlás a végzéshez.' });
    const [notice, ...more] = await portalNotices(ANNA);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ title: 'Új üzenet érkezett az irodától', link: customerThreadLink(id), read: false });
    expect(JSON.stringify(notice)).not.toMatch(/Hagyaték|hagyaték|végzés/);
    // Another client's customer and the firm's own people hear nothing of it.
    expect(await portalNotices(GABOR)).toEqual([]);
    expect(await portalNotices(LAWYER)).toEqual([]);
    await ok(ANNA, 'POST', `/api/client-portal/threads/${id}/read`);
    expect((await portalNotices(ANNA))[0]!.read).toBe(true);
    await ok(LAWYER, 'POST', `/api/client-portal/inbox/${id}/messages`, { body: 'Még egy kérdésem lenne.' });
    expect((await portalNotices(ANNA)).filter((n) => !n.read)).toHaveLength(1);
  });

  it('tells her when the firm cancels her appointment, not when she cancels one herself', async () => {
    const type = await ok<{ id: string }>(ADMIN, 'POST', '/api/client-portal/firm/appointment-types', { name: 'Konzultáció', durationMinutes: 60, mode: 'online' });
    const { lawyer } = await ok<{ lawyer: { id: string } }>(LAWYER, 'PUT', '/api/client-portal/firm/availability/weekly', {
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
    });
    const { slots } = await ok<SlotList>(ANNA, 'GET', `/api/client-portal/booking/slots?typeId=${type.id}&lawyerId=${lawyer.id}&from=${addDays(today, 3)}&to=${addDays(today, 20)}`);
    const [first, second] = slots;
    const mine = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/bookings', { typeId: type.id, lawyerId: lawyer.id, start: first!.start });
    await ok(ANNA, 'POST', `/api/client-portal/bookings/${mine.id}/cancel`, {});
    expect((await portalNotices(ANNA)).filter((n) => n.kind === 'portal.appointment_cancelled')).toEqual([]);
    const booked = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/bookings', { typeId: type.id, lawyerId: lawyer.id, start: second!.start });
    await ok(LAWYER, 'POST', `/api/client-portal/firm/bookings/${booked.id}/cancel`, { reason: 'Tárgyalás miatt' });
    const [cancelled] = (await portalNotices(ANNA)).filter((n) => n.kind === 'portal.appointment_cancelled');
    expect(cancelled).toMatchObject({ title: 'Az iroda lemondta egy időpontodat', link: '/app/book-appointment', read: false });
    expect(cancelled!.body).toMatch(/^Az időpont: \d{4}\. \p{Ll}+ \d{1,2}\., \p{Ll}+ \d{1,2}:\d{2}\. Új időpontot az Időpontfoglalás oldalon választhatsz\.$/u);
    expect(cancelled!.body).not.toMatch(/Tárgyalás/);
    expect(await portalNotices(GABOR)).toEqual([]);
  });

  it('tells her customers that the firm took up their complaint and of its answer, with its reference', async () => {
    const clientId = (await ok<ComplaintOptions>(GABOR, 'GET', '/api/client-portal/complaints/options')).clients[0]!.id;
    const filed = await ok<{ id: string; reference: string }>(GABOR, 'POST', '/api/client-portal/complaints', { subject: 'Késedelmes válasz', text: 'Egy hete nem kaptam választ a levelemre.', clientId });
    expect((await portalNotices(GABOR)).filter((n) => n.kind.startsWith('portal.complaint'))).toEqual([]);
    await ok(LAWYER, 'PATCH', `/api/client-portal/firm/complaints/${filed.id}/status`, { status: 'in_progress' });
    const [taken] = (await portalNotices(GABOR)).filter((n) => n.kind === 'portal.complaint_in_progress');
    expect(taken).toMatchObject({ title: 'Az iroda megkezdte a panaszod kivizsgálását', body: `A panasz azonosítója: ${filed.reference}.`, link: '/app/submit-complaint' });
    await ok(LAWYER, 'POST', `/api/client-portal/firm/complaints/${filed.id}/answer`, { outcome: 'upheld', answer: 'Igaza van, a választ pótoltuk.' });
    const [answered] = (await portalNotices(GABOR)).filter((n) => n.kind === 'portal.complaint_answered');
    expect(answered).toMatchObject({ title: 'Válasz érkezett a panaszodra', body: `A panasz azonosítója: ${filed.reference}.`, link: '/app/submit-complaint' });
    expect((await portalNotices(ANNA)).filter((n) => n.kind.startsWith('portal.complaint'))).toEqual([]);
  });

  it('tells her of a díjbekérő and an invoice issued to her, and of its storno', async () => {
    const tenantId = (await demoTenantId(t.database.db))!;
    const [anna] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Szabó Anna')));
    const draft = await ok<{ id: string }>(ADMIN, 'POST', '/api/invoice-generator', { contactId: anna!.id, paymentDate: addDays(today, 8), lines: [line] });
    // The díjbekérő first (the firm asks for the fee before the work), then the invoice.
    const proforma = await ok<{ number: string }>(ADMIN, 'POST', `/api/invoice-generator/${draft.id}/proforma`);
    expect((await portalNotices(ANNA)).filter((n) => n.kind === 'portal.proforma')).toEqual([
      expect.objectContaining({ title: 'Díjbekérőt küldött neked az iroda', body: `Díjbekérő száma: ${proforma.number}.`, link: '/app/my-purchases' }),
    ]);
    const issued = await ok<{ number: string }>(ADMIN, 'POST', `/api/invoice-generator/${draft.id}/issue`, {});
    const invoiceNotices = async () => (await portalNotices(ANNA)).filter((n) => n.kind === 'portal.invoice');
    expect(await invoiceNotices()).toEqual([expect.objectContaining({ title: 'Új számlát állított ki neked az iroda', body: `Számlaszám: ${issued.number}.`, link: '/app/my-purchases' })]);
    const storno = await ok<{ number: string }>(ADMIN, 'POST', `/api/invoice-generator/${draft.id}/storno`, { note: 'Téves kiállítás' });
    expect((await invoiceNotices()).map((n) => [n.title, n.body])).toEqual([
      ['Az iroda sztornózta egy számládat', `Számlaszám: ${storno.number}.`],
      ['Új számlát állított ki neked az iroda', `Számlaszám: ${issued.number}.`],
    ]);
    expect((await portalNotices(GABOR)).filter((n) => n.kind === 'portal.invoice' || n.kind === 'portal.proforma')).toEqual([]);
  });
});

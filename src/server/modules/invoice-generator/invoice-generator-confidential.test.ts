// Issue 34 finding 1 (decision 0300): an invoice of a confidential matter is its team's only – in
// the database (RLS under vi_app), so every route follows. The demo firm's share deal is
// confidential with only Kovács Katalin (iroda@) on its team; Dr. Nagy Péter (ugyved@) is a
// lawyer of the same firm outside it. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { resultRows } from '../../db/client';
import { contacts, invoiceLines, invoicePayments, invoices, matters, navReports, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

const secretLine = { description: 'Üzletrész-átruházás – titkos tárgyalás Delta Holdinggal', quantity: '3', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '60000', vat: { code: '27' } };

describe('invoices of a confidential matter (issue 34 finding 1)', () => {
  let t: TestApp;
  let member: string;
  let outsider: string;
  let outsiderId: string;
  let tenantId: string;
  let secretMatterId: string;
  let buyerId: string;
  let issuedId: string;
  let draftId: string;
  const today = todayInBudapest();

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    member = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    outsider = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(db))!;
    outsiderId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu')))[0]!.id;
    secretMatterId = (
      await db
        .select({ id: matters.id })
        .from(matters)
        .where(and(eq(matters.tenantId, tenantId), eq(matters.confidential, true)))
    )[0]!.id;
    const [buyer] = await db
      .insert(contacts)
      .values({
        tenantId,
        kind: 'organisation',
        name: 'Titkos Vevő Zrt.',
        taxNumber: '13851909-2-13',
        email: 'penzugy@titkos-vevo.hu',
        address: { country: 'HU', postalCode: '1051', city: 'Budapest', street: 'Nádor utca 7.' },
      })
      .returning({ id: contacts.id });
    buyerId = buyer!.id;

    // The team member bills the confidential matter: one issued invoice (overdue, so a reminder
    // could be sent) with a payment, one draft.
    const draft = await call(member, 'POST', '/api/invoice-generator', { contactId: buyerId, matterId: secretMatterId, lines: [secretLine] });
    expect(draft.statusCode, draft.body).toBe(201);
    issuedId = draft.json().id;
    const issued = await call(member, 'POST', `/api/invoice-generator/${issuedId}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    // Issued today, due yesterday would not validate: move the due date back after issuing.
    await db
      .update(invoices)
      .set({ paymentDate: addDays(today, -1) })
      .where(eq(invoices.id, issuedId));
    const paid = await call(member, 'POST', `/api/invoice-generator/${issuedId}/payments`, { paidOn: today, amount: '1000', method: 'TRANSFER' });
    expect(paid.statusCode, paid.body).toBe(201);
    const second = await call(member, 'POST', '/api/invoice-generator', { contactId: buyerId, matterId: secretMatterId, lines: [secretLine] });
    expect(second.statusCode, second.body).toBe(201);
    draftId = second.json().id;
  }, 120_000);
  afterAll(() => t.close());

  it('the team sees the invoice, its lines, payments and NAV state', async () => {
    const res = await call(member, 'GET', `/api/invoice-generator/${issuedId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ matterId: secretMatterId, lines: [{ description: secretLine.description }] });
    expect((await call(member, 'GET', `/api/invoice-generator/${issuedId}/payments`)).json().payments).toHaveLength(1);
  });

  it('answers 404 to a lawyer outside the team on every invoice route, and lists nothing of it', async () => {
    for (const [method, url] of [
      ['GET', `/api/invoice-generator/${issuedId}`],
      ['GET', `/api/invoice-generator/${issuedId}/pdf`],
      ['GET', `/api/invoice-generator/${issuedId}/xml`],
      ['GET', `/api/invoice-generator/${issuedId}/payments`],
      ['GET', `/api/invoice-generator/${draftId}`],
    ] as const) {
      const res = await call(outsider, method, url);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    for (const url of [
      '/api/invoice-generator?limit=100',
      '/api/invoice-generator?status=overdue&limit=100',
      `/api/invoice-generator?contactId=${buyerId}`,
      '/api/invoice-generator/receivables',
      `/api/invoice-generator/receivables?contactId=${buyerId}`,
    ]) {
      const res = await call(outsider, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.body, url).not.toContain(issuedId);
      expect(res.body, url).not.toContain(draftId);
      expect(res.body, url).not.toContain('Titkos Vevő');
    }
    // The member's own lists do show them.
    expect((await call(member, 'GET', '/api/invoice-generator?limit=100')).body).toContain(issuedId);
  });

  it('lets an outsider neither pay, remind, correct, change nor delete it', async () => {
    const attempts = [
      call(outsider, 'POST', `/api/invoice-generator/${issuedId}/payments`, { paidOn: today, amount: '1000', method: 'TRANSFER' }),
      call(outsider, 'POST', `/api/invoice-generator/${issuedId}/reminders`),
      call(outsider, 'POST', `/api/invoice-generator/${issuedId}/storno`, {}),
      call(outsider, 'POST', `/api/invoice-generator/${issuedId}/modifications`, { lines: [{ ...secretLine, quantity: '-1' }] }),
      call(outsider, 'PUT', `/api/invoice-generator/${draftId}`, { contactId: buyerId, lines: [] }),
      call(outsider, 'POST', `/api/invoice-generator/${draftId}/issue`),
      call(outsider, 'DELETE', `/api/invoice-generator/${draftId}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const db = t.database.db;
    expect(await db.$count(invoicePayments, eq(invoicePayments.invoiceId, issuedId))).toBe(1);
    expect(await db.$count(invoices, eq(invoices.originalInvoiceId, issuedId))).toBe(0);
    expect((await db.select({ matterId: invoices.matterId, status: invoices.status }).from(invoices).where(eq(invoices.id, draftId)))[0]).toEqual({ matterId: secretMatterId, status: 'draft' });
    expect(await db.$count(invoiceLines, eq(invoiceLines.invoiceId, draftId))).toBe(1);
  });

  it('refuses an outsider a draft on the confidential matter', async () => {
    const res = await call(outsider, 'POST', '/api/invoice-generator', { contactId: buyerId, matterId: secretMatterId, lines: [secretLine] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('INVOICE_MATTER_NOT_FOUND');
  });

  it('hides every row of the invoice from vi_app in the database itself (lines, time links, payments, reminders, NAV report)', async () => {
    const counts = await withTenant(
      t.database.db,
      tenantId,
      async (tx) =>
        resultRows<Record<string, number>>(
          await tx.execute(sql`select
            (select count(*)::int from invoices where id = ${issuedId} or id = ${draftId}) as invoices,
            (select count(*)::int from invoice_lines where invoice_id in (${issuedId}, ${draftId})) as lines,
            (select count(*)::int from invoice_payments where invoice_id = ${issuedId}) as payments,
            (select count(*)::int from nav_reports where invoice_id = ${issuedId}) as nav,
            (select count(*)::int from invoice_time_entries where invoice_id = ${issuedId}) as time_links,
            (select count(*)::int from payment_reminders where invoice_id = ${issuedId}) as reminders`),
        )[0]!,
      { userId: outsiderId },
    );
    expect(counts).toEqual({ invoices: 0, lines: 0, payments: 0, nav: 0, time_links: 0, reminders: 0 });
    // …and a write aimed at them changes nothing.
    const changed = await withTenant(t.database.db, tenantId, async (tx) => (await tx.update(invoicePayments).set({ amount: '1' }).where(eq(invoicePayments.invoiceId, issuedId)).returning()).length, {
      userId: outsiderId,
    });
    expect(changed).toBe(0);
    expect(await t.database.db.$count(navReports, eq(navReports.invoiceId, issuedId))).toBe(1);
  });

  it('a correction follows its original: the team storno is hidden from the outsider too', async () => {
    const storno = await call(member, 'POST', `/api/invoice-generator/${issuedId}/storno`, { note: 'Téves számla' });
    expect(storno.statusCode, storno.body).toBe(201);
    const stornoId = storno.json().id as string;
    expect((await call(member, 'GET', `/api/invoice-generator/${stornoId}`)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', `/api/invoice-generator/${stornoId}`)).statusCode).toBe(404);
    // Even were the correction's own matter cleared, the original decides.
    await t.database.db.update(invoices).set({ matterId: null }).where(eq(invoices.id, stornoId));
    expect((await call(outsider, 'GET', `/api/invoice-generator/${stornoId}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/invoice-generator?status=issued&limit=100')).body).not.toContain(stornoId);
  });

  it('the financial report counts it for everyone, as "Bizalmas ügy" without buyer or number for the outsider', async () => {
    const period = `from=${today.slice(0, 8)}01&to=${today}`;
    const mine = (await call(member, 'GET', `/api/financial-reports?${period}`)).json();
    const res = await call(outsider, 'GET', `/api/financial-reports?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const theirs = res.json();
    expect(theirs.totals.revenueHuf).toBe(mine.totals.revenueHuf);
    expect(theirs.totals.receivablesHuf).toBe(mine.totals.receivablesHuf);
    expect(res.body).not.toContain('Titkos Vevő');
    expect(res.body).not.toContain(issuedId);
    const [number] = (await t.database.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, issuedId))).map((r) => r.number);
    expect(res.body).not.toContain(`"${number}"`);
    expect(theirs.revenueByMatter).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Bizalmas ügy' })]));
    expect(theirs.revenueByClient).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Bizalmas ügy', id: null })]));
    // The member sees the buyer by name.
    expect(mine.revenueByClient).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Titkos Vevő Zrt.' })]));
    expect(await t.database.db.$count(contacts, like(contacts.name, 'Titkos Vevő%'))).toBe(1);
  });
});

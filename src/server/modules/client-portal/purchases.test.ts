// The customer's purchases and the firm's public profile through the API on a real database
// (issue 35 points 4 and 6, decisions 0400–0402): only the signed-in customer's own invoices,
// payment states and totals that add up, PDFs of their own documents only (another customer's, a
// draft, another firm's: 404), their clients' pro-formas (díjbekérő, decision 0368) with the same
// own-only rule, and a profile that only the firm's administrator writes.
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { CompanyInfo } from '@shared/client-portal/company-info.schemas';
import type { Purchases } from '@shared/client-portal/purchases.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, invoiceProformas, invoices, invoiceSeries, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const line = { description: 'Jogi tanácsadás – öröklési ügy', quantity: '2', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '40000', vat: { code: '27' } };

describe('customer purchases API', () => {
  let t: TestApp;
  let tenantId: string;
  const cookies: Record<string, string> = {};
  const contactIds: Record<string, string> = {};
  const today = todayInBudapest();
  beforeAll(async () => {
    t = await buildTestApp();
    tenantId = (await demoTenantId(t.database.db))!;
    for (const email of ['szabo.anna@example.hu', 'toth.gabor@example.hu', 'ugyved@kovacs-ugyved.hu', 'iroda@kovacs-ugyved.hu']) cookies[email] = await signIn(t.app, email);
    for (const name of ['Szabó Anna', 'Tóth és Fia Kft.']) {
      const [c] = await t.database.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, name)));
      contactIds[name] = c!.id;
    }
  });
  afterAll(() => t.close());
  const call = (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });
  const purchases = async (email: string, query = '') => {
    const res = await call(email, 'GET', `/api/client-portal/purchases${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Purchases;
  };
  const admin = 'iroda@kovacs-ugyved.hu';
  async function issueFor(contactId: string, paymentDate: string): Promise<string> {
    const draft = await call(admin, 'POST', '/api/invoice-generator', { contactId, paymentDate, lines: [line] });
    expect(draft.statusCode, draft.body).toBe(201);
    const res = await call(admin, 'POST', `/api/invoice-generator/${draft.json().id}/issue`, { acceptWarnings: ['PAYMENT_DATE_BEFORE_ISSUE_DATE'] });
    expect(res.statusCode, res.body).toBe(200);
    return draft.json().id as string;
  }

  it("lists the customer's own invoices with payments and paid / partly paid / overdue, and totals that add up", async () => {
    // Anna: one invoice paid in part (not yet due), one overdue, one paid in full. 2 × 40 000 + 27 % = 101 600 Ft each.
    const partly = await issueFor(contactIds['Szabó Anna']!, addDays(today, 10));
    const overdue = await issueFor(contactIds['Szabó Anna']!, addDays(today, -3));
    const paid = await issueFor(contactIds['Szabó Anna']!, addDays(today, 5));
    expect((await call(admin, 'POST', `/api/invoice-generator/${partly}/payments`, { paidOn: today, amount: '40000', method: 'TRANSFER' })).statusCode).toBe(201);
    expect((await call(admin, 'POST', `/api/invoice-generator/${paid}/payments`, { paidOn: today, amount: '101600', method: 'CARD' })).statusCode).toBe(201);

    const anna = await purchases('szabo.anna@example.hu');
    const byId = new Map(anna.invoices.map((i) => [i.id, i]));
    expect(byId.get(partly)).toMatchObject({ status: 'partially_paid', owed: '101600.00', paid: '40000.00', open: '61600.00', customerName: 'Szabó Anna' });
    expect(byId.get(partly)!.payments).toEqual([expect.objectContaining({ amount: '40000.00', method: 'TRANSFER', paidOn: today })]);
    expect(byId.get(overdue)).toMatchObject({ status: 'overdue', open: '101600.00', daysOverdue: 3 });
    expect(byId.get(paid)).toMatchObject({ status: 'paid', open: '0.00' });
    expect(byId.get(paid)!.documents.map((d) => d.operation)).toEqual(['CREATE']);
    // Only Anna's own: every invoice is billed to her.
    const [all] = [
      await t.database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.contactId, contactIds['Szabó Anna']!), eq(invoices.status, 'issued'), eq(invoices.operation, 'CREATE'))),
    ];
    expect(anna.invoices.map((i) => i.id).sort()).toEqual(all.map((r) => r.id).sort());
    const huf = anna.totals.find((x) => x.currency === 'HUF')!;
    const sum = (k: 'owed' | 'paid' | 'open') => anna.invoices.filter((i) => i.currency === 'HUF').reduce((s, i) => s + Math.round(Number(i[k]) * 100), 0) / 100;
    expect(Number(huf.owed)).toBe(sum('owed'));
    expect(Number(huf.paid)).toBe(sum('paid'));
    expect(Number(huf.open)).toBe(sum('open'));
    expect(Number(huf.overdue)).toBeGreaterThanOrEqual(101600);

    // ?filter=pending: only what is still open; the dashboard counts the same.
    const pending = await purchases('szabo.anna@example.hu', '?filter=pending');
    expect(pending.invoices.map((i) => i.id)).toContain(partly);
    expect(pending.invoices.map((i) => i.id)).toContain(overdue);
    expect(pending.invoices.map((i) => i.id)).not.toContain(paid);
    expect(pending.pendingCount).toBe(pending.invoices.length);
    const overview = (await call('szabo.anna@example.hu', 'GET', '/api/client-portal/overview')).json();
    expect(overview.stats.pending_invoices).toBe(pending.pendingCount);
    expect((await call('szabo.anna@example.hu', 'GET', '/api/client-portal/purchases?filter=mind')).statusCode).toBe(400);

    // Tóth Gábor sees the seeded overdue invoice of his company and none of Anna's.
    const gabor = await purchases('toth.gabor@example.hu');
    expect(gabor.invoices.some((i) => i.customerName === 'Tóth és Fia Kft.' && i.status === 'overdue')).toBe(true);
    expect(JSON.stringify(gabor)).not.toContain(partly);
    expect(JSON.stringify(gabor)).not.toContain('Szabó Anna');
  });

  it("shows a storno as cancelled with both documents, and downloads the customer's own PDFs", async () => {
    const id = await issueFor(contactIds['Szabó Anna']!, addDays(today, 8));
    const storno = await call(admin, 'POST', `/api/invoice-generator/${id}/storno`, { note: 'Téves összeg.' });
    expect(storno.statusCode, storno.body).toBe(201);
    const item = (await purchases('szabo.anna@example.hu')).invoices.find((i) => i.id === id)!;
    expect(item.status).toBe('cancelled');
    expect(item.open).toBe('0.00');
    expect(item.documents.map((d) => d.operation)).toEqual(['CREATE', 'STORNO']);
    for (const doc of item.documents) {
      const pdf = await call('szabo.anna@example.hu', 'GET', `/api/client-portal/invoices/${doc.id}/pdf`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('szamla-');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('shows her invoice and pro-forma of a confidential matter without the matter; a lawyer outside its team still sees neither (decision 0371)', async () => {
    const anna = 'szabo.anna@example.hu';
    const annaId = contactIds['Szabó Anna']!;
    const matter = await call(admin, 'POST', '/api/matters', {
      title: 'Bizalmas hagyatéki egyezség',
      confidential: true,
      parties: [{ contactId: annaId, name: 'Szabó Anna', role: 'client' }],
      conflict: { decision: 'no_conflict' },
    });
    expect(matter.statusCode, matter.body).toBe(201);
    const matterId = matter.json().id as string;
    const draftOn = async () => {
      const res = await call(admin, 'POST', '/api/invoice-generator', { contactId: annaId, matterId, paymentDate: addDays(today, 8), lines: [line] });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const invoiceId = await draftOn();
    const issued = await call(admin, 'POST', `/api/invoice-generator/${invoiceId}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const proforma = await call(admin, 'POST', `/api/invoice-generator/${await draftOn()}/proforma`);
    expect(proforma.statusCode, proforma.body).toBe(201);
    const payment = await call(admin, 'POST', `/api/invoice-generator/${invoiceId}/payments`, { paidOn: today, amount: '1600', method: 'TRANSFER' });
    expect(payment.statusCode, payment.body).toBe(201);

    // The buyer sees what was issued to her, its payment and both PDFs – but not the confidential matter.
    const mine = await purchases(anna);
    const invoice = mine.invoices.find((i) => i.id === invoiceId);
    expect(invoice).toMatchObject({ status: 'partially_paid', paid: '1600.00', open: '100000.00', matterTitle: null });
    expect(mine.proformas.map((p) => p.id)).toContain(proforma.json().id);
    expect(JSON.stringify(mine)).not.toContain('Bizalmas hagyatéki egyezség');
    for (const url of [`/api/client-portal/invoices/${invoiceId}/pdf`, `/api/client-portal/proformas/${proforma.json().id}/pdf`]) expect((await call(anna, 'GET', url)).statusCode, url).toBe(200);
    // Another customer does not; nor does a lawyer of the firm outside the matter's team.
    expect((await call('toth.gabor@example.hu', 'GET', `/api/client-portal/invoices/${invoiceId}/pdf`)).statusCode).toBe(404);
    expect((await call('ugyved@kovacs-ugyved.hu', 'GET', `/api/invoice-generator/${invoiceId}`)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's invoice, a draft, another firm's invoice; 403 for a lawyer", async () => {
    const gabors = (await purchases('toth.gabor@example.hu')).invoices[0]!;
    expect((await call('szabo.anna@example.hu', 'GET', `/api/client-portal/invoices/${gabors.id}/pdf`)).statusCode).toBe(404);
    const draft = await call(admin, 'POST', '/api/invoice-generator', { contactId: contactIds['Szabó Anna'], lines: [line] });
    expect((await call('szabo.anna@example.hu', 'GET', `/api/client-portal/invoices/${draft.json().id}/pdf`)).statusCode).toBe(404);
    expect(JSON.stringify(await purchases('szabo.anna@example.hu'))).not.toContain(draft.json().id);
    // Another firm's invoice.
    const other = await createTenantWithMember(t.database, 'tenant');
    const [series] = await t.database.db.insert(invoiceSeries).values({ tenantId: other.tenantId, prefix: 'MAS', name: 'Más', isDefault: true }).returning({ id: invoiceSeries.id });
    const [foreign] = await t.database.db.insert(invoices).values({ tenantId: other.tenantId, seriesId: series!.id, customerName: 'Más iroda ügyfele' }).returning({ id: invoices.id });
    expect((await call('szabo.anna@example.hu', 'GET', `/api/client-portal/invoices/${foreign!.id}/pdf`)).statusCode).toBe(404);
    // A lawyer holds no canViewPurchases; the firm admin holds it but acts for no client.
    expect((await call('ugyved@kovacs-ugyved.hu', 'GET', '/api/client-portal/purchases')).statusCode).toBe(403);
    const firm = await purchases(admin);
    expect(firm).toEqual({ invoices: [], proformas: [], totals: [], pendingCount: 0 });
    expect((await call(admin, 'GET', `/api/client-portal/invoices/${gabors.id}/pdf`)).statusCode).toBe(404);
  });

  it("shows her clients' pro-formas as pro-formas, with their PDF, follows the invoice, and answers 404 for anyone else's (decision 0368)", async () => {
    const anna = 'szabo.anna@example.hu';
    const gabor = 'toth.gabor@example.hu';
    const draftOf = async (contactId: string) => {
      const res = await call(admin, 'POST', '/api/invoice-generator', { contactId, paymentDate: addDays(today, 8), lines: [line] });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const proformaOf = async (draftId: string) => {
      const res = await call(admin, 'POST', `/api/invoice-generator/${draftId}/proforma`);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; number: string };
    };
    const auditedBefore = await t.database.db.$count(auditLog, eq(auditLog.action, 'invoices.proforma_issue'));
    const annaDraft = await draftOf(contactIds['Szabó Anna']!);
    const annaPf = await proformaOf(annaDraft);
    expect(annaPf.number).toMatch(new RegExp(`^DB-${today.slice(0, 4)}/\\d{6}$`));
    const gaborDraft = await draftOf(contactIds['Tóth és Fia Kft.']!);
    const gaborPf = await proformaOf(gaborDraft);
    expect(gaborPf.number).not.toBe(annaPf.number);
    // A customer cannot issue one; audited for the firm.
    expect((await call(anna, 'POST', `/api/invoice-generator/${annaDraft}/proforma`)).statusCode).toBe(403);
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'invoices.proforma_issue'))).toBe(auditedBefore + 2);

    // Hers, open, with the draft's amount; the draft itself is no invoice of hers, and the totals hold invoices only.
    const before = await purchases(anna);
    expect(before.proformas.find((p) => p.id === annaPf.id)).toEqual({
      id: annaPf.id,
      number: annaPf.number,
      customerName: 'Szabó Anna',
      matterTitle: null,
      currency: 'HUF',
      issueDate: today,
      dueDate: addDays(today, 8),
      gross: '101600.00',
      status: 'open',
      invoiceNumber: null,
    });
    expect(before.invoices.map((i) => i.id)).not.toContain(annaDraft);
    expect(JSON.stringify(before)).not.toContain(gaborPf.id);
    expect((await purchases(anna, '?filter=pending')).proformas.map((p) => p.id)).toContain(annaPf.id);
    expect((await purchases(gabor)).proformas.map((p) => p.id)).toEqual([gaborPf.id]);

    // Her PDF: titled as a pro-forma (file name), a PDF.
    const pdf = await call(anna, 'GET', `/api/client-portal/proformas/${annaPf.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('dijbekero-DB-');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another customer's (same firm), another firm's, an invoice's id, a made-up id: 404. The firm admin acts for no client.
    const other = await createTenantWithMember(t.database, 'tenant');
    const [foreign] = await t.database.db
      .insert(invoiceProformas)
      .values({
        tenantId: other.tenantId,
        number: 'DB-2026/000001',
        customerName: 'Más iroda ügyfele',
        currency: 'HUF',
        grossAmount: '1000',
        issueDate: today,
        document: (await t.database.db.select({ d: invoiceProformas.document }).from(invoiceProformas).where(eq(invoiceProformas.id, annaPf.id)))[0]!.d,
      })
      .returning({ id: invoiceProformas.id });
    const annasInvoice = before.invoices[0]!.id;
    for (const id of [gaborPf.id, foreign!.id, annasInvoice, 'nincs-ilyen']) {
      expect((await call(anna, 'GET', `/api/client-portal/proformas/${id}/pdf`)).statusCode, id).toBe(404);
    }
    expect((await call(gabor, 'GET', `/api/client-portal/proformas/${annaPf.id}/pdf`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/client-portal/proformas/${annaPf.id}/pdf`)).statusCode).toBe(404);
    // The firm downloads it on its own route.
    expect((await call(admin, 'GET', `/api/invoice-generator/proformas/${annaPf.id}/pdf`)).statusCode).toBe(200);

    // The invoice follows: the pro-forma reads settled with its number; a deleted draft withdraws Gábor's.
    const issued = await call(admin, 'POST', `/api/invoice-generator/${annaDraft}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const after = await purchases(anna);
    expect(after.proformas.find((p) => p.id === annaPf.id)).toMatchObject({ status: 'invoiced', invoiceNumber: issued.json().number });
    expect((await purchases(anna, '?filter=pending')).proformas.map((p) => p.id)).not.toContain(annaPf.id);
    expect((await call(admin, 'DELETE', `/api/invoice-generator/${gaborDraft}`)).statusCode).toBeLessThan(300);
    expect((await purchases(gabor)).proformas.find((p) => p.id === gaborPf.id)).toMatchObject({ status: 'withdrawn', invoiceNumber: null });
  });
});

describe('company info API', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of ['szabo.anna@example.hu', 'ugyved@kovacs-ugyved.hu', 'iroda@kovacs-ugyved.hu']) cookies[email] = await signIn(t.app, email);
  });
  afterAll(() => t.close());
  const call = (email: string, method: 'GET' | 'PUT', url: string, payload?: object) => injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });
  const info = async (email: string) => {
    const res = await call(email, 'GET', '/api/client-portal/company-info');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CompanyInfo;
  };

  it("shows the customer the demo firm's public profile with its lawyers", async () => {
    const anna = await info('szabo.anna@example.hu');
    expect(anna).toMatchObject({ name: 'Kovács és Társai Ügyvédi Iroda', configured: true, barAssociation: 'Budapesti Ügyvédi Kamara', email: 'iroda@kovacs-ugyved.hu' });
    expect(anna.seat).toContain('Budapest');
    expect(anna.openingHours.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(anna.lawyers.map((l) => l.name).sort()).toEqual(['Kovács Katalin', 'dr. Nagy Péter']);
    expect(anna.lawyers.every((l) => l.practiceAreas.length > 0)).toBe(true);
  });

  it('lets only the firm admin save it; bad input is refused field by field and changes nothing; audited', async () => {
    const before = await info('iroda@kovacs-ugyved.hu');
    const body = {
      seat: '1055 Budapest, Kossuth Lajos tér 1–3.',
      email: 'Recepcio@Kovacs-Ugyved.hu',
      phone: '06 1 234 5678',
      website: 'https://kovacs-ugyved.hu',
      openingHours: [{ weekday: 1, opens: '08:30', closes: '16:30' }],
      hoursNote: null,
      barAssociation: 'Budapesti Ügyvédi Kamara',
      barRegistrationNumber: 'BÜK 2/1234/2008',
      conciliationBoard: 'Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.',
      about: null,
      lawyers: before.lawyers.slice(0, 1).map((l) => ({ userId: l.userId, practiceAreas: ['Családjog'], chamberId: l.chamberId })),
    };
    expect((await call('szabo.anna@example.hu', 'PUT', '/api/client-portal/company-info', body)).statusCode).toBe(403);
    expect((await call('ugyved@kovacs-ugyved.hu', 'PUT', '/api/client-portal/company-info', body)).statusCode).toBe(403);
    const bad = await call('iroda@kovacs-ugyved.hu', 'PUT', '/api/client-portal/company-info', { ...body, openingHours: [{ weekday: 1, opens: '17:00', closes: '09:00' }], email: 'nem-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('zárás');
    // A customer cannot be listed as one of the firm's lawyers.
    const [anna] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'szabo.anna@example.hu'));
    const notLawyer = await call('iroda@kovacs-ugyved.hu', 'PUT', '/api/client-portal/company-info', { ...body, lawyers: [{ userId: anna!.id, practiceAreas: ['Családjog'] }] });
    expect(notLawyer.statusCode).toBe(400);
    expect(await info('szabo.anna@example.hu')).toEqual(before);
    const longBoard = await call('iroda@kovacs-ugyved.hu', 'PUT', '/api/client-portal/company-info', { ...body, conciliationBoard: 'x'.repeat(501) });
    expect(longBoard.statusCode).toBe(400);
    expect(longBoard.body).toContain('Legfeljebb 500 karakter');

    const saved = await call('iroda@kovacs-ugyved.hu', 'PUT', '/api/client-portal/company-info', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await info('szabo.anna@example.hu');
    expect(seen).toMatchObject({ seat: body.seat, email: 'recepcio@kovacs-ugyved.hu', openingHours: body.openingHours, hoursNote: null, conciliationBoard: body.conciliationBoard });
    expect(seen.phone).toMatch(/^\+36 1 234 5678$/);
    expect(seen.lawyers).toEqual([expect.objectContaining({ practiceAreas: ['Családjog'] })]);
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'portal.company_profile'))).toBe(1);
  });
});

// Payments, reminders and receivables through the API (decisions 0167, 0210–0211), on the demo firm.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween, todayInBudapest } from '@shared/dates/iso-date';
import { errorMessages } from '@shared/errors/errors';
import { auditLog, contacts, invoices, invoiceSettings, mailOutbox } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

const line = { description: 'Jogi tanácsadás – szerződés felülvizsgálata', quantity: '2', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '50000', vat: { code: '27' } };

describe('payments API', () => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let tenantId: string;
  let tothContact: string;
  const today = todayInBudapest();

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const [toth] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Tóth és Fia Kft.')));
    tothContact = toth!.id;
  }, 60_000);
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  /** A fresh issued invoice of 127 000 Ft to Tóth és Fia Kft. (due as given). */
  async function issued(paymentDate = addDays(today, 8)) {
    const draft = await call(owner, 'POST', '/api/invoice-generator', { contactId: tothContact, paymentDate, lines: [line] });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as string;
    const res = await call(owner, 'POST', `/api/invoice-generator/${id}/issue`);
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }
  const pay = (id: string, amount: string, extra: object = {}) => call(owner, 'POST', `/api/invoice-generator/${id}/payments`, { paidOn: today, amount, method: 'TRANSFER', ...extra });
  const audits = (action: string, invoiceId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, invoiceId)));

  it('records a part and then the rest: unpaid → partially paid → paid, listed, audited, with the status on the invoice', async () => {
    const id = await issued();
    expect((await call(owner, 'GET', `/api/invoice-generator/${id}`)).json().payment).toEqual({ status: 'unpaid', owed: '127000.00', paid: '0.00', open: '127000.00' });

    const first = await pay(id, '27000,50', { method: 'CASH', note: 'Pénztárbizonylat 12/2026' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().state).toEqual({ status: 'partially_paid', owed: '127000.00', paid: '27000.50', open: '99999.50' });
    const summary = (await call(owner, 'GET', `/api/invoice-generator/${id}`)).json();
    expect(summary.payment.status).toBe('partially_paid');
    expect(summary.overdue).toBe(false);

    const rest = await pay(id, '99999.50', { method: 'CARD' });
    expect(rest.json().state.status).toBe('paid');
    const list = (await call(owner, 'GET', `/api/invoice-generator/${id}/payments`)).json();
    expect(list.payments.map((p: { amount: string; method: string }) => [p.amount, p.method])).toEqual([
      ['27000.50', 'CASH'],
      ['99999.50', 'CARD'],
    ]);
    expect(list.state).toMatchObject({ status: 'paid', open: '0.00' });
    expect(await audits('invoices.payment_record', id)).toHaveLength(2);

    // Nothing more is open: refused, nothing changes.
    const more = await pay(id, '1');
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'PAYMENT_NOTHING_OPEN', message: errorMessages.PAYMENT_NOTHING_OPEN });
  });

  it('refuses overpayment, bad dates and amounts, drafts, cancelled invoices and corrections — and changes nothing', async () => {
    const id = await issued();
    const over = await pay(id, '127000.01');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_BALANCE', message: 'A befizetés nagyobb, mint a számla fennálló tartozása.' });
    expect((await pay(id, '100', { paidOn: addDays(today, 1) })).json().code).toBe('PAYMENT_IN_FUTURE');
    expect((await pay(id, '100', { paidOn: addDays(today, -1) })).json().code).toBe('PAYMENT_BEFORE_ISSUE');
    for (const amount of ['0', '-5', '12.345', 'sok']) expect((await pay(id, amount)).statusCode).toBe(400);
    expect((await pay(id, '100', { method: 'VOUCHER' })).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/invoice-generator/${id}/payments`)).json().payments).toEqual([]);

    const draft = (await call(owner, 'POST', '/api/invoice-generator', { contactId: tothContact, lines: [line] })).json().id as string;
    expect((await pay(draft, '100')).json()).toMatchObject({ code: 'INVOICE_NOT_ISSUED' });

    const storno = await call(owner, 'POST', `/api/invoice-generator/${id}/storno`, { note: 'Teszt' });
    expect(storno.statusCode, storno.body).toBe(201);
    const cancelled = await pay(id, '100');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'PAYMENT_ON_CANCELLED_INVOICE', message: errorMessages.PAYMENT_ON_CANCELLED_INVOICE });
    expect((await pay(storno.json().id, '100')).json().code).toBe('PAYMENT_ON_CORRECTION');
    expect((await call(owner, 'GET', `/api/invoice-generator/${id}`)).json().payment).toBeNull();
  });

  it('serialises concurrent payments: two full payments at once, one is refused', async () => {
    const id = await issued();
    const results = await Promise.all([pay(id, '127000'), pay(id, '127000')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await call(owner, 'GET', `/api/invoice-generator/${id}/payments`)).json().payments).toHaveLength(1);
  });

  it('deletes a mistaken payment (audited); another invoice’s payment id is not found', async () => {
    const id = await issued();
    const other = await issued();
    const paymentId = (await pay(id, '50000')).json().id as string;
    expect((await call(owner, 'DELETE', `/api/invoice-generator/${other}/payments/${paymentId}`)).statusCode).toBe(404);
    const removed = await call(owner, 'DELETE', `/api/invoice-generator/${id}/payments/${paymentId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ state: { status: 'unpaid', open: '127000.00' }, payments: [] });
    const [entry] = await audits('invoices.payment_delete', id);
    expect(entry?.metadata).toMatchObject({ paymentId, amount: '50000.00', method: 'TRANSFER' });
    expect((await call(owner, 'DELETE', `/api/invoice-generator/${id}/payments/${paymentId}`)).statusCode).toBe(404);
  });

  it('shows the demo states: the overdue Tóth invoice, the partly paid EUR one, the paid re-issue; the overdue filter and receivables agree', async () => {
    const all = (await call(owner, 'GET', '/api/invoice-generator?status=issued&limit=200')).json().items as Array<{
      id: string;
      customerName: string;
      operation: string;
      currency: string;
      payment: { status: string } | null;
      overdue: boolean;
    }>;
    const demo = (name: string) => all.find((i) => i.customerName === name && i.operation === 'CREATE' && i.payment !== null);
    expect(all.find((i) => i.customerName === 'Horváth Ingatlan Zrt.' && i.currency === 'EUR')?.payment?.status).toBe('partially_paid');
    expect(demo('Bence Bau Kft.')?.payment?.status).toBe('paid');
    const overdueList = (await call(owner, 'GET', '/api/invoice-generator?status=overdue')).json().items as Array<{ customerName: string; overdue: boolean; payment: { status: string } }>;
    expect(overdueList.length).toBeGreaterThan(0);
    expect(overdueList.every((i) => i.overdue && i.payment.status === 'overdue')).toBe(true);
    expect(overdueList.map((i) => i.customerName)).toContain('Tóth és Fia Kft.');

    const receivables = await call(owner, 'GET', `/api/invoice-generator/receivables?contactId=${tothContact}`);
    expect(receivables.statusCode, receivables.body).toBe(200);
    const items = receivables.json().items as Array<{ customerName: string; status: string; daysOverdue: number; dueDate: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.customerName === 'Tóth és Fia Kft.')).toBe(true);
    // Seeded 14 days past its due date; a day more when midnight in Budapest passed since the seed.
    expect(items.some((i) => i.status === 'overdue' && i.daysOverdue === daysBetween(i.dueDate, todayInBudapest()) && i.daysOverdue >= 14)).toBe(true);
    const firm = (await call(owner, 'GET', '/api/invoice-generator/receivables')).json();
    expect(firm.items.some((i: { customerName: string }) => i.customerName === 'Horváth Ingatlan Zrt.')).toBe(true);
    expect(firm.items.some((i: { customerName: string }) => i.customerName === 'Bence Bau Kft.')).toBe(false);
  });

  it('sends a payment reminder of an overdue invoice into the outbox once a day, audited; refuses one before the due date', async () => {
    const id = await issued(addDays(today, 3));
    const notDue = await call(owner, 'POST', `/api/invoice-generator/${id}/reminders`);
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json()).toMatchObject({ code: 'PAYMENT_REMINDER_NOT_OVERDUE', message: errorMessages.PAYMENT_REMINDER_NOT_OVERDUE });

    const overdue = (await call(owner, 'GET', '/api/invoice-generator?status=overdue')).json().items as Array<{ id: string; number: string; customerName: string }>;
    const tothInvoice = overdue.find((i) => i.customerName === 'Tóth és Fia Kft.');
    expect(tothInvoice).toBeDefined();
    const sent = await call(owner, 'POST', `/api/invoice-generator/${tothInvoice!.id}/reminders`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().reminder).toMatchObject({ recipient: 'iroda@tothesfia.hu', sentOn: today });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'iroda@tothesfia.hu'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Fizetési emlékeztető – ${tothInvoice!.number} számla – Virtuális Iroda`);
    expect(mails[0]!.textBody).toContain('Fennálló tartozás:');
    expect(mails[0]!.textBody).toContain('11700027-20000000-00000002');
    expect(mails[0]!.textBody).toContain('Üdvözlettel:\nKovács és Társai Ügyvédi Iroda');
    expect(await audits('invoices.payment_reminder', tothInvoice!.id)).toHaveLength(1);

    const again = await call(owner, 'POST', `/api/invoice-generator/${tothInvoice!.id}/reminders`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_REMINDER_ALREADY_SENT_TODAY');
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'iroda@tothesfia.hu'))).toHaveLength(1);
    const listed = (await call(owner, 'GET', `/api/invoice-generator/${tothInvoice!.id}/payments`)).json();
    expect(listed.reminders).toHaveLength(1);
  });

  it('gives the reminder back when the mail cannot be sent, and refuses a customer without an e-mail address', async () => {
    // An overdue invoice of its own (the demo one got today's reminder above).
    const id = await issued(addDays(today, 8));
    await t.database.db
      .update(invoices)
      .set({ paymentDate: addDays(today, -2) })
      .where(eq(invoices.id, id));
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const failed = await call(owner, 'POST', `/api/invoice-generator/${id}/reminders`);
    send.mockRestore();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'PAYMENT_REMINDER_NOT_DELIVERED', message: errorMessages.PAYMENT_REMINDER_NOT_DELIVERED });
    expect((await call(owner, 'GET', `/api/invoice-generator/${id}/payments`)).json().reminders).toEqual([]);
    expect((await call(owner, 'POST', `/api/invoice-generator/${id}/reminders`)).statusCode).toBe(201);

    await t.database.db.update(contacts).set({ email: null }).where(eq(contacts.id, tothContact));
    const other = await issued(addDays(today, 8));
    await t.database.db
      .update(invoices)
      .set({ paymentDate: addDays(today, -1) })
      .where(eq(invoices.id, other));
    const noEmail = await call(owner, 'POST', `/api/invoice-generator/${other}/reminders`);
    await t.database.db.update(contacts).set({ email: 'iroda@tothesfia.hu' }).where(eq(contacts.id, tothContact));
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().code).toBe('PAYMENT_REMINDER_NO_EMAIL');
  });

  it('the reminder names the issuer as printed on the invoice, not the firm profile changed since (decision 0491)', async () => {
    const id = await issued(addDays(today, 8));
    const number = (await call(owner, 'GET', `/api/invoice-generator/${id}`)).json().number as string;
    await t.database.db
      .update(invoices)
      .set({ paymentDate: addDays(today, -3) })
      .where(eq(invoices.id, id));
    const [before] = await t.database.db.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));
    // The firm moves, renames itself and changes bank after the invoice was issued.
    await t.database.db
      .update(invoiceSettings)
      .set({
        sellerName: 'Új Név Ügyvédi Iroda',
        taxNumber: '87654321-2-13',
        bankAccountNumber: '10700024-00000000-00000099',
        address: { countryCode: 'HU', postalCode: '9021', city: 'Győr', addressLine: 'Baross Gábor út 1.' },
      })
      .where(eq(invoiceSettings.tenantId, tenantId));
    try {
      const sent = await call(owner, 'POST', `/api/invoice-generator/${id}/reminders`);
      expect(sent.statusCode, sent.body).toBe(201);
    } finally {
      await t.database.db.update(invoiceSettings).set(before!).where(eq(invoiceSettings.tenantId, tenantId));
    }
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, 'iroda@tothesfia.hu'), eq(mailOutbox.subject, `Fizetési emlékeztető – ${number} számla – Virtuális Iroda`)));
    const a = before!.address;
    expect(mail!.textBody).toContain(`a(z) ${before!.sellerName} által`);
    expect(mail!.textBody).toContain(`A számla kiállítója: ${before!.sellerName}, ${a.postalCode} ${a.city}, ${a.addressLine}, adószám: ${before!.taxNumber}.`);
    expect(mail!.textBody).toContain(`a ${before!.bankAccountNumber} számú bankszámlánkra`);
    expect(mail!.textBody).toContain(`Üdvözlettel:\n${before!.sellerName}`);
    for (const changed of ['Új Név', '87654321', '10700024-00000000-00000099', 'Győr']) expect(mail!.textBody).not.toContain(changed);
  });

  it('keeps payments to those with the invoice permissions', async () => {
    const id = await issued();
    expect((await call(customer, 'GET', `/api/invoice-generator/${id}/payments`)).statusCode).toBe(403);
    expect((await pay(id, '1')).statusCode).toBe(201);
    expect((await injectAs(t.app, customer, { method: 'POST', url: `/api/invoice-generator/${id}/payments`, payload: { paidOn: today, amount: '1', method: 'CASH' } })).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/api/invoice-generator/receivables')).statusCode).toBe(403);
  });
});

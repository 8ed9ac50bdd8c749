// The dashboard's money figures (issue 38.10): GET /api/invoice-generator/stats over known rows of a fresh
// firm, dated relative to today (Budapest), every figure worked out by hand.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { contacts, invoicePayments, invoices, invoiceSeries, matters, members, timeEntries } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const MODULES = ['contacts', 'matters', 'time-tracking', 'invoice-generator'];

describe('GET /api/invoice-generator/stats', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  const today = todayInBudapest();
  const monthStart = `${today.slice(0, 7)}-01`;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    const colleague = await createTenantWithMember(t.database, 'lawyer', undefined, []);
    const tenantId = firm.tenantId;
    // The colleague works in the same firm.
    await db.update(members).set({ organizationId: tenantId }).where(eq(members.userId, colleague.userId));
    const [client] = await db.insert(contacts).values({ tenantId, kind: 'organisation', name: 'Stat Ügyfél Kft.' }).returning();
    const [matter] = await db.insert(matters).values({ tenantId, number: 'S-1', title: 'Statisztika', openedOn: monthStart, conflictDecision: 'no_conflict' }).returning();
    const [series] = await db.insert(invoiceSeries).values({ tenantId, prefix: 'S', name: 'Stat', isDefault: true }).returning();
    const doc = (number: string, issueDate: string, paymentDate: string, net: number, vat: number, rate = 1, currency = 'HUF') => ({
      id: randomUUID(),
      tenantId,
      seriesId: series!.id,
      contactId: client!.id,
      matterId: matter!.id,
      status: 'issued' as const,
      number,
      document: {} as never,
      customerName: 'Stat Ügyfél Kft.',
      currency,
      exchangeRate: String(rate),
      netAmount: String(net),
      vatAmount: String(vat),
      grossAmount: String(net + vat),
      netAmountHuf: String(net * rate),
      vatAmountHuf: String(vat * rate),
      grossAmountHuf: String((net + vat) * rate),
      issueDate,
      paymentDate,
      issuedAt: new Date(`${issueDate}T10:00:00Z`),
    });
    // A: this month, not yet due, 27 000 paid → 100 000 open.
    const a = doc('S/A', monthStart, addDays(today, 8), 100_000, 27_000);
    // B: last month, EUR at 400, due five days ago, unpaid → 1 270 € = 508 000 Ft overdue.
    const b = doc('S/B', addDays(monthStart, -20), addDays(today, -5), 1000, 270, 400, 'EUR');
    // C: today, paid in full: revenue, no receivable.
    const c = doc('S/C', today, addDays(today, 8), 50_000, 13_500);
    await db.insert(invoices).values([a, b, c]);
    // A draft counts nowhere.
    await db.insert(invoices).values({ tenantId, seriesId: series!.id, contactId: client!.id, netAmount: '999999', netAmountHuf: '999999', grossAmount: '999999', grossAmountHuf: '999999' });
    await db.insert(invoicePayments).values([
      { tenantId, invoiceId: a.id, paidOn: today, amount: '27000', method: 'TRANSFER' },
      { tenantId, invoiceId: c.id, paidOn: today, amount: '63500', method: 'TRANSFER' },
    ]);
    const entry = (minutes: number, rate: string, currency: 'HUF' | 'EUR', extra: Partial<typeof timeEntries.$inferInsert> = {}) => ({
      tenantId,
      userId: firm.userId,
      matterId: matter!.id,
      description: 'Statisztika munka',
      workDate: today,
      minutes,
      billedMinutes: minutes,
      rate,
      currency,
      rateLevel: 'lawyer' as const,
      ...extra,
    });
    await db.insert(timeEntries).values([
      // Unbilled: 1 h at 30 000 Ft and 1.5 h at 200 € (× 400 from invoice B) = 30 000 + 120 000.
      entry(60, '30000', 'HUF'),
      entry(90, '200', 'EUR'),
      // Not billable, and billed on A: neither counts.
      entry(60, '30000', 'HUF', { billable: false }),
      entry(120, '30000', 'HUF', { invoiceId: a.id, lockedAt: new Date() }),
    ]);
    owner = await signIn(t.app, firm.email);
    lawyer = await signIn(t.app, colleague.email);
  }, 120_000);
  afterAll(() => t.close());

  it('answers receivables, overdue, unbilled work and this month’s revenue in forints', async () => {
    const res = await injectAs(t.app, owner, { method: 'GET', url: '/api/invoice-generator/stats' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      asOf: today,
      receivablesHuf: 608_000,
      receivableInvoices: 2,
      overdueHuf: 508_000,
      overdueInvoices: 1,
      unbilledHuf: 150_000,
      unbilledHours: 2.5,
      revenueThisMonthHuf: 150_000,
    });
  });

  it('a lawyer of the firm sees the same firm figures', async () => {
    const res = await injectAs(t.app, lawyer, { method: 'GET', url: '/api/invoice-generator/stats' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ receivablesHuf: 608_000, overdueHuf: 508_000, revenueThisMonthHuf: 150_000 });
  });

  it('a customer and a firm without the invoice module are refused', async () => {
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, customer, { method: 'GET', url: '/api/invoice-generator/stats' })).statusCode).toBe(403);
    const bare = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts']);
    const res = await injectAs(t.app, await signIn(t.app, bare.email), { method: 'GET', url: '/api/invoice-generator/stats' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MODULE_NOT_INSTALLED');
  });
});

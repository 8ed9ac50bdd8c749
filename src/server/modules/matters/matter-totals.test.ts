// A matter's case file (issue 38.3): GET /api/matters/:id/totals over known rows, every figure
// worked out by hand, and GET /api/invoice-generator?matterId= listing only that matter's invoices.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBudapest } from '@shared/dates/iso-date';
import { contacts, invoicePayments, invoices, invoiceSeries, matters, matterTeam, members, timeEntries } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const MODULES = ['contacts', 'matters', 'time-tracking', 'invoice-generator'];

describe('a matter’s totals', () => {
  let t: TestApp;
  let owner: string;
  let outsider: string;
  const ids: Record<string, string> = {};
  const today = todayInBudapest();

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    const colleague = await createTenantWithMember(t.database, 'lawyer', undefined, []);
    const tenantId = firm.tenantId;
    await db.update(members).set({ organizationId: tenantId }).where(eq(members.userId, colleague.userId));
    const [client] = await db.insert(contacts).values({ tenantId, kind: 'organisation', name: 'Ügyirat Kft.' }).returning();
    const matter = (number: string, confidential = false) => ({ tenantId, number, title: `Ügyirat ${number}`, openedOn: today, conflictDecision: 'no_conflict' as const, confidential });
    const [m] = await db.insert(matters).values(matter('U-1')).returning();
    const [other] = await db.insert(matters).values(matter('U-2')).returning();
    const [secret] = await db.insert(matters).values(matter('U-3', true)).returning();
    await db.insert(matterTeam).values({ tenantId, matterId: secret!.id, userId: firm.userId });
    ids.m = m!.id;
    ids.other = other!.id;
    ids.secret = secret!.id;
    const [series] = await db.insert(invoiceSeries).values({ tenantId, prefix: 'U', name: 'Ügyirat', isDefault: true }).returning();
    const doc = (number: string, matterId: string, net: number, vat: number, rate = 1, currency = 'HUF') => ({
      id: randomUUID(),
      tenantId,
      seriesId: series!.id,
      contactId: client!.id,
      matterId,
      status: 'issued' as const,
      number,
      document: {} as never,
      customerName: 'Ügyirat Kft.',
      currency,
      exchangeRate: String(rate),
      netAmount: String(net),
      vatAmount: String(vat),
      grossAmount: String(net + vat),
      netAmountHuf: String(net * rate),
      vatAmountHuf: String(vat * rate),
      grossAmountHuf: String((net + vat) * rate),
      issueDate: today,
      paymentDate: today,
      issuedAt: new Date(),
    });
    const a = doc('U/A', m!.id, 100_000, 27_000);
    const b = doc('U/B', m!.id, 1000, 270, 400, 'EUR');
    const c = doc('U/C', other!.id, 10_000, 2_700);
    await db.insert(invoices).values([a, b, c]);
    await db.insert(invoices).values({ tenantId, seriesId: series!.id, contactId: client!.id, matterId: m!.id, netAmount: '999999', netAmountHuf: '999999', grossAmount: '999999', grossAmountHuf: '999999' });
    await db.insert(invoicePayments).values([
      { tenantId, invoiceId: a.id, paidOn: today, amount: '27000', method: 'TRANSFER' },
      { tenantId, invoiceId: b.id, paidOn: today, amount: '270', method: 'TRANSFER' },
      { tenantId, invoiceId: c.id, paidOn: today, amount: '12700', method: 'TRANSFER' },
    ]);
    const entry = (matterId: string, minutes: number, rate: string, currency: 'HUF' | 'EUR', extra: Partial<typeof timeEntries.$inferInsert> = {}) => ({
      tenantId,
      userId: firm.userId,
      matterId,
      description: 'Ügyirat munka',
      workDate: today,
      minutes,
      billedMinutes: minutes,
      rate,
      currency,
      rateLevel: 'lawyer' as const,
      ...extra,
    });
    await db
      .insert(timeEntries)
      .values([
        entry(m!.id, 60, '30000', 'HUF'),
        entry(m!.id, 90, '200', 'EUR'),
        entry(m!.id, 60, '30000', 'HUF', { billable: false }),
        entry(m!.id, 120, '30000', 'HUF', { invoiceId: a.id, lockedAt: new Date() }),
        entry(other!.id, 600, '30000', 'HUF'),
      ]);
    owner = await signIn(t.app, firm.email);
    outsider = await signIn(t.app, colleague.email);
  }, 120_000);
  afterAll(() => t.close());

  it('sums worked and unbilled time, invoiced, paid and open in forints', async () => {
    const res = await injectAs(t.app, owner, { method: 'GET', url: `/api/matters/${ids.m}/totals` });
    expect(res.statusCode, res.body).toBe(200);
    // Unbilled: 30 000 Ft + 300 € × 400; invoiced: 127 000 + 1 270 € × 400; paid: 27 000 + 270 € × 400.
    expect(res.json()).toEqual({ workedHours: 5.5, unbilledHours: 2.5, unbilledHuf: 150_000, invoicedHuf: 635_000, paidHuf: 135_000, openHuf: 500_000 });
  });

  it('lists only the matter’s invoices', async () => {
    const res = await injectAs(t.app, owner, { method: 'GET', url: `/api/invoice-generator?matterId=${ids.m}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .items.map((i: { number: string | null }) => i.number ?? 'piszkozat')
        .sort(),
    ).toEqual(['U/A', 'U/B', 'piszkozat']);
  });

  it('a confidential matter outside the user’s team is not found', async () => {
    expect((await injectAs(t.app, owner, { method: 'GET', url: `/api/matters/${ids.secret}/totals` })).statusCode).toBe(200);
    expect((await injectAs(t.app, outsider, { method: 'GET', url: `/api/matters/${ids.secret}/totals` })).statusCode).toBe(404);
  });
});

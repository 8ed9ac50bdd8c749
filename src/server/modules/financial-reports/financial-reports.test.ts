// The financial reports and analytics over known rows of a fresh firm (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): a HUF invoice partly paid and modified, an EUR invoice with its HUF twins, an
// invoice cancelled by a storno, one not yet due, one from last year; time entries of two lawyers,
// billed, unbilled, released by the storno and not billable. Every figure below is worked out by hand.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, contacts, invoicePayments, invoices, invoiceSeries, invoiceTimeEntries, matters, members, timeEntries, users } from '../../db/schema';
import { hashPassword } from '../../auth/password-hashing';
import { DEMO_PASSWORD } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const MODULES = ['contacts', 'matters', 'time-tracking', 'invoice-generator', 'financial-reports', 'analytics'];
const Q1 = 'from=2026-01-01&to=2026-03-31';

describe('financial reports and analytics API', () => {
  let t: TestApp;
  let firm: { tenantId: string; userId: string; email: string };
  let owner: string;
  let associate: string;
  let associateId: string;
  let demoOwner: string;
  let demoLawyer: string;
  let demoCustomer: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    await db.update(users).set({ name: 'Ács Anna' }).where(eqId(users.id, firm.userId));
    // A second lawyer of the firm.
    const assoc = { userId: randomUUID(), email: `${randomUUID()}@riport-iroda.hu` };
    associateId = assoc.userId;
    await db.insert(users).values({ id: associateId, name: 'Bíró Béla', email: assoc.email, emailVerified: true });
    await db.insert(accounts).values({ id: randomUUID(), accountId: associateId, providerId: 'credential', userId: associateId, password: await hashPassword(DEMO_PASSWORD) });
    await db.insert(members).values({ id: randomUUID(), organizationId: firm.tenantId, userId: associateId, role: 'lawyer' });
    const tenantId = firm.tenantId;

    const [alfa] = await db.insert(contacts).values({ tenantId, kind: 'organisation', name: 'Alfa Riport Kft.' }).returning();
    const [beta] = await db.insert(contacts).values({ tenantId, kind: 'organisation', name: 'Beta Report GmbH' }).returning();
    const matter = (number: string, title: string) => ({ tenantId, number, title, openedOn: '2026-01-02', conflictDecision: 'no_conflict' as const });
    const [m1] = await db.insert(matters).values(matter('R-2026/0001', 'Alfa bérleti jogvita')).returning();
    const [m2] = await db.insert(matters).values(matter('R-2026/0002', 'Beta akvizíció')).returning();
    ids.m1 = m1!.id;
    ids.m2 = m2!.id;
    const [series] = await db.insert(invoiceSeries).values({ tenantId, prefix: 'R', name: 'Riport', isDefault: true }).returning();

    const doc = (id: string, values: Partial<typeof invoices.$inferInsert> & { net: string; vat: string; rate?: string }) => {
      const r = Number(values.rate ?? '1');
      const huf = (v: string) => String(Number(v) * r);
      const gross = String(Number(values.net) + Number(values.vat));
      return {
        id,
        tenantId,
        seriesId: series!.id,
        status: 'issued' as const,
        number: `R/${id}`,
        document: {} as never,
        customerName: values.contactId === beta!.id ? 'Beta Report GmbH' : 'Alfa Riport Kft.',
        netAmount: values.net,
        vatAmount: values.vat,
        grossAmount: gross,
        netAmountHuf: huf(values.net),
        vatAmountHuf: huf(values.vat),
        grossAmountHuf: huf(gross),
        exchangeRate: values.rate ?? '1',
        issuedAt: new Date(`${values.issueDate}T10:00:00Z`),
        ...values,
      };
    };
    const strip = ({ net: _n, vat: _v, rate: _r, ...rest }: ReturnType<typeof doc>) => rest;
    for (const row of [
      // A: HUF, matter 1, partly paid, later modified by −10 000 net.
      doc('A', { contactId: alfa!.id, matterId: m1!.id, issueDate: '2026-01-15', paymentDate: '2026-01-23', net: '100000', vat: '27000' }),
      // B: EUR at 400 Ft, matter 2, unpaid (a payment after the period's end does not count).
      doc('B', { contactId: beta!.id, matterId: m2!.id, issueDate: '2026-02-10', paymentDate: '2026-02-18', net: '1000', vat: '270', rate: '400', currency: 'EUR' }),
      // C: cancelled by the storno D three days later.
      doc('C', { contactId: alfa!.id, matterId: m1!.id, issueDate: '2026-03-02', paymentDate: '2026-03-10', net: '50000', vat: '13500' }),
      // E: no matter, not yet due at the period's end.
      doc('E', { contactId: alfa!.id, issueDate: '2026-03-20', paymentDate: '2026-04-20', net: '20000', vat: '5400' }),
      // H: issued last year, 93 days late at the end of March.
      doc('H', { contactId: alfa!.id, issueDate: '2025-12-20', paymentDate: '2025-12-28', net: '30000', vat: '8100' }),
    ]) {
      const [inserted] = await db
        .insert(invoices)
        .values({ ...strip(row), id: randomUUID() })
        .returning({ id: invoices.id });
      ids[row.id] = inserted!.id;
    }
    const correction = (key: string, originalKey: string, operation: 'STORNO' | 'MODIFY', index: number, values: { issueDate: string; net: string; vat: string }) =>
      strip(doc(key, { ...values, operation, originalInvoiceId: ids[originalKey]!, modificationIndex: index, contactId: alfa!.id, matterId: m1!.id }));
    await db.insert(invoices).values({ ...correction('D', 'C', 'STORNO', 1, { issueDate: '2026-03-05', net: '-50000', vat: '-13500' }), id: randomUUID() });
    await db.insert(invoices).values({ ...correction('F', 'A', 'MODIFY', 1, { issueDate: '2026-03-25', net: '-10000', vat: '-2700' }), id: randomUUID() });
    // A draft never counts.
    await db.insert(invoices).values({ tenantId, seriesId: series!.id, contactId: alfa!.id, matterId: m1!.id, netAmount: '999999', netAmountHuf: '999999', grossAmount: '999999', grossAmountHuf: '999999' });

    await db.insert(invoicePayments).values([
      { tenantId, invoiceId: ids.A!, paidOn: '2026-02-01', amount: '50000', method: 'TRANSFER' },
      { tenantId, invoiceId: ids.B!, paidOn: '2026-04-05', amount: '500', method: 'TRANSFER' },
    ]);

    const entry = (key: string, userId: string, matterId: string, workDate: string, minutes: number, rate: string, currency: 'HUF' | 'EUR', extra: Partial<typeof timeEntries.$inferInsert> = {}) => ({
      id: randomUUID(),
      tenantId,
      userId,
      matterId,
      description: `Riport munka ${key}`,
      workDate,
      minutes,
      billedMinutes: minutes,
      rate,
      currency,
      rateLevel: 'lawyer' as const,
      ...extra,
    });
    const locked = (invoiceKey: string) => ({ invoiceId: ids[invoiceKey]!, lockedAt: new Date() });
    const rows = {
      T1: entry('T1', firm.userId, m1!.id, '2026-01-10', 120, '30000', 'HUF', locked('A')),
      T2: entry('T2', associateId, m1!.id, '2026-01-12', 120, '20000', 'HUF', locked('A')),
      T3: entry('T3', associateId, m2!.id, '2026-02-05', 300, '200', 'EUR', locked('B')),
      // On invoice C, released by its storno.
      T4: entry('T4', firm.userId, m1!.id, '2026-03-01', 60, '50000', 'HUF'),
      T5: entry('T5', associateId, m2!.id, '2026-03-15', 90, '200', 'EUR'),
      T6: entry('T6', firm.userId, m1!.id, '2026-03-16', 60, '30000', 'HUF', { billable: false }),
      T7: entry('T7', firm.userId, m1!.id, '2026-04-02', 60, '30000', 'HUF'),
    };
    await db.insert(timeEntries).values(Object.values(rows));
    await db.insert(invoiceTimeEntries).values([
      { tenantId, invoiceId: ids.A!, timeEntryId: rows.T1.id },
      { tenantId, invoiceId: ids.A!, timeEntryId: rows.T2.id },
      { tenantId, invoiceId: ids.B!, timeEntryId: rows.T3.id },
      { tenantId, invoiceId: ids.C!, timeEntryId: rows.T4.id },
    ]);

    owner = await signIn(t.app, firm.email);
    associate = await signIn(t.app, assoc.email);
    demoOwner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    demoLawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    demoCustomer = await signIn(t.app, 'szabo.anna@example.hu');
  }, 120_000);
  afterAll(() => t.close());

  const get = (cookie: string, url: string) => injectAs(t.app, cookie, { method: 'GET', url });

  it('revenue by month, client, matter and lawyer: issued documents net of storno and modification, in forints', async () => {
    const res = await get(owner, `/api/financial-reports?${Q1}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.period).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(r.revenueByMonth).toEqual([
      { month: '2026-01', netHuf: 100000, documents: 1 },
      { month: '2026-02', netHuf: 400000, documents: 1 },
      { month: '2026-03', netHuf: 10000, documents: 4 },
    ]);
    expect(r.revenueByClient).toEqual([
      { id: expect.any(String), label: 'Beta Report GmbH', netHuf: 400000, documents: 1 },
      { id: expect.any(String), label: 'Alfa Riport Kft.', netHuf: 110000, documents: 5 },
    ]);
    expect(r.revenueByMatter).toEqual([
      { id: ids.m2, label: 'R-2026/0002 – Beta akvizíció', netHuf: 400000, documents: 1 },
      { id: ids.m1, label: 'R-2026/0001 – Alfa bérleti jogvita', netHuf: 90000, documents: 4 },
      { id: null, label: 'Ügyhöz nem kötött', netHuf: 20000, documents: 1 },
    ]);
    // A and its modification split 60:40 by the billed time; B is all the associate's; C and its storno net to 0.
    expect(r.revenueByLawyer).toEqual([
      { id: associateId, label: 'Bíró Béla', netHuf: 436000, documents: 3 },
      { id: firm.userId, label: 'Ács Anna', netHuf: 54000, documents: 4 },
      { id: null, label: 'Időbejegyzéshez nem kötött', netHuf: 20000, documents: 1 },
    ]);
    expect(r.totals).toEqual({ revenueHuf: 510000, wipHuf: 170000, receivablesHuf: 635800, workedHuf: 670000, billedHuf: 490000, realisation: 0.7313 });
  });

  it('work in progress, receivables aging and realisation as of the period end', async () => {
    const r = (await get(owner, `/api/financial-reports?${Q1}`)).json();
    // The storno released T4; T5 is EUR at the rate of the latest EUR invoice (400); T6 is not billable, T7 after the end.
    expect(r.wip).toEqual([
      { matterId: ids.m2, label: 'R-2026/0002 – Beta akvizíció', currency: 'EUR', hours: 1.5, value: 300, valueHuf: 120000, oldestWorkDate: '2026-03-15' },
      { matterId: ids.m1, label: 'R-2026/0001 – Alfa bérleti jogvita', currency: 'HUF', hours: 1, value: 50000, valueHuf: 50000, oldestWorkDate: '2026-03-01' },
    ]);
    expect(r.aging.buckets).toEqual([
      { bucket: 'current', openHuf: 25400, invoices: 1 },
      { bucket: 'd0_30', openHuf: 0, invoices: 0 },
      { bucket: 'd31_60', openHuf: 508000, invoices: 1 },
      { bucket: 'd61_90', openHuf: 64300, invoices: 1 },
      { bucket: 'd90_plus', openHuf: 38100, invoices: 1 },
    ]);
    expect(r.aging.invoices.map((i: { number: string; daysOverdue: number; open: number; currency: string }) => [i.number, i.daysOverdue, i.open, i.currency])).toEqual([
      ['R/H', 93, 38100, 'HUF'],
      ['R/A', 67, 64300, 'HUF'],
      ['R/B', 41, 1270, 'EUR'],
      ['R/E', 0, 25400, 'HUF'],
    ]);
    expect(r.realisation).toEqual([
      { matterId: ids.m2, label: 'R-2026/0002 – Beta akvizíció', workedHuf: 520000, billedHuf: 400000, realisation: 0.7692 },
      { matterId: ids.m1, label: 'R-2026/0001 – Alfa bérleti jogvita', workedHuf: 150000, billedHuf: 90000, realisation: 0.6 },
    ]);
    // A day after the EUR payment of April the EUR invoice is partly paid; C's storno never reopens it.
    const april = (await get(owner, '/api/financial-reports?from=2026-04-01&to=2026-04-06')).json();
    expect(april.aging.invoices.find((i: { number: string }) => i.number === 'R/B')).toMatchObject({ open: 770, openHuf: 308000, bucket: 'd31_60' });
    expect(april.aging.invoices.map((i: { number: string }) => i.number)).not.toContain('R/C');
  });

  it('hours and utilisation per lawyer against 8 hours per Hungarian working day', async () => {
    const res = await get(owner, `/api/analytics?${Q1}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    // Q1 2026: 64 weekdays less 1 January (holiday) and 2 January (rest day), plus Saturday 10 January (working day).
    expect(a.workingDays).toBe(63);
    expect(a.lawyers).toEqual([
      { userId: firm.userId, name: 'Ács Anna', totalHours: 4, billableHours: 3, billableShare: 0.75, capacityHours: 504, utilisation: 0.006, workedHuf: 110000 },
      { userId: associateId, name: 'Bíró Béla', totalHours: 8.5, billableHours: 8.5, billableShare: 1, capacityHours: 504, utilisation: 0.0169, workedHuf: 560000 },
    ]);
    expect(a.hoursByMonth).toEqual([
      { month: '2026-01', billableHours: 4, nonBillableHours: 0 },
      { month: '2026-02', billableHours: 5, nonBillableHours: 0 },
      { month: '2026-03', billableHours: 2.5, nonBillableHours: 1 },
    ]);
  });

  it('a lawyer sees only their own line per lawyer; the firm totals stay the same', async () => {
    const r = (await get(associate, `/api/financial-reports?${Q1}`)).json();
    expect(r.revenueByLawyer).toEqual([{ id: associateId, label: 'Bíró Béla', netHuf: 436000, documents: 3 }]);
    expect(r.totals.revenueHuf).toBe(510000);
    const a = (await get(associate, `/api/analytics?${Q1}`)).json();
    expect(a.lawyers.map((l: { userId: string }) => l.userId)).toEqual([associateId]);
    expect(a.hoursByMonth.map((m: { billableHours: number }) => m.billableHours)).toEqual([2, 5, 1.5]);
  });

  it('CSV per table: UTF-8 BOM, semicolons, Hungarian headers, decimal commas', async () => {
    const aging = await get(owner, `/api/financial-reports/export?table=aging&${Q1}`);
    expect(aging.statusCode, aging.body).toBe(200);
    expect(aging.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(aging.headers['content-disposition']).toMatch(/^attachment; filename="kintlevosegek-korosites-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = aging.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFSzámlaszám;Vevő;Fizetési határidő;Késés (nap);Korosítás;Pénznem;Nyitott összeg;Nyitott összeg (Ft)');
    expect(lines[1]).toBe('R/H;Alfa Riport Kft.;2025-12-28;93;90 napon túl;HUF;38100;38100');
    const month = await get(owner, `/api/financial-reports/export?table=revenue-month&${Q1}`);
    expect(month.body.split('\r\n').slice(1, 4)).toEqual(['2026-01;100000;1', '2026-02;400000;1', '2026-03;10000;4']);
    const real = await get(owner, `/api/financial-reports/export?table=realisation&${Q1}`);
    expect(real.body).toContain('R-2026/0002 – Beta akvizíció;520000;400000;"76,9"');
    const util = await get(owner, `/api/analytics/export?table=utilisation&${Q1}`);
    expect(util.body.split('\r\n')[2]).toBe('Bíró Béla;"8,5";"8,5";100;504;"1,7";560000');
  });

  it('refuses a bad period with a Hungarian message and a stable code', async () => {
    const reversed = await get(owner, '/api/financial-reports?from=2026-03-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(reversed.body).toContain('A kezdőnap nem lehet későbbi a zárónapnál.');
    expect((await get(owner, '/api/analytics?from=2026-02-30')).statusCode).toBe(400);
    expect((await get(owner, '/api/financial-reports?from=2015-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await get(owner, '/api/financial-reports/export?table=nincs')).statusCode).toBe(400);
    // Without a table the first one (revenue by month) is sent.
    expect((await get(owner, '/api/financial-reports/export')).headers['content-disposition']).toContain('arbevetel-havonta');
  });

  it('permissions, module installation and tenant isolation', async () => {
    expect((await get(demoCustomer, '/api/financial-reports')).statusCode).toBe(403);
    expect((await get(demoCustomer, '/api/analytics/export?table=utilisation')).statusCode).toBe(403);
    const bare = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts']);
    const bareCookie = await signIn(t.app, bare.email);
    const missing = await get(bareCookie, '/api/financial-reports');
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('MODULE_NOT_INSTALLED');
    // The demo firm over a period covering this firm's rows sees none of them, and the other way round.
    const demo = (await get(demoOwner, '/api/financial-reports?from=2025-12-01&to=2026-04-30')).json();
    expect(JSON.stringify(demo)).not.toMatch(/Alfa Riport|Beta Report|R-2026\/000/);
    const demoLawyerView = (await get(demoLawyer, '/api/analytics?from=2025-12-01&to=2026-04-30')).json();
    expect(demoLawyerView.lawyers.map((l: { name: string }) => l.name)).toEqual(['dr. Nagy Péter']);
    const ours = (await get(owner, '/api/financial-reports?from=2020-01-01&to=2024-12-31')).json();
    expect(ours.totals).toMatchObject({ revenueHuf: 0, wipHuf: 0, receivablesHuf: 0 });
  });
});

function eqId(column: typeof users.id, id: string) {
  return sql`${column} = ${id}`;
}

// The customer's own scope reaches the rows below an invoice and a document (decision 0400): a
// customer-only member reads the lines, payments, reminders, NAV reports and time links only of
// invoices issued to their own clients, the documents of their own clients and matters and only
// those documents' versions – even when naming another client's invoice or document by id – and
// writes none for another client; the same for pro-formas (decision 0368), which no request rewrites. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, documents, documentVersions, invoiceLines, invoicePayments, invoiceProformas, invoices, invoiceTimeEntries, navReports, paymentReminders, portalUsers, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('portal own scope below invoices and documents (RLS)', () => {
  let t: TestApp;
  let tenantId: string;
  const ids: Record<string, string> = {};
  let tothInvoiceId: string;
  let annaContactId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    tenantId = (await demoTenantId(t.database.db))!;
    const rows = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['szabo.anna@example.hu', 'toth.gabor@example.hu', 'ugyved@kovacs-ugyved.hu']));
    for (const r of rows) ids[r.email] = r.id;
    const [toth] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Tóth és Fia Kft.')));
    const [anna] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Szabó Anna')));
    annaContactId = anna!.id;
    const [inv] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.contactId, toth!.id), eq(invoices.status, 'issued')));
    tothInvoiceId = inv!.id;
    // Tóth's seeded invoice gets a payment and a reminder, so there is something to hide.
    await t.database.db.insert(invoicePayments).values({ tenantId, invoiceId: tothInvoiceId, paidOn: '2026-01-05', amount: '1000', method: 'TRANSFER' });
    await t.database.db.insert(paymentReminders).values({ tenantId, invoiceId: tothInvoiceId, recipient: 'penzugy@tothesfia.hu', amountDue: '1000' });
  });
  afterAll(() => t.close());

  const as = <T>(email: string, work: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, tenantId, work, { userId: ids[email]! });

  it("hides another client's invoice lines, payments, reminders and NAV report, even by id", async () => {
    const seen = await as('szabo.anna@example.hu', async (tx) => ({
      lines: await tx.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.invoiceId, tothInvoiceId)),
      payments: await tx.select({ id: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.invoiceId, tothInvoiceId)),
      reminders: await tx.select({ id: paymentReminders.id }).from(paymentReminders).where(eq(paymentReminders.invoiceId, tothInvoiceId)),
      nav: await tx.select({ id: navReports.id }).from(navReports).where(eq(navReports.invoiceId, tothInvoiceId)),
      allLineInvoices: [...new Set((await tx.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines)).map((r) => r.invoiceId))],
      allPaymentInvoices: [...new Set((await tx.select({ invoiceId: invoicePayments.invoiceId }).from(invoicePayments)).map((r) => r.invoiceId))],
      timeLinks: await tx.$count(invoiceTimeEntries),
      ownInvoices: (await tx.select({ id: invoices.id }).from(invoices)).map((r) => r.id),
    }));
    expect(seen.lines).toEqual([]);
    expect(seen.payments).toEqual([]);
    expect(seen.reminders).toEqual([]);
    expect(seen.nav).toEqual([]);
    // Whatever she sees belongs to one of her own invoices.
    for (const id of [...seen.allLineInvoices, ...seen.allPaymentInvoices]) expect(seen.ownInvoices).toContain(id);
    const annaInvoices = await t.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.contactId, annaContactId));
    expect(seen.ownInvoices.sort()).toEqual(annaInvoices.map((r) => r.id).sort());

    // Tóth Gábor, who acts for Tóth és Fia Kft., sees them; so does the firm's lawyer.
    for (const email of ['toth.gabor@example.hu', 'ugyved@kovacs-ugyved.hu']) {
      const n = await as(email, async (tx) => ({
        lines: await tx.$count(invoiceLines, eq(invoiceLines.invoiceId, tothInvoiceId)),
        payments: await tx.$count(invoicePayments, eq(invoicePayments.invoiceId, tothInvoiceId)),
        reminders: await tx.$count(paymentReminders, eq(paymentReminders.invoiceId, tothInvoiceId)),
      }));
      expect(n.lines, email).toBeGreaterThan(0);
      expect(n.payments, email).toBe(1);
      expect(n.reminders, email).toBe(1);
    }
  });

  it("refuses a customer who writes a payment or a line against another client's invoice", async () => {
    await expect(as('szabo.anna@example.hu', (tx) => tx.insert(invoicePayments).values({ tenantId, invoiceId: tothInvoiceId, paidOn: '2026-01-06', amount: '1', method: 'CASH' }))).rejects.toThrow();
    const changed = await as('szabo.anna@example.hu', (tx) => tx.update(invoicePayments).set({ note: 'átírva' }).where(eq(invoicePayments.invoiceId, tothInvoiceId)).returning({ id: invoicePayments.id }));
    expect(changed).toEqual([]);
  });

  it("shows a customer only her own clients' pro-formas, even by id; no request rewrites one (decision 0368)", async () => {
    const [toth] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Tóth és Fia Kft.')));
    const row = (contactId: string, number: string) => ({ tenantId, contactId, number, customerName: 'RLS', currency: 'HUF', grossAmount: '1000', issueDate: '2026-11-29', document: {} as never });
    const [tothPf] = await t.database.db.insert(invoiceProformas).values(row(toth!.id, 'DB-2026/RLS001')).returning({ id: invoiceProformas.id });
    const [annaPf] = await t.database.db.insert(invoiceProformas).values(row(annaContactId, 'DB-2026/RLS002')).returning({ id: invoiceProformas.id });
    const seen = (email: string) => as(email, async (tx) => (await tx.select({ id: invoiceProformas.id }).from(invoiceProformas)).map((r) => r.id));
    expect(await seen('szabo.anna@example.hu')).toEqual([annaPf!.id]);
    expect(await seen('toth.gabor@example.hu')).toEqual([tothPf!.id]);
    expect((await seen('ugyved@kovacs-ugyved.hu')).sort()).toEqual([tothPf!.id, annaPf!.id].sort());
    // She cannot write one for another client, and nobody rewrites or removes one.
    await expect(as('szabo.anna@example.hu', (tx) => tx.insert(invoiceProformas).values(row(toth!.id, 'DB-2026/RLS003')))).rejects.toThrow();
    await expect(as('ugyved@kovacs-ugyved.hu', (tx) => tx.update(invoiceProformas).set({ grossAmount: '1' }).where(eq(invoiceProformas.id, annaPf!.id)))).rejects.toThrow();
    await expect(as('ugyved@kovacs-ugyved.hu', (tx) => tx.delete(invoiceProformas).where(eq(invoiceProformas.id, annaPf!.id)))).rejects.toThrow();
  });

  it("hides another client's documents and their versions, not the customer's own", async () => {
    const others = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), isNotNull(documents.clientContactId), ne(documents.clientContactId, annaContactId)));
    expect(others.length).toBeGreaterThan(0);
    const otherIds = others.map((d) => d.id);
    const seen = await as('szabo.anna@example.hu', async (tx) => ({
      docs: await tx.select({ id: documents.id, client: documents.clientContactId }).from(documents),
      versionsOfOthers: await tx.$count(documentVersions, inArray(documentVersions.documentId, otherIds)),
    }));
    expect(seen.docs.filter((d) => otherIds.includes(d.id))).toEqual([]);
    expect(seen.versionsOfOthers).toBe(0);
    const staff = await as('ugyved@kovacs-ugyved.hu', (tx) => tx.$count(documentVersions, inArray(documentVersions.documentId, otherIds)));
    expect(staff).toBeGreaterThan(0);
    // A document of her own client is hers to read.
    const [own] = await t.database.db
      .insert(documents)
      .values({ tenantId, title: 'Anna személyi igazolványa', fileName: 'szig.pdf', kind: 'other', mime: 'application/pdf', sizeBytes: 10, clientContactId: annaContactId })
      .returning({ id: documents.id });
    expect(await as('szabo.anna@example.hu', (tx) => tx.$count(documents, eq(documents.id, own!.id)))).toBe(1);
    // … and a customer without a link reads none.
    await t.database.db.delete(portalUsers).where(eq(portalUsers.userId, ids['szabo.anna@example.hu']!));
    try {
      expect(await as('szabo.anna@example.hu', (tx) => tx.$count(documents))).toBe(0);
      expect(await as('szabo.anna@example.hu', (tx) => tx.$count(invoiceLines))).toBe(0);
    } finally {
      await t.database.db.insert(portalUsers).values({ tenantId, userId: ids['szabo.anna@example.hu']!, contactId: annaContactId });
    }
  });
});

import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, invoices, navReports, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { DEMO_SELLER } from './invoice-generator.demo-seed';
import { withTenant } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { validateNavXml } from './nav/xsd-validator';

const feeLine = (overrides: object = {}) => ({
  description: 'Jogi tanácsadás – szerződés felülvizsgálata (hűségidő, kötbér, előleg)',
  quantity: '1.5',
  unitOfMeasure: 'OWN',
  unitOfMeasureOwn: 'óra',
  unitPrice: '45000',
  vat: { code: '27' },
  ...overrides,
});

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

describe('invoices API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer)
  let customer: string; // a customer of the demo firm: no invoice permission
  let tenantId: string;
  let tothId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const [toth] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Tóth és Fia Kft.')));
    tothId = toth!.id;
  }, 60_000);
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const newDraft = async (cookie: string, body: object) => {
    const res = await call(cookie, 'POST', '/api/invoice-generator', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  it('issues a draft: number, frozen document, NAV report row, XSD-valid XML, PDF with ő and ű and the amount in words', async () => {
    const id = await newDraft(owner, { contactId: tothId, lines: [feeLine(), feeLine({ description: 'Illeték (továbbszámlázott)', quantity: '1', unitOfMeasureOwn: 'eset', unitPrice: '30000', vat: { code: 'ATK' } })] });
    const draft = (await call(owner, 'GET', `/api/invoice-generator/${id}`)).json();
    expect(draft).toMatchObject({ status: 'draft', number: null, totals: { net: '97500', vat: '18225', gross: '115725' } });

    const issued = await call(owner, 'POST', `/api/invoice-generator/${id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const number = issued.json().number as string;
    expect(number).toMatch(/^SZ\/\d{6}$/);

    const detail = (await call(owner, 'GET', `/api/invoice-generator/${id}`)).json();
    expect(detail).toMatchObject({ status: 'issued', operation: 'CREATE', number, customerName: 'Tóth és Fia Kft.', nav: { state: 'not_configured' }, cancelled: false });
    expect(detail.byVat.map((g: { code: string }) => g.code)).toEqual(['27', 'ATK']);
    expect(detail.seller).toMatchObject({ name: DEMO_SELLER.sellerName, taxNumber: { taxpayerId: '24225221' } });
    expect(detail.customer).toMatchObject({ vatStatus: 'DOMESTIC', taxNumber: { taxpayerId: '13851909', vatCode: '2', countyCode: '13' } });

    const xml = await call(owner, 'GET', `/api/invoice-generator/${id}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain(`<invoiceNumber>${number}</invoiceNumber>`);
    expect((await validateNavXml(xml.body, 'InvoiceData')).errors).toEqual([]);

    const pdf = await call(owner, 'GET', `/api/invoice-generator/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('ő');
    expect(text).toContain('ű');
    for (const needle of [
      'SZÁMLA',
      number,
      DEMO_SELLER.sellerName,
      '24225221-2-43',
      'Tóth és Fia Kft.',
      '13851909-2-13',
      'Számla kelte',
      'Teljesítés dátuma',
      'Fizetési határidő',
      'Áfa-összesítő',
      '115 725 Ft',
      'száztizenötezer-hétszázhuszonöt forint',
      'ATK:',
    ]) {
      expect(text, needle).toContain(needle);
    }
    // No technical user in the demo firm: the PDF says the data was not sent, never "automatically".
    expect(text.replace(/\s+/g, ' ')).toContain('nincs beállítva NAV technikai felhasználó, ezért a program a számla adatait nem küldte be');
    expect(text).not.toContain('automatikusan');
  });

  it('refuses to change or delete an issued invoice, in the API and in the database', async () => {
    const id = await newDraft(owner, { contactId: tothId, lines: [feeLine()] });
    expect((await call(owner, 'POST', `/api/invoice-generator/${id}/issue`)).statusCode).toBe(200);
    const put = await call(owner, 'PUT', `/api/invoice-generator/${id}`, { contactId: tothId, lines: [feeLine({ unitPrice: '1' })] });
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('INVOICE_ISSUED_IMMUTABLE');
    const del = await call(owner, 'DELETE', `/api/invoice-generator/${id}`);
    expect(del.json().code).toBe('INVOICE_ISSUED_IMMUTABLE');
    const again = await call(owner, 'POST', `/api/invoice-generator/${id}/issue`);
    expect(again.json().code).toBe('INVOICE_ISSUED_IMMUTABLE');
    // The request role cannot get past the API either: the trigger refuses.
    await expect(withTenant(t.database.db, tenantId, (tx) => tx.update(invoices).set({ grossAmount: '1' }).where(eq(invoices.id, id)))).rejects.toThrow();
    await expect(withTenant(t.database.db, tenantId, (tx) => tx.delete(invoices).where(eq(invoices.id, id)))).rejects.toThrow();
    const [row] = await t.database.db.select({ gross: invoices.grossAmount }).from(invoices).where(eq(invoices.id, id));
    expect(row!.gross).toBe('85725.00');
  });

  it('refuses an invoice NAV would reject with named errors, and burns no number', async () => {
    const before = (await call(owner, 'GET', '/api/invoice-generator/series')).json().find((s: { isDefault: boolean }) => s.isDefault).last as number;
    // A domestic company without an adószám: NAV blocking rule #45.
    const [noTax] = await t.database.db
      .insert(contacts)
      .values({ tenantId, kind: 'organisation', name: 'Adószám Nélküli Kft.', address: { country: 'HU', postalCode: '1111', city: 'Budapest', street: 'Bartók Béla út 1.' } })
      .returning({ id: contacts.id });
    const id = await newDraft(owner, { contactId: noTax!.id, lines: [feeLine()] });
    const res = await call(owner, 'POST', `/api/invoice-generator/${id}/issue`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVOICE_INVALID_FOR_NAV');
    expect(Object.keys(res.json().fields).join(' ')).toContain('MISSING_CUSTOMER_DOMESTIC_TAXNUMBER');
    // No lines at all.
    const empty = await newDraft(owner, { contactId: tothId, lines: [] });
    const emptyRes = await call(owner, 'POST', `/api/invoice-generator/${empty}/issue`);
    expect(Object.keys(emptyRes.json().fields).join(' ')).toContain('INVOICE_LINE_MISSING');
    // No buyer.
    const nobody = await newDraft(owner, { lines: [feeLine()] });
    expect((await call(owner, 'POST', `/api/invoice-generator/${nobody}/issue`)).json().code).toBe('INVOICE_CONTACT_REQUIRED');
    const after = (await call(owner, 'GET', '/api/invoice-generator/series')).json().find((s: { isDefault: boolean }) => s.isDefault).last as number;
    expect(after).toBe(before);
    const ok = await newDraft(owner, { contactId: tothId, lines: [feeLine()] });
    expect((await call(owner, 'POST', `/api/invoice-generator/${ok}/issue`)).json().number).toBe(`SZ/${String(before + 1).padStart(6, '0')}`);
  });

  it('cancels with a storno and corrects with a modification: own numbers, reference, continued line numbers, only the difference', async () => {
    const id = await newDraft(owner, { contactId: tothId, lines: [feeLine(), feeLine({ description: 'Tárgyalás', quantity: '2', unitPrice: '38000' })] });
    const original = (await call(owner, 'POST', `/api/invoice-generator/${id}/issue`)).json();

    const mod = await call(owner, 'POST', `/api/invoice-generator/${id}/modifications`, { lines: [feeLine({ description: 'Tárgyalás', quantity: '-0.5', unitPrice: '38000' })] });
    expect(mod.statusCode, mod.body).toBe(201);
    const modDetail = (await call(owner, 'GET', `/api/invoice-generator/${mod.json().id}`)).json();
    expect(modDetail).toMatchObject({ operation: 'MODIFY', originalInvoiceNumber: original.number, modificationIndex: 1, totals: { net: '-19000', vat: '-5130', gross: '-24130' } });
    expect(modDetail.number).not.toBe(original.number);
    expect(modDetail.lines.map((l: { lineNumber: number; lineNumberReference: number }) => [l.lineNumber, l.lineNumberReference])).toEqual([[1, 3]]);

    const storno = await call(owner, 'POST', `/api/invoice-generator/${id}/storno`, {});
    expect(storno.statusCode, storno.body).toBe(201);
    const st = (await call(owner, 'GET', `/api/invoice-generator/${storno.json().id}`)).json();
    // Every line of the chain negated; totals exactly minus the chain's (67500+76000−19000 net).
    expect(st).toMatchObject({ operation: 'STORNO', modificationIndex: 2, totals: { net: '-124500', vat: '-33615', gross: '-158115' } });
    expect(st.lines.map((l: { lineNumberReference: number }) => l.lineNumberReference)).toEqual([4, 5, 6]);
    for (const doc of [mod.json().id, storno.json().id]) {
      const xml = (await call(owner, 'GET', `/api/invoice-generator/${doc}/xml`)).body;
      expect((await validateNavXml(xml, 'InvoiceData')).errors).toEqual([]);
      expect(xml).toContain(`<originalInvoiceNumber>${original.number}</originalInvoiceNumber>`);
    }
    const stornoPdf = pdfText((await call(owner, 'GET', `/api/invoice-generator/${storno.json().id}/pdf`)).rawPayload);
    expect(stornoPdf).toContain('ÉRVÉNYTELENÍTŐ SZÁMLA');
    expect(stornoPdf).toContain(`Az eredeti számla sorszáma: ${original.number}`);
    expect(stornoPdf).toContain('mínusz');

    const orig = (await call(owner, 'GET', `/api/invoice-generator/${id}`)).json();
    expect(orig.cancelled).toBe(true);
    expect(orig.corrections.map((c: { operation: string }) => c.operation)).toEqual(['MODIFY', 'STORNO']);
    expect((await call(owner, 'POST', `/api/invoice-generator/${id}/storno`, {})).json().code).toBe('INVOICE_ALREADY_CANCELLED');
    expect((await call(owner, 'POST', `/api/invoice-generator/${storno.json().id}/storno`, {})).json().code).toBe('INVOICE_NOT_AN_ORIGINAL');
    const draftId = await newDraft(owner, { contactId: tothId, lines: [feeLine()] });
    expect((await call(owner, 'POST', `/api/invoice-generator/${draftId}/storno`, {})).json().code).toBe('INVOICE_NOT_ISSUED');
    expect((await call(owner, 'GET', '/api/invoice-generator?status=cancelled')).json().items.map((i: { id: string }) => i.id)).toContain(id);
  });

  it('every seeded demo document validates against the XSDs; the EUR invoice carries its HUF twins', async () => {
    const rows = await t.database.db.select({ data: navReports.invoiceData, operation: navReports.operation }).from(navReports).where(eq(navReports.tenantId, tenantId));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect((await validateNavXml(Buffer.from(r.data, 'base64'), 'InvoiceData')).errors).toEqual([]);
    const [eur] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.currency, 'EUR')));
    expect(eur).toMatchObject({ status: 'issued', exchangeRate: '391.250000' });
    expect(Number(eur!.grossAmountHuf)).toBeCloseTo(Number(eur!.grossAmount) * 391.25, 0);
    expect(rows.some((r) => r.operation === 'STORNO')).toBe(true);
  });

  it("issue 38.14: the seller settings refuse an account failing the GIRO check and a tax number failing its check digit, with the field named; the demo firm's own data passes", async () => {
    const before = (await call(owner, 'GET', '/api/invoice-generator/settings')).json();
    expect(before.bankAccountNumber).toBe(DEMO_SELLER.bankAccountNumber);
    const badAccount = await call(owner, 'PUT', '/api/invoice-generator/settings', { ...DEMO_SELLER, bankAccountNumber: '11700024-20000000-00000000' });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().fields).toEqual({ bankAccountNumber: 'A bankszámlaszám ellenőrző számjegye hibás, valószínűleg elírás.' });
    const badTax = await call(owner, 'PUT', '/api/invoice-generator/settings', { ...DEMO_SELLER, taxNumber: '24225222-2-43', communityVatNumber: null });
    expect(badTax.statusCode).toBe(400);
    expect(Object.keys(badTax.json().fields)).toEqual(['taxNumber']);
    const mismatch = await call(owner, 'PUT', '/api/invoice-generator/settings', { ...DEMO_SELLER, communityVatNumber: 'HU12892312' });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json().fields)).toEqual(['communityVatNumber']);
    // Nothing changed; typed with spaces, a valid account is stored in NAV's form.
    expect((await call(owner, 'GET', '/api/invoice-generator/settings')).json()).toEqual(before);
    expect((await call(owner, 'PUT', '/api/invoice-generator/settings', { ...DEMO_SELLER, bankAccountNumber: '11700027 20000000 00000002' })).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/invoice-generator/settings')).json().bankAccountNumber).toBe('11700027-20000000-00000002');
  });

  it('lets only permitted members in: a customer of the firm is refused', async () => {
    const res = await call(customer, 'GET', '/api/invoice-generator');
    expect(res.statusCode).toBe(403);
  });

  it('gives 1,000 concurrent issues in one series consecutive numbers with no gap and no duplicate', async () => {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['contacts', 'invoice-generator']);
    const cookie = await signIn(t.app, firm.email);
    expect((await call(cookie, 'PUT', '/api/invoice-generator/settings', { ...DEMO_SELLER, sellerName: 'Párhuzamos Ügyvédi Iroda' })).statusCode).toBe(200);
    const [buyer] = await t.database.db
      .insert(contacts)
      .values({ tenantId: firm.tenantId, kind: 'organisation', name: 'Győri Fűrészüzem Kft.', taxNumber: '12892312-2-08', address: { country: 'HU', postalCode: '9021', city: 'Győr', street: 'Árpád út 5.' } })
      .returning({ id: contacts.id });
    const n = 1000;
    const ids: string[] = [];
    for (let i = 0; i < n; i += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, n - i) }, (_, k) => newDraft(cookie, { contactId: buyer!.id, lines: [feeLine({ quantity: String(i + k + 1) })] })));
      ids.push(...batch);
    }
    const responses = await Promise.all(ids.map((id) => call(cookie, 'POST', `/api/invoice-generator/${id}/issue`)));
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const numbers = responses.map((r) => r.json().number as string).sort();
    expect(new Set(numbers).size).toBe(n);
    expect(numbers).toEqual(Array.from({ length: n }, (_, i) => `SZ/${String(i + 1).padStart(6, '0')}`));
    const reports = await t.database.db.select({ data: navReports.invoiceData }).from(navReports).where(eq(navReports.tenantId, firm.tenantId));
    expect(reports).toHaveLength(n);
    for (const r of reports) expect((await validateNavXml(Buffer.from(r.data, 'base64'), 'InvoiceData')).valid).toBe(true);
  }, 600_000);

  it('keeps another firm out: its invoices are 404 here', async () => {
    const [row] = await t.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.tenantId, tenantId)).limit(1);
    const other = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, other.tenantId, null, ['contacts', 'invoice-generator']);
    const cookie = await signIn(t.app, other.email);
    expect((await call(cookie, 'GET', `/api/invoice-generator/${row!.id}`)).statusCode).toBe(404);
    expect((await call(cookie, 'GET', `/api/invoice-generator/${row!.id}/pdf`)).statusCode).toBe(404);
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, other.email));
    expect(u).toBeDefined();
  });
});

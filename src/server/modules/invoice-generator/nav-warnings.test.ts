// NAV's warnings before issuing (issue 39.6): the check lists them without taking a number, and
// an invoice is issued over a warning only when the user accepted that warning.
import { and, eq } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, invoiceSeries, navCredentials } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

const feeLine = { description: 'Jogi tanácsadás', quantity: '2', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '40000', vat: { code: '27' } };

describe('NAV warnings before issuing', () => {
  let t: TestApp;
  let owner: string;
  let tenantId: string;
  let tothId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const [toth] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Tóth és Fia Kft.')));
    tothId = toth!.id;
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t.app, owner, { method, url, ...(payload ? { payload } : {}) });
  const lastNumber = async () =>
    (
      await t.database.db
        .select({ last: invoiceSeries.last })
        .from(invoiceSeries)
        .where(and(eq(invoiceSeries.tenantId, tenantId), eq(invoiceSeries.isDefault, true)))
    )[0]!.last;

  it('a delivery date in 2032 and a payment date before the issue date: listed by the check, refused until accepted, then issued', async () => {
    const created = await call('POST', '/api/invoice-generator', { contactId: tothId, deliveryDate: '2032-12-01', paymentDate: addDays(todayInBudapest(), -3), lines: [feeLine] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const before = await lastNumber();

    const check = await call('GET', `/api/invoice-generator/${id}/nav-check`);
    expect(check.statusCode, check.body).toBe(200);
    const warnings = check.json().issues.filter((i: { severity: string }) => i.severity === 'warning');
    expect(warnings.map((w: { code: string }) => w.code).sort()).toEqual(['INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE', 'PAYMENT_DATE_BEFORE_ISSUE_DATE']);
    expect(warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE', origin: 'nav', message: expect.stringContaining('13 hónappal') })]));
    expect(check.json().issues.filter((i: { severity: string }) => i.severity === 'error')).toEqual([]);

    // Issuing without accepting: 409 naming both warnings, and no number is used.
    const silent = await call('POST', `/api/invoice-generator/${id}/issue`);
    expect(silent.statusCode, silent.body).toBe(409);
    expect(silent.json().code).toBe('INVOICE_NAV_WARNINGS');
    expect(Object.keys(silent.json().fields).sort()).toEqual(['deliveryDate:INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE', 'paymentDate:PAYMENT_DATE_BEFORE_ISSUE_DATE']);
    // Accepting one of two is not enough.
    const half = await call('POST', `/api/invoice-generator/${id}/issue`, { acceptWarnings: ['PAYMENT_DATE_BEFORE_ISSUE_DATE'] });
    expect(half.statusCode).toBe(409);
    expect(Object.keys(half.json().fields)).toEqual(['deliveryDate:INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE']);
    expect(await lastNumber()).toBe(before);
    expect((await call('GET', `/api/invoice-generator/${id}`)).json().status).toBe('draft');

    // The conscious click: both accepted, the invoice is issued and the audit says what was accepted.
    const issued = await call('POST', `/api/invoice-generator/${id}/issue`, { acceptWarnings: warnings.map((w: { code: string }) => w.code) });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(await lastNumber()).toBe(before + 1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoices.issue'), eq(auditLog.targetId, id)));
    expect(entry!.metadata).toMatchObject({ acceptedWarnings: expect.arrayContaining(['INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE', 'PAYMENT_DATE_BEFORE_ISSUE_DATE']) });
    // A draft no longer: nothing to check.
    expect((await call('GET', `/api/invoice-generator/${id}/nav-check`)).statusCode).toBe(409);
  });

  it('a draft without warnings issues without accepting anything; a draft without a buyer is still refused', async () => {
    const clean = (await call('POST', '/api/invoice-generator', { contactId: tothId, lines: [feeLine] })).json().id as string;
    // The demo firm has no NAV technical user: the check says so (the confirmation then promises no automatic report).
    expect((await call('GET', `/api/invoice-generator/${clean}/nav-check`)).json()).toEqual({ issues: [], xsdErrors: [], navConfigured: false });
    await t.database.db.insert(navCredentials).values({ tenantId, login: 'techuser01', taxNumber: '24225221', secrets: 'x' });
    expect((await call('GET', `/api/invoice-generator/${clean}/nav-check`)).json()).toMatchObject({ navConfigured: true });
    await t.database.db.delete(navCredentials).where(eq(navCredentials.tenantId, tenantId));
    expect((await call('POST', `/api/invoice-generator/${clean}/issue`, {})).statusCode).toBe(200);
    const noBuyer = (await call('POST', '/api/invoice-generator', { lines: [feeLine] })).json().id as string;
    expect((await call('POST', `/api/invoice-generator/${noBuyer}/issue`, { acceptWarnings: [] })).json().code).toBe('INVOICE_CONTACT_REQUIRED');
  });

  it('a private buyer without an address: the check names it, issuing is refused and burns no number; with the address it issues (decision 0483)', async () => {
    const person = { kind: 'person', familyName: 'Vadász', givenName: 'Ildikó' };
    const contact = await call('POST', '/api/contacts', person);
    expect(contact.statusCode, contact.body).toBe(201);
    const contactId = contact.json().id as string;
    const id = (await call('POST', '/api/invoice-generator', { contactId, lines: [feeLine] })).json().id as string;
    const before = await lastNumber();

    const check = (await call('GET', `/api/invoice-generator/${id}/nav-check`)).json();
    expect(check.issues).toEqual([expect.objectContaining({ code: 'PRIVATE_PERSON_ADDRESS_MISSING', severity: 'error', origin: 'own', path: 'customer.address', message: expect.stringContaining('169. § e)') })]);
    const refused = await call('POST', `/api/invoice-generator/${id}/issue`, { acceptWarnings: [] });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_INVALID_FOR_NAV', fields: { 'customer.address:PRIVATE_PERSON_ADDRESS_MISSING': expect.stringContaining('irányítószámot') } });
    expect(await lastNumber()).toBe(before);
    expect((await call('GET', `/api/invoice-generator/${id}`)).json().status).toBe('draft');

    const address = { postalCode: '6720', city: 'Szeged', street: 'Kárász utca 5.' };
    const changed = await injectAs(t.app, owner, { method: 'PUT', url: `/api/contacts/${contactId}`, payload: { ...person, address } });
    expect(changed.statusCode, changed.body).toBe(200);
    const issued = await call('POST', `/api/invoice-generator/${id}/issue`, { acceptWarnings: [] });
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await call('GET', `/api/invoice-generator/${id}`)).json().customer).toMatchObject({ vatStatus: 'PRIVATE_PERSON', name: 'Vadász Ildikó', address: { postalCode: '6720', city: 'Szeged' } });
  });
});

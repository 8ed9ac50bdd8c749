// The folio and its invoice through the API: nights at 5 % VAT, the tourist tax outside the VAT
// base (ATK), extras at their own rate, deposits credited, the NAV XML valid against NAV's XSDs
// (and the shared validate.sh when it is there), a storno making the folio billable again, and
// the month's tourist-tax figures and CSV.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { invoiceSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { netForGross } from './folio.service';
import { guest, hospitalityFirm } from './testing/hospitality-fixture';

const today = todayInBudapest();
/** NAV's validate.sh as vendored beside the invoicing XSDs (byte-identical to shared/nav-osa-3.0/validate.sh); needs xmllint. */
const VALIDATE = fileURLToPath(new URL('../invoice-generator/nav/xsd/validate.sh', import.meta.url));
const hasXmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('folio and stay invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds the net whose 5 % VAT makes the gross exactly (or the nearest below)', () => {
    for (const gross of [24_000, 26_000, 34_000, 1, 21, 99_999]) {
      const net = netForGross(gross, '5');
      expect(net + Math.round(net * 0.05)).toBeLessThanOrEqual(gross);
      expect(net + Math.round(net * 0.05)).toBeGreaterThanOrEqual(gross - 1);
    }
    expect(netForGross(24_000, '5')).toBe(22_857);
    expect(netForGross(3_300, 'ATK')).toBe(3_300);
  });

  it('invoices a checked-out stay: nights 5 %, tourist tax ATK, extras, deposit credited; NAV XML valid; storno reopens', async () => {
    const f = await hospitalityFirm(t);
    await t.database.db.insert(invoiceSettings).values({
      tenantId: f.tenantId,
      sellerName: 'Tölgyfa Vendégház Kft.',
      taxNumber: '24225221-2-43',
      address: { countryCode: 'HU', postalCode: '8230', city: 'Balatonfüred', addressLine: 'Tölgyfa utca 12.' },
      paymentDays: 8,
    });
    const r = (await f.book({ unitIds: [f.units[1]!], arrival: today, departure: addDays(today, 2), adults: 2, childrenAges: [7] })).json();
    await f.ok('POST', `/api/hospitality/reservations/${r.id}/payments`, { kind: 'deposit', paidOn: addDays(today, -3), amount: 20_000, method: 'ATUTALAS' });
    await f.ok('POST', `/api/hospitality/reservations/${r.id}/check-in`, {
      guests: [guest(f.units[1]!), guest(f.units[1]!, { givenName: 'Anna', gender: 'NO' }), guest(f.units[1]!, { givenName: 'Lili', gender: 'NO', birthDate: addDays(today, -7 * 366) })],
      version: 1,
    });
    await f.ok('POST', `/api/hospitality/reservations/${r.id}/charges`, { description: 'Reggeli', category: 'ETEL', serviceDate: today, quantity: 3, unitPrice: 3_500, vatCode: '5' });
    await f.ok('POST', `/api/hospitality/reservations/${r.id}/charges`, { description: 'Bor', category: 'ITAL', serviceDate: today, quantity: 1, unitPrice: 6_350, vatCode: '27' });
    const folio = await f.ok<{ lines: Array<{ kind: string; gross: number; vatCode: string }>; total: number; touristTax: number; paid: number }>('GET', `/api/hospitality/reservations/${r.id}/folio`);
    // 2 nights × 24 000, tax 2 adults × 2 nights × 500 (the child is exempt), 10 500 breakfast, 6 350 wine.
    expect(folio.touristTax).toBe(2_000);
    expect(folio.total).toBe(48_000 + 2_000 + 10_500 + 6_350);
    expect(folio.paid).toBe(20_000);
    const invoiced = await f.call('POST', `/api/hospitality/reservations/${r.id}/invoice`, {
      payer: { kind: 'booker', address: { postalCode: '6720', city: 'Szeged', addressLine: 'Kárász utca 5.' } },
      paymentMethod: 'CARD',
    });
    expect(invoiced.statusCode, invoiced.body).toBe(201);
    const invoiceId = invoiced.json().id as string;
    const invoice = await f.ok<{ status: string; lines: Array<{ description: string; vat: { code: string; reason?: string } }>; totals: { gross: string }; payment: { paid: string } | null }>(
      'GET',
      `/api/invoice-generator/${invoiceId}`,
    );
    expect(invoice.status).toBe('issued');
    // The tourist tax is one line per month of the nights: a stay over a month's end has two.
    const taxMonths = new Set([today, addDays(today, 1)].map((night) => night.slice(0, 7))).size;
    expect(invoice.lines.map((l) => l.vat.code).sort()).toEqual(['27', '5', '5', ...Array<string>(taxMonths).fill('ATK')]);
    expect(invoice.lines.find((l) => l.vat.code === 'ATK')!.description).toMatch(/Idegenforgalmi adó/);
    expect(Number(invoice.totals.gross)).toBeGreaterThanOrEqual(66_849);
    expect(Number(invoice.totals.gross)).toBeLessThanOrEqual(66_850);
    expect(Number(invoice.payment?.paid)).toBe(20_000);
    const xml = await f.call('GET', `/api/invoice-generator/${invoiceId}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<case>ATK</case>');
    expect(xml.body).toContain('<vatPercentage>0.05</vatPercentage>');
    // Issuing already validated the XML against NAV's XSDs (libxml2-wasm); this is NAV's own script on top.
    if (hasXmllint) {
      const dir = mkdtempSync(join(tmpdir(), 'vi-folio-'));
      writeFileSync(join(dir, 'szallas-szamla.xml'), xml.body);
      expect(execFileSync('bash', [VALIDATE, '--root', 'InvoiceData', join(dir, 'szallas-szamla.xml')], { encoding: 'utf8' })).toMatch(/1 valid, 0 invalid/);
    }
    const after = await f.ok<{ uninvoiced: number; invoices: Array<{ id: string }> }>('GET', `/api/hospitality/reservations/${r.id}/folio`);
    expect(after.uninvoiced).toBe(0);
    expect((await f.call('POST', `/api/hospitality/reservations/${r.id}/invoice`, { payer: { kind: 'booker', address: { postalCode: '6720', city: 'Szeged', addressLine: 'Kárász utca 5.' } } })).json().code).toBe(
      'HOSPITALITY_FOLIO_EMPTY',
    );
    // Storno by the invoice module's own route: the folio's lines are billable again.
    const storno = await f.call('POST', `/api/invoice-generator/${invoiceId}/storno`, { note: 'Hibás vevő' });
    expect(storno.statusCode, storno.body).toBe(201);
    const reopened = await f.ok<{ uninvoiced: number }>('GET', `/api/hospitality/reservations/${r.id}/folio`);
    expect(reopened.uninvoiced).toBe(folio.total);
  });

  it('names each night as a hotel folio does: "Szállásdíj – 2. szoba" for a numbered room, the name of a named unit', async () => {
    const f = await hospitalityFirm(t);
    const apartment = await f.ok<{ id: string }>('POST', '/api/hospitality/units', { propertyId: f.propertyId, name: 'Napfény apartman', ntakType: 'APARTMAN', capacity: 4, doubleBeds: 1, singleBeds: 2 });
    const room = (await f.book({ unitIds: [f.units[1]!], arrival: today, departure: addDays(today, 2), adults: 2 })).json();
    const flat = (await f.book({ unitIds: [apartment.id], arrival: today, departure: addDays(today, 1), adults: 2 })).json();
    const descriptions = async (id: string, kind: string) =>
      (await f.ok<{ lines: Array<{ kind: string; description: string }> }>('GET', `/api/hospitality/reservations/${id}/folio`)).lines.filter((l) => l.kind === kind).map((l) => l.description);
    expect(await descriptions(room.id, 'accommodation')).toEqual(['Szállásdíj – 2. szoba', 'Szállásdíj – 2. szoba']);
    expect(await descriptions(flat.id, 'accommodation')).toEqual(['Szállásdíj – Napfény apartman']);
    expect(await descriptions(room.id, 'tourist_tax')).toEqual(['Idegenforgalmi adó – 2 vendégéjszaka', 'Idegenforgalmi adó – 2 vendégéjszaka']);
  });

  it('gives the month’s tourist-tax figures and CSV from the nights guests stayed', async () => {
    const f = await hospitalityFirm(t);
    const r = (await f.book({ unitIds: [f.units[2]!], arrival: today, departure: addDays(today, 1), adults: 2, childrenAges: [10] })).json();
    await f.ok('POST', `/api/hospitality/reservations/${r.id}/check-in`, {
      guests: [
        guest(f.units[2]!),
        guest(f.units[2]!, { givenName: 'Éva', gender: 'NO', touristTaxExemption: 'study_or_work' }),
        guest(f.units[2]!, { givenName: 'Zoé', gender: 'NO', birthDate: addDays(today, -10 * 366) }),
      ],
      version: 1,
    });
    const month = today.slice(0, 7);
    const m = await f.ok<{ guestNights: number; liableGuestNights: number; exemptGuestNights: number; taxDue: number; dueOn: string; exemptByReason: Array<{ reason: string; guestNights: number }> }>(
      'GET',
      `/api/hospitality/tourist-tax?propertyId=${f.propertyId}&month=${month}`,
    );
    expect(m).toMatchObject({ guestNights: 3, liableGuestNights: 1, exemptGuestNights: 2, taxDue: 500 });
    expect(m.exemptByReason.map((e) => e.reason).sort()).toEqual(['study_or_work', 'under_18']);
    const csv = await f.call('GET', `/api/hospitality/tourist-tax/export?propertyId=${f.propertyId}&month=${month}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Összesen');
  });

  it('refuses a month before year 1000 with 400 (it has no calendar dates; the fuzzer found a 500)', async () => {
    const f = await hospitalityFirm(t);
    const res = await f.call('GET', `/api/hospitality/tourist-tax?propertyId=${f.propertyId}&month=0802-06`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

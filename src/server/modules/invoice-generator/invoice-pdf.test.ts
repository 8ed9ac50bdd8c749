import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildStorno, createInvoice } from '@shared/invoice-generator/invoice-document';
import { draft, eurDraft, feeLine } from '@shared/invoice-generator/test-fixtures';
import { grossInWords, money, PROFORMA_NOTICE, renderInvoicePdf, unitPriceText } from './invoice-pdf';
import { buildInvoiceDataXml } from './nav/invoice-data-xml';

const text = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('invoice PDF', () => {
  it('prints the mandatory content of an HUF invoice with ő and ű and the amount in words', async () => {
    const doc = createInvoice(draft(), 'SZ/000042');
    const out = text(await renderInvoicePdf(doc, { footerNote: 'Nyilvántartja a Budapesti Ügyvédi Kamara.' }));
    for (const needle of [
      'SZÁMLA',
      'SZ/000042',
      'Kovács és Társai Ügyvédi Iroda',
      '24225221-2-43',
      'Győri Fűrészüzem Kft.',
      '12892312-2-08',
      '9021 Győr, Árpád út 5.',
      'Számla kelte',
      '2026. november 20.',
      'Teljesítés dátuma',
      'Fizetési határidő',
      '2026. december 5.',
      'Áfa-összesítő kulcsonként',
      'ATK:',
      'Fizetendő (bruttó) összesen',
      'Nyilvántartja',
    ]) {
      expect(out, needle).toContain(needle);
    }
    expect(out).toContain(`Azaz: ${grossInWords(doc.totals.total.gross, 'HUF')}.`);
    expect(out).toMatch(/ő/);
    expect(out).toMatch(/ű/);
  });

  it('prints a díjbekérő as such: its title, "Kelte", and the notice that it is not an invoice (decision 0368)', async () => {
    const out = text(await renderInvoicePdf(createInvoice(draft(), 'DB-2026/000007'), { proforma: true }));
    for (const needle of ['DÍJBEKÉRŐ', 'DB-2026/000007', 'Kelte', 'Fizetési határidő', 'Díjbekérő – nem számla: áfa levonására nem jogosít']) expect(out, needle).toContain(needle);
    expect(out).not.toContain('SZÁMLA');
    expect(out).not.toContain('Számla kelte');
    expect(out).not.toContain('Elektronikus számla.');
    expect(PROFORMA_NOTICE).toContain('A számlát a befizetés után állítjuk ki.');
  });

  it('prints the HUF twins and the rate of a foreign-currency invoice, and a storno as negative with its reference', async () => {
    const original = createInvoice(eurDraft(), 'SZ/000043');
    const eur = text(await renderInvoicePdf(original));
    expect(eur).toContain('1 EUR = 391,25 Ft (MNB,');
    expect(eur).toMatch(/EUFAD37 +0,00 EUR/);
    expect(eur).toContain('Áfa forintban');
    expect(eur).toContain('Bruttó forintban');
    expect(eur).toContain('EUFAD37:');
    const storno = buildStorno({ original, corrections: [] }, { invoiceNumber: 'SZ/000044', issueDate: '2026-11-21' });
    const st = text(await renderInvoicePdf(storno));
    expect(st).toContain('ÉRVÉNYTELENÍTŐ SZÁMLA');
    expect(st).toContain('Az eredeti számla sorszáma: SZ/000043 · 1. módosítás');
    expect(st).toContain('Azaz: mínusz');
  });

  it('prints a storno with one minus sign, U+2212, for amounts, quantities and discounts (issue 39.3)', async () => {
    const original = createInvoice(draft({ lines: [feeLine({ quantity: '1', unitPrice: '50000' }), feeLine({ quantity: '1', unitPrice: '843', discount: { rate: '0.1' } })] }), 'SZ/000045');
    const st = text(await renderInvoicePdf(buildStorno({ original, corrections: [] }, { invoiceNumber: 'SZ/000046', issueDate: '2026-11-21' })));
    expect(st).toContain('\u221250 000 Ft'); // pdftotext prints the no-break spaces as spaces
    expect(st).toContain('Engedmény: \u221284 Ft');
    expect(st).toMatch(/\u22121 óra/);
    // No hyphen-minus in front of a number (tax numbers like 24225221-2-43 have a digit before it).
    expect(st).not.toMatch(/(?<![\p{L}\p{N}])-\d/u);
  });

  it('prints an EUR unit price with the precision the XML carries (issue 39.8)', async () => {
    const eur = eurDraft();
    const doc = createInvoice({ ...eur, lines: [{ ...eur.lines[0]!, quantity: '3', unitPrice: '33.335' }] }, 'SZ/000047');
    expect(doc.lines[0]!.amounts.net).toBe('100.01');
    expect(buildInvoiceDataXml(doc)).toContain('<unitPrice>33.335</unitPrice>');
    const out = text(await renderInvoicePdf(doc));
    expect(out).toContain('33,335 EUR');
    expect(out).not.toContain('33,34 EUR');
    expect(out).toContain('100,01 EUR');
    expect(unitPriceText('45000', 'HUF')).toBe('45\u00a0000\u00a0Ft');
    expect(unitPriceText('180', 'EUR')).toBe('180,00\u00a0EUR');
    expect(unitPriceText('12.5', 'HUF')).toBe('12,5\u00a0Ft');
  });

  it('formats money the Hungarian way', () => {
    expect(money('1250000', 'HUF')).toBe('1\u00a0250\u00a0000\u00a0Ft');
    expect(money('12500.5', 'EUR')).toBe('12\u00a0500,50\u00a0EUR');
    expect(money('489218.75', 'HUF')).toBe('489\u00a0218,75\u00a0Ft');
    expect(grossInWords('-115725', 'HUF')).toBe('mínusz száztizenötezer-hétszázhuszonöt forint');
    expect(money('-50000', 'HUF')).toBe('\u221250\u00a0000\u00a0Ft');
  });
});

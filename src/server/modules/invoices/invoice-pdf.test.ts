import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildStorno, createInvoice } from '@shared/invoices/invoice-document';
import { draft, eurDraft } from '@shared/invoices/test-fixtures';
import { grossInWords, money, renderInvoicePdf } from './invoice-pdf';

const text = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('invoice PDF', () => {
  it('prints the mandatory content of an HUF invoice with ő and ű and the amount in words', async () => {
    const doc = createInvoice(draft(), 'SZ/000042');
    const out = text(await renderInvoicePdf(doc, { footerNote: 'Nyilvántartja a Budapesti Ügyvédi Kamara.' }));
    for (const needle of ['SZÁMLA', 'SZ/000042', 'Kovács és Társai Ügyvédi Iroda', '24225221-2-43', 'Győri Fűrészüzem Kft.', '12892312-2-08', '9021 Győr, Árpád út 5.', 'Számla kelte', '2026. november 20.', 'Teljesítés dátuma', 'Fizetési határidő', '2026. december 5.', 'Áfa-összesítő kulcsonként', 'ATK:', 'Fizetendő (bruttó) összesen', 'Nyilvántartja']) {
      expect(out, needle).toContain(needle);
    }
    expect(out).toContain(`Azaz: ${grossInWords(doc.totals.total.gross, 'HUF')}.`);
    expect(out).toMatch(/ő/);
    expect(out).toMatch(/ű/);
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

  it('formats money the Hungarian way', () => {
    expect(money('1250000', 'HUF')).toBe('1\u00a0250\u00a0000\u00a0Ft');
    expect(money('12500.5', 'EUR')).toBe('12\u00a0500,50\u00a0EUR');
    expect(money('489218.75', 'HUF')).toBe('489\u00a0218,75\u00a0Ft');
    expect(grossInWords('-115725', 'HUF')).toBe('mínusz száztizenötezer-hétszázhuszonöt forint');
  });
});

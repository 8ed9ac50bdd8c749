import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModification, buildStorno, createInvoice, lineDifferences, type InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import { invoiceLineInputSchema } from '@shared/invoice-generator/invoice-generator.schemas';
import { domesticClient, draft, eurDraft, feeLine, navModificationBaseDraft } from '@shared/invoice-generator/test-fixtures';
import { VAT_CODES } from '@shared/invoice-generator/vat';
import { buildInvoiceDataXml } from './invoice-data-xml';
import { prepareInvoiceData } from './invoice-report';
import { navXsdValidator, type NavXsdValidator } from './xsd-validator';

const sample = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/nav-samples/${name}`, import.meta.url)), 'utf8');
/** The text of every `<tag>` in document order. */
const values = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
const num = (xs: (string | undefined)[]) => xs.map((x) => Number(x));

describe('InvoiceData XML', () => {
  let xsd: NavXsdValidator;
  beforeAll(async () => {
    xsd = await navXsdValidator();
  });
  const expectValid = (doc: InvoiceDocument) => {
    const verdict = xsd.validate(buildInvoiceDataXml(doc), 'InvoiceData');
    expect(verdict.errors).toEqual([]);
    expect(verdict.valid).toBe(true);
  };

  it('is XSD-valid for every document type: HUF, EUR, private person, each VAT code, modification, header-only modification, storno', () => {
    const huf = createInvoice(draft(), 'VI-2026/00001');
    expectValid(huf);
    expectValid(createInvoice(eurDraft(), 'VI-2026/00002'));
    expectValid(createInvoice(draft({ customer: { vatStatus: 'PRIVATE_PERSON', name: 'Kiss Éva', address: domesticClient.address } }), 'VI-2026/00003'));
    expectValid(createInvoice(draft({ lines: VAT_CODES.map((code) => feeLine({ description: `Tétel ${code}`, vat: { code } })) }), 'VI-2026/00004'));
    expectValid(createInvoice(draft({ deliveryPeriodStart: '2026-10-01', deliveryPeriodEnd: '2026-10-31', cashAccounting: true, supplier: { ...draft().supplier, smallBusiness: true } }), 'VI-2026/00005'));
    const chain = { original: huf, corrections: [] as InvoiceDocument[] };
    const mod = buildModification(chain, { invoiceNumber: 'VI-2026/00006', issueDate: '2026-11-21', lines: lineDifferences({ a: huf.lines[0]! }, { a: { ...huf.lines[0]!, quantity: '0.8' } }) });
    expectValid(mod);
    const headerOnly = buildModification({ original: huf, corrections: [mod] }, { invoiceNumber: 'VI-2026/00007', issueDate: '2026-11-22', lines: [], header: { paymentDate: '2026-12-31' } });
    expectValid(headerOnly);
    expectValid(buildStorno({ original: huf, corrections: [mod, headerOnly] }, { invoiceNumber: 'VI-2026/00008', issueDate: '2026-11-23' }));
  });

  it('writes the invoice reference, continued line references, lineOperation CREATE and the delta summary like NAV sample "Teves termek helyesbitese"', () => {
    const original = createInvoice(navModificationBaseDraft(), 'ZZZ000001');
    const F = invoiceLineInputSchema.parse({ description: 'F termék', nature: 'PRODUCT', quantity: '1.00', unitOfMeasure: 'PIECE', unitPrice: '600000', vat: { code: '27' } });
    const mod = buildModification({ original, corrections: [] }, { invoiceNumber: 'ZZZ000002', issueDate: '2021-05-20', lines: lineDifferences({ d: original.lines[3]! }, { d: F }) });
    const ours = buildInvoiceDataXml(mod);
    const nav = sample('Teves termek helyesbitese.xml');
    for (const tag of [
      'invoiceNumber',
      'originalInvoiceNumber',
      'modifyWithoutMaster',
      'modificationIndex',
      'invoiceCategory',
      'invoiceDeliveryDate',
      'currencyCode',
      'lineNumber',
      'lineNumberReference',
      'lineOperation',
      'lineDescription',
      'unitOfMeasure',
      'vatPercentage',
    ]) {
      expect(values(ours, tag), tag).toEqual(values(nav, tag));
    }
    for (const tag of [
      'quantity',
      'unitPrice',
      'lineNetAmount',
      'lineVatAmount',
      'lineGrossAmountNormal',
      'vatRateNetAmount',
      'vatRateVatAmount',
      'invoiceNetAmount',
      'invoiceVatAmount',
      'invoiceGrossAmount',
      'invoiceGrossAmountHUF',
    ]) {
      expect(num(values(ours, tag)), tag).toEqual(num(values(nav, tag)));
    }
  });

  it('writes the storno and the re-issue after it like NAV samples 20 and 21', () => {
    const original = createInvoice(navModificationBaseDraft(), 'ZZZ000001');
    const storno = buildStorno({ original, corrections: [] }, { invoiceNumber: 'ZZZ000002', issueDate: '2021-05-20' });
    const corrected = Object.fromEntries(original.lines.map((l, i) => [String(i), l.description === 'D termék' ? { ...l, description: 'F termék', quantity: '1.00', unitPrice: '600000' } : l]));
    const fix = buildModification({ original, corrections: [storno] }, { invoiceNumber: 'ZZZ000003', issueDate: '2021-05-20', lines: lineDifferences({}, corrected) });
    for (const [doc, name] of [
      [storno, 'Teves termek helyesbitese 20.xml'],
      [fix, 'Teves termek helyesbitese 21.xml'],
    ] as const) {
      const ours = buildInvoiceDataXml(doc);
      const nav = sample(name);
      for (const tag of ['originalInvoiceNumber', 'modificationIndex', 'lineNumber', 'lineNumberReference', 'lineDescription']) expect(values(ours, tag), `${name} ${tag}`).toEqual(values(nav, tag));
      for (const tag of ['quantity', 'lineNetAmount', 'lineVatAmount', 'invoiceNetAmount', 'invoiceVatAmount', 'invoiceGrossAmount']) expect(num(values(ours, tag)), `${name} ${tag}`).toEqual(num(values(nav, tag)));
    }
  });

  it('reports VAT cases with their legal reason and keeps a private person anonymous', () => {
    const xml = buildInvoiceDataXml(createInvoice(eurDraft(), 'E1'));
    expect(xml).toContain('<vatOutOfScope>\n');
    expect(values(xml, 'case')).toEqual(['EUFAD37', 'EUFAD37', 'EUFAD37']);
    expect(values(xml, 'reason')[0]).toBe('Fordított adózás – Áfa tv. 37. § (1): az adót a szolgáltatást igénybe vevő fizeti');
    expect(values(xml, 'exchangeRate')).toEqual(['391.25']);
    const privateXml = buildInvoiceDataXml(createInvoice(draft({ customer: { vatStatus: 'PRIVATE_PERSON', name: 'Kiss Éva', address: domesticClient.address } }), 'P1'));
    expect(privateXml).not.toContain('Kiss Éva');
    expect(privateXml).not.toContain('customerAddress');
  });

  it('escapes text and refuses (through the XSD check) what NAV would refuse', async () => {
    const doc = createInvoice(draft({ lines: [feeLine({ description: 'Díj <"Alfa & Omega"> ügyben' })] }), 'VI-2026/00009');
    const report = await prepareInvoiceData(doc);
    expect(report.ok).toBe(true);
    expect(report.xml).toContain('Díj &lt;&quot;Alfa &amp; Omega&quot;&gt; ügyben');
    expect(Buffer.from(report.base64, 'base64').toString('utf8')).toBe(report.xml);
    const tooLong = await prepareInvoiceData({ ...doc, invoiceNumber: 'X'.repeat(51) });
    expect(tooLong.ok).toBe(false);
    expect(tooLong.xsd.valid).toBe(false);
    expect(tooLong.issues.map((i) => i.code)).toEqual(['INVALID_INVOICE_NUMBER']);
  });
});

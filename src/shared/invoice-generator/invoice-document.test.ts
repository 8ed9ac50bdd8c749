import { describe, expect, it } from 'vitest';
import { calculateLine } from './invoice-calculation';
import { buildModification, buildStorno, chainTotals, createInvoice, InvoiceChainError, lineDifferences, type InvoiceChain } from './invoice-document';
import { invoiceLineInputSchema, type InvoiceLineInput } from './invoice-generator.schemas';
import { draft, eurDraft, feeLine, navModificationBaseDraft } from './test-fixtures';

const line = (input: InvoiceLineInput) => invoiceLineInputSchema.parse(input);

describe('line and total arithmetic (reference §6)', () => {
  it('reproduces NAV sample "Belfoldi devizas szamla" (EUR at 310.00) line by line and in total', () => {
    const ctx = { currency: 'EUR', exchangeRate: '310.00' };
    const base = { nature: 'PRODUCT' as const, unitOfMeasure: 'KILOGRAM' as const };
    const lines = [
      calculateLine(line({ ...base, description: 'Hűtött házi sertés (fél)', quantity: '1500.00', unitPrice: '2.00', vat: { code: '5' } }), 1, ctx),
      calculateLine(line({ ...base, description: 'Érlelt szalámi', quantity: '1600.00', unitPrice: '10.00', vat: { code: '27' } }), 2, ctx),
      calculateLine(line({ ...base, description: 'Kenőmájas', quantity: '4000', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'dkg', unitPrice: '0.03', vat: { code: '27' } }), 3, ctx),
    ];
    expect(lines.map((l) => [l.unitPriceHUF, l.amounts])).toEqual([
      ['620.00', { net: '3000.00', netHUF: '930000.00', vat: '150.00', vatHUF: '46500.00', gross: '3150.00', grossHUF: '976500.00' }],
      ['3100.00', { net: '16000.00', netHUF: '4960000.00', vat: '4320.00', vatHUF: '1339200.00', gross: '20320.00', grossHUF: '6299200.00' }],
      ['9.30', { net: '120.00', netHUF: '37200.00', vat: '32.40', vatHUF: '10044.00', gross: '152.40', grossHUF: '47244.00' }],
    ]);
    const doc = createInvoice({ ...eurDraft(), exchangeRate: '310.00', lines: lines.map(({ lineNumber: _n, unitPriceHUF: _u, amounts: _a, ...l }) => l) }, '2021/00345');
    expect(doc.totals.byVat.map((g) => [g.vat.code, g.amounts.net, g.amounts.netHUF, g.amounts.vat, g.amounts.vatHUF])).toEqual([
      ['5', '3000.00', '930000.00', '150.00', '46500.00'],
      ['27', '16120.00', '4997200.00', '4352.40', '1349244.00'],
    ]);
    expect(doc.totals.total).toEqual({ net: '19120.00', netHUF: '5927200.00', vat: '4502.40', vatHUF: '1395744.00', gross: '23622.40', grossHUF: '7322944.00' });
  });

  it('reproduces NAV sample "tetelbol adott engedmennyel": a value discount lowers the net', () => {
    const l = calculateLine(
      line({ description: 'Érlelt szalámi', nature: 'PRODUCT', quantity: '1600.00', unitOfMeasure: 'KILOGRAM', unitPrice: '3000.00', discount: { description: 'Árengedmény', value: '480000.00' }, vat: { code: '27' } }),
      2,
      { currency: 'HUF', exchangeRate: '1' },
    );
    expect(l.amounts).toEqual({ net: '4320000', netHUF: '4320000', vat: '1166400', vatHUF: '1166400', gross: '5486400', grossHUF: '5486400' });
    expect(l.discountValue).toBe('480000');
  });

  it('rounds HUF amounts to whole forints per line, VAT from the rounded net, groups summing lines', () => {
    // 1.2 h × 45 000 = 54 000; 2.5 h × 38 000 = 95 000; VAT 27 % = 14 580 + 25 650; ATK line has no VAT.
    const doc = createInvoice(draft({ lines: [feeLine({ quantity: '0.35', unitPrice: '33333' }), feeLine({ quantity: '0.1', unitPrice: '12345' })] }), 'VI-2026/1');
    // 11 666.55 → 11 667 (VAT 3 150.09 → 3 150); 1 234.5 → 1 235 (VAT 333.45 → 333)
    expect(doc.lines.map((l) => [l.amounts.net, l.amounts.vat])).toEqual([
      ['11667', '3150'],
      ['1235', '333'],
    ]);
    expect(doc.totals.total).toMatchObject({ net: '12902', vat: '3483', gross: '16385', netHUF: '12902', grossHUF: '16385' });
  });

  it('groups case codes by code and reason, with zero VAT', () => {
    const doc = createInvoice(draft(), 'VI-2026/2');
    expect(doc.totals.byVat.map((g) => [g.vat.code, g.amounts.net, g.amounts.vat])).toEqual([
      ['27', '149000', '40230'],
      ['ATK', '30000', '0'],
    ]);
    expect(doc.totals.total).toMatchObject({ net: '179000', vat: '40230', gross: '219230' });
  });

  it('computes a rate discount and HUF twins of an EUR invoice', () => {
    const doc = createInvoice(eurDraft(), 'VI-2026/3');
    // 3.75 × 180 = 675.00; 99.99 − 10 % (9.999 → 10.00) = 89.99
    expect(doc.lines.map((l) => [l.amounts.net, l.amounts.netHUF, l.discountValue])).toEqual([
      ['675.00', '264093.75', undefined],
      ['89.99', '35208.59', '10.00'],
    ]);
    expect(doc.totals.total).toEqual({ net: '764.99', netHUF: '299302.34', vat: '0.00', vatHUF: '0.00', gross: '764.99', grossHUF: '299302.34' });
  });
});

describe('corrections (reference §4, NAV samples ZZZ000001 → 000002 → 000003)', () => {
  const original = createInvoice(navModificationBaseDraft(), 'ZZZ000001');

  it('a storno repeats every line negated, continues the line numbering and carries the negated totals', () => {
    const storno = buildStorno({ original, corrections: [] }, { invoiceNumber: 'ZZZ000002', issueDate: '2021-05-20' });
    expect(storno.operation).toBe('STORNO');
    expect(storno.reference).toEqual({ originalInvoiceNumber: 'ZZZ000001', modificationIndex: 1, modifyWithoutMaster: false });
    expect(storno.lines.map((l) => [l.lineNumber, l.lineNumberReference, l.quantity, l.amounts.net])).toEqual([
      [1, 6, '-1.00', '-100000'],
      [2, 7, '-2.00', '-400000'],
      [3, 8, '-3.00', '-900000'],
      [4, 9, '-4.00', '-1600000'],
      [5, 10, '-5.00', '-2500000'],
    ]);
    expect(storno.totals.total).toMatchObject({ net: '-5500000', vat: '-1485000', gross: '-6985000' });
    expect(storno.deliveryDate).toBe('2021-05-10');
    expect(storno.issueDate).toBe('2021-05-20');
  });

  it('a correct invoice after a storno is modification 2 of the original with references 11..15 (sample 21)', () => {
    const storno = buildStorno({ original, corrections: [] }, { invoiceNumber: 'ZZZ000002', issueDate: '2021-05-20' });
    const chain: InvoiceChain = { original, corrections: [storno] };
    expect(chainTotals(chain).total.net).toBe('0');
    const byKey = (lines: typeof original.lines) => Object.fromEntries(lines.map((l, i) => [String(i), l]));
    const corrected = original.lines.map((l) => (l.description === 'D termék' ? { ...l, description: 'F termék', quantity: '1.00', unitPrice: '600000' } : l));
    const fix = buildModification(chain, { invoiceNumber: 'ZZZ000003', issueDate: '2021-05-20', lines: lineDifferences({}, byKey(corrected)) });
    expect(fix.reference?.modificationIndex).toBe(2);
    expect(fix.lines.map((l) => [l.lineNumberReference, l.description, l.amounts.net])).toEqual([
      [11, 'A termék', '100000'],
      [12, 'B termék', '400000'],
      [13, 'C termék', '900000'],
      [14, 'F termék', '600000'],
      [15, 'E termék', '2500000'],
    ]);
    expect(fix.totals.total).toMatchObject({ net: '4500000', vat: '1215000' });
    expect(() => buildStorno({ original, corrections: [storno] }, { invoiceNumber: 'X', issueDate: '2021-05-21' })).toThrow(InvoiceChainError);
  });

  it('a modification carries only the difference (sample "Teves termek helyesbitese": D −4, F +1)', () => {
    const before = { d: original.lines[3]! };
    const after = { d: line({ description: 'F termék', nature: 'PRODUCT', quantity: '1.00', unitOfMeasure: 'PIECE', unitPrice: '600000', vat: { code: '27' } }) };
    const mod = buildModification({ original, corrections: [] }, { invoiceNumber: 'ZZZ000002', issueDate: '2021-05-20', lines: lineDifferences(before, after) });
    expect(mod.lines.map((l) => [l.lineNumber, l.lineNumberReference, l.description, l.quantity, l.amounts.net])).toEqual([
      [1, 6, 'D termék', '-4.00', '-1600000'],
      [2, 7, 'F termék', '1.00', '600000'],
    ]);
    expect(mod.totals.total).toMatchObject({ net: '-1000000', vat: '-270000', gross: '-1270000' });
  });

  it('a pure quantity change is one line with the quantity difference; unchanged lines are left out', () => {
    const before = { a: original.lines[0]!, b: original.lines[1]! };
    const diff = lineDifferences(before, { a: { ...original.lines[0]!, quantity: '1.5' }, b: original.lines[1]! });
    expect(diff.map((l) => [l.description, l.quantity])).toEqual([['A termék', '0.50']]);
  });

  it('a header-only modification reports a zero VAT group; numbering continues over earlier corrections', () => {
    const first = buildModification({ original, corrections: [] }, { invoiceNumber: 'M1', issueDate: '2021-05-20', lines: [line(feeLine({ quantity: '-1', unitPrice: '1000' }))] });
    const second = buildModification(
      { original, corrections: [first] },
      {
        invoiceNumber: 'M2',
        issueDate: '2021-05-21',
        lines: [],
        header: { paymentDate: '2021-06-30' },
      },
    );
    expect(second.reference?.modificationIndex).toBe(2);
    expect(second.paymentDate).toBe('2021-06-30');
    expect(second.lines).toEqual([]);
    expect(second.totals.byVat).toEqual([{ vat: { code: '27' }, amounts: { net: '0', netHUF: '0', vat: '0', vatHUF: '0', gross: '0', grossHUF: '0' } }]);
    const third = buildModification({ original, corrections: [first, second] }, { invoiceNumber: 'M3', issueDate: '2021-05-22', lines: [line(feeLine())] });
    expect(third.lines[0]!.lineNumberReference).toBe(7);
  });

  it('keeps the original currency and rate, and refuses a correction as the base', () => {
    const eur = createInvoice(eurDraft(), 'E1');
    const mod = buildModification({ original: eur, corrections: [] }, { invoiceNumber: 'E2', issueDate: '2026-11-25', lines: [], header: { customer: { ...eur.customer, name: 'Müller Holz AG' } } });
    expect([mod.currency, mod.exchangeRate, mod.customer.name]).toEqual(['EUR', '391.25', 'Müller Holz AG']);
    expect(() => buildModification({ original: mod, corrections: [] }, { invoiceNumber: 'E3', issueDate: '2026-11-26', lines: [] })).toThrow(InvoiceChainError);
  });

  it('a storno of an EUR invoice with a discount negates every amount exactly', () => {
    const eur = createInvoice(eurDraft(), 'E1');
    const storno = buildStorno({ original: eur, corrections: [] }, { invoiceNumber: 'E2', issueDate: '2026-11-25' });
    for (const k of ['net', 'netHUF', 'vat', 'vatHUF', 'gross', 'grossHUF'] as const) {
      expect(Number(storno.totals.total[k]) + Number(eur.totals.total[k])).toBe(0);
      expect(storno.totals.total[k].replace('-', '')).toBe(eur.totals.total[k]);
    }
    expect(storno.lines[1]!.discountValue).toBe('-10.00');
  });
});

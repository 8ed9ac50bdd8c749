import { describe, expect, it } from 'vitest';
import { buildModification, buildStorno, createInvoice, type InvoiceDocument } from './invoice-document';
import { validateNavRules, type NavRuleCode, type NavRuleContext } from './nav-rules';
import { domesticClient, draft, eurDraft, feeLine, lawFirm } from './test-fixtures';

const codes = (doc: InvoiceDocument, ctx?: NavRuleContext): NavRuleCode[] => validateNavRules(doc, ctx).map((i) => i.code);
const errors = (doc: InvoiceDocument, ctx?: NavRuleContext): NavRuleCode[] =>
  validateNavRules(doc, ctx)
    .filter((i) => i.severity === 'error')
    .map((i) => i.code);
const clone = (doc: InvoiceDocument): InvoiceDocument => structuredClone(doc);

describe('NAV business rules', () => {
  const valid = createInvoice(draft(), 'VI-2026/00001');

  it('passes documents built by the engine: HUF, EUR, modification and storno', () => {
    expect(validateNavRules(valid, { today: '2026-11-20' })).toEqual([]);
    expect(validateNavRules(createInvoice(eurDraft(), 'VI-2026/00002'))).toEqual([]);
    const mod = buildModification({ original: valid, corrections: [] }, { invoiceNumber: 'VI-2026/00003', issueDate: '2026-11-21', lines: [{ ...valid.lines[0]!, quantity: '-0.2' }] });
    expect(validateNavRules(mod, { chain: { original: valid, corrections: [] } })).toEqual([]);
    const storno = buildStorno({ original: valid, corrections: [mod] }, { invoiceNumber: 'VI-2026/00004', issueDate: '2026-11-22' });
    expect(validateNavRules(storno, { chain: { original: valid, corrections: [mod] } })).toEqual([]);
  });

  it('invoice number and dates', () => {
    expect(codes({ ...valid, invoiceNumber: ' VI-1' })).toContain('INVALID_INVOICE_NUMBER');
    expect(codes({ ...valid, invoiceNumber: 'VI-1\n' })).toContain('INVALID_INVOICE_NUMBER');
    expect(codes({ ...valid, invoiceNumber: 'x'.repeat(51) })).toContain('INVALID_INVOICE_NUMBER');
    expect(codes({ ...valid, deliveryPeriodStart: '2026-11-10', deliveryPeriodEnd: '2026-11-01' })).toContain('INCORRECT_DATE_INVOICE_DELIVERY_TO_FROM');
    expect(codes({ ...valid, deliveryPeriodStart: '2026-11-10' })).toContain('DELIVERY_PERIOD_INCOMPLETE');
    expect(errors(valid, { today: '2026-11-19' })).toEqual(['INCORRECT_DATE_INVOICE_ISSUE_DATE_LATE']);
    const early = validateNavRules({ ...valid, paymentDate: '2026-11-01' });
    expect(early.map((i) => [i.code, i.severity])).toEqual([['PAYMENT_DATE_BEFORE_ISSUE_DATE', 'warning']]);
    expect(codes({ ...valid, exchangeRate: '1.5' })).toEqual(['INVALID_EXCHANGE_RATE']);
  });

  it('seller and buyer tax numbers', () => {
    const bad = (supplier: Partial<InvoiceDocument['supplier']>) => codes({ ...valid, supplier: { ...valid.supplier, ...supplier } });
    expect(bad({ taxNumber: { taxpayerId: '24225222', vatCode: '2', countyCode: '43' } })).toContain('INVALID_SUPPLIER_TAX_NUMBER');
    expect(bad({ taxNumber: { taxpayerId: '24225221', vatCode: '4', countyCode: '43' } })).toContain('INCORRECT_VAT_CODE_SUPPLIER');
    expect(bad({ taxNumber: { taxpayerId: '24225221', vatCode: '5', countyCode: '43' } })).toContain('INCORRECT_VAT_CODE_SUPPLIER_GROUPMEMBER_MISSING');
    expect(bad({ taxNumber: { taxpayerId: '24225221', vatCode: '2', countyCode: '21' } })).toContain('INCORRECT_COUNTY_CODE_SUPPLIER');
    expect(bad({ taxNumber: { taxpayerId: '24225221' } })).toContain('INCOMPLETE_SUPPLIER_TAX_NUMBER');
    expect(bad({ communityVatNumber: 'HU12892312' })).toContain('INCORRECT_HEAD_DATA_SUPPLIER_COMMUNITY_VAT_NUMBER');
    const customer = (c: Partial<InvoiceDocument['customer']>) => codes({ ...valid, customer: { ...domesticClient, ...c } as InvoiceDocument['customer'] });
    expect(customer({ taxNumber: undefined })).toEqual(['MISSING_CUSTOMER_DOMESTIC_TAXNUMBER']);
    expect(customer({ communityVatNumber: 'HU12892312' })).toEqual(['CUSTOMER_COMMUNITY_TAXNUMBER_NOT_EXPECTED']);
    expect(customer({ thirdStateTaxId: 'X-1' })).toEqual(['CUSTOMER_THIRD_STATE_TAXNUMBER_NOT_EXPECTED']);
    expect(customer({ taxNumber: { taxpayerId: '12892313', vatCode: '2', countyCode: '08' } })).toEqual(['INVALID_CUSTOMER_TAX_NUMBER']);
    expect(customer({ taxNumber: { taxpayerId: '12892312', vatCode: '4', countyCode: '08' } })).toEqual(['INCORRECT_VAT_CODE_CUSTOMER']);
    expect(customer({ taxNumber: lawFirm.taxNumber })).toEqual(['SUPPLIER_CUSTOMER_MATCH_TAXPAYER']);
    expect(customer({ name: 'kovács és társai ügyvédi iroda' })).toEqual(['SUPPLIER_CUSTOMER_MATCH_NAME']);
    expect(customer({ address: undefined })).toEqual(['CUSTOMER_INFO_MISSING']);
    expect(customer({ vatStatus: 'PRIVATE_PERSON' })).toEqual(['CUSTOMER_DATA_NOT_EXPECTED']);
    expect(codes({ ...valid, customer: { vatStatus: 'PRIVATE_PERSON', name: 'Kiss Éva', address: domesticClient.address } })).toEqual([]);
  });

  it('a private buyer needs a name and an address on a new invoice, not on a correction (decision 0483)', () => {
    expect(codes({ ...valid, customer: { vatStatus: 'PRIVATE_PERSON', name: 'Kiss Éva' } })).toEqual(['PRIVATE_PERSON_ADDRESS_MISSING']);
    expect(codes({ ...valid, customer: { vatStatus: 'PRIVATE_PERSON', address: domesticClient.address } })).toEqual(['PRIVATE_PERSON_ADDRESS_MISSING']);
    const issue = validateNavRules({ ...valid, customer: { vatStatus: 'PRIVATE_PERSON', name: 'Kiss Éva' } }).find((i) => i.code === 'PRIVATE_PERSON_ADDRESS_MISSING');
    expect(issue).toMatchObject({ severity: 'error', origin: 'own', path: 'customer.address' });
    expect(issue?.message).toContain('169. § e)');
    const legacy: InvoiceDocument = { ...valid, customer: { vatStatus: 'PRIVATE_PERSON', name: 'Kiss Éva' } };
    const storno = buildStorno({ original: legacy, corrections: [] }, { invoiceNumber: 'VI-2026/00005', issueDate: '2026-11-22' });
    expect(codes(storno, { chain: { original: legacy, corrections: [] } })).not.toContain('PRIVATE_PERSON_ADDRESS_MISSING');
  });

  it('VAT cases that need the buyer identified', () => {
    const fad = createInvoice(draft({ lines: [feeLine({ vat: { code: 'FAD' } })], customer: { ...domesticClient, vatStatus: 'OTHER', taxNumber: undefined } }), 'F1');
    expect(codes(fad)).toContain('MISSING_HEAD_DATA_CUSTOMER_TAXNUMBER');
    const eu = createInvoice(eurDraft(), 'E1');
    expect(codes({ ...eu, customer: { ...eu.customer, communityVatNumber: undefined } })).toEqual(['MISSING_CUSTOMER_COMMUNITY_VAT_NUMBER']);
  });

  it('lines: numbering, mandatory content, units, VAT data', () => {
    expect(codes({ ...valid, lines: [] })).toEqual(expect.arrayContaining(['INVOICE_LINE_MISSING', 'INCORRECT_SUMMARY_CALCULATION_VAT_RATE_LINE']));
    const doc = clone(valid);
    doc.lines[1]!.lineNumber = 3;
    doc.lines[0]!.lineNumberReference = 4;
    doc.lines[2]!.unitOfMeasureOwn = undefined;
    doc.lines[0]!.unitOfMeasureOwn = 'óra';
    expect(codes(doc).sort()).toEqual(['INCORRECT_LINE_DATA_UOM_INCOMPLETE', 'INVALID_UNIT_OF_MEASURE_OWN', 'LINE_MODIFICATION_NOT_EXPECTED', 'LINE_NUMBER_NOT_SEQUENTIAL']);
    const vat = clone(valid);
    (vat.lines[0]!.vat as { code: string }).code = '0';
    expect(codes(vat)).toContain('INVALID_VAT_DATA');
    const reason = clone(valid);
    reason.lines[2]!.vat.reason = 'x'.repeat(201);
    expect(codes(reason)).toContain('INVALID_VAT_DATA');
  });

  it('totals consistency: line products, HUF twins, VAT summary per rate, grand total', () => {
    const net = clone(valid);
    net.lines[0]!.amounts.net = '54010'; // one forint of rounding is tolerated, ten are not
    expect(codes(net)).toEqual(expect.arrayContaining(['INCORRECT_LINE_CALCULATION_NET_AMOUNT', 'INCORRECT_LINE_CALCULATION_GROSS_AMOUNT', 'INCORRECT_SUMMARY_CALCULATION_VAT_RATE_LINE']));
    const vat = clone(valid);
    vat.lines[0]!.amounts.vat = '14000';
    expect(codes(vat)).toContain('INCORRECT_LINE_CALCULATION_VAT_AMOUNT');
    const eur = clone(createInvoice(eurDraft(), 'E1'));
    eur.lines[0]!.amounts.netHUF = '264095.75';
    eur.lines[0]!.unitPriceHUF = '70000';
    expect(codes(eur)).toEqual(expect.arrayContaining(['INCORRECT_LINE_CALCULATION_LINE_UNIT_PRICE_HUF', 'INCORRECT_LINE_CALCULATION_LINE_NET_AMOUNT_HUF', 'INCORRECT_LINE_CALCULATION_LINE_GROSS_AMOUNT_NORMAL_SUM']));
    const group = clone(valid);
    group.totals.byVat.pop();
    expect(codes(group)).toEqual(expect.arrayContaining(['INCORRECT_SUMMARY_DATA_VAT_PERCENTAGE', 'INCORRECT_SUMMARY_CALCULATION_INVOICE_TOTAL']));
    const total = clone(valid);
    total.totals.total.gross = '219231';
    expect(codes(total)).toEqual(['INCORRECT_SUMMARY_CALCULATION_INVOICE_TOTAL', 'INCORRECT_SUMMARY_CALCULATION_GROSS_AMOUNT']);
    const negative = createInvoice(draft({ lines: [feeLine({ quantity: '-1' })] }), 'N1');
    expect(codes(negative)).toEqual(['INCORRECT_SUMMARY_DATA_INVOICE_NET_AMOUNT']);
  });

  it('modification references', () => {
    const chain = { original: valid, corrections: [] };
    const mod = buildModification(chain, { invoiceNumber: 'VI-2026/00005', issueDate: '2026-11-21', lines: [feeLine({ quantity: '1' }) as never] });
    expect(codes({ ...mod, reference: undefined })).toContain('INVOICE_REFERENCE_EXPECTED');
    expect(codes({ ...valid, reference: mod.reference })).toContain('INVOICE_REFERENCE_NOT_EXPECTED');
    expect(codes({ ...mod, reference: { ...mod.reference!, originalInvoiceNumber: 'VI-2026/00099' } }, { chain })).toContain('INVALID_INVOICE_REFERENCE');
    expect(codes({ ...mod, invoiceNumber: valid.invoiceNumber }, { chain })).toContain('INCORRECT_HEAD_DATA_MOD_REF_INVOICE_NUMBER');
    expect(codes(mod, { chain: { original: valid, corrections: [mod] } })).toEqual(expect.arrayContaining(['MODIFICATION_INDEX_NOT_UNIQUE', 'INVOICE_NUMBER_NOT_UNIQUE', 'INVOICE_LINE_ALREADY_EXISTS']));
    expect(codes({ ...mod, reference: { ...mod.reference!, modificationIndex: 3 } }, { chain })).toEqual(['MODIFICATION_INDEX_NOT_SEQUENTIAL']);
    expect(codes({ ...mod, reference: { ...mod.reference!, modifyWithoutMaster: true } }, { chain })).toEqual(['MODIFY_WITHOUT_MASTER_MISMATCH']);
    expect(codes({ ...mod, issueDate: '2026-11-19' }, { chain })).toEqual(['INCORRECT_DATE_INVOICE_MODIFICATION_ISSUE_DATE_ORIGINAL']);
    const noRef = clone(mod);
    delete noRef.lines[0]!.lineNumberReference;
    expect(codes(noRef, { chain })).toEqual(['LINE_MODIFICATION_EXPECTED']);
    expect(codes({ ...mod, exchangeRate: '1.0' }, { chain })).toEqual([]);
    const storno = buildStorno(chain, { invoiceNumber: 'VI-2026/00006', issueDate: '2026-11-21' });
    const partial = buildModification(chain, { invoiceNumber: 'VI-2026/00006', issueDate: '2026-11-21', lines: storno.lines.slice(1) });
    expect(codes({ ...partial, operation: 'STORNO' }, { chain })).toEqual(['STORNO_INCOMPLETE']);
  });

  it('quantity, unit and unit price come together or not at all (NAV MISSING_LINE_DATA_QUANTITY, issue 39.7)', () => {
    const line = valid.lines[0]!;
    const withLine = (l: Partial<typeof line>) => codes({ ...valid, lines: [{ ...line, ...l }, ...valid.lines.slice(1)] });
    expect(withLine({ unitPrice: undefined as never })).toContain('MISSING_LINE_DATA_QUANTITY');
    expect(withLine({ unitOfMeasure: undefined as never })).toContain('MISSING_LINE_DATA_QUANTITY');
    // None of the three: fine for a line NAV reads as amounts only, not for one in natural units.
    const none = { quantity: undefined as never, unitOfMeasure: undefined as never, unitPrice: undefined as never };
    expect(withLine({ ...none, lineExpressionIndicator: false })).not.toContain('MISSING_LINE_DATA_QUANTITY');
    expect(withLine({ ...none, lineExpressionIndicator: false })).not.toContain('MANDATORY_LINE_CONTENT_MISSING');
    expect(withLine(none)).toEqual(expect.arrayContaining(['MANDATORY_LINE_CONTENT_MISSING']));
    expect(withLine(none)).not.toContain('MISSING_LINE_DATA_QUANTITY');
  });

  it('warns on an AAM line beside 27 % lines from a seller with VAT code 2 (issue 39.7)', () => {
    const aam = feeLine({ description: 'Alanyi adómentes tétel', vat: { code: 'AAM', reason: 'Alanyi adómentes – Áfa tv. XIII. fejezet' } });
    const mixed = createInvoice(draft({ lines: [feeLine(), aam] }), 'A1');
    const issues = validateNavRules(mixed).filter((i) => i.code === 'AAM_WITH_CHARGED_VAT');
    expect(issues).toEqual([expect.objectContaining({ severity: 'warning', origin: 'own', path: 'lines[1].vat.code' })]);
    expect(errors(mixed)).toEqual([]);
    // A subject-exempt seller (VAT code 1) with AAM lines only: nothing to say.
    const exempt = createInvoice(draft({ supplier: { ...lawFirm, taxNumber: { ...lawFirm.taxNumber, vatCode: '1' } }, lines: [aam] }), 'A2');
    expect(codes(exempt)).not.toContain('AAM_WITH_CHARGED_VAT');
    // VAT code 2 alone is enough to doubt an AAM line.
    expect(codes(createInvoice(draft({ lines: [aam] }), 'A3'))).toContain('AAM_WITH_CHARGED_VAT');
  });

  it("marks the project's own codes on every issue", () => {
    const issues = validateNavRules({ ...valid, paymentDate: '2026-11-01', invoiceNumber: ' X' });
    expect(issues.map((i) => [i.code, i.origin])).toEqual([
      ['INVALID_INVOICE_NUMBER', 'nav'],
      ['PAYMENT_DATE_BEFORE_ISSUE_DATE', 'own'],
    ]);
  });
});

/**
 * Business validation of an invoice document before it is issued and reported: the rules NAV
 * blocks on (or warns about and we refuse to send), each with NAV's own error code where NAV has
 * one (validations_*_public.properties of nav-gov-hu/Online-Invoice) and a Hungarian message.
 * Checks NAV has no code for carry the project's own codes, listed in `OWN_RULE_CODES` and marked
 * `origin: 'own'` on every issue (a test holds both lists against NAV's file). XSD validity is
 * checked separately on the XML (server/modules/invoice-generator/nav).
 *
 * Amount checks: sums must be exact; products (line net/VAT, HUF twins) must match our own
 * calculation within one unit of the last decimal (HUF twins: 1 Ft) — stricter than NAV's 1 %.
 */
import { abs, add, compare, decimal, isNegative, mul, negate, roundTo, sub, sum, type Decimal } from './decimal';
import { amountScale, HUF_SCALE, lineDiscountValue, type Amounts } from './invoice-calculation';
import { chainTotals, lastLineNumberOfChain, type InvoiceChain, type InvoiceDocument } from './invoice-document';
import type { Customer, TaxNumber } from './invoice-generator.schemas';
import { hasValidTaxpayerIdChecksum, isValidCountyCode } from '../hu/tax-number';
import { isVatCode, vatGroupKey, vatPercentage, vatReason } from './vat';

export const NAV_RULE_MESSAGES = {
  INVALID_INVOICE_NUMBER: 'A számlaszám 1–50 karakter, és nem kezdődhet vagy végződhet szóközzel, tabulátorral vagy sortöréssel.',
  INVALID_EXCHANGE_RATE: 'Forintszámla árfolyama 1, devizaszámláé pozitív szám.',
  INCORRECT_DATE_INVOICE_DELIVERY_TO_FROM: 'A teljesítési időszak vége nem lehet korábbi a kezdeténél.',
  DELIVERY_PERIOD_INCOMPLETE: 'A teljesítési időszaknak kezdete és vége is kell.',
  INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE: 'A teljesítés dátuma legalább 13 hónappal eltér a kiállítás dátumától.',
  INCORRECT_DATE_INVOICE_ISSUE_DATE_LATE: 'A kiállítás dátuma nem lehet jövőbeli.',
  PAYMENT_DATE_BEFORE_ISSUE_DATE: 'A fizetési határidő korábbi a kiállítás dátumánál.',
  INCORRECT_DATE_INVOICE_MODIFICATION_ISSUE_DATE_ORIGINAL: 'A módosító vagy érvénytelenítő számla kelte nem lehet korábbi az eredeti számla kelténél.',
  INVALID_SUPPLIER_TAX_NUMBER: 'Az eladó adószáma érvénytelen (a törzsszám ellenőrző számjegye hibás).',
  INCOMPLETE_SUPPLIER_TAX_NUMBER: 'Az eladó adószámából hiányzik az áfakód vagy a megyekód.',
  INCORRECT_VAT_CODE_SUPPLIER: 'Az eladó adószámának áfakódja nem lehet 4.',
  INCORRECT_VAT_CODE_SUPPLIER_GROUPMEMBER_MISSING: 'Csoportazonosító (áfakód 5) esetén a csoporttag adószáma kötelező.',
  INCORRECT_VAT_CODE_SUPPLIER_GROUPMEMBER: 'A csoporttag adószámának áfakódja 4.',
  INCORRECT_COUNTY_CODE_SUPPLIER: 'Az eladó adószámának megyekódja érvénytelen.',
  INCORRECT_HEAD_DATA_SUPPLIER_COMMUNITY_VAT_NUMBER: 'Az eladó közösségi adószáma nem az adószám törzsszámára épül (HU + törzsszám).',
  MISSING_CUSTOMER_DOMESTIC_TAXNUMBER: 'Belföldi áfaalany vevőnél a vevő adószáma kötelező.',
  CUSTOMER_COMMUNITY_TAXNUMBER_NOT_EXPECTED: 'Belföldi vevőnél közösségi adószám nem adható meg.',
  CUSTOMER_THIRD_STATE_TAXNUMBER_NOT_EXPECTED: 'Belföldi vevőnél harmadik országbeli adóazonosító nem adható meg.',
  CUSTOMER_DATA_NOT_EXPECTED: 'Magánszemély vevőnél adószám nem adható meg.',
  CUSTOMER_INFO_MISSING: 'A vevő neve és címe kötelező (kivéve magánszemélynél).',
  PRIVATE_PERSON_ADDRESS_MISSING:
    'Magánszemély vevőnek is csak névvel és címmel állítható ki számla (Áfa tv. 169. § e) pont): a partner névjegyén meg kell adni az irányítószámot, a települést és az utcacímet. A cím a NAV-hoz nem kerül, a számlán szerepel.',
  INVALID_CUSTOMER_TAX_NUMBER: 'A vevő adószáma érvénytelen (a törzsszám ellenőrző számjegye hibás).',
  INCORRECT_VAT_CODE_CUSTOMER: 'A vevő adószámának áfakódja nem lehet 4 (a csoporttag számát külön kell megadni).',
  INCORRECT_COUNTY_CODE_CUSTOMER: 'A vevő adószámának megyekódja érvénytelen.',
  SUPPLIER_CUSTOMER_MATCH_TAXPAYER: 'Az eladó és a vevő adószáma nem lehet azonos.',
  SUPPLIER_CUSTOMER_MATCH_NAME: 'Az eladó és a vevő neve nem lehet azonos.',
  MISSING_HEAD_DATA_CUSTOMER_TAXNUMBER: 'Belföldi fordított adózású tételnél a vevő belföldi adószáma kötelező.',
  MISSING_CUSTOMER_COMMUNITY_VAT_NUMBER: 'Közösségi (EU-s) ügyletnél a vevő közösségi adószáma kötelező.',
  INVOICE_LINE_MISSING: 'A számlán legalább egy tételnek lennie kell.',
  LINE_NUMBER_NOT_SEQUENTIAL: 'A tételek sorszáma 1-től hézag nélkül növekszik.',
  LINE_MODIFICATION_EXPECTED: 'Módosító számla tételének hivatkoznia kell a módosított tételre.',
  LINE_MODIFICATION_NOT_EXPECTED: 'Eredeti számla tétele nem hivatkozhat módosított tételre.',
  LINE_NUMBER_REFERENCE_NOT_UNIQUE: 'A tételhivatkozások a számlán belül egyediek.',
  INVOICE_LINE_ALREADY_EXISTS: 'A tételhivatkozás már létező sorszámot használ a számlaláncban; az új tételek a lánc utolsó sorszáma után folytatódnak.',
  MISSING_LINE_DATA_DESCRIPTION: 'A tétel megnevezése kötelező.',
  MISSING_LINE_DATA_QUANTITY: 'A tétel mennyisége, mennyiségi egysége és egységára csak együtt adható meg: ha az egyik szerepel, a másik kettő is kötelező.',
  MANDATORY_LINE_CONTENT_MISSING: 'Természetes mértékegységben kifejezhető tételnél a mennyiség, a mennyiségi egység és az egységár kötelező.',
  INCORRECT_LINE_DATA_UOM_INCOMPLETE: 'Saját mennyiségi egységnél (OWN) az egység megnevezése kötelező.',
  INVALID_UNIT_OF_MEASURE_OWN: 'Saját mennyiségi egység megnevezése csak OWN egységnél adható meg.',
  INVALID_VAT_DATA: 'Az áfakulcs vagy az áfaeset nem megengedett, vagy hiányzik/túl hosszú az indoka.',
  INCORRECT_LINE_CALCULATION_NET_AMOUNT: 'A tétel nettó összege nem egyezik a mennyiség × egységár − kedvezmény értékével.',
  INCORRECT_LINE_CALCULATION_VAT_AMOUNT: 'A tétel áfája nem egyezik a nettó összeg és az áfakulcs szorzatával.',
  INCORRECT_LINE_CALCULATION_GROSS_AMOUNT: 'A tétel bruttó összege nem a nettó és az áfa összege.',
  INCORRECT_LINE_CALCULATION_LINE_UNIT_PRICE_HUF: 'A tétel forintos egységára nem egyezik az egységár × árfolyam értékével.',
  INCORRECT_LINE_CALCULATION_LINE_NET_AMOUNT_HUF: 'A tétel forintos nettó összege nem egyezik a nettó × árfolyam értékével.',
  INCORRECT_LINE_CALCULATION_LINE_VAT_AMOUNT_HUF: 'A tétel forintos áfája nem egyezik az áfa × árfolyam értékével.',
  INCORRECT_LINE_CALCULATION_LINE_GROSS_AMOUNT_NORMAL_SUM: 'A tétel forintos bruttó összege nem a forintos nettó és áfa összege.',
  INCORRECT_SUMMARY_DATA_VAT_PERCENTAGE: 'Az áfaösszesítő kulcsai nem egyeznek a tételek áfakulcsaival.',
  INCORRECT_SUMMARY_CALCULATION_VAT_RATE_LINE: 'Az áfakulcsonkénti összesítő nem egyezik az adott kulcsú tételek összegével.',
  INCORRECT_SUMMARY_CALCULATION_INVOICE_TOTAL: 'A számla végösszege nem egyezik az áfakulcsonkénti összesítők összegével.',
  INCORRECT_SUMMARY_CALCULATION_GROSS_AMOUNT: 'A bruttó összeg nem a nettó összeg és az áfa összege.',
  INCORRECT_SUMMARY_DATA_INVOICE_NET_AMOUNT: 'Eredeti számla nettó végösszege nem lehet negatív.',
  INVOICE_REFERENCE_EXPECTED: 'Módosító és érvénytelenítő számlának hivatkoznia kell az eredeti számlára.',
  INVOICE_REFERENCE_NOT_EXPECTED: 'Eredeti számla nem hivatkozhat más számlára.',
  INVALID_INVOICE_REFERENCE: 'A hivatkozott eredeti számla nem ez a számla.',
  MODIFICATION_INDEX_NOT_UNIQUE: 'A módosítás sorszáma már foglalt ennél a számlánál.',
  MODIFICATION_INDEX_NOT_SEQUENTIAL: 'A módosítás sorszáma a lánc következő sorszáma kell legyen.',
  INCORRECT_HEAD_DATA_MOD_REF_INVOICE_NUMBER: 'A módosító számla száma nem egyezhet az eredeti számla számával.',
  INVOICE_NUMBER_NOT_UNIQUE: 'Ez a számlaszám már szerepel a számlaláncban.',
  INVOICE_TYPE_MISMATCH: 'A módosító számla típusa nem egyezik az eredeti számláéval.',
  CURRENCY_MISMATCH: 'A módosító számla pénzneme és árfolyama az eredeti számláé.',
  MODIFY_WITHOUT_MASTER_MISMATCH: 'Az eredeti számla adatszolgáltatása ismert, ezért a módosítás nem jelölhető „alapszámla nélkülinek”.',
  STORNO_INCOMPLETE: 'Az érvénytelenítő számla nem semmisíti meg pontosan az eredeti számla és módosításai összegeit.',
  AAM_WITH_CHARGED_VAT:
    'Alanyi adómentes (AAM) tétel olyan számlán, amelynek eladója áfát is felszámít (az adószám áfakódja 2, vagy a számlán kulcsos tétel is van). Alanyi adómentes eladó nem számít fel áfát: ellenőrizd a tétel áfaesetét.',
} as const;

export type NavRuleCode = keyof typeof NAV_RULE_MESSAGES;

/**
 * The project's own checks – NAV's validator has no such code (validations_en_public.properties,
 * nav-gov-hu/Online-Invoice, 2026-01-08). Each guards something NAV checks differently or not at
 * all: a checksum NAV replaces with its taxpayer register, exact sums where NAV allows 1 %, the
 * order of a correction chain NAV only checks for uniqueness, or a content warning.
 */
export const OWN_RULE_CODES = [
  'INVALID_EXCHANGE_RATE',
  'DELIVERY_PERIOD_INCOMPLETE',
  'PAYMENT_DATE_BEFORE_ISSUE_DATE',
  'INVALID_SUPPLIER_TAX_NUMBER',
  'INCOMPLETE_SUPPLIER_TAX_NUMBER',
  'INVALID_CUSTOMER_TAX_NUMBER',
  'MISSING_CUSTOMER_COMMUNITY_VAT_NUMBER',
  'INCORRECT_LINE_CALCULATION_VAT_AMOUNT',
  'INCORRECT_SUMMARY_CALCULATION_VAT_RATE_LINE',
  'INCORRECT_SUMMARY_CALCULATION_INVOICE_TOTAL',
  'INCORRECT_SUMMARY_CALCULATION_GROSS_AMOUNT',
  'MODIFICATION_INDEX_NOT_SEQUENTIAL',
  'CURRENCY_MISMATCH',
  'STORNO_INCOMPLETE',
  'AAM_WITH_CHARGED_VAT',
  'PRIVATE_PERSON_ADDRESS_MISSING',
] as const satisfies readonly NavRuleCode[];

const ownCodes: ReadonlySet<NavRuleCode> = new Set(OWN_RULE_CODES);

/** 'nav': NAV's own validation code; 'own': a check of this project without a NAV code. */
export function ruleOrigin(code: NavRuleCode): 'nav' | 'own' {
  return ownCodes.has(code) ? 'own' : 'nav';
}

export interface NavRuleIssue {
  code: NavRuleCode;
  /** error: not issued/sent; warning: shown, does not block. */
  severity: 'error' | 'warning';
  /** Whose code it is: NAV's, or the project's own check (`OWN_RULE_CODES`). */
  origin: 'nav' | 'own';
  /** Where, e.g. `lines[2].amounts.vat`. */
  path: string;
  message: string;
}

export interface NavRuleContext {
  /** For a correction: the original and the corrections issued before this one. */
  chain?: InvoiceChain;
  /** Today (YYYY-MM-DD, Europe/Budapest) for the "not in the future" rule. */
  today?: string;
}

type Report = (code: NavRuleCode, path: string, severity?: 'error' | 'warning') => void;

function monthsBetween(a: string, b: string): number {
  const [ay, am, ad] = a.split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = b.split('-').map(Number) as [number, number, number];
  return Math.abs((by - ay) * 12 + (bm - am) + (bd - ad) / 31);
}

function checkHeader(doc: InvoiceDocument, ctx: NavRuleContext, report: Report): void {
  const n = doc.invoiceNumber;
  if (n.length < 1 || n.length > 50 || /^\s|\s$/.test(n) || !/\S/.test(n)) report('INVALID_INVOICE_NUMBER', 'invoiceNumber');
  const rate = decimal(doc.exchangeRate);
  if (doc.currency === 'HUF' ? compare(rate, decimal('1')) !== 0 : rate.units <= 0n) report('INVALID_EXCHANGE_RATE', 'exchangeRate');
  const { deliveryPeriodStart: start, deliveryPeriodEnd: end } = doc;
  if ((start === undefined) !== (end === undefined)) report('DELIVERY_PERIOD_INCOMPLETE', 'deliveryPeriodStart');
  if (start && end && end < start) report('INCORRECT_DATE_INVOICE_DELIVERY_TO_FROM', 'deliveryPeriodEnd');
  if (monthsBetween(doc.issueDate, doc.deliveryDate) >= 13) report('INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE', 'deliveryDate', 'warning');
  if (ctx.today && doc.issueDate > ctx.today) report('INCORRECT_DATE_INVOICE_ISSUE_DATE_LATE', 'issueDate');
  if (doc.paymentDate && doc.paymentDate < doc.issueDate) report('PAYMENT_DATE_BEFORE_ISSUE_DATE', 'paymentDate', 'warning');
}

function checkTaxNumber(t: TaxNumber, path: string, party: 'SUPPLIER' | 'CUSTOMER', report: Report): void {
  if (!hasValidTaxpayerIdChecksum(t.taxpayerId)) report(`INVALID_${party}_TAX_NUMBER`, `${path}.taxpayerId`);
  if (t.vatCode === '4') report(`INCORRECT_VAT_CODE_${party}`, `${path}.vatCode`);
  if (t.countyCode !== undefined && !isValidCountyCode(t.countyCode)) report(`INCORRECT_COUNTY_CODE_${party}`, `${path}.countyCode`);
}

function checkSupplier(doc: InvoiceDocument, report: Report): void {
  const s = doc.supplier;
  checkTaxNumber(s.taxNumber, 'supplier.taxNumber', 'SUPPLIER', report);
  if (!s.taxNumber.vatCode || !s.taxNumber.countyCode) report('INCOMPLETE_SUPPLIER_TAX_NUMBER', 'supplier.taxNumber');
  if (s.taxNumber.vatCode === '5' && !s.groupMemberTaxNumber) report('INCORRECT_VAT_CODE_SUPPLIER_GROUPMEMBER_MISSING', 'supplier.groupMemberTaxNumber');
  if (s.groupMemberTaxNumber && s.groupMemberTaxNumber.vatCode !== '4') report('INCORRECT_VAT_CODE_SUPPLIER_GROUPMEMBER', 'supplier.groupMemberTaxNumber.vatCode');
  if (s.communityVatNumber && s.communityVatNumber !== `HU${s.taxNumber.taxpayerId}`) report('INCORRECT_HEAD_DATA_SUPPLIER_COMMUNITY_VAT_NUMBER', 'supplier.communityVatNumber');
}

function checkCustomer(doc: InvoiceDocument, report: Report): void {
  const c: Customer = doc.customer;
  const hasTaxData = Boolean(c.taxNumber || c.communityVatNumber || c.thirdStateTaxId || c.groupMemberTaxNumber);
  if (c.vatStatus === 'PRIVATE_PERSON') {
    if (hasTaxData) report('CUSTOMER_DATA_NOT_EXPECTED', 'customer');
    // NAV is not told a private buyer's name and address, but the invoice itself must carry both
    // (decision 0483); a correction repeats what its original had, so only a new invoice is held to it.
    if (doc.operation === 'CREATE' && (!c.name?.trim() || !c.address)) report('PRIVATE_PERSON_ADDRESS_MISSING', c.name?.trim() ? 'customer.address' : 'customer.name');
  } else if (!c.name || !c.address) {
    report('CUSTOMER_INFO_MISSING', c.name ? 'customer.address' : 'customer.name');
  }
  if (c.vatStatus === 'DOMESTIC') {
    if (!c.taxNumber) report('MISSING_CUSTOMER_DOMESTIC_TAXNUMBER', 'customer.taxNumber');
    if (c.communityVatNumber) report('CUSTOMER_COMMUNITY_TAXNUMBER_NOT_EXPECTED', 'customer.communityVatNumber');
    if (c.thirdStateTaxId) report('CUSTOMER_THIRD_STATE_TAXNUMBER_NOT_EXPECTED', 'customer.thirdStateTaxId');
  }
  if (c.taxNumber) {
    checkTaxNumber(c.taxNumber, 'customer.taxNumber', 'CUSTOMER', report);
    if (c.taxNumber.taxpayerId === doc.supplier.taxNumber.taxpayerId) report('SUPPLIER_CUSTOMER_MATCH_TAXPAYER', 'customer.taxNumber');
  }
  if (c.name && c.name.trim().toLocaleLowerCase('hu') === doc.supplier.name.trim().toLocaleLowerCase('hu')) report('SUPPLIER_CUSTOMER_MATCH_NAME', 'customer.name');
  const codes = new Set(doc.lines.map((l) => l.vat.code));
  if (codes.has('FAD') && !(c.vatStatus === 'DOMESTIC' && c.taxNumber)) report('MISSING_HEAD_DATA_CUSTOMER_TAXNUMBER', 'customer.taxNumber');
  if ((codes.has('EUFAD37') || codes.has('KBAET')) && !c.communityVatNumber) report('MISSING_CUSTOMER_COMMUNITY_VAT_NUMBER', 'customer.communityVatNumber');
}

/**
 * AAM (alanyi adómentesség, Áfa tv. XIII. fejezet) is the exemption of a seller who charges no
 * VAT at all; such a seller's tax number has VAT code 1. An AAM line from a seller with VAT code 2
 * (general rules) or beside lines with a VAT rate is most likely the wrong case (TAM? ATK?): warn.
 */
function checkSubjectExemption(doc: InvoiceDocument, report: Report): void {
  const aam = doc.lines.findIndex((l) => l.vat.code === 'AAM');
  if (aam < 0) return;
  const charges = doc.supplier.taxNumber.vatCode === '2' || doc.lines.some((l) => vatPercentage(l.vat.code) !== null);
  if (charges) report('AAM_WITH_CHARGED_VAT', `lines[${aam}].vat.code`, 'warning');
}

function differs(stated: string, expected: Decimal, tolerance: Decimal): boolean {
  return compare(abs(sub(decimal(stated), expected)), tolerance) > 0;
}

function checkLines(doc: InvoiceDocument, ctx: NavRuleContext, report: Report): void {
  const correction = doc.operation !== 'CREATE';
  const scale = amountScale(doc.currency);
  const unit: Decimal = { units: 1n, scale };
  const hufUnit = decimal('1');
  const rate = decimal(doc.exchangeRate);
  const foreign = doc.currency !== 'HUF';
  if (!correction && doc.lines.length === 0) report('INVOICE_LINE_MISSING', 'lines');
  const references = new Set<number>();
  const lastOfChain = ctx.chain ? lastLineNumberOfChain(ctx.chain) : 0;
  doc.lines.forEach((line, i) => {
    const p = `lines[${i}]`;
    if (line.lineNumber !== i + 1) report('LINE_NUMBER_NOT_SEQUENTIAL', `${p}.lineNumber`);
    const ref = line.lineNumberReference;
    if (correction && ref === undefined) report('LINE_MODIFICATION_EXPECTED', `${p}.lineNumberReference`);
    if (!correction && ref !== undefined) report('LINE_MODIFICATION_NOT_EXPECTED', `${p}.lineNumberReference`);
    if (ref !== undefined) {
      if (references.has(ref)) report('LINE_NUMBER_REFERENCE_NOT_UNIQUE', `${p}.lineNumberReference`);
      references.add(ref);
      if (ctx.chain && ref <= lastOfChain) report('INVOICE_LINE_ALREADY_EXISTS', `${p}.lineNumberReference`);
    }
    if (!line.description?.trim()) report('MISSING_LINE_DATA_DESCRIPTION', `${p}.description`);
    // NAV: quantity, unit and unit price come together or not at all; a line expressible in
    // natural units (lineExpressionIndicator, true on every invoice issued here) needs all three.
    const given = [line.quantity, line.unitOfMeasure, line.unitPrice].filter((v) => v !== undefined && v !== '').length;
    if (given > 0 && given < 3) report('MISSING_LINE_DATA_QUANTITY', `${p}.quantity`);
    else if (given === 0 && (line.lineExpressionIndicator ?? true)) report('MANDATORY_LINE_CONTENT_MISSING', `${p}.quantity`);
    if (line.unitOfMeasure === 'OWN' && !line.unitOfMeasureOwn?.trim()) report('INCORRECT_LINE_DATA_UOM_INCOMPLETE', `${p}.unitOfMeasureOwn`);
    if (line.unitOfMeasure !== 'OWN' && line.unitOfMeasureOwn !== undefined) report('INVALID_UNIT_OF_MEASURE_OWN', `${p}.unitOfMeasureOwn`);
    if (!isVatCode(line.vat.code)) {
      report('INVALID_VAT_DATA', `${p}.vat.code`);
      return;
    }
    const reason = vatReason(line.vat);
    if (reason !== undefined && (reason.length > 200 || !reason.trim())) report('INVALID_VAT_DATA', `${p}.vat.reason`);
    if (!line.quantity || !line.unitPrice) return;

    const a = line.amounts;
    const expectedNet = roundTo(sub(mul(decimal(line.quantity), decimal(line.unitPrice)), lineDiscountValue(line, doc) ?? decimal('0')), scale);
    if (differs(a.net, expectedNet, unit)) report('INCORRECT_LINE_CALCULATION_NET_AMOUNT', `${p}.amounts.net`);
    const pct = vatPercentage(line.vat.code);
    const expectedVat = pct === null ? decimal('0') : roundTo(mul(decimal(a.net), decimal(pct)), scale);
    if (differs(a.vat, expectedVat, pct === null ? decimal('0') : unit)) report('INCORRECT_LINE_CALCULATION_VAT_AMOUNT', `${p}.amounts.vat`);
    if (differs(a.gross, add(decimal(a.net), decimal(a.vat)), decimal('0'))) report('INCORRECT_LINE_CALCULATION_GROSS_AMOUNT', `${p}.amounts.gross`);
    const twin = (v: string) => (foreign ? roundTo(mul(decimal(v), rate), HUF_SCALE) : decimal(v));
    if (differs(line.unitPriceHUF, twin(line.unitPrice), foreign ? hufUnit : decimal('0'))) report('INCORRECT_LINE_CALCULATION_LINE_UNIT_PRICE_HUF', `${p}.unitPriceHUF`);
    if (differs(a.netHUF, twin(a.net), foreign ? hufUnit : decimal('0'))) report('INCORRECT_LINE_CALCULATION_LINE_NET_AMOUNT_HUF', `${p}.amounts.netHUF`);
    if (differs(a.vatHUF, twin(a.vat), foreign ? hufUnit : decimal('0'))) report('INCORRECT_LINE_CALCULATION_LINE_VAT_AMOUNT_HUF', `${p}.amounts.vatHUF`);
    if (differs(a.grossHUF, add(decimal(a.netHUF), decimal(a.vatHUF)), decimal('0'))) report('INCORRECT_LINE_CALCULATION_LINE_GROSS_AMOUNT_NORMAL_SUM', `${p}.amounts.grossHUF`);
  });
}

const AMOUNT_KEYS = ['net', 'netHUF', 'vat', 'vatHUF', 'gross', 'grossHUF'] as const;

function sumOf(items: readonly Amounts[], key: (typeof AMOUNT_KEYS)[number]): Decimal {
  return sum(items.map((a) => decimal(a[key])));
}

function checkSummary(doc: InvoiceDocument, report: Report): void {
  const groups = doc.totals.byVat;
  const lineKeys = new Set(doc.lines.filter((l) => isVatCode(l.vat.code)).map((l) => vatGroupKey(l.vat)));
  const groupKeys = new Set(groups.map((g) => vatGroupKey(g.vat)));
  const sameKeys = lineKeys.size === 0 ? groupKeys.size <= 1 : lineKeys.size === groupKeys.size && [...lineKeys].every((k) => groupKeys.has(k));
  if (!sameKeys || groups.length !== groupKeys.size || groups.length === 0) report('INCORRECT_SUMMARY_DATA_VAT_PERCENTAGE', 'totals.byVat');
  groups.forEach((g, i) => {
    const lines = doc.lines.filter((l) => isVatCode(l.vat.code) && vatGroupKey(l.vat) === vatGroupKey(g.vat)).map((l) => l.amounts);
    if (AMOUNT_KEYS.some((k) => compare(decimal(g.amounts[k]), sumOf(lines, k)) !== 0)) report('INCORRECT_SUMMARY_CALCULATION_VAT_RATE_LINE', `totals.byVat[${i}]`);
  });
  const t = doc.totals.total;
  const groupAmounts = groups.map((g) => g.amounts);
  if (AMOUNT_KEYS.some((k) => compare(decimal(t[k]), sumOf(groupAmounts, k)) !== 0)) report('INCORRECT_SUMMARY_CALCULATION_INVOICE_TOTAL', 'totals.total');
  for (const a of [...groupAmounts, t]) {
    if (compare(decimal(a.gross), add(decimal(a.net), decimal(a.vat))) !== 0 || compare(decimal(a.grossHUF), add(decimal(a.netHUF), decimal(a.vatHUF))) !== 0) {
      report('INCORRECT_SUMMARY_CALCULATION_GROSS_AMOUNT', 'totals');
      break;
    }
  }
  if (doc.operation === 'CREATE' && isNegative(decimal(t.net))) report('INCORRECT_SUMMARY_DATA_INVOICE_NET_AMOUNT', 'totals.total.net');
}

function checkReference(doc: InvoiceDocument, ctx: NavRuleContext, report: Report): void {
  const ref = doc.reference;
  if (doc.operation === 'CREATE') {
    if (ref) report('INVOICE_REFERENCE_NOT_EXPECTED', 'reference');
    return;
  }
  if (!ref) {
    report('INVOICE_REFERENCE_EXPECTED', 'reference');
    return;
  }
  if (ref.originalInvoiceNumber === doc.invoiceNumber) report('INCORRECT_HEAD_DATA_MOD_REF_INVOICE_NUMBER', 'invoiceNumber');
  const chain = ctx.chain;
  if (!chain) return;
  const original = chain.original;
  if (ref.originalInvoiceNumber !== original.invoiceNumber) report('INVALID_INVOICE_REFERENCE', 'reference.originalInvoiceNumber');
  const used = chain.corrections.map((c) => c.reference?.modificationIndex);
  if (used.includes(ref.modificationIndex)) report('MODIFICATION_INDEX_NOT_UNIQUE', 'reference.modificationIndex');
  else if (ref.modificationIndex !== chain.corrections.length + 1) report('MODIFICATION_INDEX_NOT_SEQUENTIAL', 'reference.modificationIndex');
  if ([original, ...chain.corrections].some((d) => d.invoiceNumber === doc.invoiceNumber) && ref.originalInvoiceNumber !== doc.invoiceNumber) {
    report('INVOICE_NUMBER_NOT_UNIQUE', 'invoiceNumber');
  }
  if (ref.modifyWithoutMaster) report('MODIFY_WITHOUT_MASTER_MISMATCH', 'reference.modifyWithoutMaster');
  if (doc.category !== original.category) report('INVOICE_TYPE_MISMATCH', 'category');
  if (doc.currency !== original.currency || compare(decimal(doc.exchangeRate), decimal(original.exchangeRate)) !== 0) report('CURRENCY_MISMATCH', 'currency');
  if (doc.issueDate < original.issueDate) report('INCORRECT_DATE_INVOICE_MODIFICATION_ISSUE_DATE_ORIGINAL', 'issueDate');
  if (doc.operation === 'STORNO') {
    const before = chainTotals(chain).total;
    const after = doc.totals.total;
    if (AMOUNT_KEYS.some((k) => compare(decimal(after[k]), negate(decimal(before[k]))) !== 0)) report('STORNO_INCOMPLETE', 'totals.total');
  }
}

/** All problems of a document; it may be issued when none has severity "error". */
export function validateNavRules(doc: InvoiceDocument, ctx: NavRuleContext = {}): NavRuleIssue[] {
  const issues: NavRuleIssue[] = [];
  const report: Report = (code, path, severity = 'error') => issues.push({ code, severity, origin: ruleOrigin(code), path, message: NAV_RULE_MESSAGES[code] });
  checkHeader(doc, ctx, report);
  checkSupplier(doc, report);
  checkCustomer(doc, report);
  checkSubjectExemption(doc, report);
  checkLines(doc, ctx, report);
  checkSummary(doc, report);
  checkReference(doc, ctx, report);
  return issues;
}

export function blockingIssues(issues: readonly NavRuleIssue[]): NavRuleIssue[] {
  return issues.filter((i) => i.severity === 'error');
}

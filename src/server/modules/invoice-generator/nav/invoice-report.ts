/**
 * Everything an invoice document must pass before it is issued and queued for NAV: its InvoiceData
 * XML must be valid against NAV's XSDs and the document must pass NAV's blocking business rules.
 */
import type { InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import { blockingIssues, validateNavRules, type NavRuleContext, type NavRuleIssue } from '@shared/invoice-generator/nav-rules';
import { buildInvoiceDataXml } from './invoice-data-xml';
import { navXsdValidator, type XsdVerdict } from './xsd-validator';

export interface InvoiceDataReport {
  operation: InvoiceDocument['operation'];
  xml: string;
  /** base64 of the UTF-8 XML, as `invoiceData` of manageInvoice. */
  base64: string;
  xsd: XsdVerdict;
  issues: NavRuleIssue[];
  /** True when the XSD check passed and no issue is blocking. */
  ok: boolean;
}

export async function prepareInvoiceData(doc: InvoiceDocument, ctx: NavRuleContext = {}): Promise<InvoiceDataReport> {
  const xml = buildInvoiceDataXml(doc);
  const xsd = (await navXsdValidator()).validate(xml, 'InvoiceData');
  const issues = validateNavRules(doc, ctx);
  return {
    operation: doc.operation,
    xml,
    base64: Buffer.from(xml, 'utf8').toString('base64'),
    xsd,
    issues,
    ok: xsd.valid && blockingIssues(issues).length === 0,
  };
}

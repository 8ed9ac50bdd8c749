/**
 * Request and response envelopes of the NAV Online Számla 3.0 API (invoiceApi.xsd): builders for the
 * four requests we send and readers for their answers (and for GeneralErrorResponse).
 */
import { passwordHash as hashPassword, requestSignature, type InvoiceOperationKind } from './nav-crypto';
import { NAV_COMMON_NS } from './invoice-data-xml';
import { child, childrenNamed, text, type XmlTree } from './xml-reader';
import { el, serializeXml, type XmlChild } from './xml-writer';

export const NAV_API_NS = 'http://schemas.nav.gov.hu/OSA/3.0/api';

export interface NavCredentials {
  /** Technical user's login (6–15 letters/digits). */
  login: string;
  /** The password, or its SHA-512 hash (then the plain password never needs to be stored). */
  password?: string;
  passwordHash?: string;
  /** The taxpayer's törzsszám (8 digits). */
  taxNumber: string;
  /** Aláírókulcs (32 characters). */
  signKey: string;
  /** Cserekulcs (16 characters, AES-128). */
  exchangeKey: string;
}

export interface NavSoftware {
  /** 18 characters `[0-9A-Z-]`, e.g. HU + developer tax number + suffix. */
  softwareId: string;
  softwareName: string;
  softwareOperation: 'LOCAL_SOFTWARE' | 'ONLINE_SERVICE';
  softwareMainVersion: string;
  softwareDevName: string;
  softwareDevContact: string;
  softwareDevCountryCode?: string;
  softwareDevTaxNumber?: string;
}

export interface RequestHeader {
  requestId: string;
  /** UTC, `YYYY-MM-DDTHH:mm:ss.sssZ`. */
  timestamp: string;
}

export interface InvoiceOperationInput {
  operation: InvoiceOperationKind;
  /** base64 of the InvoiceData XML. */
  invoiceData: string;
  /** Only with completenessIndicator=true (never for our invoices). */
  electronicInvoiceHash?: string;
}

function envelope(root: string, header: RequestHeader, credentials: NavCredentials, software: NavSoftware, signature: string, body: XmlChild[]): string {
  const pwHash = credentials.passwordHash ?? (credentials.password !== undefined ? hashPassword(credentials.password) : undefined);
  if (!pwHash) throw new Error('NAV credentials need password or passwordHash');
  return serializeXml(
    el(
      root,
      [
        el('common:header', [el('common:requestId', header.requestId), el('common:timestamp', header.timestamp), el('common:requestVersion', '3.0'), el('common:headerVersion', '1.0')]),
        el('common:user', [
          el('common:login', credentials.login),
          el('common:passwordHash', pwHash.toUpperCase(), { cryptoType: 'SHA-512' }),
          el('common:taxNumber', credentials.taxNumber),
          el('common:requestSignature', signature, { cryptoType: 'SHA3-512' }),
        ]),
        el('software', [
          el('softwareId', software.softwareId),
          el('softwareName', software.softwareName),
          el('softwareOperation', software.softwareOperation),
          el('softwareMainVersion', software.softwareMainVersion),
          el('softwareDevName', software.softwareDevName),
          el('softwareDevContact', software.softwareDevContact),
          el('softwareDevCountryCode', software.softwareDevCountryCode),
          el('softwareDevTaxNumber', software.softwareDevTaxNumber),
        ]),
        ...body,
      ],
      { xmlns: NAV_API_NS, 'xmlns:common': NAV_COMMON_NS },
    )!,
  );
}

const simpleSignature = (h: RequestHeader, c: NavCredentials) => requestSignature({ requestId: h.requestId, timestamp: h.timestamp, signKey: c.signKey });

export function tokenExchangeRequest(h: RequestHeader, c: NavCredentials, s: NavSoftware): string {
  return envelope('TokenExchangeRequest', h, c, s, simpleSignature(h, c), []);
}

export function manageInvoiceRequest(h: RequestHeader, c: NavCredentials, s: NavSoftware, exchangeToken: string, operations: readonly InvoiceOperationInput[]): string {
  const signature = requestSignature({ ...h, signKey: c.signKey, operations: operations.map((o) => ({ operation: o.operation, data: o.invoiceData })) });
  return envelope('ManageInvoiceRequest', h, c, s, signature, [
    el('exchangeToken', exchangeToken),
    el('invoiceOperations', [
      el('compressedContent', false),
      ...operations.map((o, i) =>
        el('invoiceOperation', [
          el('index', i + 1),
          el('invoiceOperation', o.operation),
          el('invoiceData', o.invoiceData),
          o.electronicInvoiceHash ? el('electronicInvoiceHash', o.electronicInvoiceHash, { cryptoType: 'SHA3-512' }) : null,
        ]),
      ),
    ]),
  ]);
}

export function queryTransactionStatusRequest(h: RequestHeader, c: NavCredentials, s: NavSoftware, transactionId: string, returnOriginalRequest: boolean): string {
  return envelope('QueryTransactionStatusRequest', h, c, s, simpleSignature(h, c), [el('transactionId', transactionId), el('returnOriginalRequest', returnOriginalRequest ? true : undefined)]);
}

export type RequestStatus = 'RECEIVED' | 'PROCESSING' | 'SAVED' | 'FINISHED' | 'NOTIFIED';

export function queryTransactionListRequest(h: RequestHeader, c: NavCredentials, s: NavSoftware, q: { page: number; from: string; to: string; requestStatus?: RequestStatus }): string {
  return envelope('QueryTransactionListRequest', h, c, s, simpleSignature(h, c), [el('page', q.page), el('insDate', [el('dateTimeFrom', q.from), el('dateTimeTo', q.to)]), el('requestStatus', q.requestStatus)]);
}

// ---- responses ----

export interface NavResult {
  funcCode: 'OK' | 'ERROR';
  errorCode?: string;
  message?: string;
}

export function readResult(root: XmlTree): NavResult | undefined {
  const funcCode = text(root, 'result', 'funcCode');
  if (funcCode !== 'OK' && funcCode !== 'ERROR') return undefined;
  const result: NavResult = { funcCode };
  const errorCode = text(root, 'result', 'errorCode');
  const message = text(root, 'result', 'message');
  if (errorCode) result.errorCode = errorCode;
  if (message) result.message = message;
  // GeneralErrorResponse may carry the detail in technicalValidationMessages only.
  const technical = child(root, 'technicalValidationMessages');
  if (!result.message && technical) result.message = text(technical, 'message');
  return result;
}

export interface ValidationMessage {
  resultCode: string;
  errorCode?: string;
  message?: string;
  /** Business messages: the line the message is about. */
  line?: number;
}

function messages(node: XmlTree, name: string): ValidationMessage[] {
  return childrenNamed(node, name).map((m) => {
    const msg: ValidationMessage = { resultCode: text(m, 'validationResultCode') ?? '' };
    const errorCode = text(m, 'validationErrorCode');
    const message = text(m, 'message');
    const line = text(m, 'pointer', 'line');
    if (errorCode) msg.errorCode = errorCode;
    if (message) msg.message = message;
    if (line) msg.line = Number(line);
    return msg;
  });
}

export type InvoiceStatus = 'RECEIVED' | 'PROCESSING' | 'SAVED' | 'DONE' | 'ABORTED';

export interface ProcessingResult {
  index: number;
  batchIndex?: number;
  invoiceStatus: InvoiceStatus;
  technicalMessages: ValidationMessage[];
  businessMessages: ValidationMessage[];
  /** The invoice data as NAV received it (decoded), with returnOriginalRequest. */
  originalRequest?: string;
}

export function readProcessingResults(root: XmlTree): ProcessingResult[] {
  return childrenNamed(child(root, 'processingResults'), 'processingResult').map((r) => {
    const result: ProcessingResult = {
      index: Number(text(r, 'index')),
      invoiceStatus: text(r, 'invoiceStatus') as InvoiceStatus,
      technicalMessages: messages(r, 'technicalValidationMessages'),
      businessMessages: messages(r, 'businessValidationMessages'),
    };
    const batchIndex = text(r, 'batchIndex');
    const original = text(r, 'originalRequest');
    if (batchIndex) result.batchIndex = Number(batchIndex);
    if (original) result.originalRequest = Buffer.from(original, 'base64').toString('utf8');
    return result;
  });
}

export interface TransactionSummary {
  transactionId: string;
  insDate: string;
  insCusUser: string;
  source: string;
  requestStatus: RequestStatus;
  technicalAnnulment: boolean;
  originalRequestVersion: string;
  itemCount: number;
}

export function readTransactionList(root: XmlTree): { currentPage: number; availablePage: number; transactions: TransactionSummary[] } {
  const list = child(root, 'transactionListResult');
  return {
    currentPage: Number(text(list, 'currentPage') ?? 0),
    availablePage: Number(text(list, 'availablePage') ?? 0),
    transactions: childrenNamed(list, 'transaction').map((t) => ({
      transactionId: text(t, 'transactionId') ?? '',
      insDate: text(t, 'insDate') ?? '',
      insCusUser: text(t, 'insCusUser') ?? '',
      source: text(t, 'source') ?? '',
      requestStatus: (text(t, 'requestStatus') ?? 'RECEIVED') as RequestStatus,
      technicalAnnulment: text(t, 'technicalAnnulment') === 'true',
      originalRequestVersion: text(t, 'originalRequestVersion') ?? '',
      itemCount: Number(text(t, 'itemCount') ?? 0),
    })),
  };
}

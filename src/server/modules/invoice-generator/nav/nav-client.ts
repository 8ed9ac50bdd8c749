/**
 * Client of the NAV Online Számla 3.0 API: tokenExchange, manageInvoice, queryTransactionStatus and
 * queryTransactionList, signed per spec §1.5, with a timeout on every call and NAV's answers mapped
 * to NavError codes. The base URL is configuration (NAV_API_BASE_URL): NAV's test system by
 * default, the live system only when a firm's live credentials are set up.
 */
import { randomBytes } from 'node:crypto';
import { decryptExchangeToken } from './nav-crypto';
import {
  manageInvoiceRequest,
  queryTransactionListRequest,
  queryTransactionStatusRequest,
  readProcessingResults,
  readResult,
  readTransactionList,
  tokenExchangeRequest,
  type InvoiceOperationInput,
  type NavCredentials,
  type NavSoftware,
  type ProcessingResult,
  type RequestHeader,
  type RequestStatus,
  type TransactionSummary,
} from './nav-api-xml';
import { NavError, navErrorCodeFor } from './nav-errors';
import { readXml, text, XmlReadError, type XmlTree } from './xml-reader';

export const NAV_TEST_BASE_URL = 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3';
export const NAV_LIVE_BASE_URL = 'https://api.onlineszamla.nav.gov.hu/invoiceService/v3';

export interface NavClientOptions {
  /** `…/invoiceService/v3` without a trailing slash. */
  baseUrl: string;
  credentials: NavCredentials;
  software: NavSoftware;
  /** Per request; NAV's own absolute limit is 60 s (spec §1.6). Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface ExchangeToken {
  token: string;
  validFrom: string;
  validTo: string;
}

export interface ManageInvoiceResult {
  transactionId: string;
  requestId: string;
  /** When NAV received it (our clock, for the lost-transaction window). */
  sentAt: string;
}

export type NavOperation = 'tokenExchange' | 'manageInvoice' | 'queryTransactionStatus' | 'queryTransactionList';

/** `[+a-zA-Z0-9_]{1,30}`, unique per taxpayer: time in base 36 + 80 random bits. */
export function newRequestId(now: Date = new Date()): string {
  return `VI${now.getTime().toString(36).toUpperCase()}${randomBytes(10).toString('hex').toUpperCase()}`.slice(0, 30);
}

/** NAV's timestamp form: UTC with milliseconds. */
export function navTimestamp(d: Date): string {
  return d.toISOString();
}

export interface NavClient {
  tokenExchange(): Promise<ExchangeToken>;
  /**
   * Sends up to 100 operations under one fresh exchange token. If NAV rejects the token (expired),
   * gets a new one and sends once more. A timeout throws NAV_TIMEOUT with `transactionIdUnknown`.
   */
  manageInvoice(operations: readonly InvoiceOperationInput[]): Promise<ManageInvoiceResult>;
  queryTransactionStatus(transactionId: string, options?: { returnOriginalRequest?: boolean }): Promise<ProcessingResult[]>;
  queryTransactionList(query: { from: Date; to: Date; page?: number; requestStatus?: RequestStatus }): Promise<{ currentPage: number; availablePage: number; transactions: TransactionSummary[] }>;
}

export function createNavClient(options: NavClientOptions): NavClient {
  const { credentials, software } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  const header = (): RequestHeader => {
    const d = now();
    return { requestId: newRequestId(d), timestamp: navTimestamp(d) };
  };

  async function call(operation: NavOperation, body: string): Promise<XmlTree> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml; charset=UTF-8', accept: 'application/xml' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const name = (e as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new NavError('NAV_TIMEOUT', { retryable: true, transactionIdUnknown: operation === 'manageInvoice', cause: e });
      }
      throw new NavError('NAV_NETWORK_ERROR', { retryable: true, cause: e });
    }
    let raw: string;
    try {
      raw = await response.text();
    } catch (e) {
      // The body did not arrive in time: NAV may have processed the request.
      throw new NavError('NAV_TIMEOUT', { retryable: true, transactionIdUnknown: operation === 'manageInvoice', httpStatus: response.status, cause: e });
    }
    let root: XmlTree | undefined;
    try {
      root = raw.trim() ? await readXml(raw) : undefined;
    } catch (e) {
      if (!(e instanceof XmlReadError)) throw e;
    }
    const result = root && readResult(root);
    if (result?.funcCode === 'ERROR') {
      const mapped = navErrorCodeFor(result.errorCode);
      throw new NavError(mapped.code, { retryable: mapped.retryable, navErrorCode: result.errorCode, navMessage: result.message, httpStatus: response.status });
    }
    if (response.status >= 500) {
      // A 5xx without a business answer: NAV's side failed; for manageInvoice it may still have stored it.
      throw new NavError('NAV_UNAVAILABLE', { retryable: true, httpStatus: response.status, transactionIdUnknown: operation === 'manageInvoice' });
    }
    if (!root || result?.funcCode !== 'OK' || !response.ok) {
      throw new NavError('NAV_INVALID_RESPONSE', { retryable: false, httpStatus: response.status, navMessage: raw.slice(0, 200) });
    }
    return root;
  }

  async function tokenExchange(): Promise<ExchangeToken> {
    const root = await call('tokenExchange', tokenExchangeRequest(header(), credentials, software));
    const encoded = text(root, 'encodedExchangeToken');
    const validFrom = text(root, 'tokenValidityFrom');
    const validTo = text(root, 'tokenValidityTo');
    if (!encoded || !validFrom || !validTo) throw new NavError('NAV_INVALID_RESPONSE', { retryable: false, navMessage: 'tokenExchange without token' });
    let token: string;
    try {
      token = decryptExchangeToken(encoded, credentials.exchangeKey);
    } catch (e) {
      throw new NavError('NAV_TOKEN_DECRYPTION_FAILED', { retryable: false, cause: e });
    }
    return { token, validFrom, validTo };
  }

  async function sendOnce(operations: readonly InvoiceOperationInput[]): Promise<ManageInvoiceResult> {
    const { token } = await tokenExchange();
    const h = header();
    const root = await call('manageInvoice', manageInvoiceRequest(h, credentials, software, token, operations));
    const transactionId = text(root, 'transactionId');
    if (!transactionId) throw new NavError('NAV_INVALID_RESPONSE', { retryable: false, transactionIdUnknown: true, navMessage: 'manageInvoice without transactionId' });
    return { transactionId, requestId: h.requestId, sentAt: h.timestamp };
  }

  return {
    tokenExchange,
    async manageInvoice(operations) {
      if (operations.length < 1 || operations.length > 100) throw new RangeError('manageInvoice takes 1..100 operations');
      try {
        return await sendOnce(operations);
      } catch (e) {
        if (e instanceof NavError && e.code === 'NAV_TOKEN_INVALID') return sendOnce(operations);
        throw e;
      }
    },
    async queryTransactionStatus(transactionId, opts = {}) {
      const root = await call('queryTransactionStatus', queryTransactionStatusRequest(header(), credentials, software, transactionId, opts.returnOriginalRequest ?? false));
      return readProcessingResults(root);
    },
    async queryTransactionList(q) {
      const body = queryTransactionListRequest(header(), credentials, software, { page: q.page ?? 1, from: navTimestamp(q.from), to: navTimestamp(q.to), requestStatus: q.requestStatus });
      return readTransactionList(await call('queryTransactionList', body));
    },
  };
}

/**
 * A local stand-in for NAV's Online Számla 3.0 API, for tests (NAV cannot be reached from here).
 * Listens on a random loopback port and behaves like NAV where our client depends on it:
 * - every request is checked against invoiceApi.xsd, the technical user (login, password hash,
 *   tax number), the timestamp (±1 day), requestId uniqueness and the SHA3-512 request signature;
 * - tokenExchange issues an AES-128-ECB encrypted, single-use token that expires;
 * - manageInvoice checks the token, decodes each invoice, validates it against the XSDs and a subset
 *   of NAV's blocking rules, and answers with a transaction id; queryTransactionStatus then walks
 *   each invoice RECEIVED → PROCESSING → DONE or ABORTED with NAV-style messages;
 * - queryTransactionList lists the taxpayer's transactions by insert date;
 * - every answer is itself validated against invoiceApi.xsd (a fake that drifts from NAV fails).
 * Faults can be injected: expired tokens, ABORTED invoices, a manageInvoice that is stored but never
 * answered (lost transaction id), 5xx answers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NAV_COMMON_NS } from '../invoice-data-xml';
import { NAV_API_NS, type InvoiceStatus, type RequestStatus } from '../nav-api-xml';
import { encryptExchangeToken, passwordHash, requestSignature, type InvoiceOperationKind } from '../nav-crypto';
import { child, childrenNamed, readXml, text, type XmlTree } from '../xml-reader';
import { el, serializeXml, type XmlChild } from '../xml-writer';
import { navXsdValidator, type NavXsdValidator } from '../xsd-validator';

export interface FakeNavUser {
  login: string;
  password: string;
  taxNumber: string;
  signKey: string;
  exchangeKey: string;
}

interface Message {
  kind: 'technical' | 'business';
  resultCode: 'CRITICAL' | 'ERROR' | 'WARN' | 'INFO';
  errorCode: string;
  message: string;
  line?: number;
}

interface FakeInvoice {
  index: number;
  operation: InvoiceOperationKind;
  base64: string;
  invoiceNumber?: string;
  /** Statuses still to show, one per status query; the last one stays. */
  timeline: InvoiceStatus[];
  messages: Message[];
}

export interface FakeTransaction {
  transactionId: string;
  taxNumber: string;
  login: string;
  insDate: string;
  invoices: FakeInvoice[];
  /** Whether the client got an answer (false for an injected timeout). */
  answered: boolean;
}

export interface FakeNavFaults {
  /** The next N issued tokens are already expired when they arrive. */
  expireNextTokens?: number;
  /** The next manageInvoice's invoices end ABORTED with this business error. */
  abortNext?: { errorCode: string; message: string };
  /** The next manageInvoice is stored but never answered (the client times out). */
  hangNextManageInvoice?: boolean;
  /** The next call of `operation` answers this HTTP status; `afterStoring`: manageInvoice is stored first. */
  failNext?: { operation: string; status: number; afterStoring?: boolean };
}

export interface FakeNavOptions {
  users: FakeNavUser[];
  tokenValidityMs?: number;
  /** Status queries before an invoice reaches its final state (default 2: RECEIVED, PROCESSING, final). */
  pollsUntilFinal?: number;
  now?: () => Date;
}

export interface FakeNav {
  url: string;
  faults: FakeNavFaults;
  transactions: FakeTransaction[];
  /** Counts of requests by operation, and of rejected requests by NAV error code. */
  requests: Record<string, number>;
  rejections: Record<string, number>;
  close(): Promise<void>;
}

const OPERATIONS: Record<string, string> = {
  tokenExchange: 'TokenExchangeRequest',
  manageInvoice: 'ManageInvoiceRequest',
  queryTransactionStatus: 'QueryTransactionStatusRequest',
  queryTransactionList: 'QueryTransactionListRequest',
};

const FAKE_SOFTWARE: XmlChild[] = [
  el('softwareId', 'HU00000000-FAKENAV'),
  el('softwareName', 'Fake NAV'),
  el('softwareOperation', 'ONLINE_SERVICE'),
  el('softwareMainVersion', '3.0'),
  el('softwareDevName', 'Virtuális Iroda tests'),
  el('softwareDevContact', 'tests@example.invalid'),
];

class Rejection extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeNavServer(options: FakeNavOptions): Promise<FakeNav> {
  const xsd: NavXsdValidator = await navXsdValidator();
  const now = options.now ?? (() => new Date());
  const tokenValidityMs = options.tokenValidityMs ?? 5 * 60_000;
  const pollsUntilFinal = options.pollsUntilFinal ?? 2;
  const tokens = new Map<string, { taxNumber: string; validTo: number; used: boolean }>();
  const requestIds = new Set<string>();
  const hanging = new Set<ServerResponse>();
  const state: FakeNav = { url: '', faults: {}, transactions: [], requests: {}, rejections: {}, close: async () => {} };

  const respond = (res: ServerResponse, status: number, root: string, body: XmlChild[], requestId: string, software: XmlChild[]) => {
    const xml = serializeXml(
      el(
        root,
        [
          el('common:header', [el('common:requestId', requestId), el('common:timestamp', now().toISOString()), el('common:requestVersion', '3.0'), el('common:headerVersion', '1.0')]),
          ...body.slice(0, 1),
          el('software', software),
          ...body.slice(1),
        ],
        { xmlns: NAV_API_NS, 'xmlns:common': NAV_COMMON_NS },
      )!,
    );
    const verdict = xsd.validate(xml, root);
    if (!verdict.valid) throw new Error(`fake NAV built an invalid ${root}: ${verdict.errors.join('; ')}`);
    res.writeHead(status, { 'content-type': 'application/xml;charset=UTF-8' }).end(xml);
  };
  const ok = () => el('common:result', [el('common:funcCode', 'OK')]);

  /** Authenticates and checks the signature; returns the user. */
  function authenticate(req: XmlTree, operations: { operation: string; data: string }[]): FakeNavUser {
    const h = child(req, 'header');
    const u = child(req, 'user');
    const requestId = text(h, 'requestId')!;
    const timestamp = text(h, 'timestamp')!;
    const user = options.users.find((x) => x.login === text(u, 'login'));
    if (!user || text(u, 'passwordHash') !== passwordHash(user.password) || text(u, 'taxNumber') !== user.taxNumber) {
      throw new Rejection(401, 'INVALID_SECURITY_USER', 'Helytelen authentikációs adatok!');
    }
    if (Math.abs(Date.parse(timestamp) - now().getTime()) > 24 * 3600_000) throw new Rejection(400, 'INVALID_TIMESTAMP', 'A kérés időbélyege a megengedett tartományon kívül esik.');
    const expected = requestSignature({ requestId, timestamp, signKey: user.signKey, operations: operations as { operation: InvoiceOperationKind; data: string }[] });
    if (text(u, 'requestSignature') !== expected) throw new Rejection(400, 'INVALID_REQUEST_SIGNATURE', 'Helytelen kérés aláírás!');
    const key = `${user.taxNumber}/${requestId}`;
    if (requestIds.has(key)) throw new Rejection(400, 'REQUEST_ID_NOT_UNIQUE', 'A kérés azonosítója nem egyedi.');
    requestIds.add(key);
    return user;
  }

  /** XSD and a subset of NAV's blocking rules (spec §3.3.2) on one invoice. */
  async function judge(user: FakeNavUser, operation: InvoiceOperationKind, base64: string, received: FakeInvoice[]): Promise<{ invoiceNumber?: string; messages: Message[] }> {
    const xml = Buffer.from(base64, 'base64');
    const verdict = xsd.validate(xml, 'InvoiceData');
    if (!verdict.valid) {
      return { messages: verdict.errors.slice(0, 5).map((m) => ({ kind: 'technical', resultCode: 'ERROR', errorCode: 'SCHEMA_VIOLATION', message: m.slice(0, 1000) })) };
    }
    const doc = await readXml(xml);
    const invoiceNumber = text(doc, 'invoiceNumber');
    const invoice = child(child(doc, 'invoiceMain'), 'invoice');
    const messages: Message[] = [];
    const business = (errorCode: string, message: string, line?: number) => messages.push({ kind: 'business', resultCode: 'ERROR', errorCode, message, ...(line ? { line } : {}) });
    if (text(invoice, 'invoiceHead', 'supplierInfo', 'supplierTaxNumber', 'taxpayerId') !== user.taxNumber) {
      business('SUPPLIER_TAX_NUMBER_MISMATCH', 'Az eladó adószáma nem egyezik a kérés adószámával.');
    }
    const done = state.transactions.flatMap((t) => t.invoices.filter((i) => i.timeline.at(-1) === 'DONE').map((i) => ({ ...i, taxNumber: t.taxNumber })));
    const mine = [...done.filter((i) => i.taxNumber === user.taxNumber), ...received];
    if (mine.some((i) => i.invoiceNumber === invoiceNumber)) business('INVOICE_NUMBER_NOT_UNIQUE', 'A számlaszám már szerepelt korábbi adatszolgáltatásban.');
    const reference = child(invoice, 'invoiceReference');
    if (operation === 'CREATE' && reference) business('INVOICE_REFERENCE_NOT_EXPECTED', 'Alapszámla nem hivatkozhat másik számlára.');
    if (operation !== 'CREATE') {
      if (!reference) business('INVOICE_REFERENCE_EXPECTED', 'Módosító okiratnál kötelező az alapszámlára hivatkozni.');
      const original = text(reference, 'originalInvoiceNumber');
      const index = text(reference, 'modificationIndex');
      if (reference && !mine.some((i) => i.invoiceNumber === original && i.operation === 'CREATE')) business('INVALID_INVOICE_REFERENCE', 'A hivatkozott számláról nincs adatszolgáltatás.');
      const earlier = await Promise.all(mine.filter((i) => i.operation !== 'CREATE').map(async (i) => readXml(Buffer.from(i.base64, 'base64'))));
      if (earlier.some((d) => text(d, 'invoiceMain', 'invoice', 'invoiceReference', 'originalInvoiceNumber') === original && text(d, 'invoiceMain', 'invoice', 'invoiceReference', 'modificationIndex') === index)) {
        business('MODIFICATION_INDEX_NOT_UNIQUE', 'A módosítás sorszáma nem egyedi a számlaláncban.');
      }
    }
    for (const line of childrenNamed(child(invoice, 'invoiceLines'), 'line')) {
      if (text(line, 'lineModificationReference', 'lineOperation') === 'MODIFY') business('INVALID_LINE_OPERATION', 'A tételmódosítás művelete csak CREATE lehet.', Number(text(line, 'lineNumber')));
    }
    return { invoiceNumber, messages };
  }

  async function manageInvoice(req: XmlTree, res: ServerResponse): Promise<boolean> {
    const ops = childrenNamed(child(req, 'invoiceOperations'), 'invoiceOperation').map((o) => ({
      index: Number(text(o, 'index')),
      operation: text(o, 'invoiceOperation') as InvoiceOperationKind,
      data: text(o, 'invoiceData') ?? '',
    }));
    const user = authenticate(
      req,
      ops.map((o) => ({ operation: o.operation, data: o.data })),
    );
    const token = tokens.get(text(req, 'exchangeToken') ?? '');
    if (!token || token.taxNumber !== user.taxNumber || token.used || token.validTo < now().getTime()) {
      throw new Rejection(400, 'INVALID_EXCHANGE_TOKEN', 'Az adatszolgáltatási token érvénytelen vagy lejárt.');
    }
    token.used = true;
    const fail = state.faults.failNext;
    if (fail?.operation === 'manageInvoice' && !fail.afterStoring) {
      state.faults.failNext = undefined;
      res.writeHead(fail.status, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
      return true;
    }
    const abort = state.faults.abortNext;
    state.faults.abortNext = undefined;
    const invoices: FakeInvoice[] = [];
    for (const op of ops) {
      const { invoiceNumber, messages } = await judge(user, op.operation, op.data, invoices);
      if (abort) messages.push({ kind: 'business', resultCode: 'ERROR', errorCode: abort.errorCode, message: abort.message });
      const failed = messages.some((m) => m.resultCode === 'ERROR' || m.resultCode === 'CRITICAL');
      const steps: InvoiceStatus[] = ['RECEIVED', 'PROCESSING', 'SAVED'].slice(0, pollsUntilFinal) as InvoiceStatus[];
      invoices.push({ index: op.index, operation: op.operation, base64: op.data, ...(invoiceNumber ? { invoiceNumber } : {}), timeline: [...steps, failed ? 'ABORTED' : 'DONE'], messages });
    }
    const transaction: FakeTransaction = {
      transactionId: randomBytes(8).toString('hex').toUpperCase(),
      taxNumber: user.taxNumber,
      login: user.login,
      insDate: now().toISOString(),
      invoices,
      answered: true,
    };
    state.transactions.push(transaction);
    if (state.faults.hangNextManageInvoice) {
      state.faults.hangNextManageInvoice = false;
      transaction.answered = false;
      hanging.add(res); // never answered; closed when the client gives up or the server stops
      res.on('close', () => hanging.delete(res));
      return true;
    }
    if (fail?.operation === 'manageInvoice' && fail.afterStoring) {
      state.faults.failNext = undefined;
      transaction.answered = false;
      res.writeHead(fail.status, { 'content-type': 'text/html' }).end('<html><body>Gateway Timeout</body></html>');
      return true;
    }
    respond(res, 200, 'ManageInvoiceResponse', [ok(), el('transactionId', transaction.transactionId)], text(req, 'header', 'requestId')!, softwareOf(req));
    return true;
  }

  const softwareOf = (req: XmlTree): XmlChild[] => (child(req, 'software')?.children ?? []).map((c) => el(c.name, c.text));

  function requestStatusOf(t: FakeTransaction): RequestStatus {
    const current = t.invoices.map((i) => i.timeline[0]!);
    if (current.every((s) => s === 'DONE' || s === 'ABORTED')) return 'FINISHED';
    return current.some((s) => s !== 'RECEIVED') ? 'PROCESSING' : 'RECEIVED';
  }

  async function handle(operation: string, req: XmlTree, res: ServerResponse): Promise<void> {
    const requestId = text(req, 'header', 'requestId')!;
    if (operation === 'manageInvoice') {
      await manageInvoice(req, res);
      return;
    }
    const user = authenticate(req, []);
    if (operation === 'tokenExchange') {
      const token = `${randomUUID()}${randomBytes(6).toString('hex').toUpperCase()}`.slice(0, 50);
      const from = now().getTime();
      const expired = (state.faults.expireNextTokens ?? 0) > 0;
      if (expired) state.faults.expireNextTokens! -= 1;
      const validTo = expired ? from - 1 : from + tokenValidityMs;
      tokens.set(token, { taxNumber: user.taxNumber, validTo, used: false });
      respond(
        res,
        200,
        'TokenExchangeResponse',
        [ok(), el('encodedExchangeToken', encryptExchangeToken(token, user.exchangeKey)), el('tokenValidityFrom', new Date(from).toISOString()), el('tokenValidityTo', new Date(Math.max(validTo, from)).toISOString())],
        requestId,
        softwareOf(req),
      );
      return;
    }
    if (operation === 'queryTransactionStatus') {
      const t = state.transactions.find((x) => x.transactionId === text(req, 'transactionId') && x.taxNumber === user.taxNumber);
      const withOriginal = text(req, 'returnOriginalRequest') === 'true';
      const results = t?.invoices.map((i) => {
        const status = i.timeline.length > 1 ? i.timeline.shift()! : i.timeline[0]!;
        const final = status === 'DONE' || status === 'ABORTED';
        const shown = final ? i.messages : [];
        return el('processingResult', [
          el('index', i.index),
          el('invoiceStatus', status),
          ...shown
            .filter((m) => m.kind === 'technical')
            .map((m) => el('technicalValidationMessages', [el('common:validationResultCode', m.resultCode), el('common:validationErrorCode', m.errorCode), el('common:message', m.message)])),
          ...shown
            .filter((m) => m.kind === 'business')
            .map((m) =>
              el('businessValidationMessages', [el('validationResultCode', m.resultCode), el('validationErrorCode', m.errorCode), el('message', m.message), m.line ? el('pointer', [el('line', m.line)]) : null]),
            ),
          el('compressedContentIndicator', false),
          withOriginal ? el('originalRequest', i.base64) : null,
        ]);
      });
      respond(res, 200, 'QueryTransactionStatusResponse', [ok(), results?.length ? el('processingResults', [...results, el('originalRequestVersion', '3.0')]) : null], requestId, softwareOf(req));
      return;
    }
    // queryTransactionList
    const from = Date.parse(text(req, 'insDate', 'dateTimeFrom') ?? '');
    const to = Date.parse(text(req, 'insDate', 'dateTimeTo') ?? '');
    const wantStatus = text(req, 'requestStatus');
    const list = state.transactions.filter((t) => {
      const at = Date.parse(t.insDate);
      return t.taxNumber === user.taxNumber && at >= from && at <= to && (!wantStatus || requestStatusOf(t) === wantStatus);
    });
    respond(
      res,
      200,
      'QueryTransactionListResponse',
      [
        ok(),
        el('transactionListResult', [
          el('currentPage', list.length ? 1 : 0),
          el('availablePage', list.length ? 1 : 0),
          ...list.map((t) =>
            el('transaction', [
              el('insDate', t.insDate),
              el('insCusUser', t.login),
              el('source', 'XML'),
              el('transactionId', t.transactionId),
              el('requestStatus', requestStatusOf(t)),
              el('technicalAnnulment', false),
              el('originalRequestVersion', '3.0'),
              el('itemCount', t.invoices.length),
            ]),
          ),
        ]),
      ],
      requestId,
      softwareOf(req),
    );
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const operation = (req.url ?? '').replace(/^.*\/invoiceService\/v3\//, '').replace(/\?.*$/, '');
    state.requests[operation] = (state.requests[operation] ?? 0) + 1;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    let requestId = 'UNKNOWN';
    let software = FAKE_SOFTWARE;
    try {
      const root = OPERATIONS[operation];
      if (req.method !== 'POST' || !root) throw new Rejection(404, 'NOT_FOUND', 'Ismeretlen művelet.');
      const fail = state.faults.failNext;
      if (fail && fail.operation === operation && operation !== 'manageInvoice') {
        state.faults.failNext = undefined;
        res.writeHead(fail.status, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
        return;
      }
      const verdict = xsd.validate(body, root);
      if (!verdict.valid) throw new Rejection(400, 'INVALID_REQUEST', `Séma hiba: ${verdict.errors[0] ?? ''}`.slice(0, 1000));
      const tree = await readXml(body);
      requestId = text(tree, 'header', 'requestId') ?? requestId;
      software = softwareOf(tree);
      await handle(operation, tree, res);
    } catch (e) {
      if (!(e instanceof Rejection)) throw e;
      state.rejections[e.errorCode] = (state.rejections[e.errorCode] ?? 0) + 1;
      respond(
        res,
        e.status,
        'GeneralErrorResponse',
        [el('common:result', [el('common:funcCode', 'ERROR'), el('common:errorCode', e.errorCode), el('common:message', e.message)])],
        /^[+a-zA-Z0-9_]{1,30}$/.test(requestId) ? requestId : 'UNKNOWN',
        software,
      );
    }
  }

  const server: Server = createServer((req, res) => {
    onRequest(req, res).catch((e: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`fake NAV failed: ${(e as Error).message}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/invoiceService/v3`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

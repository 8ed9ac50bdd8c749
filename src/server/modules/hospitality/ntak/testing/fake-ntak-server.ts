/**
 * A local stand-in for NTAK's accommodation (PMS) interface, for tests, the browser journeys and
 * the demo (NTAK's test system cannot be reached from here). It behaves like NTAK where our
 * sender depends on it:
 * - HTTPS with mutual TLS: a client certificate not issued by its CA gets 401 (NTAK registers the
 *   PMS's authentication certificate); every message must carry a body signature made with a
 *   signing certificate of the same CA (401 otherwise);
 * - each message is checked against its shape (ntak-schema.ts) and a few of NTAK's rules (a stay
 *   event or close names a reservation number NTAK already got; the daily close of a day not asked
 *   for is refused) and answered ELFOGADVA or ELUTASITVA with Hungarian error messages;
 * - the message id is an idempotency key: a resend gets the first verdict, nothing is stored twice;
 * - the scheduler (`utemezo`) answers the days still missing a daily close (≤ 60, oldest first);
 * - faults on demand: 5xx answers, a message stored but never answered (the client times out), a
 *   forced refusal.
 */
import { createVerify, randomUUID, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../../lib/project-root';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { HEADER_MESSAGE_ID, HEADER_PROPERTY, HEADER_SIGNATURE, HEADER_SIGNING_CERT } from '../ntak-client';
import { NTAK_PATHS, NTAK_SCHEMAS, type NtakAnswer, type NtakMessageKind } from '../ntak-schema';

// From the project root, so the built server (bundled elsewhere) finds them too.
const pem = (name: string) => readFileSync(join(projectRoot(), 'src/server/modules/hospitality/ntak/testing/certs', name), 'utf8');

/** The test CA and certificates (test-only, see certs/README.md). */
export const ntakTestCertificates = {
  ca: () => pem('ca.pem'),
  authCertificate: () => pem('pms-auth.pem'),
  authKey: () => pem('pms-auth.key'),
  signingCertificate: () => pem('pms-sign.pem'),
  signingKey: () => pem('pms-sign.key'),
  strangerCertificate: () => pem('stranger.pem'),
  strangerKey: () => pem('stranger.key'),
};

export interface StoredNtakMessage {
  messageId: string;
  kind: NtakMessageKind;
  registrationNumber: string;
  body: Record<string, unknown>;
  answer: NtakAnswer;
  at: Date;
}

export interface FakeNtakFaults {
  /** The next N messages answer this HTTP status without storing. */
  failNext?: { status: number; count: number };
  /** The next message is stored and accepted, but the connection is dropped before the answer. */
  dropAnswerOfNext?: boolean;
  /** The next message is refused with this error. */
  rejectNext?: { kod: string; uzenet: string };
  /** The next message is stored and accepted, but never answered (the sender is killed meanwhile). */
  holdAnswerOfNext?: boolean;
}

export interface FakeNtak {
  url: string;
  /** Every accepted or refused message, by message id (a resend does not add one). */
  messages: Map<string, StoredNtakMessage>;
  /** How many times each message id was stored (must stay 1). */
  storeCounts: Map<string, number>;
  /** Requests received, in order (including refused ones and resends). */
  requests: Array<{ path: string; messageId: string | null; status: number }>;
  faults: FakeNtakFaults;
  /** Registers an accommodation: the scheduler asks for its days from `operatingSince`. */
  register(registrationNumber: string, operatingSince: string): void;
  accepted(kind?: NtakMessageKind): StoredNtakMessage[];
  close(): Promise<void>;
}

export interface FakeNtakOptions {
  /** Today in Budapest; the scheduler asks for days before it. */
  today?: () => string;
  port?: number;
  /** Accommodations not registered with `register`: their first day of operation, or null (the demo reads its database). */
  lookup?: (registrationNumber: string) => Promise<string | null>;
}

function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const KIND_BY_PATH = Object.fromEntries(Object.entries(NTAK_PATHS).map(([kind, path]) => [path, kind as NtakMessageKind]));

export async function startFakeNtak(options: FakeNtakOptions = {}): Promise<FakeNtak> {
  const ca = ntakTestCertificates.ca();
  const caCert = new X509Certificate(ca);
  // NTAK keeps Hungarian days: between 23:00 and 01:00 UTC the UTC date is not the day it asks about.
  const today = options.today ?? todayInBudapest;
  const messages = new Map<string, StoredNtakMessage>();
  const storeCounts = new Map<string, number>();
  const requests: FakeNtak['requests'] = [];
  const faults: FakeNtakFaults = {};
  const operatingSince = new Map<string, string>();

  const issuedByCa = (cert: X509Certificate) => cert.checkIssued(caCert) && cert.verify(caCert.publicKey) && new Date(cert.validTo) > new Date();

  const acceptedCloses = (registrationNumber: string) =>
    new Set([...messages.values()].filter((m) => m.kind === 'NAPI_ZARAS' && m.registrationNumber === registrationNumber && m.answer.statusz === 'ELFOGADVA').map((m) => String(m.body.closedDay)));

  const sinceOf = async (registrationNumber: string): Promise<string | null> => {
    if (!registrationNumber) return null;
    const known = operatingSince.get(registrationNumber);
    if (known) return known;
    const found = (await options.lookup?.(registrationNumber)) ?? null;
    if (found) operatingSince.set(registrationNumber, found);
    return found;
  };

  const missingDays = async (registrationNumber: string): Promise<string[]> => {
    const since = await sinceOf(registrationNumber);
    if (!since) return [];
    const done = acceptedCloses(registrationNumber);
    const days: string[] = [];
    for (let d = since; d < today() && days.length < 60; d = addDays(d, 1)) if (!done.has(d)) days.push(d);
    return days;
  };

  const knownReservations = (registrationNumber: string) =>
    new Set([...messages.values()].filter((m) => m.kind === 'FOGLALAS' && m.registrationNumber === registrationNumber && m.answer.statusz === 'ELFOGADVA').map((m) => String(m.body.reservationNumber)));

  async function verdict(kind: NtakMessageKind, registrationNumber: string, body: unknown): Promise<NtakAnswer['hibak']> {
    const shape = NTAK_SCHEMAS[kind].safeParse(body);
    if (!shape.success) return shape.error.issues.slice(0, 20).map((i) => ({ kod: 'SEMA_HIBA', uzenet: `${i.path.join('.') || '(üzenet)'}: ${i.message}` }));
    const b = body as Record<string, unknown>;
    if (kind === 'NAPI_ZARAS') {
      const missing = await missingDays(registrationNumber);
      if (!missing.includes(String(b.closedDay))) return [{ kod: 'NEM_KERT_NAP', uzenet: `A(z) ${String(b.closedDay)} napra nem kért napi zárást az ütemező.` }];
      const known = knownReservations(registrationNumber);
      const named = [...((b.residentialUnitNights as Array<{ reservationNumber: string }> | undefined) ?? []), ...((b.checkOutDaySales as Array<{ reservationNumber: string }> | undefined) ?? [])].map(
        (n) => n.reservationNumber,
      );
      const unknown = named.find((n) => !known.has(n));
      if (unknown) return [{ kod: 'ISMERETLEN_FOGLALAS', uzenet: `A(z) ${unknown} foglalásszámról nem érkezett foglalási üzenet.` }];
      return [];
    }
    if (kind !== 'FOGLALAS' && !knownReservations(registrationNumber).has(String(b.reservationNumber))) {
      return [{ kod: 'ISMERETLEN_FOGLALAS', uzenet: `A(z) ${String(b.reservationNumber)} foglalásszámról nem érkezett foglalási üzenet.` }];
    }
    return [];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'https://ntak.invalid');
    const path = url.pathname.replace(/^.*\/ntak\/szallas\/v1\//, '');
    const socket = req.socket as TLSSocket;
    const peer = socket.getPeerX509Certificate?.();
    const messageId = (req.headers[HEADER_MESSAGE_ID] as string | undefined) ?? null;
    const answer = (status: number, body: unknown) => {
      requests.push({ path, messageId, status });
      json(res, status, body);
    };
    if (!peer || !issuedByCa(peer)) return answer(401, { uzenet: 'A kliens-tanúsítványt nem az NTAK-nál regisztrált kiadó állította ki.' });
    const registrationNumber = (req.headers[HEADER_PROPERTY] as string | undefined) ?? url.searchParams.get('szallashely') ?? '';

    if (req.method === 'GET' && path === 'kapcsolat')
      return answer(200, { statusz: 'OK', uzenet: 'A kapcsolat rendben: az NTAK teszt-szolgáltatás elfogadta a tanúsítványt.', tanusitvany: peer.subject.replace(/\n/g, ', '), szallashely: registrationNumber || null });
    if (req.method === 'GET' && path.startsWith('utemezo')) {
      if (!(await sinceOf(registrationNumber))) return answer(404, { uzenet: `Ismeretlen szálláshely: ${registrationNumber || '(nincs megadva)'}.` });
      return answer(200, { szallashely: registrationNumber, napok: await missingDays(registrationNumber) });
    }
    const kind = KIND_BY_PATH[path];
    if (req.method !== 'POST' || !kind) return answer(404, { uzenet: 'Ismeretlen végpont.' });

    const raw = await readBody(req);
    const signature = req.headers[HEADER_SIGNATURE] as string | undefined;
    const signerPem = req.headers[HEADER_SIGNING_CERT] as string | undefined;
    let signer: X509Certificate | null = null;
    try {
      signer = signerPem ? new X509Certificate(Buffer.from(signerPem, 'base64')) : null;
    } catch {
      signer = null;
    }
    if (!signature || !signer || !issuedByCa(signer) || !createVerify('sha256').update(raw).verify(signer.publicKey, signature, 'base64')) {
      return answer(401, { uzenet: 'Az üzenet aláírása hiányzik vagy érvénytelen.' });
    }
    if (!messageId || !/^[0-9a-f-]{36}$/.test(messageId)) return answer(400, { uzenet: 'Hiányzó vagy hibás üzenetazonosító.' });
    if (!(await sinceOf(registrationNumber)))
      return answer(422, { uzenetAzonosito: messageId, ntakAzonosito: null, statusz: 'ELUTASITVA', hibak: [{ kod: 'ISMERETLEN_SZALLASHELY', uzenet: `Ismeretlen szálláshely: ${registrationNumber}.` }] });

    const earlier = messages.get(messageId);
    if (earlier) return answer(earlier.answer.statusz === 'ELFOGADVA' ? 200 : 422, earlier.answer);
    if (faults.failNext && faults.failNext.count > 0) {
      faults.failNext.count -= 1;
      return answer(faults.failNext.status, { uzenet: 'Az NTAK átmenetileg nem elérhető.' });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(400, { uzenet: 'A kérés törzse nem JSON.' });
    }
    const forced = faults.rejectNext;
    delete faults.rejectNext;
    const hibak = forced ? [forced] : await verdict(kind, registrationNumber, body);
    const result: NtakAnswer = { uzenetAzonosito: messageId, ntakAzonosito: hibak.length === 0 ? randomUUID() : null, statusz: hibak.length === 0 ? 'ELFOGADVA' : 'ELUTASITVA', hibak };
    messages.set(messageId, { messageId, kind, registrationNumber, body: body as Record<string, unknown>, answer: result, at: new Date() });
    storeCounts.set(messageId, (storeCounts.get(messageId) ?? 0) + 1);
    if (faults.dropAnswerOfNext) {
      delete faults.dropAnswerOfNext;
      requests.push({ path, messageId, status: 0 });
      socket.destroy();
      return;
    }
    if (faults.holdAnswerOfNext) {
      delete faults.holdAnswerOfNext;
      requests.push({ path, messageId, status: 0 });
      return; // no answer: the connection stays open until the sender dies or the server closes
    }
    return answer(hibak.length === 0 ? 200 : 422, result);
  }

  const server: Server = createServer({ key: pem('server.key'), cert: pem('server.pem'), ca, requestCert: true, rejectUnauthorized: false }, (req, res) => {
    handle(req, res).catch((e: unknown) => json(res, 500, { uzenet: e instanceof Error ? e.message : String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}/ntak/szallas/v1`,
    messages,
    storeCounts,
    requests,
    faults,
    register: (registrationNumber, since) => void operatingSince.set(registrationNumber, since),
    accepted: (kind) => [...messages.values()].filter((m) => m.answer.statusz === 'ELFOGADVA' && (!kind || m.kind === kind)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Talking to NTAK (decision 0345): JSON over HTTPS with mutual TLS (the firm's authentication
// certificate) and every message body signed with its signing certificate. NTAK's self-signed
// test system is trusted through its CA (`ca`), never by switching verification off.
import { createSign } from 'node:crypto';
import { request } from 'node:https';
import { ntakAnswerSchema, NTAK_PATHS, type NtakAnswer, type NtakMessageKind } from './ntak-schema';

export interface NtakConnection {
  /** …/ntak/szallas/v1 of the test system, the live one, or the test double. */
  baseUrl: string;
  authCertificate: string;
  authKey: string;
  signingCertificate: string;
  signingKey: string;
  /** Extra CA (PEM) for a self-signed test service. */
  ca?: string | undefined;
  timeoutMs: number;
}

/** A send that did not get NTAK's verdict (network, timeout, 5xx, refused credentials): retried. */
export class NtakTransportError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'NtakTransportError';
  }
}

export const HEADER_PROPERTY = 'x-ntak-szallashely';
export const HEADER_MESSAGE_ID = 'x-ntak-uzenet-azonosito';
export const HEADER_SIGNATURE = 'x-ntak-alairas';
export const HEADER_SIGNING_CERT = 'x-ntak-alairo-tanusitvany';

export function signBody(body: string, signingKey: string): string {
  return createSign('sha256').update(body).sign(signingKey, 'base64');
}

interface Answer {
  status: number;
  body: string;
}

function call(conn: NtakConnection, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const url = new URL(`${conn.baseUrl.replace(/\/$/, '')}/${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        cert: conn.authCertificate,
        key: conn.authKey,
        ...(conn.ca ? { ca: conn.ca } : {}),
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }), ...headers },
        timeout: conn.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new NtakTransportError('Az NTAK nem válaszolt időben.', null)));
    req.on('error', (e) => reject(e instanceof NtakTransportError ? e : new NtakTransportError(`Az NTAK nem érhető el: ${e.message}`, null)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function parsed(answer: Answer): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    throw new NtakTransportError(`Az NTAK válasza nem olvasható (HTTP ${answer.status}).`, answer.status);
  }
}

/**
 * Sends one message; `messageId` is its idempotency key (a resend after a crash gets the first
 * verdict back, it is not stored twice). Resolves with NTAK's verdict (accepted or refused with
 * its messages); throws NtakTransportError when there is no verdict.
 */
export async function sendNtakMessage(conn: NtakConnection, registrationNumber: string, kind: NtakMessageKind, messageId: string, payload: unknown): Promise<NtakAnswer> {
  const body = JSON.stringify(payload);
  const answer = await call(
    conn,
    'POST',
    NTAK_PATHS[kind],
    {
      [HEADER_PROPERTY]: registrationNumber,
      [HEADER_MESSAGE_ID]: messageId,
      [HEADER_SIGNATURE]: signBody(body, conn.signingKey),
      [HEADER_SIGNING_CERT]: Buffer.from(conn.signingCertificate).toString('base64'),
    },
    body,
  );
  if (answer.status === 200 || answer.status === 422) {
    const verdict = ntakAnswerSchema.safeParse(parsed(answer));
    if (verdict.success) return verdict.data;
  }
  const message = (() => {
    try {
      return (JSON.parse(answer.body) as { uzenet?: string }).uzenet;
    } catch {
      return undefined;
    }
  })();
  throw new NtakTransportError(message ? `NTAK: ${message} (HTTP ${answer.status})` : `Az NTAK HTTP ${answer.status} hibát adott.`, answer.status);
}

/** The days NTAK's scheduler still waits a daily close for (0–60 dates, oldest first). */
export async function askNtakScheduler(conn: NtakConnection, registrationNumber: string): Promise<string[]> {
  const answer = await call(conn, 'GET', `utemezo?szallashely=${encodeURIComponent(registrationNumber)}`, { [HEADER_PROPERTY]: registrationNumber });
  if (answer.status !== 200) throw new NtakTransportError(`Az NTAK ütemezője HTTP ${answer.status} hibát adott.`, answer.status);
  const body = parsed(answer) as { napok?: unknown };
  if (!Array.isArray(body.napok) || !body.napok.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))) throw new NtakTransportError('Az NTAK ütemezőjének válasza nem olvasható.', answer.status);
  return [...(body.napok as string[])].sort().slice(0, 60);
}

export interface NtakConnectionCheck {
  ok: boolean;
  status: number | null;
  message: string;
  /** The subject NTAK saw on our authentication certificate. */
  certificateSubject?: string;
}

/** The connection check of /app/hospitality/test: TLS with our certificate, NTAK's answer. */
export async function checkNtakConnection(conn: NtakConnection, registrationNumber: string | null): Promise<NtakConnectionCheck> {
  try {
    const answer = await call(conn, 'GET', 'kapcsolat', registrationNumber ? { [HEADER_PROPERTY]: registrationNumber } : {});
    const body = (() => {
      try {
        return JSON.parse(answer.body) as { uzenet?: string; tanusitvany?: string };
      } catch {
        return {};
      }
    })();
    if (answer.status === 200) return { ok: true, status: 200, message: body.uzenet ?? 'Az NTAK elfogadta a kapcsolatot.', ...(body.tanusitvany ? { certificateSubject: body.tanusitvany } : {}) };
    return { ok: false, status: answer.status, message: body.uzenet ?? `Az NTAK HTTP ${answer.status} hibát adott.` };
  } catch (e) {
    return { ok: false, status: null, message: e instanceof Error ? e.message : String(e) };
  }
}

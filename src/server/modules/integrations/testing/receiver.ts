// A webhook receiver on 127.0.0.1 for the tests and the bench: records every request (headers,
// raw body) with two independent verdicts – the spec-text implementation (at the receiver's clock,
// which tests move) and the `standardwebhooks` npm package (at the real time, as it only knows
// Date.now()) – and answers what the test tells it to.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { verifyStandardWebhook, type Verdict } from './standard-webhooks-verifier';

/** The `standardwebhooks` package's verdict with any of the secrets. */
export function packageVerdict(secrets: readonly string[], headers: IncomingHttpHeaders, body: string): Verdict {
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') flat[k] = v;
  let reason = 'no secret';
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(body, flat);
      return { ok: true };
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  return { ok: false, reason };
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  verdict: Verdict;
  /** The `standardwebhooks` package's verdict (real time). */
  packageVerdict: Verdict;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The secrets the receiver accepts (any one verifying is enough). */
  secrets: string[];
  /** The answer to the next requests. */
  answer: { status: number; body?: string; headers?: Record<string, string> };
  /** The clock the verifier compares timestamps with (tests move it). */
  now: () => Date;
  close(): Promise<void>;
}

export async function startReceiver(path = '/webhook'): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    received: [],
    secrets: [],
    answer: { status: 204 },
    now: () => new Date(),
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verdicts = receiver.secrets.map((s) => verifyStandardWebhook(s, req.headers, body, receiver.now()));
      const verdict = verdicts.find((v) => v.ok) ?? verdicts[0] ?? { ok: false, reason: 'no secret' };
      receiver.received.push({ headers: req.headers, body, verdict, packageVerdict: packageVerdict(receiver.secrets, req.headers, body) });
      res.writeHead(receiver.answer.status, receiver.answer.headers ?? {});
      res.end(receiver.answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

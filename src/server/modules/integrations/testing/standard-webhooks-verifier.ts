// A receiver's side of Standard Webhooks 1.0, written from the specification's text
// (github.com/standard-webhooks/standard-webhooks, spec/standard-webhooks.md, "Verifying
// webhooks") independently of lib/standard-webhooks.ts, for the tests' receivers and the bench:
//   - the secret is `whsec_` + base64; the key is the decoded bytes;
//   - signed content = `${webhook-id}.${webhook-timestamp}.${raw body}`, HMAC-SHA256, base64;
//   - `webhook-signature` is a space-delimited list of `v1,<sig>` (other versions are ignored);
//     any one matching signature is enough; compare in constant time;
//   - reject a timestamp too far from now (the reference libraries use 5 minutes both ways).
// The `standardwebhooks` npm package is the other independent check, used where it is installed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOLERANCE_SECONDS = 5 * 60;

export type Verdict = { ok: true } | { ok: false; reason: string };

export function verifyStandardWebhook(secret: string, headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date = new Date()): Verdict {
  const header = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing headers' };
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'bad timestamp' };
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  if (age > TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp too old' };
  if (age < -TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp too new' };
  if (!secret.startsWith('whsec_')) return { ok: false, reason: 'secret not whsec_' };
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest();
  for (const part of signatures.split(' ')) {
    const [version, sig] = part.split(',', 2);
    if (version !== 'v1' || !sig) continue;
    const given = Buffer.from(sig, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  }
  return { ok: false, reason: 'no matching signature' };
}

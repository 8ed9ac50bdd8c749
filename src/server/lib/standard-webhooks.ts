// Signing per the Standard Webhooks specification 1.0 (decision 0425): the signed content is
// `{webhook-id}.{webhook-timestamp}.{body}`, HMAC-SHA256 keyed with the base64-decoded part of a
// `whsec_` secret, sent as `v1,<base64 signature>`; several signatures, space-separated, while a
// rotated secret still overlaps the new one. Only the signing side lives here: receivers verify
// with their own library (the test uses an independent implementation).
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (the spec allows 24–64). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('webhook secret must start with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** `v1,<signature>` of one message with one secret. */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const signature = createHmac('sha256', keyOf(secret)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${signature}`;
}

/** A message id for the `webhook-id` header: `msg_` + 24 random base64url characters. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** The three headers of one attempt, signed with every secret given (current first). */
export function webhookHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signWebhook(s, messageId, timestamp, body)).join(' '),
  };
}

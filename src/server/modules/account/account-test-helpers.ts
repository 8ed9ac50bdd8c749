// Helpers for the account API tests: JSON posts from our origin, the dev outbox, TOTP codes.
import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/test-app';

export function post(app: FastifyInstance, url: string, payload: unknown, extra: { cookie?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

export async function mailsTo(app: FastifyInstance, email: string) {
  await app.mailer.idle();
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.createdAt));
}

/** The token of the newest link to `path` sent to `email`. */
export async function tokenFromMail(app: FastifyInstance, email: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const [mail] = (await mailsTo(app, email)).filter((m) => m.textBody.includes(path));
  const match = mail?.textBody.match(new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of input.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) for the secret of an otpauth:// URI. */
export function totpFromUri(uri: string, at = Date.now()): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

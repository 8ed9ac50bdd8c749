// Helpers of the account journeys: a fresh verified account through the public API and the
// development outbox, and TOTP codes computed like an authenticator app.
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

export async function outboxFor(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const { messages } = (await (await request.get('/api/dev/outbox')).json()) as { messages: OutboxMessage[] };
  return messages.filter((m) => m.to === email);
}

/**
 * Registers and verifies an account; returns its e-mail and password. A lawyer gets a firm of
 * their own (so the signed-in shell has a role); a customer without a lawyer has no firm yet.
 */
export async function registerVerifiedCustomer(request: APIRequestContext, prefix: string, fullName = 'Teszt Júlia', userType: 'customer' | 'lawyer' = 'customer') {
  const email = `${prefix}.${Date.now()}@example.hu`;
  const password = 'Regi-Jelszo-2026';
  const kind = userType === 'lawyer' ? { userType, firmName: `${fullName} Irodája` } : { userType, companyName: 'Teszt Kft.' };
  const registered = await request.post('/api/account/register', {
    data: { email, password, confirmPassword: password, fullName, ...kind, acceptTerms: true, acceptPrivacy: true },
  });
  expect(registered.status()).toBe(201);
  await expect.poll(async () => (await outboxFor(request, email)).length).toBeGreaterThan(0);
  const [mail] = await outboxFor(request, email);
  const token = decodeURIComponent(mail!.text.match(/verify-email\?token=([\w%-]+)/)![1]!);
  expect((await request.post('/api/account/verify-email', { data: { token } })).status()).toBe(200);
  return { email, password };
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of input.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) for a base32 secret. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return ((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

// Provider keys at rest (decision 0190): AES-256-GCM with a key derived by HKDF from the server
// secret (AI_KEY_SECRET, else BETTER_AUTH_SECRET) under its own label, so the auth secret is never
// used directly as a cipher key. Stored as base64(iv | tag | ciphertext); the tenant id is the
// associated data, so a ciphertext copied into another firm's row does not decrypt.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function cipherKey(secret: string): Buffer {
  if (secret.length < 32) throw new Error('AI key secret must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', secret, 'vi-ai-provider-keys', 'aes-256-gcm', 32));
}

export function encryptProviderKey(secret: string, tenantId: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(secret), iv);
  cipher.setAAD(Buffer.from(tenantId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptProviderKey(secret: string, tenantId: string, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', cipherKey(secret), raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(tenantId, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

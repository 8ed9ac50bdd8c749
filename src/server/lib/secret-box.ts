/**
 * Secrets at rest (decision 0166): AES-256-GCM with a key derived by HKDF from the server secret
 * (BETTER_AUTH_SECRET, persisted or configured) and a purpose label, so one purpose's boxes cannot
 * be opened as another's. Box format: `v1.<iv>.<tag>.<ciphertext>` (base64url). A changed server
 * secret makes old boxes unreadable: `openSecret` then throws SECRET_UNREADABLE.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function keyFor(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'virtualis-iroda', `secret-box:${purpose}`, 32));
}

export function sealSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export class SecretUnreadableError extends Error {
  readonly code = 'SECRET_UNREADABLE';
}

export function openSecret(serverSecret: string, purpose: string, box: string): string {
  const [version, iv, tag, data] = box.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new SecretUnreadableError('unknown secret box format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError('the secret box cannot be opened with this server secret');
  }
}

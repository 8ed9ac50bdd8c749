// API keys (issue 36.2, decision 0390): the key's format, the scopes a key may carry, and the
// bodies of the key management routes. Isomorphic: the server mints and checks keys with it, the
// client validates its form and explains a key it shows.
//
// A key reads `vi_live_` + 32 base62 characters of randomness + a 6-character base62 CRC-32 of
// the rest (GitHub's token pattern): the prefix lets secret scanners and people recognise it, and
// the checksum lets a typo or a made-up string be refused without a database lookup.
import { z } from 'zod';
import type { Permission } from '../permissions/permissions';

export const API_KEY_PREFIX = 'vi_live_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_CHECKSUM_LENGTH = 6;
export const API_KEY_LENGTH = API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH + API_KEY_CHECKSUM_LENGTH;
/** How much of a key is kept in clear to show it in lists ("vi_live_Ab3d…"). */
export const API_KEY_START_LENGTH = API_KEY_PREFIX.length + 4;
/** A rotated key keeps working this long by default, so the caller can switch without downtime. */
export const API_KEY_DEFAULT_OVERLAP_HOURS = 24;
export const API_KEY_MAX_OVERLAP_HOURS = 168;
export const API_KEY_MAX_EXPIRY_DAYS = 365;
/** Requests per minute of one key unless the key says otherwise. */
export const API_KEY_DEFAULT_RATE_PER_MINUTE = 600;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * What a key may be granted: the spec 3.2 permissions of the practice data the public API serves
 * (issue 36.3). User, module, billing and platform administration never go to a key.
 */
export const apiKeyScopes = [
  'canViewContacts',
  'canCreateContacts',
  'canEditContacts',
  'canViewCases',
  'canCreateCases',
  'canEditCases',
  'canViewDocuments',
  'canGenerateDocuments',
  'canViewTimeTracking',
  'canCreateTimeEntries',
] as const satisfies readonly Permission[];
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  canViewContacts: 'Névjegyek olvasása',
  canCreateContacts: 'Névjegyek létrehozása',
  canEditContacts: 'Névjegyek módosítása',
  canViewCases: 'Ügyek olvasása',
  canCreateCases: 'Ügyek létrehozása',
  canEditCases: 'Ügyek módosítása',
  canViewDocuments: 'Dokumentumok olvasása',
  canGenerateDocuments: 'Dokumentumok feltöltése',
  canViewTimeTracking: 'Időbejegyzések olvasása',
  canCreateTimeEntries: 'Időbejegyzések rögzítése',
};

/**
 * The module whose data each scope opens (its own permission, spec 3.2): the page groups the scopes
 * by module and offers a module's scopes only while it is installed, as its API routes need it.
 */
export const apiKeyScopeModules: Record<ApiKeyScope, string> = {
  canViewContacts: 'contacts',
  canCreateContacts: 'contacts',
  canEditContacts: 'contacts',
  canViewCases: 'matters',
  canCreateCases: 'matters',
  canEditCases: 'matters',
  canViewDocuments: 'documents',
  canGenerateDocuments: 'documents',
  canViewTimeTracking: 'time-tracking',
  canCreateTimeEntries: 'time-tracking',
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = BASE62[rest % 62]! + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

/** The checksum part of a key whose first part (prefix + randomness) is `body`. */
export function apiKeyChecksum(body: string): string {
  return base62(crc32(body), API_KEY_CHECKSUM_LENGTH);
}

/** A key from ≥ 32 random bytes, each picking one base62 character (the modulo's slight bias still leaves > 180 bits). */
export function apiKeyFromRandom(bytes: Uint8Array): string {
  if (bytes.length < API_KEY_RANDOM_LENGTH) throw new Error('API key needs 32 random bytes');
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i++) random += BASE62[bytes[i]! % 62];
  const body = API_KEY_PREFIX + random;
  return body + apiKeyChecksum(body);
}

/** Whether `text` has a key's shape and a matching checksum (says nothing about whether it exists). */
export function isWellFormedApiKey(text: string): boolean {
  if (text.length !== API_KEY_LENGTH || !text.startsWith(API_KEY_PREFIX)) return false;
  const rest = text.slice(API_KEY_PREFIX.length);
  if (![...rest].every((c) => BASE62.includes(c))) return false;
  const body = text.slice(0, -API_KEY_CHECKSUM_LENGTH);
  return apiKeyChecksum(body) === text.slice(-API_KEY_CHECKSUM_LENGTH);
}

export const createApiKeyBodySchema = z.object({
  name: z.string().trim().min(2, 'A név legalább 2 karakter legyen.').max(80, 'A név legfeljebb 80 karakter lehet.'),
  scopes: z
    .array(z.enum(apiKeyScopes))
    .min(1, 'Válassz legalább egy jogosultságot.')
    .refine((s) => new Set(s).size === s.length, 'Egy jogosultság csak egyszer szerepelhet.'),
  /** Days until the key stops working; null: until revoked. */
  expiresInDays: z.number().int().min(1, 'A lejárat legalább 1 nap.').max(API_KEY_MAX_EXPIRY_DAYS, `A lejárat legfeljebb ${API_KEY_MAX_EXPIRY_DAYS} nap.`).nullable(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const rotateApiKeyBodySchema = z.object({
  /** How long the old key keeps working beside the new one. */
  overlapHours: z.number().int().min(0).max(API_KEY_MAX_OVERLAP_HOURS).default(API_KEY_DEFAULT_OVERLAP_HOURS),
});

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to recognise it ("vi_live_Ab3d…"). */
  start: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The key that replaced this one by rotation. */
  replacedBy: z.string().nullable(),
  ratePerMinute: z.number().int(),
  status: z.enum(['active', 'expiring', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema), apiAccess: z.boolean() });
/** A new key: the secret is in this answer only, never again. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });

/** A key's state at `now` from its dates. "expiring": rotated or near its expiry (within 7 days). */
export function apiKeyStatus(key: { revokedAt: string | null; expiresAt: string | null }, now: Date): ApiKey['status'] {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt) {
    const left = Date.parse(key.expiresAt) - now.getTime();
    if (left <= 0) return 'expired';
    if (left <= 7 * 86_400_000) return 'expiring';
  }
  return 'active';
}

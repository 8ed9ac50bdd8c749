import { describe, expect, it } from 'vitest';
import { API_KEY_LENGTH, apiKeyChecksum, apiKeyFromRandom, apiKeyStatus, crc32, isWellFormedApiKey } from './api-keys';

describe('API key format', () => {
  it('computes the IEEE CRC-32 (check value of "123456789" is cbf43926)', () => {
    expect(crc32('123456789').toString(16)).toBe('cbf43926');
  });

  it('makes a prefixed base62 key with a checksum that a typo breaks', () => {
    const key = apiKeyFromRandom(new Uint8Array(32).map((_, i) => i * 7));
    expect(key).toMatch(/^vi_live_[0-9A-Za-z]{38}$/);
    expect(key).toHaveLength(API_KEY_LENGTH);
    expect(isWellFormedApiKey(key)).toBe(true);
    const typo = key.slice(0, 10) + (key[10] === 'a' ? 'b' : 'a') + key.slice(11);
    expect(isWellFormedApiKey(typo)).toBe(false);
    expect(isWellFormedApiKey(key.replace('vi_live_', 'vi_test_'))).toBe(false);
    expect(isWellFormedApiKey(key + 'x')).toBe(false);
    expect(apiKeyChecksum(key.slice(0, -6))).toBe(key.slice(-6));
  });

  it('refuses fewer than 32 random bytes', () => {
    expect(() => apiKeyFromRandom(new Uint8Array(31))).toThrow();
  });

  it('tells active, expiring (7 days), expired and revoked keys apart', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-12-30T10:00:00Z' }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-12-05T10:00:00Z' }, now)).toBe('expiring');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-11-29T09:59:59Z' }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: null }, now)).toBe('revoked');
  });
});

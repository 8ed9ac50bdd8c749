import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, SecretUnreadableError } from './secret-box';

const secret = 'a-server-secret-of-at-least-32-chars!!';

describe('secret box', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const box = sealSecret(secret, 'nav', 'ce-8f5e-215119fa7dd621DLMRHRLH2S');
    expect(box).not.toContain('215119fa7dd621');
    expect(box).toMatch(/^v1\./);
    expect(openSecret(secret, 'nav', box)).toBe('ce-8f5e-215119fa7dd621DLMRHRLH2S');
    expect(sealSecret(secret, 'nav', 'x')).not.toBe(sealSecret(secret, 'nav', 'x'));
  });

  it('refuses another server secret, another purpose and a tampered box', () => {
    const box = sealSecret(secret, 'nav', 'titok');
    expect(() => openSecret(`${secret}2`, 'nav', box)).toThrow(SecretUnreadableError);
    expect(() => openSecret(secret, 'ai', box)).toThrow(SecretUnreadableError);
    const parts = box.split('.');
    parts[3] = Buffer.from('titol').toString('base64url');
    expect(() => openSecret(secret, 'nav', parts.join('.'))).toThrow(SecretUnreadableError);
    expect(() => openSecret(secret, 'nav', 'plain')).toThrow(SecretUnreadableError);
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and two iterations', async () => {
    const hashed = await hashPassword('Titkos-Jelszo-2026');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
  it('verifies the right password and rejects a wrong one or a broken hash', async () => {
    const hashed = await hashPassword('Titkos-Jelszo-2026');
    expect(await verifyPassword({ hash: hashed, password: 'Titkos-Jelszo-2026' })).toBe(true);
    expect(await verifyPassword({ hash: hashed, password: 'titkos-jelszo-2026' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});

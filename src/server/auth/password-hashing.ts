// argon2id with OWASP's minimum (19 MiB memory, 2 iterations, 1 lane); @node-rs/argon2's
// default algorithm is argon2id, asserted by the unit test.
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false; // a malformed stored hash is a failed check, never a crash
  }
}

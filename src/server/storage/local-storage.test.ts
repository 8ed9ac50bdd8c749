import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, BlobTooLargeError } from './blob-storage';
import { localBlobStorage } from './local-storage';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('local blob storage', () => {
  let root: string;
  const tenantId = randomUUID();
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'vi-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('streams a file in chunk by chunk, hashing it, and gives the same bytes back', async () => {
    const storage = localBlobStorage(root);
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const whole = Buffer.concat(chunks);
    const stored = await storage.put(Readable.from(chunks), { tenantId, maxBytes: 10 * 1024 * 1024 });
    expect(stored).toEqual({ key: `${tenantId}/${sha(whole)}`, sha256: sha(whole), sizeBytes: whole.length, created: true });
    expect((await read(await storage.get(stored.key))).equals(whole)).toBe(true);
    // The same bytes again: one file, nothing new written.
    expect((await storage.put(Readable.from([whole]), { tenantId, maxBytes: 10 * 1024 * 1024 })).created).toBe(false);
  });

  it('refuses a stream over the limit and keeps nothing of it', async () => {
    const storage = localBlobStorage(root);
    const big = Buffer.alloc(2048, 7);
    await expect(storage.put(Readable.from([big.subarray(0, 1024), big.subarray(1024)]), { tenantId, maxBytes: 1500 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await storage.exists(`${tenantId}/${sha(big)}`)).toBe(false);
    expect(await readdir(join(root, tenantId, '.incoming'))).toEqual([]);
  });

  it('deletes, says so when a file is missing, and refuses keys that are paths', async () => {
    const storage = localBlobStorage(root);
    const stored = await storage.put(Readable.from([Buffer.from('törlendő')]), { tenantId, maxBytes: 100 });
    await storage.delete(stored.key);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(storage.get(`${tenantId}/../../etc/passwd`)).rejects.toThrow(/invalid blob key/);
  });
});

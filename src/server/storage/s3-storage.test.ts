import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../test/fake-s3';
import { type S3rverInstance, startS3rver } from '../test/s3rver-backend';
import { BlobNotFoundError, BlobTooLargeError } from './blob-storage';
import { documentStorage, s3Config } from './index';
import { objectUrl, S3RequestError, s3BlobStorage } from './s3-storage';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('S3-compatible blob storage (against the fake S3 server)', () => {
  let s3: FakeS3;
  let spoolDir: string;
  const tenantId = randomUUID();
  const storage = () => s3BlobStorage({ ...s3Config(s3.env)!, spoolDir });

  beforeAll(async () => {
    s3 = await startFakeS3();
    spoolDir = await mkdtemp(join(tmpdir(), 'vi-s3-spool-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(spoolDir, { recursive: true, force: true });
  });

  it('streams a file in, stores it under <tenant>/<sha256>, and streams the same bytes back', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const whole = Buffer.concat(chunks);
    const stored = await storage().put(Readable.from(chunks), { tenantId, maxBytes: 10 * 1024 * 1024 });
    expect(stored).toEqual({ key: `${tenantId}/${sha(whole)}`, sha256: sha(whole), sizeBytes: whole.length, created: true });
    expect(s3.objects.get(stored.key)?.equals(whole)).toBe(true);
    expect((await read(await storage().get(stored.key))).equals(whole)).toBe(true);
    expect(await storage().exists(stored.key)).toBe(true);
    // The same bytes again: found by HEAD, not sent a second time.
    const puts = s3.requests.filter((r) => r.startsWith('PUT')).length;
    expect((await storage().put(Readable.from([whole]), { tenantId, maxBytes: 10 * 1024 * 1024 })).created).toBe(false);
    expect(s3.requests.filter((r) => r.startsWith('PUT')).length).toBe(puts);
    expect(await readdir(spoolDir)).toEqual([]);
    expect(s3.refused).toBe(0);
  });

  it('refuses a stream over the limit without sending anything, and leaves no spooled file', async () => {
    const before = s3.requests.length;
    await expect(storage().put(Readable.from([Buffer.alloc(1024, 1), Buffer.alloc(1024, 2)]), { tenantId, maxBytes: 1500 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(s3.requests.length).toBe(before);
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('deletes, says so when an object is missing, and refuses keys that are paths', async () => {
    const stored = await storage().put(Readable.from([Buffer.from('törlendő')]), { tenantId, maxBytes: 100 });
    await storage().delete(stored.key);
    expect(s3.objects.has(stored.key)).toBe(false);
    expect(await storage().exists(stored.key)).toBe(false);
    await expect(storage().get(stored.key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await storage().delete(stored.key);
    await expect(storage().get(`${tenantId}/../../etc/passwd`)).rejects.toThrow(/invalid blob key/);
  });

  it("fails with the store's error code when the signature is wrong (a wrong secret)", async () => {
    const wrong = s3BlobStorage({ ...s3Config(s3.env)!, spoolDir, secretAccessKey: 'nem-ez-a-titok' });
    const refused = s3.refused;
    const error = await wrong.put(Readable.from([Buffer.from('x')]), { tenantId, maxBytes: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ status: 403 });
    await expect(wrong.get(`${tenantId}/${sha(Buffer.from('x'))}`)).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(s3.refused).toBe(refused + 2);
  });

  it('addresses objects path-style or virtual-hosted, and AWS by region when no endpoint is set', () => {
    const key = `${tenantId}/${'a'.repeat(64)}`;
    expect(objectUrl({ endpoint: 'http://127.0.0.1:9000', bucket: 'iratok', forcePathStyle: true }, key).href).toBe(`http://127.0.0.1:9000/iratok/${key}`);
    expect(objectUrl({ endpoint: 'https://s3.eu-central-1.amazonaws.com', bucket: 'iratok', forcePathStyle: false }, key).href).toBe(`https://iratok.s3.eu-central-1.amazonaws.com/${key}`);
    expect(s3Config({ STORAGE_DRIVER: 's3', S3_BUCKET: 'iratok', S3_REGION: 'eu-central-1', DOCUMENTS_DIR: '/tmp/x' })).toMatchObject({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      forcePathStyle: false,
      spoolDir: '/tmp/x/.incoming',
    });
    expect(s3Config({ NODE_ENV: 'test' })).toBeNull();
    // One instance per bucket, like one per folder.
    expect(documentStorage(s3.env)).toBe(documentStorage({ ...s3.env }));
    expect(documentStorage(s3.env)).not.toBe(documentStorage({ NODE_ENV: 'test' }));
  });
});

describe('S3-compatible blob storage (against s3rver, an S3 server written by others)', () => {
  let server: S3rverInstance;
  let spoolDir: string;
  const tenantId = randomUUID();

  beforeAll(async () => {
    server = await startS3rver();
    spoolDir = await mkdtemp(join(tmpdir(), 'vi-s3-spool-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(spoolDir, { recursive: true, force: true });
  });

  it('puts, reads back byte for byte, finds and deletes an object', async () => {
    const storage = s3BlobStorage({ ...s3Config(server.env)!, spoolDir });
    const bytes = Buffer.from('Árvíztűrő tükörfúrógép – szerződés, 2026. november 27.');
    const stored = await storage.put(Readable.from([bytes]), { tenantId, maxBytes: 1024 });
    expect(server.holds(stored.key)).toBe(true);
    expect((await read(await storage.get(stored.key))).equals(bytes)).toBe(true);
    expect(await storage.exists(stored.key)).toBe(true);
    await storage.delete(stored.key);
    expect(server.holds(stored.key)).toBe(false);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  // s3rver checks the access key but not a V4 signature ("incomplete support"): the wrong-secret
  // check is the fake S3 server's, above.
  it('is refused by the server with an unknown access key', async () => {
    const storage = s3BlobStorage({ ...s3Config({ ...server.env, S3_ACCESS_KEY_ID: 'ISMERETLEN' })!, spoolDir });
    await expect(storage.put(Readable.from([Buffer.from('x')]), { tenantId, maxBytes: 10 })).rejects.toBeInstanceOf(S3RequestError);
    expect(await readdir(spoolDir)).toEqual([]);
  });
});

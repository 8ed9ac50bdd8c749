// File storage behind one interface (issue 15 point 1, decision 0170). Content-addressed: a
// stored file's key is `<tenantId>/<sha256>`, so the same bytes uploaded twice by a firm are kept
// once, and a firm's files never share a key with another firm's. The local data folder is the
// default backend; the S3-compatible one (decision 0245) is chosen by configuration.
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

export interface StoredBlob {
  key: string;
  sha256: string;
  sizeBytes: number;
  /** False when the same content was already stored under the key (nothing new was written). */
  created: boolean;
}

export interface PutOptions {
  /** The firm the file belongs to (first part of the key). */
  tenantId: string;
  /** Refuse (and keep nothing of) a stream longer than this: BlobTooLargeError. */
  maxBytes: number;
}

export interface BlobStorage {
  /** Streams `source` in, hashing it on the way; nothing is buffered whole. */
  put(source: Readable, options: PutOptions): Promise<StoredBlob>;
  /** The stored bytes as a stream; BlobNotFoundError when missing. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`blob ${key} not found`);
    this.name = 'BlobNotFoundError';
  }
}

const KEY_PATTERN = /^[A-Za-z0-9-]{1,64}\/[0-9a-f]{64}$/;

/** Keys are made here only; anything else (a path, "..") is refused before touching storage. */
export function assertBlobKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
}

export function blobKey(tenantId: string, sha256: string): string {
  const key = `${tenantId}/${sha256}`;
  assertBlobKey(key);
  return key;
}

/** Hashes and counts the bytes passing through; fails once more than maxBytes have passed. */
export function hashingCounter(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), sizeBytes: size }) };
}

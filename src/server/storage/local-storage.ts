// The default backend: a folder under DATA_DIR (decision 0170). A file is streamed into a
// temporary name inside the same folder while its SHA-256 and size are computed, then renamed to
// <root>/<tenant>/<aa>/<sha256> – an atomic step, so a reader never sees half a file and two
// uploads of the same bytes end with one complete file.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, type BlobStorage, blobKey, BlobNotFoundError, hashingCounter, type PutOptions, type StoredBlob } from './blob-storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function localBlobStorage(root: string): BlobStorage {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    const [tenant, sha] = key.split('/') as [string, string];
    return join(root, tenant, sha.slice(0, 2), sha);
  };
  const exists = async (key: string) =>
    stat(pathOf(key)).then(
      () => true,
      () => false,
    );

  return {
    async put(source: Readable, options: PutOptions): Promise<StoredBlob> {
      const incoming = join(root, options.tenantId, '.incoming');
      const temp = join(incoming, randomUUID());
      // The folders are made when missing (the first upload of a firm, of a hash prefix), not
      // before every upload: the temporary file is opened – and the blob renamed – first.
      const file = await open(temp, 'wx').catch(async (error: unknown) => {
        if (!isMissing(error)) throw error;
        await mkdir(incoming, { recursive: true });
        return open(temp, 'wx');
      });
      const counter = hashingCounter(options.maxBytes);
      try {
        await pipeline(source, counter.stream, file.createWriteStream());
        const { sha256, sizeBytes } = counter.result();
        const key = blobKey(options.tenantId, sha256);
        if (await exists(key)) {
          await unlink(temp);
          return { key, sha256, sizeBytes, created: false };
        }
        const target = pathOf(key);
        await rename(temp, target).catch(async (error: unknown) => {
          if (!isMissing(error)) throw error;
          await mkdir(join(target, '..'), { recursive: true });
          await rename(temp, target);
        });
        return { key, sha256, sizeBytes, created: true };
      } catch (error) {
        await file.close().catch(() => undefined);
        await rm(temp, { force: true });
        // The rest of the request body still has to be drained by the caller (multipart does it).
        source.resume();
        throw error;
      }
    },
    async get(key: string): Promise<Readable> {
      const path = pathOf(key);
      if (!(await exists(key))) throw new BlobNotFoundError(key);
      return createReadStream(path);
    },
    async delete(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
    exists,
  };
}

// The storage backends for tests that must hold on each (issue 15: byte-identical round trip,
// purge): the local folder, the S3 backend against our signature-checking fake S3 server, and the
// S3 backend against s3rver, an S3-compatible server written by others. `holds` looks where
// the bytes physically are, so a test proves which backend it ran on.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BlobStorage, documentsRoot, documentStorage } from '../storage';
import { startFakeS3 } from './fake-s3';
import { startS3rver } from './s3rver-backend';

export const STORAGE_BACKENDS = ['local', 's3', 's3rver'] as const;
export type StorageBackendKind = (typeof STORAGE_BACKENDS)[number];

export interface TestStorageBackend {
  /** Extra settings for buildTestApp({ env }). */
  env: Record<string, string>;
  /** The same storage instance the app built with `env` uses. */
  storage: BlobStorage;
  /** Whether the backend's own place (folder or bucket) has the key's bytes. */
  holds(key: string): boolean;
  close(): Promise<void>;
}

export async function testStorageBackend(kind: StorageBackendKind): Promise<TestStorageBackend> {
  if (kind === 'local') {
    const root = documentsRoot({ NODE_ENV: 'test' });
    return {
      env: {},
      storage: documentStorage({ NODE_ENV: 'test' }),
      holds: (key) => {
        const [tenant, sha] = key.split('/') as [string, string];
        return existsSync(join(root, tenant, sha.slice(0, 2), sha));
      },
      close: async () => {},
    };
  }
  if (kind === 's3rver') {
    const server = await startS3rver();
    return { env: server.env, storage: documentStorage({ NODE_ENV: 'test', ...server.env }), holds: server.holds, close: () => server.close() };
  }
  const s3 = await startFakeS3();
  return { env: s3.env, storage: documentStorage({ NODE_ENV: 'test', ...s3.env }), holds: (key) => s3.objects.has(key), close: () => s3.close() };
}

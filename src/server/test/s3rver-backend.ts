// s3rver (a third-party S3-compatible server, run in-process by the tests) as the storage backend
// of the round-trip and purge tests: our own fake (fake-s3.ts) checks the signature strictly; this
// one proves that the S3 backend talks to an implementation written by someone else (issue 15:
// "a MinIO or S3-compatible server started by the tests"; MinIO does not run here).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'vi-dokumentumok';

export interface S3rverInstance {
  env: Record<string, string>;
  /** Whether the server's own folder holds the object. */
  holds(key: string): boolean;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<S3rverInstance> {
  const directory = await mkdtemp(join(tmpdir(), 'vi-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  return {
    // s3rver's one account: access key and secret "S3RVER". It refuses other access keys but does
    // not check a V4 signature; fake-s3.ts does.
    env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    // The filesystem store keeps an object as "<bucket>/<key>._S3rver_object".
    holds: (key) => existsSync(join(directory, BUCKET, `${key}._S3rver_object`)),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

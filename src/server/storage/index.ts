// Which storage backend the server uses (decisions 0170, 0245): the local data folder, nothing to
// configure, or an S3-compatible store when STORAGE_DRIVER=s3. DOCUMENTS_DIR moves the folder;
// tests share one folder in the system's temporary directory (content addressing makes
// concurrent writers of the same bytes harmless). The S3 backend waits for an upload's hash in
// the folder's `.incoming` subfolder.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../lib/project-root';
import type { BlobStorage } from './blob-storage';
import { localBlobStorage } from './local-storage';
import { type S3Config, s3BlobStorage } from './s3-storage';

export * from './blob-storage';

export interface StorageSettings {
  NODE_ENV?: string;
  DATA_DIR?: string;
  DOCUMENTS_DIR?: string;
  STORAGE_DRIVER?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: string | boolean;
}

export function documentsRoot(settings: StorageSettings): string {
  if (settings.DOCUMENTS_DIR) return resolve(projectRoot(), settings.DOCUMENTS_DIR);
  if (settings.NODE_ENV === 'test') return join(tmpdir(), 'vi-test-documents');
  return join(resolve(projectRoot(), settings.DATA_DIR ?? 'data'), 'documents');
}

/** The S3 settings, or null for the local folder. Missing values were refused by env.ts already. */
export function s3Config(settings: StorageSettings): S3Config | null {
  if (settings.STORAGE_DRIVER !== 's3') return null;
  const region = settings.S3_REGION || 'us-east-1';
  const flag = settings.S3_FORCE_PATH_STYLE;
  return {
    endpoint: settings.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
    bucket: settings.S3_BUCKET ?? '',
    region,
    accessKeyId: settings.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: flag === true || flag === 'true' || flag === '1' || flag === 'yes',
    spoolDir: join(documentsRoot(settings), '.incoming'),
  };
}

const byPlace = new Map<string, BlobStorage>();

/** The storage of this process for the given settings (one instance per folder or bucket). */
export function documentStorage(settings: StorageSettings = process.env): BlobStorage {
  const s3 = s3Config(settings);
  const place = s3 ? `s3:${s3.endpoint}|${s3.bucket}|${s3.accessKeyId}|${s3.forcePathStyle}` : `local:${documentsRoot(settings)}`;
  let storage = byPlace.get(place);
  if (!storage) {
    storage = s3 ? s3BlobStorage(s3) : localBlobStorage(documentsRoot(settings));
    byPlace.set(place, storage);
  }
  return storage;
}

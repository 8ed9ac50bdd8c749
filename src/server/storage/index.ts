// Which storage backend the server uses (decision 0170): the local data folder, nothing to
// configure. DOCUMENTS_DIR moves it; tests share one folder in the system's temporary directory
// (content addressing makes concurrent writers of the same bytes harmless).
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../lib/project-root';
import type { BlobStorage } from './blob-storage';
import { localBlobStorage } from './local-storage';

export * from './blob-storage';

export interface StorageSettings {
  NODE_ENV?: string;
  DATA_DIR?: string;
  DOCUMENTS_DIR?: string;
}

export function documentsRoot(settings: StorageSettings): string {
  if (settings.DOCUMENTS_DIR) return resolve(projectRoot(), settings.DOCUMENTS_DIR);
  if (settings.NODE_ENV === 'test') return join(tmpdir(), 'vi-test-documents');
  return join(resolve(projectRoot(), settings.DATA_DIR ?? 'data'), 'documents');
}

const byRoot = new Map<string, BlobStorage>();

/** The storage of this process for the given settings (one instance per folder). */
export function documentStorage(settings: StorageSettings = process.env): BlobStorage {
  const root = documentsRoot(settings);
  let storage = byRoot.get(root);
  if (!storage) {
    storage = localBlobStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}

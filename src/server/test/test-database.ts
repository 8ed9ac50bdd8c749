// A fresh database per test file, copied from a template that global-setup.ts built once for the
// run (migrated, or migrated and seeded): in-memory PGlite by default, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL (CI), dropped again afterwards. Without the
// templates (a file run outside the node project) it migrates (and seeds) as before.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemo } from '../db/seed';
import { adminQuery } from './pg-admin';
import type { TemplateKind } from './test-templates';

/** Every PostgreSQL test fails on a path that asks the pool for a second connection while it holds one (decision 0452). */
export function failNestedAcquire(error: Error): never {
  throw error;
}

export async function openTestDatabase(kind: TemplateKind = 'migrated', pglite: { thread?: boolean } = {}): Promise<DatabaseHandle> {
  const templates = inject('testTemplates') ?? {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const file = templates.pglite?.[kind];
    // TEST_PGLITE_THREAD=true: the suite on the database's own thread (decision 0470).
    const thread = pglite.thread ?? process.env.TEST_PGLITE_THREAD === 'true';
    if (file) return openDatabase({ driver: 'pglite', loadDataDir: new Blob([await readFile(file)]), thread });
    return prepared(await openDatabase({ driver: 'pglite', thread }), kind);
  }
  const name = `vi_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = templates.postgres?.[kind];
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax: 5, onNestedAcquire: failNestedAcquire });
  const ready = template ? handle : await prepared(handle, kind);
  return {
    ...ready,
    async close() {
      await ready.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A migrated PGlite database on this thread, even in the PostgreSQL run or with TEST_PGLITE_THREAD:
 * for code under test that is PGlite's own.
 */
export async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DATABASE_URL ? prepared(await openDatabase({ driver: 'pglite' }), 'migrated') : openTestDatabase('migrated', { thread: false });
}

async function prepared(handle: DatabaseHandle, kind: TemplateKind): Promise<DatabaseHandle> {
  await handle.migrate();
  if (kind === 'seeded') await seedDemo(handle.db);
  return handle;
}

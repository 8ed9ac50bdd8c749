// Builds the test database templates once per run (test-templates.ts) and removes them after.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../db/client';
import * as schema from '../db/schema';
import { seedDemo } from '../db/seed';
import { projectRoot } from '../lib/project-root';
import { adminQuery } from './pg-admin';
import type { TestTemplates } from './test-templates';

async function pgliteTemplates(): Promise<{ files: Record<'migrated' | 'seeded', string>; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'vi-test-templates-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: join(projectRoot(), 'drizzle') });
    const files = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
    await writeFile(files.migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDemo(db as unknown as Database);
    await writeFile(files.seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { files, dir };
  } finally {
    await client.close();
  }
}

async function postgresTemplates(serverUrl: string): Promise<Record<'migrated' | 'seeded', string>> {
  const prefix = `vi_tpl_${process.pid}_${Date.now().toString(36)}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  await adminQuery(serverUrl, `create database ${names.migrated}`);
  await prepare(serverUrl, names.migrated, false);
  // A template database must have no connections while it is copied: each is closed at once.
  await adminQuery(serverUrl, `create database ${names.seeded} template ${names.migrated}`);
  await prepare(serverUrl, names.seeded, true);
  return names;
}

async function prepare(serverUrl: string, name: string, seed: boolean) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax: 2 });
  try {
    if (!seed) await handle.migrate();
    else await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates: TestTemplates = {};
  // VI_TEST_TEMPLATES=off: every file migrates (and seeds) its own database as before decision 0065,
  // to measure what the templates save (docs/benchmarks.md, "Server suite").
  if (process.env.VI_TEST_TEMPLATES === 'off') {
    project.provide('testTemplates', templates);
    return;
  }
  let cleanup: () => Promise<void>;
  if (serverUrl) {
    const names = await postgresTemplates(serverUrl);
    templates.postgres = names;
    cleanup = async () => {
      for (const name of [names.seeded, names.migrated]) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  } else {
    const { files, dir } = await pgliteTemplates();
    templates.pglite = files;
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  project.provide('testTemplates', templates);
  return cleanup;
}

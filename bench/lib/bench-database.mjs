// The prepared database a bench script measures on (bench/prepare-data.ts): an existing one as
// given, a fresh database on the PostgreSQL server `serverUrl` (dropped by `cleanup`), or a
// temporary PGlite data folder (removed by `cleanup`). `env`: the server's database variables.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { globHookArgs } from '../../scripts/import-glob/node-args.mjs';

function prepare(env) {
  const run = spawnSync(resolve('node_modules/.bin/tsx'), [...globHookArgs, 'bench/prepare-data.ts'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error('bench/prepare-data.ts failed');
}

/**
 * @param {{ prefix: string, serverUrl?: string, existingUrl?: string, existingDataDir?: string }} options
 * @returns {Promise<{ env: Record<string, string>, cleanup: () => Promise<void> }>}
 */
export async function benchDatabase({ prefix, serverUrl, existingUrl, existingDataDir }) {
  if (existingUrl) return { env: { DATABASE_URL: existingUrl }, cleanup: async () => {} };
  if (serverUrl) {
    const name = `vi_${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = async (sql) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    prepare({ BENCH_DATABASE_URL: url.toString() });
    return { env: { DATABASE_URL: url.toString() }, cleanup: () => admin(`drop database if exists ${name} with (force)`) };
  }
  if (existingDataDir) return { env: { DATA_DIR: existingDataDir, DATABASE_URL: '' }, cleanup: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), `vi-${prefix}-`));
  prepare({ BENCH_DATA_DIR: dataDir });
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

// The private internals the hot paths rely on (issue 33.7), each pinned to the exact version it was
// verified against. An upgrade of one of these packages fails here first, loudly, with what to
// re-verify, instead of as a slow or wrong database path later:
// - pg: `client.pipeline` and `client.connection.stream.cork()/uncork()` (tenant-scope.ts `pipelined`, decision 0256);
// - drizzle-orm: `NodePgSession(client, dialect, schema, options)`, `NodePgTransaction` and `db.session` (tenant-scope.ts);
// - PGlite: `_runExclusiveQuery` / `_runExclusiveTransaction` (pglite-turns.ts, pglite-request.ts, decision 0276).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/** The versions whose internals were read and tested; change one only after re-verifying its list above. */
const VERIFIED = { pg: '8.23.1', 'drizzle-orm': '0.45.4', '@electric-sql/pglite': '0.5.14' } as const;

const root = join(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const installed = (name: string) => (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

describe('private internals of the database drivers', () => {
  it.each(Object.entries(VERIFIED))('%s is pinned exactly to the verified %s and that version is installed', (name, version) => {
    expect(manifest.dependencies[name], `package.json must pin ${name} to exactly ${version} (no ^ or ~): its internals are used`).toBe(version);
    expect(installed(name), `${name} ${installed(name)} is installed, but its internals were verified on ${version}: re-verify (see this file's header), then update VERIFIED`).toBe(version);
  });

  it('pg: a client has a pipeline flag and a corkable socket', () => {
    const client = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }) as unknown as { pipeline: unknown; connection: { stream: { cork: unknown; uncork: unknown } } };
    expect(client.pipeline).toBe(false);
    expect(new pg.Client({ pipeline: true } as pg.ClientConfig) as unknown as { pipeline: boolean }).toMatchObject({ pipeline: true });
    expect(typeof client.connection.stream.cork).toBe('function');
    expect(typeof client.connection.stream.uncork).toBe('function');
  });

  it('drizzle: the node-postgres session is constructed from (client, dialect, schema, options)', () => {
    // `options` has a default, so the constructor declares three parameters before it.
    expect(NodePgSession.length).toBe(3);
    expect(typeof NodePgTransaction).toBe('function');
    expect(Object.getPrototypeOf(NodePgTransaction.prototype).constructor.name).toBe('PgTransaction');
  });

  it('PGlite: the exclusive sections take the work to run (their behaviour: pglite-turns.test.ts, pglite-request.test.ts)', () => {
    const proto = PGlite.prototype as unknown as Record<string, unknown>;
    for (const name of ['_runExclusiveQuery', '_runExclusiveTransaction']) {
      expect(typeof proto[name], `PGlite.${name}`).toBe('function');
      expect((proto[name] as (...args: unknown[]) => unknown).length, `PGlite.${name}(fn)`).toBe(1);
    }
  });
});

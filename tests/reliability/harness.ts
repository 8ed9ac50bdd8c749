// The real app on a real database, listening on loopback only, plus the demo users and helpers
// the reliability tests share. Rate limits are raised through configuration, never disabled.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '@server/app';
import { hashPassword } from '@server/auth/password-hashing';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { accounts, members, users } from '@server/db/schema';
import { DEMO_PASSWORD, demoTenantId, seedDemo } from '@server/db/seed';
import { loadEnv } from '@server/env';
import { installBusyClientGuard, takeBusyClientOverlaps } from '@server/test/busy-client-guard';

/** The PostgreSQL server the Postgres tests create their own database on (127.0.0.1 only). */
export const postgresServerUrl = process.env.RELIABILITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ReliabilityDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database name, for pg_terminate_backend; null on PGlite. */
  name: string | null;
  close(): Promise<void>;
}

export async function openReliabilityDatabase(driver: 'pglite' | 'postgres'): Promise<ReliabilityDatabase> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ driver: 'pglite' });
    await handle.migrate();
    return { handle, name: null, close: () => handle.close() };
  }
  const name = `vi_reliability_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  // The pool reports a killed idle client here; the pool replaces it on the next query. Work that
  // asks for a second connection while it holds one (decision 0452) is collected, not thrown, so
  // that the load under test runs on, and fails close(). So is a statement issued on a pg client
  // still running another (decision 0509): under load, where concurrent requests meet.
  installBusyClientGuard();
  takeBusyClientOverlaps();
  const nested: Error[] = [];
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax: 10, onPoolError: () => undefined, onNestedAcquire: (error) => void nested.push(error) });
  await handle.migrate();
  return {
    handle,
    name,
    async close() {
      // A client never given back to the pool makes pool.end() hang: fail loudly, but still
      // drop the database.
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([handle.close().then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 15_000)))]);
      clearTimeout(timer);
      await adminQuery(`drop database if exists ${name} with (force)`);
      if (!drained) throw new Error('the connection pool did not drain within 15 s (a client leaked)');
      if (nested.length > 0) throw new Error(`${nested.length} nested pool checkout(s), the first:\n${nested[0]!.stack}`);
      const overlaps = takeBusyClientOverlaps();
      if (overlaps.length > 0) throw new Error(`${overlaps.length} statement(s) issued on a busy pg client (decision 0509), the first:\n${overlaps[0]!.stack}`);
    },
  };
}

/** One statement on the PostgreSQL server as its administrator (a connection of its own). */
export async function adminQuery<Row extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
  app: Awaited<ReturnType<typeof buildApp>>;
}

export async function startServer(database: DatabaseHandle, options: { onRoute?: (route: RouteOptions) => void; serveClient?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: baseUrl,
    RATE_LIMIT_MAX: '10000000',
    ...options.env,
  });
  const app = await buildApp({ env, database, serveClient: options.serveClient ?? false, ...(options.onRoute ? { onRoute: options.onRoute } : {}) });
  await app.listen({ host: '127.0.0.1', port });
  return { baseUrl, app, close: () => app.close() };
}

/** A port the kernel just handed out on loopback, so APP_URL can name it before the app is built. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const DEMO_TENANT_ADMIN = 'iroda@kovacs-ugyved.hu';
export const DEMO_PLATFORM_ADMIN = 'admin@virtualis-iroda.hu';

/** Seeds the demo platform and adds `count` lawyers to the demo firm, one per load worker. */
export async function seedWithWorkers(database: DatabaseHandle, count: number): Promise<{ tenantId: string; emails: string[] }> {
  await seedDemo(database.db);
  const tenantId = await demoTenantId(database.db);
  if (!tenantId) throw new Error('demo tenant missing after seeding');
  const password = await hashPassword(DEMO_PASSWORD);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const email = `terheles.${i}.${userId.slice(0, 8)}@kovacs-ugyved.hu`;
    await database.db.insert(users).values({ id: userId, name: `Terhelés ${i}`, email, emailVerified: true });
    await database.db.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password });
    await database.db.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: 'lawyer' });
    emails.push(email);
  }
  return { tenantId, emails };
}

/** Signs in over HTTP; returns the Cookie header and the raw session token. */
export async function signInHttp(baseUrl: string, email: string): Promise<{ cookie: string; status: number }> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  await res.arrayBuffer();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, status: res.status };
}

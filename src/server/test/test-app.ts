// Builds the real app on a real test database, plus helpers to sign in and call it as a user.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ExtraModuleDefinition } from '@shared/modules/catalog';
import { buildApp } from '../app';
import { hashPassword } from '../auth/password-hashing';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { accounts, members, tenants, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { loadEnv } from '../env';
import { DEFAULT_MODULE_KEYS, installDefaultModules } from '../module-system/defaults';
import { failNestedAcquire, openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
/** Where the fake AI providers of the tests listen (gateway/testing/fake-providers.ts): the test platform approves loopback (decision 0308). */
export const TEST_APPROVED_AI_HOSTS = '127.0.0.1,localhost,::1';
/**
 * The test platform's operator billing details (issue 38.11): without them no pro-forma is issued.
 * A test of the refusal passes '' for them in `env`.
 */
export const TEST_OPERATOR_ENV = {
  LEGAL_OPERATOR_NAME: 'Virtuális Iroda Üzemeltető Kft.',
  LEGAL_OPERATOR_TAX_NUMBER: '12345676-2-41',
  LEGAL_OPERATOR_BANK: 'OTP Bank Nyrt.',
  LEGAL_OPERATOR_BANK_ACCOUNT: '11773016-11111018',
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function buildTestApp(options: { seed?: boolean; env?: Record<string, string>; extraModules?: readonly ExtraModuleDefinition[]; contextCacheTtlMs?: number } = {}): Promise<TestApp> {
  // The seeded template already holds the demo data (global-setup.ts).
  const database = await openTestDatabase((options.seed ?? true) ? 'seeded' : 'migrated');
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    RATE_LIMIT_MAX: '100000',
    REGISTRATION_MAX_PER_IP: '1000',
    AI_PROVIDER_APPROVED_HOSTS: TEST_APPROVED_AI_HOSTS,
    WEBHOOK_APPROVED_HOSTS: TEST_APPROVED_AI_HOSTS,
    PUSH_APPROVED_HOSTS: TEST_APPROVED_AI_HOSTS,
    ...TEST_OPERATOR_ENV,
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    serveClient: false,
    ...(options.extraModules ? { extraModules: options.extraModules } : {}),
    ...(options.contextCacheTtlMs === undefined ? {} : { contextCacheTtlMs: options.contextCacheTtlMs }),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second app instance on the same database, as a second process would be: on PostgreSQL with
 * its own connection pool and its own invalidation-bus listener (LISTEN connection, or Redis
 * subscriber with REDIS_URL); on PGlite (one process per data folder) on the same handle.
 */
export async function buildSecondInstance(first: TestApp, options: { env?: Record<string, string>; contextCacheTtlMs?: number } = {}): Promise<TestApp> {
  const own = first.database.url ? await openDatabase({ driver: 'postgres', url: first.database.url, poolMax: 5, onNestedAcquire: failNestedAcquire }) : null;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    RATE_LIMIT_MAX: '100000',
    REGISTRATION_MAX_PER_IP: '1000',
    AI_PROVIDER_APPROVED_HOSTS: TEST_APPROVED_AI_HOSTS,
    WEBHOOK_APPROVED_HOSTS: TEST_APPROVED_AI_HOSTS,
    PUSH_APPROVED_HOSTS: TEST_APPROVED_AI_HOSTS,
    ...TEST_OPERATOR_ENV,
    ...options.env,
  });
  const app = await buildApp({
    env,
    database: own ?? first.database,
    serveClient: false,
    ...(options.contextCacheTtlMs === undefined ? {} : { contextCacheTtlMs: options.contextCacheTtlMs }),
  });
  await app.ready();
  return {
    app,
    database: own ?? first.database,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}

/** Signs in through better-auth's real endpoint; returns the Cookie header for later calls. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * app.inject as a signed-in browser on our own origin. Tests write users, members and tenants
 * straight into the database, standing in for this instance's own routes, whose answers wait for
 * the invalidations of what they committed (plugins/request-context.ts): so does this, so that
 * the next request sees such a write at once on PostgreSQL too (PGlite delivers in process).
 */
export async function injectAs(app: FastifyInstance, cookie: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  await app.bus.sync();
  return app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...options.headers, cookie } });
}

/**
 * A second tenant with one member of the given roles, for isolation tests. Like every new firm it
 * starts with the default modules, unless `modules` names others (e.g. [] for a bare firm).
 */
export async function createTenantWithMember(database: DatabaseHandle, roles: string, email = `${randomUUID()}@masik-iroda.hu`, modules: readonly string[] = DEFAULT_MODULE_KEYS) {
  const tenantId = randomUUID();
  const userId = randomUUID();
  await database.db.insert(tenants).values({ id: tenantId, name: 'Másik Iroda', slug: `masik-${tenantId}` });
  await database.db.insert(users).values({ id: userId, name: 'Másik Felhasználó', email, emailVerified: true });
  await database.db.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: await hashPassword(DEMO_PASSWORD) });
  await database.db.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: roles });
  await installDefaultModules(database.db, tenantId, userId, modules);
  return { tenantId, userId, email };
}

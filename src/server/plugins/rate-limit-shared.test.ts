import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../db/seed';
import { loadEnv } from '../env';
import { buildSecondInstance, buildTestApp, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../test/test-app';

// Two instances on one database. With REDIS_URL a session's request budget is one, wherever its
// requests land (runs where Redis is reachable: TEST_REDIS_URL, the PostgreSQL stage of
// .ci/run); without it the budget is the process's – a multi-instance deployment sets REDIS_URL
// (decision 0200); sign-in lock-outs are shared either way (counted in the database).
const redisUrl = process.env.TEST_REDIS_URL;
const MAX = 6;

function twoInstances(env: Record<string, string>) {
  const apps = {} as { a: TestApp; second: TestApp; b: FastifyInstance; signer: FastifyInstance };
  const instance = async (extra: Record<string, string>) => {
    const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: TEST_ORIGIN, REGISTRATION_MAX_PER_IP: '1000', ...extra }), database: apps.a.database, serveClient: false });
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    apps.a = await buildTestApp({ env });
    // On PostgreSQL its own pool and bus listener, like a second process.
    apps.second = await buildSecondInstance(apps.a, { env: { RATE_LIMIT_MAX: '100000', ...env } });
    apps.b = apps.second.app;
    // Signs in outside the small budget: the anonymous per-address key in Redis is shared with
    // every other test file running at the same time.
    apps.signer = await instance({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await apps.signer.close();
    await apps.second.close();
    await apps.a.close();
  });
  return apps;
}

/** A sign-in attempt from a client address of its own (lock-outs count per account and per address). */
const signInAt = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload: { email, password }, remoteAddress });

/** Statuses of `count` list requests by one fresh session (a fresh key: earlier runs do not count), alternating between the instances. */
async function alternate(apps: { a: TestApp; b: FastifyInstance; signer: FastifyInstance }, count: number) {
  const cookie = await signIn(apps.signer, 'ugyved@kovacs-ugyved.hu');
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await injectAs(i % 2 === 0 ? apps.a.app : apps.b, cookie, { method: 'GET', url: '/api/contacts?limit=5' })).statusCode);
  return { cookie, statuses };
}

describe.each(redisUrl ? [redisUrl] : [])('rate limits shared through Redis (%s)', (url) => {
  const apps = twoInstances({ REDIS_URL: url, RATE_LIMIT_MAX: String(MAX) });

  it('counts the requests of one session on both instances against one budget', async () => {
    const { cookie, statuses } = await alternate(apps, MAX + 2);
    expect(statuses.slice(0, MAX)).toEqual(Array(MAX).fill(200));
    expect(statuses.slice(MAX)).toEqual([429, 429]);
    expect((await injectAs(apps.b, cookie, { method: 'GET', url: '/api/contacts?limit=5' })).statusCode).toBe(429);
  });
});

describe('rate limits without REDIS_URL', () => {
  const apps = twoInstances({ RATE_LIMIT_MAX: String(MAX) });

  it('counts per process', async () => {
    const { cookie, statuses } = await alternate(apps, MAX + 2);
    expect(statuses).toEqual(Array(MAX + 2).fill(200));
    for (let i = 0; i < MAX; i++) await injectAs(apps.a.app, cookie, { method: 'GET', url: '/api/contacts?limit=5' });
    expect((await injectAs(apps.a.app, cookie, { method: 'GET', url: '/api/contacts?limit=5' })).statusCode).toBe(429);
  });
});

// Sign-in lock-outs are counted in the database (decision 0075), so they hold across instances
// with or without Redis: failures alternate between the two, and both then refuse.
describe('sign-in lock-outs across two instances', () => {
  const apps = twoInstances({});
  const FAILURES = 5; // LOGIN_MAX_FAILURES_PER_ACCOUNT's default

  it("counts an account's failures on both instances together and locks it out on both", async () => {
    const email = 'szabo.anna@example.hu';
    for (let i = 0; i < FAILURES; i++) {
      const res = await signInAt(i % 2 === 0 ? apps.a.app : apps.b, email, 'rossz-jelszo', `10.20.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    for (const app of [apps.a.app, apps.b]) {
      const blocked = await signInAt(app, email, DEMO_PASSWORD, '10.20.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('SIGN_IN_THROTTLED');
    }
  });
});

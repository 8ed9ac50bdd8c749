import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { buildTestApp, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../test/test-app';

// Two instances on one database with REDIS_URL: a session's request budget is one, wherever its
// requests land. Runs where Redis is reachable (TEST_REDIS_URL: the PostgreSQL stage of .ci/run).
const redisUrl = process.env.TEST_REDIS_URL;
const MAX = 6;

describe.each(redisUrl ? [redisUrl] : [])('rate limits shared through Redis (%s)', (url) => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = { REDIS_URL: url, RATE_LIMIT_MAX: String(MAX) };
    a = await buildTestApp({ env });
    b = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: TEST_ORIGIN, REGISTRATION_MAX_PER_IP: '1000', ...env }), database: a.database, serveClient: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('counts the requests of one session on both instances against one budget', async () => {
    // A fresh session is a fresh key, so earlier runs within the window do not count.
    const cookie = await signIn(a.app, 'ugyved@kovacs-ugyved.hu');
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 2; i++) statuses.push((await injectAs(i % 2 === 0 ? a.app : b, cookie, { method: 'GET', url: '/api/contacts?limit=5' })).statusCode);
    expect(statuses.slice(0, MAX)).toEqual(Array(MAX).fill(200));
    expect(statuses.slice(MAX)).toEqual([429, 429]);
    // The other instance refuses too: the budget is the session's, not the process's.
    expect((await injectAs(b, cookie, { method: 'GET', url: '/api/contacts?limit=5' })).statusCode).toBe(429);
  });
});

// Without Redis the budget is the process's: a multi-instance deployment sets REDIS_URL
// (docs/decisions/0200); sign-in lock-outs are shared either way (counted in the database).
describe('rate limits without REDIS_URL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: String(MAX) };
    a = await buildTestApp({ env });
    b = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: TEST_ORIGIN, REGISTRATION_MAX_PER_IP: '1000', ...env }), database: a.database, serveClient: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('counts per process', async () => {
    const cookie = await signIn(a.app, 'ugyved@kovacs-ugyved.hu');
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 2; i++) statuses.push((await injectAs(i % 2 === 0 ? a.app : b, cookie, { method: 'GET', url: '/api/contacts?limit=5' })).statusCode);
    expect(statuses).toEqual(Array(MAX + 2).fill(200));
    for (let i = 0; i < MAX; i++) await injectAs(a.app, cookie, { method: 'GET', url: '/api/contacts?limit=5' });
    expect((await injectAs(a.app, cookie, { method: 'GET', url: '/api/contacts?limit=5' })).statusCode).toBe(429);
  });
});

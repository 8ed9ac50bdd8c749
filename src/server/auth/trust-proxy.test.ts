// Issue 11, finding 4: TRUST_PROXY=true trusted every X-Forwarded-For hop, so a client chose its
// own address: it dodged the per-address sign-in lock-out and read the loopback-only outbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { ConfigError, loadEnv } from '../env';
import { post } from '../modules/account/account-test-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_THROTTLE_LIMITS } from './throttle';

describe("TRUST_PROXY takes a hop count or the proxies' addresses, never blanket trust", () => {
  it('refuses true at start with a message that says what to set instead', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*number of proxies/);
    }
  });

  it('reads a hop count, addresses and ranges, and off', () => {
    expect(loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
    for (const off of [undefined, '', 'false', '0', 'no']) expect(loadEnv({ NODE_ENV: 'test', ...(off === undefined ? {} : { TRUST_PROXY: off }) }).TRUST_PROXY).toBe(false);
    for (const wrong of ['proxy.example.hu', '10.0.0.0/33', '1.5', '-1']) expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    // Issue 34.8: whole halves of the internet, or public ranges, are refused with a message (0.0.0.0/0 crashed with a TypeError).
    for (const wide of ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '10.0.0.0/7', '::/0', '8.8.0.0/16', '2606:4700::/32']) {
      expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: wide }), wide).toThrow(ConfigError);
      expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: wide }), wide).toThrow(/TRUST_PROXY: ranges wider than \/8 or on public addresses/);
    }
    expect(loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8,172.16.0.0/12,fd00::/8,203.0.113.7' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '172.16.0.0/12', 'fd00::/8', '203.0.113.7']);
  });
});

describe('behind a named proxy (TRUST_PROXY=10.9.9.9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '10.9.9.9' } });
  });
  afterAll(() => t.close());

  const signInFrom = (email: string, remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'rossz-jelszo' },
    });

  it('a client that is not the proxy cannot rotate its address past the per-address lock-out', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE_LIMITS.perIp; i++) {
      expect((await signInFrom(`forgo${i}@example.hu`, '10.50.0.1', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    const blocked = await signInFrom('szabo.anna@example.hu', '10.50.0.1', '198.51.100.77');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('erről a hálózatról');
  });

  it("the proxy's own forwarded address is the client address", async () => {
    const res = await signInFrom('szabo.anna@example.hu', '10.9.9.9', '198.51.100.8');
    expect(res.statusCode).toBe(401);
  });
});

describe('a hop count (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it("takes the client address from the nearest proxy's X-Forwarded-For entry", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.9.9.9',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1, 198.51.100.20' },
      payload: { email: 'hop@example.hu', password: 'rossz-jelszo' },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await t.database.db.select({ ip: auditLog.ip }).from(auditLog).where(eq(auditLog.email, 'hop@example.hu'));
    expect(row?.ip).toBe('198.51.100.20');
  });
});

describe('loopback-only routes judge the connection, not X-Forwarded-For (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '1', DEMO_MODE: 'true' } });
  });
  afterAll(() => t.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('keeps the outbox and demo sign-in closed to a remote client claiming 127.0.0.1', async () => {
    expect((await outbox('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    const demo = await post(t.app, '/api/demo/sign-in', { email: 'admin@virtualis-iroda.hu' }, { remoteAddress: '192.168.1.20' });
    expect(demo.statusCode).toBe(404);
  });

  it('keeps them closed to whoever a proxy on this machine relays', async () => {
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('serves this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
  });
});

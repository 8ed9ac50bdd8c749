// Requests are counted per genuine session, else per address: an office behind one NAT address
// does not share one budget, and made-up cookies do not mint new ones.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp, TEST_ORIGIN } from '../test/test-app';
import { rateLimitKeyGenerator, verifiedSessionToken } from './rate-limit-key';

const secret = 'a-test-secret-of-at-least-32-characters!';
const signed = (token: string, key = secret) => encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('verifiedSessionToken', () => {
  it('accepts a cookie signed with the secret and refuses forged, unsigned or garbled ones', () => {
    expect(verifiedSessionToken(signed('abc123'), secret)).toBe('abc123');
    expect(verifiedSessionToken(signed('abc123', 'another-secret-of-at-least-32-chars!!'), secret)).toBeNull();
    expect(verifiedSessionToken('abc123', secret)).toBeNull();
    expect(verifiedSessionToken('abc123.AAAA', secret)).toBeNull();
    expect(verifiedSessionToken('%E0%A4%A', secret)).toBeNull();
    expect(verifiedSessionToken(undefined, secret)).toBeNull();
  });

  it('keys a request by its session when genuine, else by its address', () => {
    const key = rateLimitKeyGenerator(secret);
    const request = (cookies: Record<string, string>) => ({ cookies, ip: '203.0.113.7' }) as never;
    const a = key(request({ 'vi.session_token': signed('token-a') }));
    expect(a).toMatch(/^session:/);
    expect(a).not.toContain('token-a');
    expect(key(request({ '__Secure-vi.session_token': signed('token-a') }))).toBe(a);
    expect(key(request({ 'vi.session_token': signed('token-b') }))).not.toBe(a);
    expect(key(request({ 'vi.session_token': signed('token-a', 'forged-secret-forged-secret-forged!!') }))).toBe('ip:203.0.113.7');
    expect(key(request({}))).toBe('ip:203.0.113.7');
  });
});

describe('app-wide rate limit behind one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '6' } });
  });
  afterAll(() => t.close());

  it('gives each signed-in browser its own budget, while anonymous requests share the address budget', async () => {
    const lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const tenant = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
    for (let i = 0; i < 6; i++) expect((await get(lawyer)).statusCode).toBe(200);
    expect((await get(lawyer)).statusCode).toBe(429);
    // Same address, another colleague: still served.
    expect((await get(tenant)).statusCode).toBe(200);
    // A forged cookie counts against the address, which the sign-ins above already used.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await get('vi.session_token=forged.AAAA')).statusCode);
    expect(statuses).toContain(429);
  });
});

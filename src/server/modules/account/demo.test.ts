import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, type TestApp } from '../../test/test-app';
import { post } from './account-test-helpers';

describe('with DEMO_MODE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_MODE: 'true' } });
  });
  afterAll(async () => t.close());

  it('lists the demo accounts without any password', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/demo/accounts' });
    expect(res.statusCode).toBe(200);
    const { accounts } = res.json() as { accounts: { email: string; roles: string[] }[] };
    expect(accounts.map((a) => a.email)).toContain('admin@virtualis-iroda.hu');
    expect(accounts.find((a) => a.email === 'ugyved@kovacs-ugyved.hu')?.roles).toEqual(['lawyer']);
    expect(res.body).not.toContain('Demo-Iroda');
  });

  it('signs in as a demo account on the server', async () => {
    const res = await post(t.app, '/api/demo/sign-in', { email: 'szabo.anna@example.hu' });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(res) } });
    expect(me.json().user.email).toBe('szabo.anna@example.hu');
  });

  it('refuses any other account', async () => {
    const res = await post(t.app, '/api/demo/sign-in', { email: 'valaki@example.hu' });
    expect(res.statusCode).toBe(404);
    expect(res.cookies).toHaveLength(0);
  });

  it('serves the development outbox', async () => {
    await post(t.app, '/api/account/forgot-password', { email: 'szabo.anna@example.hu' });
    await t.app.mailer.idle();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ transport: 'outbox', messages: [{ to: 'szabo.anna@example.hu', subject: expect.stringContaining('Jelszó visszaállítása') }] });
  });

  it('signs in and lists demo accounts for this machine only (issue 11, finding 3)', async () => {
    const remote = await post(t.app, '/api/demo/sign-in', { email: 'admin@virtualis-iroda.hu' }, { remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().code).toBe('NOT_FOUND');
    expect(remote.cookies).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/accounts', remoteAddress: '10.0.0.7' })).statusCode).toBe(404);
    expect((await post(t.app, '/api/demo/sign-in', { email: 'admin@virtualis-iroda.hu' }, { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('shows the outbox to this machine only', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('reset-password');
  });
});

describe('with DEMO_MODE and DEMO_ALLOW_REMOTE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_MODE: 'true', DEMO_ALLOW_REMOTE: 'true' } });
  });
  afterAll(async () => t.close());

  it('opens demo sign-in to other machines, not the outbox', async () => {
    const remote = await post(t.app, '/api/demo/sign-in', { email: 'szabo.anna@example.hu' }, { remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
  });
});

describe('without DEMO_MODE (NODE_ENV=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('has no demo or outbox endpoints', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/accounts' })).statusCode).toBe(404);
    expect((await post(t.app, '/api/demo/sign-in', { email: 'szabo.anna@example.hu' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

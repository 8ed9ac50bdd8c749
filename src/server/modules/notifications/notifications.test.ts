import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('notifications API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts the unread notices from the database and marks them read', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    expect((await injectAs(t.app, cookie, { url: '/api/notifications/unread-count' })).json()).toEqual({ unread: 2 });
    const list = (await injectAs(t.app, cookie, { url: '/api/notifications' })).json();
    expect(list.items).toHaveLength(2);
    const read = await injectAs(t.app, cookie, { method: 'POST', url: `/api/notifications/${list.items[0].id}/read` });
    expect(read.json()).toEqual({ unread: 1 });
    await injectAs(t.app, cookie, { method: 'POST', url: '/api/notifications/read-all' });
    expect((await injectAs(t.app, cookie, { url: '/api/notifications/unread-count' })).json()).toEqual({ unread: 0 });
  });

  it("cannot mark another user's notice (404) and leaves it unread", async () => {
    const anna = await signIn(t.app, 'szabo.anna@example.hu');
    const annaNotice = (await injectAs(t.app, anna, { url: '/api/notifications' })).json().items[0];
    const gabor = await signIn(t.app, 'toth.gabor@example.hu');
    expect((await injectAs(t.app, gabor, { method: 'POST', url: `/api/notifications/${annaNotice.id}/read` })).statusCode).toBe(404);
    expect((await injectAs(t.app, anna, { url: '/api/notifications/unread-count' })).json()).toEqual({ unread: 2 });
  });
});

// Issue 11, finding 7: the avatar check read only the magic bytes, so a PNG header followed by
// HTML was stored and served back. Polyglots are now refused (decision 0076).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { imageContentProblem as avatarContentProblem } from '../../lib/image-content';
import { jpeg, png, webp } from './testing/avatar-fixtures';

const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}
/** The PNG with an extra chunk before IEND (the last 12 bytes). */
const withChunk = (type: string, data: Buffer) => Buffer.concat([png.subarray(0, png.length - 12), pngChunk(type, data), png.subarray(png.length - 12)]);

describe('avatarContentProblem', () => {
  it('accepts real PNG, JPEG and WebP files', () => {
    expect(avatarContentProblem(png, 'image/png')).toBeNull();
    expect(avatarContentProblem(jpeg, 'image/jpeg')).toBeNull();
    expect(avatarContentProblem(webp, 'image/webp')).toBeNull();
    expect(avatarContentProblem(withChunk('tEXt', Buffer.from('Comment\0made with care')), 'image/png')).toBeNull();
  });

  it('refuses data after the end of the image (IEND, EOI, the RIFF size)', () => {
    expect(avatarContentProblem(Buffer.concat([png, html]), 'image/png')).toBe('trailing-data');
    expect(avatarContentProblem(Buffer.concat([jpeg, html]), 'image/jpeg')).toBe('trailing-data');
    expect(avatarContentProblem(Buffer.concat([webp, html]), 'image/webp')).toBe('trailing-data');
  });

  it('refuses markup or script inside the image', () => {
    expect(avatarContentProblem(withChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>')), 'image/png')).toBe('script-marker');
    expect(avatarContentProblem(withChunk('iTXt', Buffer.from('x\0\0\0\0\0<SVG onload=alert(1)>')), 'image/png')).toBe('script-marker');
    const php = Buffer.from('<?php system($_GET[1]); ?>');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, php.length + 2]), php]);
    expect(avatarContentProblem(Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]), 'image/jpeg')).toBe('script-marker');
  });

  it('refuses a signature without an image behind it', () => {
    expect(avatarContentProblem(Buffer.concat([png.subarray(0, 8), html]), 'image/png')).toBe('structure');
    expect(avatarContentProblem(png.subarray(0, png.length - 12), 'image/png')).toBe('structure');
    expect(avatarContentProblem(Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(20)]), 'image/jpeg')).toBe('structure');
    expect(avatarContentProblem(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]), 'image/webp')).not.toBeNull();
  });
});

describe('PUT /api/profile/avatar with a polyglot', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
  });
  afterAll(() => t.close());

  const upload = (payload: Buffer, type = 'image/png') => injectAs(t.app, cookie, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': type }, payload });

  it('refuses a PNG header followed by HTML, and stores nothing', async () => {
    const res = await upload(Buffer.concat([png, html]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'AVATAR_CONTENT', message: 'A kép sérült, vagy a képen kívül mást is tartalmaz.' });
    expect((await injectAs(t.app, cookie, { url: '/api/profile/avatar' })).statusCode).toBe(404);
  });

  it('stores a real image', async () => {
    expect((await upload(jpeg, 'image/jpeg')).statusCode).toBe(200);
    const image = await injectAs(t.app, cookie, { url: '/api/profile/avatar' });
    expect(image.rawPayload.equals(jpeg)).toBe(true);
  });
});

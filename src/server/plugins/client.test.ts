// Issue 11, finding 7: production served the SPA's source maps (the whole client source).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { projectRoot } from '../lib/project-root';
import clientPlugin from './client';
import errorsPlugin from './errors';

function builtClient(): string {
  // …/client/assets, as in dist: the assets' cache header goes by that path.
  const root = join(mkdtempSync(join(tmpdir(), 'vi-client-')), 'client');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Virtuális Iroda</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1);\n');
  writeFileSync(join(root, 'assets', 'index-abc.js.br'), 'brotli bytes');
  writeFileSync(join(root, 'assets', 'index-abc.js.gz'), 'gzip bytes');
  writeFileSync(join(root, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["titok"]}');
  // The installable app's files, as Vite copies them from src/client/public (decision 0516).
  const publicDir = join(projectRoot(), 'src', 'client', 'public');
  mkdirSync(join(root, 'icons'));
  for (const file of ['sw.js', 'manifest.webmanifest', join('icons', 'icon-192.png')]) copyFileSync(join(publicDir, file), join(root, file));
  return root;
}

async function serve(nodeEnv: Env['NODE_ENV']) {
  const app = Fastify();
  app.decorate('env', { NODE_ENV: nodeEnv } as Env);
  await app.register(errorsPlugin);
  await app.register(clientPlugin, { root: builtClient() });
  await app.ready();
  return app;
}

describe('the built SPA', () => {
  let production: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    production = await serve('production');
  });
  afterAll(() => production.close());

  it('serves the scripts but not their source maps in production', async () => {
    expect((await production.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    const map = await production.inject({ url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
    expect(map.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await production.inject({ url: '/assets/index-abc.js.map?x=1' })).statusCode).toBe(404);
    expect((await production.inject({ url: '/assets/index-abc.js%2Emap' })).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, the plain file otherwise (decision 0442)', async () => {
    const br = await production.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body).toBe('brotli bytes');
    const gz = await production.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    const plain = await production.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.body).toBe('console.log(1);\n');
    // No copy of the page itself: it goes as it is.
    const page = await production.inject({ url: '/app/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('Virtuális Iroda');
  });

  it('still serves pages', async () => {
    const page = await production.inject({ url: '/app/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Virtuális Iroda');
  });

  it('serves maps in development', async () => {
    const development = await serve('development');
    expect((await development.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
    await development.close();
  });

  it('serves the service worker at /sw.js and the web app manifest, never cached as assets (decision 0516)', async () => {
    const sw = await production.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A new worker must reach the browsers at once: revalidated, not a year-long asset.
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain("addEventListener('push'");
    // No fetch handler: the worker caches no API answer or case content on the device.
    expect(sw.body).not.toMatch(/addEventListener\('fetch'|caches\./);
    const manifest = await production.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ name: 'Virtuális Iroda', lang: 'hu', start_url: '/app/dashboard', display: 'standalone' });
    const sizes = (manifest.json() as { icons: { sizes: string; purpose: string }[] }).icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const icon = await production.inject({ url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(readFileSync(join(projectRoot(), 'src', 'client', 'public', 'icons', 'icon-512.png')).readUInt32BE(16)).toBe(512);
  });
});

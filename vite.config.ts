import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { layoutStrings } from './scripts/vite-layout-strings.ts';
import { testFilesMockingModules } from './scripts/vitest-module-mocks.ts';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `x.js.br` and `x.js.gz` beside each built script and stylesheet: the server sends them to
 * a browser that accepts them (@fastify/static `preCompressed`, plugins/client.ts), so the pages do
 * not download ~3× the bytes where no proxy compresses (decision 0442).
 */
function precompress(): Plugin {
  return {
    name: 'vi-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const bytes = await readFile(join(dir, name));
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }), gzipAsync(bytes, { level: 9 })]);
          await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)]);
        }),
      );
    },
  };
}

/** The client project's settings, shared by its two halves (with and without module mocks). */
const clientTest = {
  root: '.',
  environment: 'jsdom',
  include: ['src/client/**/*.test.{ts,tsx}'],
  setupFiles: ['src/client/test/setup.ts'],
  // Bounded waits for a loaded CI machine (lazy routes transform on first import).
  testTimeout: 20_000,
};
const clientFilesMockingModules = testFilesMockingModules('src/client');

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress(), layoutStrings(fileURLToPath(new URL('./src/client/locales/hu', import.meta.url)))],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Maps for local debugging and error tracking, without a sourceMappingURL in the scripts; the
    // server does not serve them outside development (plugins/client.ts, issue 11 finding 7).
    sourcemap: 'hidden',
    // dist/client/.vite/manifest.json: the bench sums the JS each route loads from it.
    manifest: true,
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    root: '.',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The server
    // files spend much of their time waiting (the database, argon2 in libuv's pool), so two workers
    // ran the node project in 531 s instead of 765 s here, at the same load (decision 0239).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          root: '.',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // The files of a worker share one module graph (decision 0261): importing the app's
          // modules once per worker instead of once per file. Each file still builds its own app
          // on its own database; nothing a file needs is module state another file leaves behind.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...clientTest,
          name: 'client',
          // The files of a worker share one module graph and one jsdom (decision 0464): the app's
          // modules are imported once per worker, not once per file. setup.ts resets what a test
          // leaves behind (the DOM, storage, the language); a file that mocks a module runs below.
          isolate: false,
          setupFiles: [...clientTest.setupFiles, 'src/client/test/shared-graph-setup.ts'],
          exclude: [...configDefaults.exclude, ...clientFilesMockingModules],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...clientTest, name: 'client-mocks', include: clientFilesMockingModules.length > 0 ? clientFilesMockingModules : ['no-such-file'] },
      },
      {
        // Tests of the repository's own tooling (the ESLint boundary rules): no database, no DOM.
        // ESLint over real files: slow on a loaded two-core machine.
        test: { name: 'scripts', root: '.', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 },
      },
    ],
  },
});

// Bundles the server (src/server + src/shared) into dist/server/server.js, and the isolation
// worker into dist/server/isolated-worker.js. The npm packages the server imports at start are
// bundled with it (decision 0469): a start then reads and links one file instead of ~1,400 modules
// from node_modules (a journey server's start: 3.3–3.4 → 2.6 s, 0.8 s less CPU). Packages stay
// external, loaded from node_modules at run time, when they are:
//   - loaded at first use (`await import('…')`, decision 0439): not part of a start at all;
//   - native or WebAssembly, or find files beside their own code (EXTERNAL below).
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { importGlobPlugin } from './import-glob/esbuild-plugin.mjs';
import { asciiSource } from './ascii-bundle.mjs';

/** Packages that locate files next to their own code (wasm, fonts, workers, their package.json) or are native. */
const EXTERNAL = [
  '@electric-sql/pglite', // its .wasm and .data files
  '@node-rs/argon2', // native addon
  'pino', // transports start worker files by path
  'thread-stream',
  '@fastify/swagger', // reads its own package.json
  '@fastify/swagger-ui', // serves its own static files
  'pdfkit', // font metrics (AFM) beside its code
  'dejavu-fonts-ttf',
  'pg-native', // node-postgres' optional native binding
];
const external = EXTERNAL.flatMap((name) => [name, `${name}/*`]);

/** A package imported with `import()` is loaded at first use: it stays in node_modules. */
const dynamicImportsExternal = {
  name: 'dynamic-imports-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'dynamic-import' && !args.path.startsWith('node:') ? { path: args.path, external: true } : undefined));
  },
};

const entryPoints = {
  server: 'src/server/server.ts',
  'seed-cli': 'src/server/db/seed-cli.ts',
  'migrate-cli': 'src/server/db/migrate-cli.ts',
  // The isolation worker (src/server/lib/isolate/isolated.ts loads it beside the bundle).
  'isolated-worker': 'src/server/lib/isolate/isolated-worker.ts',
  // The embedded database's thread (src/server/db/pglite-thread.ts loads it beside the bundle).
  'pglite-thread-worker': 'src/server/db/pglite-thread-worker.ts',
};

await build({
  entryPoints,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  external,
  // Bundled CommonJS packages call `require` (Node's built-ins, JSON): give the ES module one.
  banner: { js: "import { createRequire as __viCreateRequire } from 'node:module'; const require = __viCreateRequire(import.meta.url);" },
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  // `import.meta.glob` (the modules found by folder, decision 0447).
  plugins: [importGlobPlugin, dynamicImportsExternal],
});

// A bundled package that finds files by `__dirname` or `__filename` would fail at run time (an ES
// module has neither, and its files are not beside the bundle): it belongs in EXTERNAL.
for (const name of Object.keys(entryPoints)) {
  const code = readFileSync(`dist/server/${name}.js`, 'utf8');
  const found = /\b__(dirname|filename)\b/.exec(code);
  if (found) {
    const before = code.slice(0, found.index);
    const from = before.slice(before.lastIndexOf('\n// ') + 4).split('\n')[0];
    throw new Error(`dist/server/${name}.js uses ${found[0]} (in ${from}): add its package to EXTERNAL in scripts/build-server.mjs`);
  }
}
// What stays loaded while the server runs is kept ASCII: V8 then holds its source with one byte per
// character (scripts/ascii-bundle.mjs). The command-line tools end after their work.
for (const name of ['server', 'isolated-worker', 'pglite-thread-worker']) {
  const file = `dist/server/${name}.js`;
  const code = readFileSync(file, 'utf8');
  const ascii = asciiSource(code, file);
  if (ascii !== code) writeFileSync(file, ascii);
}
console.log('server built: dist/server/server.js');

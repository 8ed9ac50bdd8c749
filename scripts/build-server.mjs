// Bundles the server (src/server + src/shared) into dist/server/server.js, and the isolation
// worker into dist/server/isolated-worker.js; npm packages stay external and are loaded from
// node_modules at run time.
import { build } from 'esbuild';
import { importGlobPlugin } from './import-glob/esbuild-plugin.mjs';

await build({
  entryPoints: {
    server: 'src/server/server.ts',
    'seed-cli': 'src/server/db/seed-cli.ts',
    'migrate-cli': 'src/server/db/migrate-cli.ts',
    // The isolation worker (src/server/lib/isolate/isolated.ts loads it beside the bundle).
    'isolated-worker': 'src/server/lib/isolate/isolated-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  // `import.meta.glob` (the modules found by folder, decision 0447).
  plugins: [importGlobPlugin],
});
console.log('server built: dist/server/server.js');

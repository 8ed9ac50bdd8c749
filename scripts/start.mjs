// `npm start`: builds the client and server when dist/ is missing or older than the sources,
// then runs the production server (one port: API + SPA, default http://localhost:3000).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { buildIsStale } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building the application (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(resolve('dist/server/server.js')).href);

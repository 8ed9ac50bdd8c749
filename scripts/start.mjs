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
// The embedded quick start is a demo: one-click demo sign-in and the dev mail outbox are on
// unless DEMO_MODE is set explicitly. With DATABASE_URL (a real deployment) they stay off.
if (process.env.DEMO_MODE === undefined && !process.env.DATABASE_URL) process.env.DEMO_MODE = 'true';
await import(pathToFileURL(resolve('dist/server/server.js')).href);

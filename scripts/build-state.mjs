// Decides whether dist/ is older than its sources, so `npm start` builds only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['src', 'drizzle', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const outputs = ['dist/client/index.html', 'dist/server/server.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildIsStale(root = process.cwd()) {
  if (!outputs.every((o) => existsSync(join(root, o)))) return true;
  const builtAt = Math.min(...outputs.map((o) => statSync(join(root, o)).mtimeMs));
  return sources.some((s) => newestMtime(join(root, s)) > builtAt);
}

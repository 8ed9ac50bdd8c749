// The hostile-input tests also probe the static file server, so the SPA must be built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup() {
  if (existsSync('dist/client/index.html')) return;
  const result = spawnSync('npm', ['run', 'build:client'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:client failed; the reliability tests need the built SPA');
}

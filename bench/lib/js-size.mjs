// The JavaScript a route loads, from Vite's build manifest: the entry chunk, the route's lazy
// modules, and everything they import statically (what the browser fetches before the page
// can render), each file counted once, gzipped at level 9 as a CDN or reverse proxy would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const routeModules = {
  signIn: ['app/routes/auth/sign-in.tsx'],
  // The signed-in app's route table is loaded on the first /app path (decision 0444); the layout's
  // and the dashboard's Hungarian strings come with the layout and the page guard with every page
  // (dynamic imports the route waits for, decisions 0460 and 0461).
  dashboard: ['app/app-routes.tsx', 'app/layout/app-layout.tsx', 'app/page-guard.tsx', 'app/routes/app/dashboard.tsx', 'locales/app-hu.ts'],
};

export function routeJsSizes(clientDir) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');

  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the Vite manifest (route moved? update bench/lib/js-size.mjs)`);
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  };

  const sizeOf = (files) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(join(clientDir, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: files.length, rawKiB: Math.round((raw / 1024) * 10) / 10, gzipKiB: Math.round((gzip / 1024) * 10) / 10 };
  };

  return Object.fromEntries(Object.entries(routeModules).map(([route, keys]) => [route, sizeOf(closure([entryKey, ...keys]))]));
}

// npm run api:generate – writes the typed API client's types from the server's OpenAPI document
// (decision 0320). Builds the app on a fresh in-memory PGlite database (migrated: some plugins
// read at start), asks it for its document, and writes src/client/lib/api/api-types.gen.ts; and
// from the public API's published document (/api/docs/v1/openapi.json) the types an integrator's
// client has, src/server/modules/api-keys/public-api-types.gen.ts (decision 0370).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { projectRoot } from '../src/server/lib/project-root';
import { API_TYPES_ENV, API_TYPES_FILE, apiTypesSource, PUBLIC_API_TYPES_FILE, publicApiTypesSource } from '../src/server/plugins/openapi-client-types';

const database = await openDatabase({ driver: 'pglite' });
try {
  await database.migrate();
  const app = await buildApp({ env: loadEnv(API_TYPES_ENV), database, serveClient: false });
  await app.ready();
  const source = await apiTypesSource(app);
  const published = await app.inject({ method: 'GET', url: '/api/docs/v1/openapi.json' });
  if (published.statusCode !== 200) throw new Error(`GET /api/docs/v1/openapi.json answered ${published.statusCode}`);
  const publicSource = await publicApiTypesSource(published.json());
  await app.close();
  for (const [file, text] of [
    [API_TYPES_FILE, source],
    [PUBLIC_API_TYPES_FILE, publicSource],
  ] as const) {
    await writeFile(resolve(projectRoot(), file), text);
    console.log(`wrote ${file} (${text.split('\n').length} lines)`);
  }
} finally {
  await database.close();
}

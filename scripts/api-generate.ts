// npm run api:generate – writes the typed API client's types from the server's OpenAPI document
// (decision 0320). Builds the app on a fresh in-memory PGlite database (migrated: some plugins
// read at start), asks it for its document, and writes src/client/lib/api/api-types.gen.ts.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { projectRoot } from '../src/server/lib/project-root';
import { API_TYPES_ENV, API_TYPES_FILE, apiTypesSource } from '../src/server/plugins/openapi-client-types';

const database = await openDatabase({ driver: 'pglite' });
try {
  await database.migrate();
  const app = await buildApp({ env: loadEnv(API_TYPES_ENV), database, serveClient: false });
  await app.ready();
  const source = await apiTypesSource(app);
  await app.close();
  await writeFile(resolve(projectRoot(), API_TYPES_FILE), source);
  console.log(`wrote ${API_TYPES_FILE} (${source.split('\n').length} lines)`);
} finally {
  await database.close();
}

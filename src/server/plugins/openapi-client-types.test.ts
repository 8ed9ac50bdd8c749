// The committed types of the client (src/client/lib/api/api-types.gen.ts) are what the server's
// OpenAPI document makes now: a route whose schema changed without `npm run api:generate` fails here.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root';
import { buildTestApp, type TestApp } from '../test/test-app';
import { API_TYPES_ENV, API_TYPES_FILE, apiTypesSource, firstDifference } from './openapi-client-types';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: { ...API_TYPES_ENV } });
});
afterAll(() => t.close());

describe('typed API client', () => {
  it('is generated from the current OpenAPI document (else run `npm run api:generate`)', async () => {
    const committed = await readFile(resolve(projectRoot(), API_TYPES_FILE), 'utf8');
    const where = firstDifference(committed, await apiTypesSource(t.app));
    expect(where, `${API_TYPES_FILE} is stale – run \`npm run api:generate\``).toBeNull();
  });

  it('types every JSON answer of the API (a route without a response schema would be typed as unknown)', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>> };
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
        if (success.length === 0) untyped.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(untyped).toEqual([]);
  });
});

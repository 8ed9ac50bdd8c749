// The boundary rules fail what they must: imports, re-exports, dynamic imports and require calls
// across a boundary, inline query keys — and let the allowed patterns through, also in a checkout
// whose path has a space.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries, { createBoundaries, featureOf, resolveImport, rootFromModuleUrl } from './eslint-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, ecmaVersion: 'latest', sourceType: 'module' } });
const root = path.resolve('/repo');
const plugin = createBoundaries(root);
const at = (file: string) => path.join(root, file);
const rule = (name: string) => plugin.rules[name]!;
const fails = (code: string, file: string) => ({ code, filename: at(file), errors: 1 });
const passes = (code: string, file: string) => ({ code, filename: at(file) });

const featureA = 'src/client/features/a/components/x.tsx';

tester.run('no-cross-feature', rule('no-cross-feature'), {
  valid: [
    passes("import { y } from './y';", featureA),
    passes("import { z } from '../api/z';", featureA),
    passes("import { api } from '@client/lib/api-client';", featureA),
    passes("export * from '@shared/me/me.schemas';", featureA),
    passes("const m = await import('react');", featureA),
    passes('const m = await import(name);', featureA),
    passes("import { A } from '@client/features/a';", 'src/client/app/routes/a.tsx'),
    passes("import { repo } from '../../lib/db';", 'src/server/modules/a/a.service.ts'),
    // server modules are judged by module-faces (eslint-boundaries-modules.test.ts)
    passes("import { s } from '@server/modules/b/b.service';", 'src/server/modules/a/a.routes.ts'),
  ],
  invalid: [
    fails("import { y } from '@client/features/b/y';", featureA),
    fails("import type { Y } from '../../b/api/y';", featureA),
    fails("export { y } from '../../b/y';", featureA),
    fails("export * from '@client/features/b';", featureA),
    fails("const m = await import('@client/features/b/y');", featureA),
    fails('const m = await import(`../../b/y`);', featureA),
    fails("const m = require('../../b/y');", featureA),
    fails("import m = require('../../b/y');", featureA),
  ],
});

tester.run('layers', rule('layers'), {
  valid: [
    passes("import { x } from '@shared/me/me.schemas';", 'src/shared/profile/x.ts'),
    passes("import { A } from '@client/features/a';", 'src/client/app/routes/a.tsx'),
    passes("const m = await import('@client/features/a/y');", 'src/client/app/router.tsx'),
    passes("import { Button } from '@client/components/ui/button';", featureA),
    passes("import { apiFetch } from '../../../lib/api-client';", featureA),
    passes("import { AppProviders } from '@client/app/providers';", 'src/client/features/a/components/x.test.tsx'),
    passes("import { db } from '../../db/client';", 'src/server/modules/a/a.repo.ts'),
    passes("import { routes } from './modules';", 'src/server/app.ts'),
    // a feature's pages.ts loads its pages' route modules lazily (decision 0444)
    passes("const matters = () => import('@client/app/routes/app/matters');", 'src/client/features/a/pages.ts'),
  ],
  invalid: [
    fails("import { x } from '@client/lib/format';", 'src/shared/a/x.ts'),
    fails("export * from '../../server/db/schema';", 'src/shared/a/x.ts'),
    fails("const m = await import('@server/lib/env');", 'src/shared/a/x.ts'),
    fails("import { db } from '@server/db/client';", featureA),
    fails("import { x } from '@client/lib/x';", 'src/server/modules/a/a.routes.ts'),
    fails("import { useMe } from '@client/features/me/api/get-me';", 'src/client/lib/x.ts'),
    fails("export { AppLayout } from '../../app/layout/app-layout';", 'src/client/components/ui/x.tsx'),
    fails("const m = await import('../features/a');", 'src/client/components/x.tsx'),
    fails("import { routes } from '@client/app/router';", featureA),
    fails("export * from '../../../app/providers';", 'src/client/features/a/api/x.ts'),
    fails("const m = await import('@server/modules/a/a.service');", 'src/server/lib/x.ts'),
    fails("const m = require('../modules/a/a.repo');", 'src/server/db/x.ts'),
    fails("import { x } from '@server/modules/a';", 'src/server/db/x.test.ts'),
    fails("import { MattersRoute } from '@client/app/routes/app/matters';", 'src/client/features/a/pages.ts'),
    fails("const m = () => import('@client/app/router');", 'src/client/features/a/pages.ts'),
    fails("const m = () => import('@client/app/routes/app/matters');", 'src/client/features/a/components/pages.ts'),
  ],
});

const routesA = 'src/server/modules/a/a.routes.ts';

tester.run('routes-http-only', rule('routes-http-only'), {
  valid: [
    passes("import { withTenant } from '../../db/tenant-scope';", routesA),
    passes("import { listA } from './a.service'; import { rowsOf } from './a.repo';", routesA),
    passes("import { z } from 'zod'; import type { FastifyInstance } from 'fastify';", routesA),
    passes("import { aSchema } from '@shared/a/a.schemas';", routesA),
    passes("import { and, eq } from 'drizzle-orm'; import { a } from '../../db/schema';", 'src/server/modules/a/a.repo.ts'),
    passes("import { sql } from 'drizzle-orm';", 'src/server/modules/a/a.service.ts'),
    passes("import { a } from '../../db/schema';", 'src/server/modules/a/a.routes.test.ts'),
    passes("import { sql } from 'drizzle-orm';", 'src/server/plugins/x.ts'),
  ],
  invalid: [
    fails("import { and, eq } from 'drizzle-orm';", routesA),
    fails("import { alias } from 'drizzle-orm/pg-core';", routesA),
    fails("import { contacts } from '../../db/schema';", routesA),
    fails("import type { ContactRow } from '../../db/schema/contacts';", routesA),
    fails("import { users } from '@server/db/schema';", routesA),
    fails("export { users } from '../../db/schema';", routesA),
    fails("export * from 'drizzle-orm';", routesA),
    fails("const { sql } = await import('drizzle-orm');", routesA),
    fails("const schema = await import('../../db/schema');", routesA),
    fails("const { eq } = require('drizzle-orm');", routesA),
    fails("import { eq } from 'drizzle-orm';", 'src/server/modules/billing/nested/x.routes.ts'),
  ],
});

const apiFile = 'src/client/features/a/api/a-api.ts';

tester.run('no-inline-query-keys', rule('no-inline-query-keys'), {
  valid: [
    passes("export const aKeys = { all: ['a'] as const, item: (id: string) => ['a', id] as const };", 'src/client/features/a/api/a-keys.ts'),
    passes("export const meKeys = { all: ['me'] as const }; queryOptions({ queryKey: ['me'] });", 'src/client/lib/query-keys.ts'),
    passes('useQuery({ queryKey: aKeys.all, queryFn });', apiFile),
    passes('useQuery({ queryKey: aKeys.item(id), queryFn });', apiFile),
    passes("import { key } from './a-keys'; useQuery({ queryKey: key, queryFn });", apiFile),
    passes('queryClient.invalidateQueries({ queryKey: meKeys.all });', apiFile),
    passes('queryClient.setQueryData(aKeys.all, data);', apiFile),
    passes("const options = { keys: ['a'] }; items.push(['a']);", apiFile),
  ],
  invalid: [
    fails("useQuery({ queryKey: ['company'], queryFn });", apiFile),
    fails("queryClient.invalidateQueries({ queryKey: ['me'] });", 'src/client/features/b/components/y.tsx'),
    fails("queryOptions({ queryKey: ['demo', 'accounts'] as const, queryFn });", 'src/client/lib/demo-accounts.ts'),
    fails("useQuery({ queryKey: [...aKeys.all, 'list'], queryFn });", apiFile),
    fails("const key = ['platform', 'billing'] as const; useQuery({ queryKey: key, queryFn });", apiFile),
    fails("const queryKey = ['a']; useQuery({ queryKey, queryFn });", apiFile),
    fails("queryClient.setQueryData(['profile'], profile);", apiFile),
    fails("queryClient.getQueryData(['me']);", apiFile),
  ],
});

describe('a checkout path with a space', () => {
  const spaced = path.resolve('/tmp/my checkout');
  const scriptUrl = pathToFileURL(path.join(spaced, 'scripts', 'eslint-boundaries.js')).href;

  it('finds the root from the module URL, decoded', () => {
    expect(scriptUrl).toContain('%20');
    expect(rootFromModuleUrl(scriptUrl)).toBe(spaced);
  });

  it('resolves imports under that root to repo paths', () => {
    const from = path.join(spaced, 'src/client/features/a/components/x.tsx');
    expect(resolveImport(spaced, from, '../../b/y')).toBe('src/client/features/b/y/');
    expect(resolveImport(spaced, from, '@client/lib/format')).toBe('src/client/lib/format/');
    expect(resolveImport(spaced, from, 'react')).toBeNull();
    expect(featureOf('src/client/features/b/y/')).toBe('client/features/b');
  });

  const spacedTester = createBoundaries(spaced);
  tester.run('no-cross-feature under a spaced root', spacedTester.rules['no-cross-feature']!, {
    valid: [{ code: "import { y } from './y';", filename: path.join(spaced, featureA) }],
    invalid: [{ code: "import { y } from '../../b/y';", filename: path.join(spaced, featureA), errors: 1 }],
  });
});

describe('a checkout reached through a symlink', () => {
  // The root comes from the script's real path; the file ESLint names may go through the link.
  const base = realpathSync(mkdtempSync(path.join(tmpdir(), 'boundaries-')));
  const real = path.join(base, 'real checkout');
  mkdirSync(path.join(real, 'src/client/features/a/components'), { recursive: true });
  writeFileSync(path.join(real, featureA), '');
  symlinkSync(real, path.join(base, 'link'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  tester.run('no-cross-feature through a link', createBoundaries(real).rules['no-cross-feature']!, {
    valid: [],
    invalid: [{ code: "import { y } from '../../b/y';", filename: path.join(base, 'link', featureA), errors: 1 }],
  });
});

describe('the plugin eslint.config.js loads', () => {
  // This test file sits next to the script, so the plugin's root is this checkout, whatever its path.
  const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  tester.run('layers in this checkout', boundaries.rules!['layers']!, {
    valid: [],
    invalid: [{ code: "import { x } from '@client/features/a';", filename: path.join(checkout, 'src/client/lib/x.ts'), errors: 1 }],
  });
});

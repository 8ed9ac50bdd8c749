// The module rules of scripts/eslint-boundaries.js (issue 33 point 4, decision 0417), on a fixture
// checkout in a temporary folder, since they read each module's module.ts from disk:
//   module-faces        another module only through its face, and only when dependsOn lists it;
//                       module.ts's dependsOn literal and naming existing module folders;
//   faces-only-outside  server code outside the modules through faces and manifests, with `allow`;
// and the checkout's allow list (eslint.config.js, empty since 0416) names only files still reaching in.
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { createBoundaries, parseDependsOn } from './eslint-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, ecmaVersion: 'latest', sourceType: 'module' } });

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'module-faces-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files: Record<string, string> = {
  // hospitality depends on invoices (the comment and the string below must not confuse the reader).
  'src/server/modules/hospitality/module.ts': [
    "import { defineModule } from '../../module-system/manifest';",
    "// dependsOn: ['contacts'] was the old plan",
    "export default defineModule({ key: 'hospitality', note: 'see /api/* and dependsOn', dependsOn: [",
    "  'invoices', // issues the stay's invoice",
    '] as const });',
  ].join('\n'),
  'src/server/modules/hospitality/hospitality.service.ts': '',
  'src/server/modules/invoices/module.ts': "export default defineModule({ key: 'invoices' });",
  'src/server/modules/invoices/index.ts': "export { issueInvoice } from './invoices.service';",
  'src/server/modules/invoices/invoices.service.ts': '',
  'src/server/modules/contacts/index.ts': '', // no module.ts: dependsOn is []
  'src/server/modules/contacts/contacts.service.ts': '',
  'src/server/modules/broken/module.ts': "const deps = ['invoices']; export default defineModule({ key: 'broken', dependsOn: deps });",
  'src/server/modules/index.ts': '', // the registry files directly in modules/
  'src/server/modules/jobs.ts': '',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const plugin = createBoundaries(root);
const rule = (name: string) => plugin.rules[name]!;
const at = (file: string) => path.join(root, file);
const passes = (code: string, file: string, options?: unknown[]) => ({ code, filename: at(file), ...(options && { options }) });
const fails = (code: string, file: string, message: RegExp, options?: unknown[]) => ({ code, filename: at(file), errors: [{ message }], ...(options && { options }) });

const hospitality = 'src/server/modules/hospitality/stays/stays.service.ts';
const contacts = 'src/server/modules/contacts/contacts.service.ts';
const notListed = /^Module "hospitality" imports "contacts" but its module\.ts does not list it in dependsOn: add 'contacts' to dependsOn in src\/server\/modules\/hospitality\/module\.ts\.$/;
const notFace = /^Module "hospitality" must import the face "modules\/invoices" \(its index\.ts\), not "modules\/invoices\/invoices\.service"/;

describe('parseDependsOn', () => {
  it('reads a literal array past comments, strings, a trailing comma and `as const`', () => {
    expect(parseDependsOn(files['src/server/modules/hospitality/module.ts']!).names?.map((d) => d.name)).toEqual(['invoices']);
    expect(parseDependsOn('defineModule({ dependsOn: [\'a\', "b", `c`,] })').names?.map((d) => d.name)).toEqual(['a', 'b', 'c']);
  });
  it('gives [] when the manifest has no dependsOn', () => {
    expect(parseDependsOn("defineModule({ key: 'x' })")).toEqual({ names: [] });
  });
  it('refuses anything but one literal array of strings', () => {
    for (const text of [
      'defineModule({ dependsOn })',
      'defineModule({ dependsOn: deps })',
      "defineModule({ dependsOn: ['a', b] })",
      'defineModule({ dependsOn: [`${a}`] })',
      "defineModule({ dependsOn: ['a'], x: { dependsOn: [] } })",
    ]) {
      expect(parseDependsOn(text).error, text).toMatch(/dependsOn/);
    }
  });
});

tester.run('module-faces', rule('module-faces'), {
  valid: [
    passes("import { issueInvoice } from '../../invoices';", hospitality),
    passes("import { issueInvoice } from '@server/modules/invoices';", hospitality),
    passes("import type { Invoice } from '../../invoices/index';", hospitality),
    passes("import { issueInvoice } from '../../invoices/index.js';", hospitality),
    passes("export { issueInvoice } from '@server/modules/invoices';", hospitality),
    passes("export * from '../../invoices';", hospitality),
    passes("const { issueInvoice } = await import('@server/modules/invoices');", hospitality),
    passes("const { issueInvoice } = require('../../invoices');", hospitality),
    // its own internals, server layers, packages, the registry files directly in modules/
    passes("import { s } from '../hospitality.service'; import { t } from '@server/modules/hospitality/stays/x';", hospitality),
    passes("import { withTenant } from '@server/db/tenant-scope'; import { z } from 'zod';", hospitality),
    passes("import { declaredJobs } from '../../jobs';", hospitality),
    // a module's test composes: any module's face, without dependsOn
    passes("import { createContact } from '../../contacts';", 'src/server/modules/hospitality/stays/stays.test.ts'),
    // the manifest being linted is read from its own text
    passes("import { issueInvoice } from '../invoices'; export default defineModule({ key: 'hospitality', dependsOn: ['invoices'] });", 'src/server/modules/hospitality/module.ts'),
    passes("export default defineModule({ key: 'invoices' });", 'src/server/modules/invoices/module.ts'),
    // outside the modules: the other rule's business
    passes("import { issueInvoice } from '../modules/invoices/invoices.service';", 'src/server/public-api/x.ts'),
  ],
  invalid: [
    // a face, but not in dependsOn
    fails("import { createContact } from '../../contacts';", hospitality, notListed),
    fails("export { createContact } from '@server/modules/contacts';", hospitality, notListed),
    fails("export * from '@server/modules/contacts/index';", hospitality, notListed),
    fails("const c = await import('../../contacts');", hospitality, notListed),
    fails("const c = require('../../contacts');", hospitality, notListed),
    fails("import { issueInvoice } from '../invoices';", contacts, /^Module "contacts" imports "invoices" but its module\.ts does not list it in dependsOn/),
    // internals, even when dependsOn lists the module
    fails("import { issueInvoice } from '../../invoices/invoices.service';", hospitality, notFace),
    fails("import type { Row } from '@server/modules/invoices/invoices.service';", hospitality, notFace),
    fails("export { issueInvoice } from '../../invoices/invoices.service';", hospitality, notFace),
    fails("export * from '../../invoices/invoices.service';", hospitality, notFace),
    fails("const s = await import('../../invoices/invoices.service');", hospitality, notFace),
    fails('const s = await import(`@server/modules/invoices/invoices.service`);', hospitality, notFace),
    fails("import m from '../../invoices/module';", hospitality, /must import the face "modules\/invoices" \(its index\.ts\), not "modules\/invoices\/module"/),
    fails("import { s } from '../../contacts/contacts.service';", hospitality, /must import the face "modules\/contacts"/),
    // a test composes faces, never internals
    fails("import { s } from '../../invoices/invoices.service';", 'src/server/modules/hospitality/stays/stays.test.ts', notFace),
    // the manifest: its own text counts, and dependsOn names existing module folders as a literal
    fails("import { createContact } from '../contacts'; export default defineModule({ key: 'hospitality', dependsOn: ['invoices'] });", 'src/server/modules/hospitality/module.ts', notListed),
    fails(
      "export default defineModule({ key: 'hospitality', dependsOn: ['invoices', 'nowhere'] });",
      'src/server/modules/hospitality/module.ts',
      /^dependsOn names "nowhere", which is not a module folder in src\/server\/modules\//,
    ),
    fails("export default defineModule({ key: 'hospitality', dependsOn: ['jobs'] });", 'src/server/modules/hospitality/module.ts', /dependsOn names "jobs", which is not a module folder/),
    fails("export default defineModule({ key: 'hospitality', dependsOn: ['hospitality'] });", 'src/server/modules/hospitality/module.ts', /lists itself in dependsOn/),
    fails(files['src/server/modules/broken/module.ts']!, 'src/server/modules/broken/module.ts', /must be a literal array of module folder names/),
    // a module whose manifest is not literal depends on nothing
    fails("import { issueInvoice } from '../invoices';", 'src/server/modules/broken/x.ts', /^Module "broken" imports "invoices" but its module\.ts does not list it/),
  ],
});

const outside = 'src/server/public-api/practice-routes.ts';
const reachesIn = /^"src\/server\/public-api\/practice-routes\.ts" must reach module "invoices" through its face "modules\/invoices" \(its index\.ts\) or its module\.ts, not "modules\/invoices\/invoices\.service"/;
const allowPublicApi = [{ allow: ['src/server/public-api/'] }];

tester.run('faces-only-outside', rule('faces-only-outside'), {
  valid: [
    passes("import { issueInvoice } from '../modules/invoices';", outside),
    passes("import { issueInvoice } from '@server/modules/invoices/index';", outside),
    passes("import invoices from '@server/modules/invoices/module';", 'src/server/module-system/x.ts'),
    passes("const m = await import('../modules/hospitality/module');", 'src/server/plugins/x.ts'),
    // the registry: modules/index.ts and modules/jobs.ts are files, not modules
    passes("import { routes } from './modules'; import { declaredJobs } from './modules/jobs';", 'src/server/app.ts'),
    passes("import invoices from './invoices/module'; import { issueInvoice } from './invoices';", 'src/server/modules/index.ts'),
    // tests and the test helpers compose freely; a module's files are module-faces' business
    passes("import { issueInvoice } from '../modules/invoices/invoices.service';", 'src/server/public-api/practice-routes.test.ts'),
    passes("import { issueInvoice } from '../modules/invoices/invoices.service';", 'src/server/test/helpers.ts'),
    passes("import { s } from '../../contacts/contacts.service';", hospitality),
    // the shrinking list of today's offenders
    passes("import { issueInvoice } from '../modules/invoices/invoices.service';", outside, allowPublicApi),
    passes("export * from '../modules/invoices/invoices.service';", 'src/server/module-system/metering.ts', [{ allow: ['src/server/module-system/metering.ts'] }]),
  ],
  invalid: [
    fails("import { issueInvoice } from '../modules/invoices/invoices.service';", outside, reachesIn),
    fails("import type { Row } from '@server/modules/invoices/invoices.service';", outside, reachesIn),
    fails("export { issueInvoice } from '../modules/invoices/invoices.service';", outside, reachesIn),
    fails("export * from '../modules/invoices/invoices.service';", outside, reachesIn),
    fails("const s = await import('../modules/invoices/invoices.service');", outside, reachesIn),
    fails("const s = require('../modules/invoices/invoices.service');", outside, reachesIn),
    fails("import routes from './invoices/invoices.service';", 'src/server/modules/jobs.ts', /^"src\/server\/modules\/jobs\.ts" must reach module "invoices" through its face/),
    fails("import { s } from '../modules/contacts/contacts.service';", 'src/server/module-system/demo-seeders.ts', /must reach module "contacts"/),
    fails("import type { T } from './modules/contacts/contacts.service';", 'src/server/types.d.ts', /must reach module "contacts"/),
    // `allow` names files by prefix: another folder's offender still fails
    fails("import { issueInvoice } from '../modules/invoices/invoices.service';", 'src/server/plugins/x.ts', /must reach module "invoices"/, allowPublicApi),
  ],
});

describe("this checkout's allow list of faces-only-outside", () => {
  // The list only shrinks: a file whose module faces now cover it leaves the list, or this fails.
  it('names only files that still import a module past its face and module.ts', async () => {
    const config = (await new ESLint().calculateConfigForFile('src/server/app.ts')) as { rules: Record<string, [number, { allow?: string[] }?]> };
    const [severity, options] = config.rules['boundaries/faces-only-outside']!;
    expect(severity).toBe(2);
    // Empty since decision 0416: every server file outside the modules goes through faces.
    const allow = options?.allow ?? [];
    const strict = new ESLint({ overrideConfig: { rules: { 'boundaries/faces-only-outside': ['error', { allow: [] }] } } });
    const stale: string[] = [];
    for (const prefix of allow) {
      const results = existsSync(prefix) ? await strict.lintFiles([prefix]) : [];
      if (!results.some((r) => r.messages.some((m) => m.ruleId === 'boundaries/faces-only-outside'))) stale.push(prefix);
    }
    expect(stale, 'remove these from the faces-only-outside allow list in eslint.config.js: they reach modules through faces and manifests only').toEqual([]);
  }, 60_000);
});

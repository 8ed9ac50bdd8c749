// `import.meta.glob` outside Vite (decision 0447): the same files and keys as Vite, in the server
// bundle (esbuild) and under tsx (the module hook), and a loud error for a form it does not support.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM scripts without type declarations
import { importGlobPlugin } from './esbuild-plugin.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { expandImportGlobs, expandPattern } from './transform.mjs';

const expand = expandImportGlobs as (code: string, dir: string) => string | null;
const root = mkdtempSync(path.join(tmpdir(), 'import-glob-'));
const src = path.join(root, 'src');
// ESM, as the project is ("type": "module"): tsx loads CommonJS through another path.
writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
for (const [name, body] of [
  ['beta', "export default { key: 'beta' };"],
  ['alpha', "export default { key: 'alpha' };"],
] as const) {
  mkdirSync(path.join(src, 'mods', name), { recursive: true });
  writeFileSync(path.join(src, 'mods', name, 'module.ts'), body);
}
mkdirSync(path.join(src, 'mods', 'empty'));
writeFileSync(path.join(src, 'mods', 'index.ts'), "const found = import.meta.glob<{ key: string }>('./*/module.ts', { eager: true, import: 'default' });\nconsole.log(JSON.stringify(found));\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const printed = { './alpha/module.ts': { key: 'alpha' }, './beta/module.ts': { key: 'beta' } };

describe('import.meta.glob outside Vite', () => {
  it('finds the same files, under the same keys, as Vite does', () => {
    const vite = Object.keys(import.meta.glob('../../src/server/modules/*/module.ts'));
    expect(expandPattern(__dirname, '../../src/server/modules/*/module.ts')).toEqual(vite.sort());
    expect(vite.length).toBeGreaterThan(20);
  });

  it('never lists the file that asks, as Vite does not', () => {
    const self = path.join(src, 'mods', 'alpha', 'module.ts');
    expect(expandPattern(path.join(src, 'mods', 'beta'), '../*/module.ts', self)).toEqual(['../beta/module.ts']);
  });

  it('expands a call whose type argument nests, as the error catalogue has it', () => {
    const code = "const parts = import.meta.glob<Readonly<Record<string, unknown>>>('./*/module.ts', { eager: true });";
    const out = expand(code, path.join(src, 'mods', 'index.ts'));
    expect(out).not.toContain('import.meta.glob');
    expect(out).toContain('"./alpha/module.ts": __importGlob_0_0');
  });

  it('leaves code without a glob alone, and refuses what it does not support', () => {
    expect(expand('export const a = 1;', path.join(src, 'a.ts'))).toBeNull();
    expect(() => expand("import.meta.glob('./**/*.ts', { eager: true })", path.join(src, 'mods', 'index.ts'))).toThrow('unsupported pattern');
    expect(() => expand("import.meta.glob('./*/module.ts')", path.join(src, 'mods', 'index.ts'))).toThrow('only { eager: true }');
    expect(() => expand("import.meta.glob('./*/module.ts', { eager: true, query: '?raw' })", path.join(src, 'mods', 'index.ts'))).toThrow('unsupported option');
  });

  it('gives the server bundle every module file, skipping folders without one', async () => {
    const out = path.join(root, 'bundle.mjs');
    await build({ entryPoints: [path.join(src, 'mods', 'index.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', plugins: [importGlobPlugin], logLevel: 'silent' });
    const run = spawnSync(process.execPath, [out], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(printed);
  });

  it('gives tsx the same through the module hook', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', path.resolve(__dirname, 'register.mjs'), path.join(src, 'mods', 'index.ts')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(printed);
  });
});

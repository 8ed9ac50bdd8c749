// A build check (decision 0461): the app layout waits only for the strings of the layout and the
// dashboard (src/client/locales/app-bundles.ts `layoutStringFiles`), so the scripts that the
// dashboard runs before any other page's strings arrive must use no key of another app namespace.
// Those scripts are the entry, the route table, the layout, the page guard and the dashboard with
// everything they import statically. A key built at run time (`${ns}.title`) is not seen here; the
// app reports it on the console when shown without a text (src/client/lib/missing-key.ts).
import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';
import { layoutStringFiles, namespaceOf } from '../src/client/locales/app-bundles.ts';

/** What the check needs of a built chunk (Rollup's and Rolldown's OutputChunk have it). */
export interface BuiltChunk {
  fileName: string;
  code: string;
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The modules whose chunks the dashboard runs before the pages' strings, by path in the repository. */
export const dashboardModules = ['src/client/app/app-routes.tsx', 'src/client/app/layout/app-layout.tsx', 'src/client/app/page-guard.tsx', 'src/client/app/routes/app/dashboard.tsx'];

/**
 * Each use of a key of `pageNamespaces` in the chunks the dashboard runs (the entry, the chunks of
 * `roots` and their static imports), or a root not in the build. Empty when sound.
 */
export function dashboardStringProblems(chunks: readonly BuiltChunk[], roots: readonly string[], pageNamespaces: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const problems: string[] = [];
  const start = chunks.filter((chunk) => chunk.isEntry);
  for (const root of roots) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(root));
    if (chunk) start.push(chunk);
    else problems.push(`${root} is not a chunk of the build (moved? update scripts/vite-layout-strings.ts)`);
  }
  const seen = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  start.forEach(visit);
  const key = new RegExp(`["'\`](${pageNamespaces.join('|')})\\.[A-Za-z$]`, 'g');
  for (const file of seen) {
    const used = new Set([...byFile.get(file)!.code.matchAll(key)].map((match) => match[1]!));
    for (const namespace of used)
      problems.push(`${file} uses keys of '${namespace}', whose strings the dashboard does not wait for: add its file to layoutStringFiles (src/client/locales/app-bundles.ts) or load it with its page`);
  }
  return problems;
}

/** The app's namespaces outside the layout's chunk: every `hu/<name>.json` but the layout's and the first chunk's. */
function pageNamespaces(localesDir: string): string[] {
  const notPages = new Set<string>([...layoutStringFiles, 'account', 'legal']);
  return readdirSync(localesDir)
    .filter((file) => file.endsWith('.json') && !notPages.has(file.replace(/\.json$/, '')))
    .map((file) => namespaceOf(file));
}

/** Fails the client build when the dashboard's scripts use a page's strings. */
export function layoutStrings(localesDir: string): Plugin {
  return {
    name: 'vi-layout-strings',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const problems = dashboardStringProblems(chunks, dashboardModules, pageNamespaces(localesDir));
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}

// The build check of the dashboard's strings (decision 0461): a key of a page's namespace in a
// chunk the dashboard runs fails the build; the same key in a page's own chunk does not.
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, dashboardStringProblems } from './vite-layout-strings';

const chunk = (fileName: string, code: string, imports: string[] = [], facadeModuleId: string | null = null, isEntry = false): BuiltChunk => ({ fileName, code, imports, isEntry, facadeModuleId });

describe('the dashboard strings check', () => {
  const roots = ['src/client/app/routes/app/dashboard.tsx'];
  const pages = ['documents', 'invoiceGenerator'];

  it("finds a page's key in the entry, the dashboard or what they import", () => {
    const chunks = [
      chunk('index.js', 't("shell.title")', [], '/repo/src/client/main.tsx', true),
      chunk('dashboard.js', 'e(`invoiceGenerator.status.${s}`)', ['shared.js'], '/repo/src/client/app/routes/app/dashboard.tsx'),
      chunk('shared.js', "t('documents.title')"),
      chunk('documents.js', "t('documents.list')", [], '/repo/src/client/app/routes/app/documents.tsx'),
    ];
    expect(dashboardStringProblems(chunks, roots, pages).map((problem) => problem.split(',')[0])).toEqual(["dashboard.js uses keys of 'invoiceGenerator'", "shared.js uses keys of 'documents'"]);
  });

  it("passes keys of the layout's namespaces and other pages' chunks", () => {
    const chunks = [
      chunk('index.js', 't("shell.title")', [], '/repo/src/client/main.tsx', true),
      chunk('dashboard.js', "t('home.title'); x('documents')", [], '/repo/src/client/app/routes/app/dashboard.tsx'),
      chunk('documents.js', "t('documents.list')", [], '/repo/src/client/app/routes/app/documents.tsx'),
    ];
    expect(dashboardStringProblems(chunks, roots, pages)).toEqual([]);
  });

  it('says so when a module it starts from is not in the build', () => {
    expect(dashboardStringProblems([chunk('index.js', '', [], null, true)], roots, pages)).toEqual(['src/client/app/routes/app/dashboard.tsx is not a chunk of the build (moved? update scripts/vite-layout-strings.ts)']);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testFilesMockingModules } from './vitest-module-mocks';

const dir = mkdtempSync(join(tmpdir(), 'vi-mocks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string) {
  mkdirSync(join(dir, name, '..'), { recursive: true });
  writeFileSync(join(dir, name), text);
}

describe('testFilesMockingModules', () => {
  it('lists the test files that call vi.mock, vi.doMock or vi.resetModules, in nested folders too', () => {
    file('a/mocks.test.tsx', "import { vi } from 'vitest';\nvi.mock('@client/lib/auth-client', () => ({}));\n");
    file('b/c/later.test.ts', "it('x', async () => {\n  vi.doMock('./api', () => ({}));\n});\n");
    file('b/plain.test.tsx', "vi.spyOn(globalThis, 'fetch');\n");
    file('b/reload.test.ts', "async function fresh() {\n  vi.resetModules();\n  return import('./x');\n}\n");
    file('b/comment.test.ts', "//   vi.mock('@client/lib/auth-client')\nconst s = 'vi.mock(';\n");
    file('b/helper.ts', "vi.mock('./x');\n");
    expect(testFilesMockingModules(dir)).toEqual([join(dir, 'a/mocks.test.tsx'), join(dir, 'b/c/later.test.ts'), join(dir, 'b/reload.test.ts')]);
  });

  it('finds the client files that mock the auth client (the reason the split exists)', () => {
    expect(testFilesMockingModules('src/client')).toContain(join('src/client/features/auth/components/sign-in-screen.test.tsx'));
  });
});

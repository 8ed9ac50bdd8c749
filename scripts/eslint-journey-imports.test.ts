// A journey that takes `test` straight from @playwright/test would share one server and database
// with nothing (no baseURL) — the lint rule of eslint.config.js sends it to ./fixtures (decision 0103).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

describe('journey imports', () => {
  it('refuses test from @playwright/test in a spec', async () => {
    expect(await messages("import { expect, test } from '@playwright/test';\ntest('x', () => expect(1).toBe(1));\n", 'tests/e2e/new-feature.spec.ts')).toContain('no-restricted-imports');
  });

  it('lets a spec take test from the fixtures and types from @playwright/test', async () => {
    const code = "import type { Page } from '@playwright/test';\nimport { expect, test } from './fixtures';\nexport const f = (p: Page) => p;\ntest('x', () => expect(1).toBe(1));\n";
    expect(await messages(code, 'tests/e2e/new-feature.spec.ts')).not.toContain('no-restricted-imports');
  });
});

// The decision index lists every record and is regenerated when one is added (issue 33.8).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexPath, readDecisions, renderIndex } from './decisions-index.mjs';

describe('docs/decisions/README.md', () => {
  it('is the index the records give today (run: node scripts/decisions-index.mjs)', () => {
    expect(readFileSync(indexPath, 'utf8')).toBe(renderIndex(readDecisions()));
  });

  it('names a record superseded by the later one that says so', () => {
    const records = readDecisions();
    const line = renderIndex(records)
      .split('\n')
      .find((l) => l.startsWith('| 0153 |'));
    expect(line).toContain('in part superseded by [0156]');
  });
});

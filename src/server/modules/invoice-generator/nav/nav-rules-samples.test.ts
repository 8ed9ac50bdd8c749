// The business rules held against NAV's own material (issue 39.7): NAV's sample documents must
// not be refused for what NAV accepts, and every rule code is either NAV's or marked as our own.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAV_RULE_MESSAGES, OWN_RULE_CODES, validateNavRules, type NavRuleCode } from '@shared/invoice-generator/nav-rules';
import { navSamplePath, readNavSampleDocument } from './testing/nav-sample-document';

const navCodes = new Set(
  readFileSync(fileURLToPath(new URL('./fixtures/nav-validation-codes.txt', import.meta.url)), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#')),
);

describe('NAV business rules against NAV samples', () => {
  it.each(['Modositas es ervenytelenites 1.xml', 'Modositas es ervenytelenites 2.xml'])('%s: its quantity-free line (lineExpressionIndicator false) is accepted', async (name) => {
    const doc = await readNavSampleDocument(name);
    expect(doc.lines.some((l) => l.quantity === undefined && l.lineExpressionIndicator === false)).toBe(true);
    expect(validateNavRules(doc).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('flags no NAV sample for the quantity, unit and unit price rules', async () => {
    const names = readdirSync(dirname(navSamplePath('x'))).filter((f) => f.endsWith('.xml'));
    let read = 0;
    for (const name of names) {
      const doc = await readNavSampleDocument(name).catch(() => null); // aggregate, simplified, batch, margin-scheme samples are not read
      if (!doc) continue;
      read++;
      const codes = validateNavRules(doc).map((i) => i.code);
      expect(codes, name).not.toContain('MISSING_LINE_DATA_QUANTITY');
      expect(codes, name).not.toContain('MANDATORY_LINE_CONTENT_MISSING');
    }
    expect(read).toBeGreaterThanOrEqual(24);
  });
});

describe('rule codes', () => {
  const codes = Object.keys(NAV_RULE_MESSAGES) as NavRuleCode[];

  it("uses NAV's code wherever NAV has one and marks every other code as the project's own", () => {
    expect(navCodes.size).toBeGreaterThan(200);
    const notNav = codes.filter((c) => !navCodes.has(c));
    expect(notNav.sort()).toEqual([...OWN_RULE_CODES].sort());
    expect(OWN_RULE_CODES.filter((c) => navCodes.has(c))).toEqual([]);
  });
});

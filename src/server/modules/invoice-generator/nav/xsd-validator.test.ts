// The project's XSD check must give NAV's reference validator's verdict (shared
// nav-osa-3.0/validate.sh, libxml2 xmllint) on every NAV sample and on the broken ones.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { navXsdValidator, type NavXsdValidator } from './xsd-validator';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
type Verdict = 'VALID' | 'INVALID';
const recorded = JSON.parse(readFileSync(join(fixtures, 'xsd-verdicts.json'), 'utf8')) as Record<string, { verdict: Verdict; sha256: string }>;

function xmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? xmlFiles(join(dir, e.name)) : e.name.endsWith('.xml') ? [relative(fixtures, join(dir, e.name))] : []));
}

/**
 * NAV's validate.sh, if xmllint is installed: the copy vendored beside the XSDs (xsd/validate.sh,
 * byte-identical to shared/nav-osa-3.0/validate.sh, see xsd/SOURCE.md), so a clone anywhere runs it.
 */
function referenceValidator(): string | null {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return fileURLToPath(new URL('./xsd/validate.sh', import.meta.url));
}

describe('NAV XSD validation', () => {
  let validator: NavXsdValidator;
  beforeAll(async () => {
    validator = await navXsdValidator();
  });

  it('has a recorded reference verdict for every fixture, and the fixtures are the ones judged', () => {
    const files = xmlFiles(fixtures).sort();
    expect(files).toEqual(Object.keys(recorded).sort());
    for (const f of files)
      expect(
        createHash('sha256')
          .update(readFileSync(join(fixtures, f)))
          .digest('hex'),
        f,
      ).toBe(recorded[f]!.sha256);
    const verdicts = Object.values(recorded).map((r) => r.verdict);
    // 30 InvoiceData + 11 API samples of NAV, all valid; 23 broken documents, all invalid.
    expect(verdicts.filter((v) => v === 'VALID')).toHaveLength(41);
    expect(verdicts.filter((v) => v === 'INVALID')).toHaveLength(23);
  });

  it('gives the reference verdict on every NAV sample and every broken document', () => {
    const disagreements = Object.entries(recorded)
      .map(([file, { verdict }]) => {
        const result = validator.validate(readFileSync(join(fixtures, file)));
        return { file, expected: verdict, actual: result.valid ? 'VALID' : 'INVALID', errors: result.errors };
      })
      .filter((r) => r.expected !== r.actual);
    expect(disagreements).toEqual([]);
  });

  it('agrees with validate.sh run now (CI installs xmllint; elsewhere only where it is installed)', () => {
    const script = referenceValidator();
    if (!script) {
      expect(process.env.CI, 'CI must provide xmllint (.ci/run installs libxml2-utils)').not.toBe('true');
      return;
    }
    let output: string;
    try {
      output = execFileSync(script, ['-r', 'nav-samples', 'invalid'], { cwd: fixtures, encoding: 'utf8' });
    } catch (e) {
      output = (e as { stdout: string }).stdout; // exit 1: some file is invalid, as intended
    }
    const live = Object.fromEntries([...output.matchAll(/^(VALID|INVALID) +\[[^\]]*\] (.+\.xml)$/gm)].map((m) => [m[2], m[1]]));
    expect(live).toEqual(Object.fromEntries(Object.entries(recorded).map(([f, r]) => [f, r.verdict])));
  });

  it('names the problem with its line, and checks the root element on request', () => {
    const bad = validator.validate(readFileSync(join(fixtures, 'invalid/currency-lowercase.xml')));
    expect(bad).toMatchObject({ valid: false, root: 'InvoiceData' });
    expect(bad.errors[0]).toMatch(/^line 53: .*currencyCode.*pattern/);
    const broken = validator.validate('<InvoiceData><a></b></InvoiceData>');
    expect(broken).toMatchObject({ valid: false, root: null });
    const api = readFileSync(join(fixtures, 'nav-samples/api/tokenExchange.xml'), 'utf8');
    expect(validator.validate(api).valid).toBe(true);
    expect(validator.validate(api, 'InvoiceData')).toEqual({ valid: false, root: 'TokenExchangeRequest', errors: ["root element is 'TokenExchangeRequest', expected 'InvoiceData'"] });
  });
});

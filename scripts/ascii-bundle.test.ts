// The server bundle is kept ASCII (decision 0470): the same program, one byte per character.
import { describe, expect, it } from 'vitest';
import { asciiSource } from './ascii-bundle.mjs';

const run = (code: string) => new Function(`${code}; return main();`)() as unknown;

describe('asciiSource', () => {
  it('leaves ASCII code as it is', () => {
    const code = 'const a = "b"; // c\n';
    expect(asciiSource(code, 'x.js')).toBe(code);
  });

  it('replaces non-ASCII characters in comments, one ? per UTF-16 unit, so columns stay', () => {
    const code = '// Díj – 😀\nconst a = 1; /* ő */ const b = 2;\n';
    const out = asciiSource(code, 'x.js');
    expect(out).toBe('// D?j ? ??\nconst a = 1; /* ? */ const b = 2;\n');
    expect(out).toHaveLength(code.length);
  });

  it('escapes them in regular expressions and untagged templates: the same matches and the same string', () => {
    const code =
      'function main() { const re = /^[aáeéőű]+$/i; const t = `Díj: ${1 + 1} Ft – ő`; return [["\\u00c1\\u00e9\\u0151\\u0171", "\\u00f6", "x"].map((s) => re.test(s)), new RegExp(re.source, re.flags).test("\\u0150"), t]; }';
    const out = asciiSource(code, 'x.js');
    expect(out).not.toMatch(/[\u0080-\uffff]/);
    expect(run(out)).toEqual(run(code));
  });

  it('escapes them in templates tagged with a tag known to read the cooked strings (sql, text)', () => {
    const code = 'function sql2(s) { return s.join("|"); } function main() { return sql2`a – ${1} ő`; }';
    const out = asciiSource(code, 'x.js');
    expect(out).not.toMatch(/[\u0080-\uffff]/);
    expect(run(out)).toBe(run(code));
  });

  it('fails the build for a template whose tag may read the raw strings', () => {
    expect(() => asciiSource('const s = String.raw`ő`;', 'x.js')).toThrow(/tagged `raw`/);
  });

  it('fails the build for a non-ASCII character esbuild should have escaped (an identifier)', () => {
    expect(() => asciiSource('const díj = 1;', 'x.js')).toThrow(/non-ASCII character in a name token/);
  });
});

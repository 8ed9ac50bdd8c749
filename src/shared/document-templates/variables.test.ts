import { describe, expect, it } from 'vitest';
import { amountInWordsClause, numberToHungarianWords } from '../hu/number-words';
import { formatHuDate } from '../hu/format';
import { builtinTemplates, exampleInputs, examplePersons } from './builtin-templates';
import { renderTemplateText } from './template-text';
import { templateProblems } from './document-templates';
import { buildInputsSchema, issuesByPath, previewValues, renderValues, variableListSchema, type VariableDefinitionInput } from './variables';

const NBSP = '\u00a0';
const parse = (vars: VariableDefinitionInput[], inputs: Record<string, unknown>) => buildInputsSchema(variableListSchema.parse(vars)).safeParse(inputs);
const errorsOf = (vars: VariableDefinitionInput[], inputs: Record<string, unknown>) => {
  const r = parse(vars, inputs);
  return r.success ? {} : issuesByPath(r.error);
};

describe('amounts written out as a contract requires', () => {
  // The table of issue 16.
  it.each([
    [0, 'nulla'],
    [1, 'egy'],
    [19, 'tizenkilenc'],
    [20, 'húsz'],
    [21, 'huszonegy'],
    [100, 'száz'],
    [1000, 'ezer'],
    [2000, 'kétezer'],
    [2001, 'kétezer-egy'],
    [1_000_000, 'egymillió'],
    [1_250_000, 'egymillió-kétszázötvenezer'],
    [2_000_000_001, 'kétmilliárd-egy'],
    [999_999_999_999, 'kilencszázkilencvenkilencmilliárd-kilencszázkilencvenkilencmillió-kilencszázkilencvenkilencezer-kilencszázkilencvenkilenc'],
  ])('%i → %s', (n, words) => {
    expect(numberToHungarianWords(n)).toBe(words);
  });

  it('prints the HUF amount variable as "1 250 000 Ft, azaz egymillió-kétszázötvenezer forint" with its parts', () => {
    const r = parse([{ key: 'fee', label: 'Díj', type: 'amount_huf' }], { fee: '1250000' });
    expect(r.success).toBe(true);
    const data = renderValues(variableListSchema.parse([{ key: 'fee', label: 'Díj', type: 'amount_huf' }]), r.data!);
    expect(data.fee).toEqual({ summary: `1${NBSP}250${NBSP}000${NBSP}Ft, azaz egymillió-kétszázötvenezer forint`, amount: `1${NBSP}250${NBSP}000${NBSP}Ft`, words: 'egymillió-kétszázötvenezer forint' });
    expect(amountInWordsClause(2_000_000_001)).toBe(`2${NBSP}000${NBSP}000${NBSP}001${NBSP}Ft, azaz kétmilliárd-egy forint`);
  });

  it('refuses negative, fractional and too large amounts', () => {
    const vars: VariableDefinitionInput[] = [{ key: 'fee', label: 'Díj', type: 'amount_huf' }];
    expect(errorsOf(vars, { fee: -1 }).fee).toMatch(/negatív/);
    expect(errorsOf(vars, { fee: 10.5 }).fee).toMatch(/egész/);
    expect(errorsOf(vars, { fee: 1_000_000_000_000 }).fee).toMatch(/legfeljebb/);
  });
});

describe('typed Hungarian inputs', () => {
  const one = (type: string) => [{ key: 'v', label: 'V', type } as VariableDefinitionInput];

  it('formats dates as "2026. november 23." and refuses impossible ones', () => {
    const vars = one('date');
    const r = parse(vars, { v: '2026-11-23' });
    expect(renderValues(variableListSchema.parse(vars), r.data!).v).toBe('2026. november 23.');
    expect(formatHuDate('2026-03-01')).toBe('2026. március 1.');
    expect(errorsOf(vars, { v: '2026-02-30' }).v).toBeTruthy();
  });

  it.each([
    ['taj', ['111111110', '123 456 788', '987654322'], ['111111111', '123456789', '12345678', '1234567890', '000000000']],
    ['tax_id', ['8422780135', '8412720016', '8450900425'], ['8123456789', '7422780135', '842278013']],
    ['tax_number', ['12892312-2-42', '24225221-2-43', '10402434-2-07'], ['12892313-2-42', '1289231', '12892312-9-42']],
    [
      'bank_account',
      ['HU42117730161111101800000000', 'HU42 1177 3016 1111 1018 0000 0000', '11773016-11111018-00000000', '11773016-11111018', '11111111-11111111-11111111'],
      ['HU43117730161111101800000000', '11773016-11111018-00000001', '11773017-11111018-00000000', '12345678-12345678-12345678'],
    ],
    ['company_registration', ['01-10-041585', 'Cg. 13-09-246813'], ['21-09-123456', '01-99-123456', '01-09-12345']],
    ['land_registry', ['1234/5', 'hrsz. 24153/0/A/12', '012/3'], ['abc', '1234//5']],
  ])('%s accepts the reference vectors and refuses the invalid ones', (type, valid, invalid) => {
    const vars = one(type);
    for (const v of valid) expect(errorsOf(vars, { v }), `${type} ${v}`).toEqual({});
    for (const v of invalid) expect(errorsOf(vars, { v }).v, `${type} ${v}`).toBeTruthy();
  });

  it('checks a natural person field by field, including the adóazonosító jel against the birth date', () => {
    const vars = one('natural_person');
    expect(errorsOf(vars, { v: examplePersons.kovacs })).toEqual({});
    const errors = errorsOf(vars, { v: { ...examplePersons.kovacs, taxId: '8412720016', address: { ...examplePersons.kovacs.address, postalCode: '9021' } } });
    expect(Object.keys(errors).sort()).toEqual(['v.address.postalCode', 'v.taxId']);
    const data = renderValues(variableListSchema.parse(vars), parse(vars, { v: examplePersons.kovacs }).data!);
    expect((data.v as { summary: string }).summary).toBe(
      'Kovács János (születési hely, idő: Budapest, 1982. október 3., anyja neve: Nagy Mária, lakcím: 1054 Budapest, Kossuth Lajos utca 5., személyazonosító igazolvány száma: 123456AB, adóazonosító jel: 8422780135)',
    );
  });

  it('requires a variable only when its condition holds, and counts the items of a repeated block', () => {
    const vars: VariableDefinitionInput[] = [
      { key: 'has_deposit', label: 'Foglaló?', type: 'boolean', required: false },
      { key: 'deposit', label: 'Foglaló', type: 'amount_huf', showIf: { key: 'has_deposit', equals: true } },
      { key: 'sellers', label: 'Eladók', type: 'list', item: { type: 'natural_person' }, minItems: 1, maxItems: 2 },
    ];
    expect(errorsOf(vars, { has_deposit: false, sellers: [examplePersons.kovacs] })).toEqual({});
    expect(errorsOf(vars, { has_deposit: true, sellers: [examplePersons.kovacs] })).toEqual({ deposit: 'A mező kitöltése kötelező.' });
    expect(errorsOf(vars, { sellers: [] }).sellers).toMatch(/Legalább 1/);
    expect(errorsOf(vars, { sellers: [examplePersons.kovacs, examplePersons.szucs, examplePersons.horvath] }).sellers).toMatch(/Legfeljebb 2/);
    expect(Object.keys(errorsOf(vars, { sellers: [{ ...examplePersons.kovacs, name: '' }] }))).toEqual(['sellers.0.name']);
    // A hidden variable is dropped even if the form still holds a value.
    expect(parse(vars, { has_deposit: false, deposit: 5, sellers: [examplePersons.kovacs] }).data!.deposit).toBeNull();
  });

  it('refuses duplicate keys, conditions on unknown variables and choices without options', () => {
    expect(
      variableListSchema.safeParse([
        { key: 'a', label: 'A', type: 'text' },
        { key: 'a', label: 'B', type: 'text' },
      ]).success,
    ).toBe(false);
    expect(variableListSchema.safeParse([{ key: 'a', label: 'A', type: 'text', showIf: { key: 'b', equals: true } }]).success).toBe(false);
    expect(variableListSchema.safeParse([{ key: 'a', label: 'A', type: 'choice' }]).success).toBe(false);
    expect(variableListSchema.safeParse([{ key: 'Bad-Key', label: 'A', type: 'text' }]).success).toBe(false);
  });
});

describe('template text', () => {
  it('fills values, conditional sections, inverted sections and repeated blocks', () => {
    const text = lines('{#sellers}', '{index}. {name}', '{/sellers}', 'Ár: {price.words}', '{#has_deposit}', 'Foglaló van.', '{/has_deposit}', '{^has_deposit}', 'Nincs foglaló.', '{/has_deposit}');
    const data = {
      sellers: [
        { name: 'A', index: '1' },
        { name: 'B', index: '2' },
      ],
      price: { summary: 'x', words: 'száz forint' },
      has_deposit: false,
    };
    expect(renderTemplateText(text, data)).toBe(lines('1. A', '2. B', 'Ár: száz forint', 'Nincs foglaló.'));
  });

  it('reports unbalanced sections, stray braces, unknown placeholders and unused variables', () => {
    const vars = [
      { key: 'a', type: 'text' as const },
      { key: 'b', type: 'text' as const },
    ];
    expect(templateProblems('{#a} x', vars)[0]).toMatch(/nincs lezárva/);
    expect(templateProblems('{a} {b} }', vars)[0]).toMatch(/kapcsos/);
    expect(templateProblems('{a} {c}', vars)).toEqual(['A(z) {c} helyőrzőhöz nincs változó.', 'A(z) „b” változót a szöveg nem használja.']);
  });
});

describe('the built-in library', () => {
  it('has at least 12 templates with unique slugs', () => {
    expect(builtinTemplates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(builtinTemplates.map((t) => t.slug)).size).toBe(builtinTemplates.length);
  });

  it.each(builtinTemplates.map((t) => [t.slug, t] as const))('%s: valid variables, every variable used, the examples pass, ő and ű in the text', (_slug, template) => {
    const vars = variableListSchema.parse(template.variables);
    expect(templateProblems(template.content, vars)).toEqual([]);
    const r = buildInputsSchema(vars).safeParse(exampleInputs(template));
    expect(r.success ? [] : r.error.issues).toEqual([]);
    const text = renderTemplateText(template.content, renderValues(vars, r.data!));
    expect(text).not.toMatch(/[{}]/);
    expect(text).toMatch(/ő/);
    expect(text).toMatch(/ű/);
  });
});

function lines(...parts: string[]) {
  return parts.join('\n');
}

describe('the live preview of a half-filled form', () => {
  const principal = { key: 'principal', label: 'Meghatalmazó', type: 'natural_person', required: true } as const;
  const text = 'Alulírott {principal} meghatalmazom.\nMeghatalmazó: {principal.name}';

  it('shows a person picked from the contacts by the name typed so far, and "[label]" for the whole until complete', () => {
    const [def] = variableListSchema.parse([principal]);
    const halfFilled = { name: 'Molnár László', birthName: '', birthPlace: '', birthDate: '', mothersName: '', address: { country: 'HU', postalCode: '', city: '', street: '' }, idDocument: null, taxId: '', taj: '' };
    expect(renderTemplateText(text, previewValues([def!], { principal: halfFilled }))).toBe('Alulírott [Meghatalmazó] meghatalmazom.\nMeghatalmazó: Molnár László');
    expect(renderTemplateText(text, previewValues([def!], { principal: { ...halfFilled, name: '' } }))).toBe('Alulírott [Meghatalmazó] meghatalmazom.\nMeghatalmazó: [Meghatalmazó]');
  });
});

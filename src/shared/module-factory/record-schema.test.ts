import { describe, expect, it } from 'vitest';
import { factoryDefinitionSchema, type FactoryDefinitionInput } from './definition';
import { companyRecordsModule } from './fixtures';
import { buildRecordSchema, linkedIds, parseFieldValue, recordErrors } from './record-schema';

const validate = (data: Record<string, unknown>) => buildRecordSchema(companyRecordsModule).safeParse(data);
const valid = { cegnev: '  Példa   Kft. ', cegjegyzekszam: 'cg 01 09 123456', irat_tipusa: 'alapitas', benyujtas_datuma: '2026-03-02', illetek: '50 000 Ft' };

describe('factory record validator', () => {
  it('normalises a valid record (text trimmed, Cg. number, money in whole forints, empty optional → null)', () => {
    const r = validate(valid);
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ cegnev: 'Példa Kft.', cegjegyzekszam: '01-09-123456', irat_tipusa: 'alapitas', benyujtas_datuma: '2026-03-02', illetek: 50_000, megjegyzes: null, kapcsolodo_nevjegy: null });
  });

  it('answers a Hungarian message per field', () => {
    const r = validate({ cegnev: 'P', cegjegyzekszam: '01-99-123456', irat_tipusa: 'mas', benyujtas_datuma: '2026-02-30', illetek: 12.5 });
    expect(r.success).toBe(false);
    expect(recordErrors(r.error!)).toEqual({
      cegnev: 'Legalább 2 karakter szükséges.',
      cegjegyzekszam: 'A cégjegyzékszám középső két számjegye nem létező cégformakód.',
      irat_tipusa: 'Válassz a felsorolt lehetőségek közül.',
      benyujtas_datuma: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).',
      illetek: 'Az összeget egész forintban add meg (például 18 000).',
    });
  });

  it('refuses missing required fields and drops keys the version does not have', () => {
    const r = validate({ megjegyzes: 'x', regi_mezo: 'marad?' });
    expect(Object.keys(recordErrors(r.error!))).toEqual(['cegnev', 'cegjegyzekszam', 'irat_tipusa', 'benyujtas_datuma']);
    expect(recordErrors(r.error!).cegnev).toBe('A mező kitöltése kötelező.');
    const ok = validate({ ...valid, regi_mezo: 'x' });
    expect(ok.data).not.toHaveProperty('regi_mezo');
  });

  it('checks money bounds with Hungarian formatting', () => {
    const r = validate({ ...valid, illetek: 20_000_000 });
    expect(recordErrors(r.error!).illetek).toBe('Legfeljebb 10\u00a0000\u00a0000\u00a0Ft lehet.');
    expect(recordErrors(validate({ ...valid, illetek: -1 }).error!).illetek).toBe('Legalább 0\u00a0Ft lehet.');
  });

  it('checks every field type', () => {
    const field = <T extends FactoryDefinitionInput['fields'][number]>(f: T) => factoryDefinitionSchema.parse({ ...companyRecordsModule, fields: [f], listColumns: [f.key] }).fields[0]!;
    const phone = field({ key: 'tel', type: 'phone', label: { hu: 'Telefon', en: '' } });
    expect(parseFieldValue(phone, '06 30 123 4567')).toEqual({ ok: true, value: '+36 30 123 4567' });
    expect(parseFieldValue(phone, '06 99 12')).toMatchObject({ ok: false });
    const email = field({ key: 'email', type: 'email', label: { hu: 'E-mail', en: '' }, required: true });
    expect(parseFieldValue(email, ' Nev@Example.HU ')).toEqual({ ok: true, value: 'nev@example.hu' });
    expect(parseFieldValue(email, 'nev@')).toEqual({ ok: false, message: 'Érvénytelen e-mail-cím (például nev@example.hu).' });
    expect(parseFieldValue(email, '')).toEqual({ ok: false, message: 'A mező kitöltése kötelező.' });
    const yes = field({ key: 'kesz', type: 'boolean', label: { hu: 'Kész', en: '' } });
    expect(parseFieldValue(yes, undefined)).toEqual({ ok: true, value: false });
    expect(parseFieldValue(yes, 'igen')).toMatchObject({ ok: false });
    const num = field({ key: 'db', type: 'number', label: { hu: 'Darab', en: '' }, min: 1, max: 10, integer: true });
    expect(parseFieldValue(num, '3')).toEqual({ ok: true, value: 3 });
    expect(parseFieldValue(num, 2.5)).toEqual({ ok: false, message: 'Egész számot adj meg.' });
    expect(parseFieldValue(num, 11)).toEqual({ ok: false, message: 'Legfeljebb 10 lehet.' });
    const date = field({ key: 'nap', type: 'date', label: { hu: 'Nap', en: '' }, minDate: '2026-01-01' });
    expect(parseFieldValue(date, '2025-12-31')).toEqual({ ok: false, message: 'A legkorábbi megengedett dátum: 2026. január 1.' });
    const code = field({ key: 'kod', type: 'text', label: { hu: 'Kód', en: '' }, pattern: '[A-Z]{3}-\\d{2}', patternMessage: 'Formátum: ABC-12.' });
    expect(parseFieldValue(code, 'ABC-12')).toEqual({ ok: true, value: 'ABC-12' });
    expect(parseFieldValue(code, 'xABC-12')).toEqual({ ok: false, message: 'Formátum: ABC-12.' });
    const contact = field({ key: 'ugyfel', type: 'contact', label: { hu: 'Ügyfél', en: '' } });
    expect(parseFieldValue(contact, "x' or 1=1")).toEqual({ ok: false, message: 'Válassz egy névjegyet.' });
    const matter = field({ key: 'ugy', type: 'matter', label: { hu: 'Ügy', en: '' } });
    expect(parseFieldValue(matter, ' m-1 ')).toEqual({ ok: true, value: 'm-1' });
    expect(parseFieldValue(matter, 42)).toEqual({ ok: false, message: 'Válassz egy ügyet.' });
  });

  it('lists the contact links of a record', () => {
    expect(linkedIds(companyRecordsModule, { kapcsolodo_nevjegy: 'c-1', cegnev: 'x' }, 'contact')).toEqual([{ key: 'kapcsolodo_nevjegy', id: 'c-1' }]);
    expect(linkedIds(companyRecordsModule, { kapcsolodo_nevjegy: null }, 'contact')).toEqual([]);
  });
});

describe('factory definition', () => {
  it('accepts the demo module and refuses duplicate keys, unknown list columns and bad ranges', () => {
    expect(factoryDefinitionSchema.safeParse(companyRecordsModule).success).toBe(true);
    const bad = factoryDefinitionSchema.safeParse({
      ...companyRecordsModule,
      fields: [...companyRecordsModule.fields, { key: 'cegnev', type: 'number', label: { hu: 'X', en: '' }, min: 5, max: 1 }],
      listColumns: ['nincs'],
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['A(z) „cegnev” mezőazonosító kétszer szerepel.', 'A legkisebb érték nem lehet nagyobb a legnagyobbnál.', 'A(z) „nincs” listaoszlop nem létező mező.']),
    );
  });

  it('refuses an invalid pattern and a select without options', () => {
    const r = factoryDefinitionSchema.safeParse({
      ...companyRecordsModule,
      fields: [
        { key: 'a', type: 'text', label: { hu: 'A', en: '' }, pattern: '(' },
        { key: 'b', type: 'select', label: { hu: 'B', en: '' }, options: [] },
      ],
      listColumns: ['a'],
    });
    expect(r.error!.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['A minta nem érvényes reguláris kifejezés.', 'A választómezőnek legalább egy opció kell.']));
  });

  it('refuses a pattern with nested repeats when it is defined, and never runs one stored before (issue 34 point 8)', () => {
    const frozen = '([A-Za-z0-9]+[ -]?)+';
    const r = factoryDefinitionSchema.safeParse({ ...companyRecordsModule, fields: [{ key: 'a', type: 'text', label: { hu: 'A', en: '' }, pattern: frozen }], listColumns: ['a'] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toContain('ismételt csoporton belül');
    // A definition stored before the check: the value is refused at once instead of backtracking for seconds.
    const stored = { ...companyRecordsModule, fields: [{ key: 'a', type: 'text' as const, label: { hu: 'A', en: '' }, required: false, pattern: frozen }], listColumns: ['a'] };
    const started = performance.now();
    const parsed = buildRecordSchema(stored).safeParse({ a: 'Aaaaaaaaaaaaaaaaaaaaaaaaaaa!' });
    expect(performance.now() - started).toBeLessThan(200);
    expect(recordErrors(parsed.error!)).toEqual({ a: 'A mező mintája nem biztonságos, ezért az érték nem ellenőrizhető: a modul tervezője javítsa a mintát.' });
  });
});

import { describe, expect, it } from 'vitest';
import type { FactoryDefinition } from './definition';
import { companyRecordsModule } from './fixtures';
import { buildRecordSchema } from './record-schema';
import { versionProblems, visibleData } from './versioning';

const v1 = companyRecordsModule;
const withFields = (fields: FactoryDefinition['fields']): FactoryDefinition => ({ ...v1, fields, listColumns: [fields[0]!.key] });

describe('factory definition versioning', () => {
  it('allows adding and removing fields', () => {
    const v2 = withFields([...v1.fields.filter((f) => f.key !== 'megjegyzes'), { key: 'ugyszam', type: 'text', label: { hu: 'Ügyszám', en: '' }, required: true }]);
    expect(versionProblems([v1], v2)).toEqual([]);
  });

  it('refuses changing the type of an existing field key', () => {
    const v2 = withFields(v1.fields.map((f) => (f.key === 'illetek' ? { key: 'illetek', type: 'text', label: f.label, required: false } : f)));
    expect(versionProblems([v1], v2)).toEqual([
      { code: 'FIELD_TYPE_CHANGED', field: 'illetek', message: 'A(z) „illetek” mező típusa korábban pénzösszeg (Ft) volt, ez nem változtatható. Vegyél fel új mezőt új azonosítóval.' },
    ]);
  });

  it('refuses re-adding a removed key with another type (old records still hold its value)', () => {
    const v2 = withFields(v1.fields.filter((f) => f.key !== 'illetek'));
    const v3 = withFields([...v2.fields, { key: 'illetek', type: 'boolean', label: { hu: 'Illetékmentes', en: '' }, required: false }]);
    expect(versionProblems([v1, v2], v3).map((p) => p.code)).toEqual(['FIELD_TYPE_CHANGED']);
  });

  it('refuses a changed module key', () => {
    expect(versionProblems([v1], { ...v1, key: 'masik' }).map((p) => p.code)).toEqual(['KEY_CHANGED']);
  });

  it('reads an old record through the new version: removed fields hidden, new fields empty, writes validate against the new version', () => {
    const stored = { cegnev: 'Régi Kft.', cegjegyzekszam: '01-09-123456', irat_tipusa: 'beszamolo', benyujtas_datuma: '2025-05-31', illetek: 0, megjegyzes: 'régi megjegyzés', kapcsolodo_nevjegy: null };
    const v2 = withFields([...v1.fields.filter((f) => f.key !== 'megjegyzes'), { key: 'ugyszam', type: 'text', label: { hu: 'Ügyszám', en: '' }, required: true }]);
    const shown = visibleData(v2, stored);
    expect(shown).not.toHaveProperty('megjegyzes');
    expect(shown).toMatchObject({ cegnev: 'Régi Kft.', ugyszam: null });
    expect(
      buildRecordSchema(v2)
        .safeParse(shown)
        .error?.issues.map((i) => i.path[0]),
    ).toEqual(['ugyszam']);
  });
});

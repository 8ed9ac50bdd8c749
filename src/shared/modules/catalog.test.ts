import { describe, expect, it } from 'vitest';
import { mergeCatalog, storeModulesFor } from './catalog';
import { moduleByKey, moduleRegistry, type ModuleDefinition } from './registry';

const extra: ModuleDefinition = { ...moduleByKey('contacts')!, key: 'cegiratok', name: { hu: 'Cégiratok', en: 'Company papers' }, apiPrefixes: [], pages: [] };

describe('mergeCatalog', () => {
  it('keeps registry defaults without overrides and appends extras as factory modules', () => {
    const catalog = mergeCatalog([], [extra]);
    expect(catalog.modules).toHaveLength(moduleRegistry.length + 1);
    expect(catalog.byKey('contacts')).toMatchObject({ source: 'builtin', featured: false, status: 'active', monthlyPriceHuf: 0 });
    expect(catalog.byKey('cegiratok')?.source).toBe('factory');
  });

  it('lays status, featured and price overrides over the defaults; null keeps the default', () => {
    const catalog = mergeCatalog([
      { key: 'themis', status: null, featured: true, monthlyPriceHuf: 7900 },
      { key: 'ocr', status: 'hidden', featured: false, monthlyPriceHuf: null },
    ]);
    expect(catalog.byKey('themis')).toMatchObject({ featured: true, monthlyPriceHuf: 7900, defaultMonthlyPriceHuf: 9900, status: 'active' });
    expect(catalog.byKey('ocr')).toMatchObject({ status: 'hidden', monthlyPriceHuf: 4900 });
  });

  it('never lets an extra shadow a built-in key', () => {
    const catalog = mergeCatalog([], [{ ...extra, key: 'contacts', name: { hu: 'Hamis', en: 'Fake' } }]);
    expect(catalog.byKey('contacts')?.name.hu).toBe('Névjegyek');
    expect(catalog.modules.filter((m) => m.key === 'contacts')).toHaveLength(1);
  });
});

describe('storeModulesFor', () => {
  it('leaves out modules hidden for everyone or for the firm, unless the firm has them installed', () => {
    const catalog = mergeCatalog([{ key: 'ocr', status: 'hidden', featured: false, monthlyPriceHuf: null }]);
    const keys = (hidden: string[], installed: string[]) => storeModulesFor(catalog, new Set(hidden), new Set(installed)).map((m) => m.key);
    expect(keys([], [])).not.toContain('ocr');
    expect(keys(['themis'], [])).not.toContain('themis');
    expect(keys(['themis'], ['themis', 'ocr'])).toEqual(expect.arrayContaining(['themis', 'ocr']));
    expect(keys([], [])).toContain('contacts');
  });
});

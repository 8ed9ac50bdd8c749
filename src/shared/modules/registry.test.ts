import { describe, expect, it } from 'vitest';
import { allPermissions } from '../permissions/permissions';
import { type ModuleDefinition, dependentsOf, moduleByKey, moduleOfApiPath, moduleOfPage, moduleRegistry, planIncludes, withDependencies } from './registry';

describe('module registry', () => {
  it('holds the 25+ areas of spec 1, each key once', () => {
    const keys = moduleRegistry.map((m) => m.key);
    expect(keys.length).toBeGreaterThanOrEqual(25);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every page and API prefix to one module only, and names real permissions and dependencies', () => {
    const pages = moduleRegistry.flatMap((m) => m.pages);
    const prefixes = moduleRegistry.flatMap((m) => m.apiPrefixes);
    expect(new Set(pages).size).toBe(pages.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const def of moduleRegistry) {
      expect(allPermissions).toContain(def.usePermission);
      // A page's own permission names one of the module's pages and a real permission.
      for (const [page, permission] of Object.entries((def as ModuleDefinition).pagePermissions ?? {})) {
        expect(def.pages as readonly string[], `${def.key}: ${page}`).toContain(page);
        expect(allPermissions).toContain(permission);
      }
      for (const dep of def.dependsOn) expect(moduleByKey(dep), `${def.key} → ${dep}`).toBeDefined();
      expect(() => withDependencies(def.key)).not.toThrow();
    }
  });

  it('installs dependencies first', () => {
    expect(withDependencies('crm')).toEqual(['contacts', 'matters', 'opportunities', 'crm']);
    expect(withDependencies('contacts')).toEqual(['contacts']);
  });

  it('refuses a dependency cycle and an unknown key', () => {
    const defs: Record<string, { key: string; dependsOn: string[] }> = { a: { key: 'a', dependsOn: ['b'] }, b: { key: 'b', dependsOn: ['a'] } };
    expect(() => withDependencies('a', (k) => defs[k])).toThrow(/cycle/);
    expect(() => withDependencies('nope')).toThrow(/unknown/);
  });

  it('lists installed modules that need a module, also through another one', () => {
    expect(dependentsOf('contacts', ['contacts', 'opportunities', 'crm', 'documents']).sort()).toEqual(['crm', 'opportunities']);
    expect(dependentsOf('documents', ['contacts', 'documents'])).toEqual([]);
  });

  it('finds the owner of an API path by whole segments only', () => {
    expect(moduleOfApiPath('/api/contacts')?.key).toBe('contacts');
    expect(moduleOfApiPath('/api/contacts/abc')?.key).toBe('contacts');
    expect(moduleOfApiPath('/api/contactsx')).toBeUndefined();
    expect(moduleOfApiPath('/api/me')).toBeUndefined();
    expect(moduleOfPage('hospitality/reservations/:id')?.key).toBe('hospitality');
  });

  it('orders plans alap < halado < profi', () => {
    expect(planIncludes('profi', 'halado')).toBe(true);
    expect(planIncludes('alap', 'halado')).toBe(false);
    expect(planIncludes('halado', 'halado')).toBe(true);
  });
});

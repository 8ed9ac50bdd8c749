import { describe, expect, it } from 'vitest';
import { orderByDependencies } from './manifest-order';

const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('orderByDependencies', () => {
  it('puts each module after the ones it depends on, and keeps the given order otherwise', () => {
    const ordered = orderByDependencies([{ key: 'automations', dependsOn: ['webhooks', 'matters'] }, { key: 'contacts' }, { key: 'matters', dependsOn: ['contacts'] }, { key: 'webhooks' }]);
    expect(keys(ordered)).toEqual(['webhooks', 'contacts', 'matters', 'automations']);
  });

  it('takes each module once, however many depend on it', () => {
    const ordered = orderByDependencies([{ key: 'a', dependsOn: ['c'] }, { key: 'b', dependsOn: ['c'] }, { key: 'c' }]);
    expect(keys(ordered)).toEqual(['c', 'a', 'b']);
  });

  it('refuses a cycle, naming it', () => {
    expect(() =>
      orderByDependencies([
        { key: 'a', dependsOn: ['b'] },
        { key: 'b', dependsOn: ['a'] },
      ]),
    ).toThrow('module dependency cycle: a → b → a');
  });

  it('refuses a dependency that is no module', () => {
    expect(() => orderByDependencies([{ key: 'a', dependsOn: ['ghost'] }])).toThrow('module a depends on ghost, which is not a module');
  });
});

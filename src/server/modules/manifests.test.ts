// The module list and the manifests agree (issue 33 point 4): every module folder declares itself
// once, under its own name, and what a manifest names exists.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleByKey } from '@shared/modules/registry';
import { declaredJobs } from './jobs';
import { manifests, modules } from './index';

const folders = readdirSync(__dirname).filter((name) => statSync(path.join(__dirname, name)).isDirectory());

describe('module manifests', () => {
  it('lists every module folder exactly once, keyed by its folder name', () => {
    const keys = manifests.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...folders].sort());
  });

  it('gathers the routes and jobs of every manifest', () => {
    expect(modules).toHaveLength(manifests.reduce((n, m) => n + (m.routes?.length ?? 0), 0));
    expect(declaredJobs.map((j) => j.name)).toEqual(manifests.flatMap((m) => (m.jobs ?? []).map((j) => j.name)));
    expect(new Set(declaredJobs.map((j) => j.name)).size).toBe(declaredJobs.length);
  });

  it('names only existing modules in dependsOn, never itself', () => {
    for (const m of manifests) {
      for (const dependency of m.dependsOn ?? []) {
        expect(folders, `${m.key} depends on ${dependency}`).toContain(dependency);
        expect(dependency).not.toBe(m.key);
      }
    }
  });

  it('counts records only under store keys, each key by one module', () => {
    const counted = manifests.flatMap((m) => Object.keys(m.recordCounters ?? {}));
    expect(new Set(counted).size).toBe(counted.length);
    for (const key of counted) expect(moduleByKey(key), key).toBeDefined();
  });
});

// The module list and the manifests agree (issue 33 point 4): every module folder declares itself
// once, under its own name, and what a manifest names exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleByKey } from '@shared/modules/registry';
import { webhookEventTypes } from '@shared/integrations/webhooks';
import { declaredJobs } from './jobs';
import { manifests, modules } from './index';

const folders = readdirSync(__dirname).filter((name) => statSync(path.join(__dirname, name)).isDirectory());

/** The non-test sources of a folder, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [readFileSync(full, 'utf8')] : [];
  });
}

/** The event types a module declares: the top-level keys of its `interface DomainEventPayloads { … }` augmentations. */
function declaredEvents(folder: string): string[] {
  return sources(path.join(__dirname, folder)).flatMap((code) => {
    const start = code.search(/interface DomainEventPayloads\s*\{/);
    if (start < 0) return [];
    const keys: string[] = [];
    let depth = 0;
    for (const token of code.slice(code.indexOf('{', start)).matchAll(/[{}]|'([a-z_.]+)'\s*:/g)) {
      if (token[0] === '{') depth++;
      else if (token[0] === '}') {
        if (--depth === 0) break;
      } else if (depth === 1) keys.push(token[1]!);
    }
    return keys;
  });
}

/** The event types a module's services emit by name (`emit(tx, actor, 'matter.created', …)`). */
function emittedEvents(folder: string): string[] {
  return sources(path.join(__dirname, folder)).flatMap((code) => [...code.matchAll(/\bemit\(\s*\w+,\s*[\w.]+,\s*'([a-z_.]+)'/g)].map((m) => m[1]!));
}

/** `moduleActions('<module>', …)` calls in the shared code: every module that declares actions of its own. */
function actionModulesInShared(): string[] {
  const shared = path.join(__dirname, '../../shared');
  return sources(shared).flatMap((code) => [...code.matchAll(/= moduleActions\('([\w-]+)'/g)].map((m) => m[1]!));
}

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

  it('declares in each manifest exactly the event types its folder adds to DomainEventPayloads, each owned once', () => {
    for (const m of manifests) expect([...(m.events ?? [])].sort(), m.key).toEqual(declaredEvents(m.key).sort());
    const owned = manifests.flatMap((m) => m.events ?? []);
    expect(new Set(owned).size).toBe(owned.length);
    expect(owned.length).toBeGreaterThan(40);
  });

  it('emits only its own event types and those of the modules it depends on', () => {
    const owner = new Map(manifests.flatMap((m) => (m.events ?? []).map((type) => [type as string, m.key])));
    let emitted = 0;
    for (const m of manifests) {
      for (const type of emittedEvents(m.key)) {
        emitted++;
        expect(owner.has(type), `${m.key} emits ${type}, which no manifest declares`).toBe(true);
        expect([m.key, ...(m.dependsOn ?? [])], `${m.key} emits ${type} of ${owner.get(type)}`).toContain(owner.get(type));
      }
    }
    expect(emitted).toBeGreaterThan(40);
  });

  it('offers webhooks only for declared event types', () => {
    const owned = new Set<string>(manifests.flatMap((m) => m.events ?? []));
    for (const type of webhookEventTypes) expect(owned.has(type), type).toBe(true);
  });

  it('carries the actions of every module that declares its own, each action once', () => {
    const actions = manifests.flatMap((m) => Object.values(m.actions ?? {}));
    expect(new Set(actions.map((a) => a.key)).size).toBe(actions.length);
    const declaring = new Set(actions.map((a) => a.key.split('.')[0]));
    const inShared = actionModulesInShared();
    expect(inShared.length).toBeGreaterThan(3);
    for (const module of inShared) expect(declaring.has(module), `moduleActions('${module}', …) is in no manifest's actions`).toBe(true);
  });
});

// One name per feature (issue 33 point 6, decision 0440): a store module's registry key is its
// server module folder, its shared folder, its client feature folder, its locale namespace file and
// its API prefix (`/api/<key>`). Every folder on each side is a registry key, a part of the platform
// that is no store module, or a rename still to do – listed below, a list that may only shrink. A key
// with no folder on some side is fine (document-versioning lives in documents).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleByKey, moduleRegistry } from '@shared/modules/registry';
import { legacyApiPrefixes } from '../module-system/api-aliases';

type Side = 'server' | 'shared' | 'client' | 'locale';

const src = path.resolve(__dirname, '../..');
const roots: Record<Side, string> = {
  server: path.join(src, 'server/modules'),
  shared: path.join(src, 'shared'),
  client: path.join(src, 'client/features'),
  locale: path.join(src, 'client/locales/hu'),
};
const sides = Object.keys(roots) as Side[];

function names(side: Side): string[] {
  const root = roots[side];
  if (side === 'locale')
    return readdirSync(root)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
  return readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());
}

/**
 * Folders that are no store module: the platform, the shell and code every feature uses – among
 * them `reports`, the report period (schema, picker, strings) financial reports and analytics share.
 */
const notAModule: Record<Side, readonly string[]> = {
  server: ['account', 'admin', 'billing', 'company', 'health', 'help', 'legal', 'me', 'module-factory', 'modules', 'notifications', 'profile', 'search', 'tenants'],
  shared: [
    'admin',
    'auth',
    'company',
    'csv',
    'dates',
    'entitlements',
    'errors',
    'health',
    'help',
    'hu',
    'inbound-mail',
    'join-requests',
    'legal',
    'me',
    'module-factory',
    'modules',
    'notifications',
    'pages',
    'permissions',
    'profile',
    'reports',
    'search',
    'validation',
  ],
  client: ['admin', 'auth', 'billing', 'dashboard', 'entitlements', 'help', 'join-requests', 'legal', 'me', 'module-factory', 'modules', 'profile', 'settings', 'shell'],
  locale: ['account', 'account-screens', 'admin', 'billing', 'help', 'home', 'join-requests', 'legal', 'module-factory', 'modules', 'profile', 'reports', 'shell'],
};

/** API prefixes that are not a rename to do: the versioned public API keeps its own resource names. */
const permanentApiPrefixes: Readonly<Record<string, readonly string[]>> = { 'api-keys': ['/api/v1'] };

/**
 * Features whose names do not carry their registry key yet: key → today's names on each side and
 * its API prefixes. Renaming a feature (git mv, the old prefix into `legacyApiPrefixes`) removes its
 * entry; nothing is added here.
 */
const pendingRenames: Readonly<Record<string, Partial<Record<Side | 'api', readonly string[]>>>> = {};

/** Features renamed so far (decision 0440), on all four sides. */
const renamed = ['time-tracking', 'knowledge-base', 'financial-reports', 'analytics', 'document-templates', 'compliance-tracker', 'client-management', 'invoice-generator', 'client-portal', 'integrations'];

/**
 * Features renamed so far whose pages and strings belong to another key's client feature and
 * namespace: key → that key. AI modules' administration pages live with Themis (features/themis,
 * the themis namespace), which depends on it; the key has a server and a shared side only.
 */
const renamedWithoutClientSide: Readonly<Record<string, string>> = { 'ai-modules': 'themis' };

describe('feature names', () => {
  const keys = new Set(moduleRegistry.map((m) => m.key));

  it.each(sides)('names every %s folder after a registry key, unless it is no store module or a listed rename', (side) => {
    const pending = Object.values(pendingRenames).flatMap((p) => p[side] ?? []);
    const strays = names(side).filter((name) => !keys.has(name) && !notAModule[side].includes(name) && !pending.includes(name));
    expect(strays, `${side}: name these after their registry key (or list them as no store module)`).toEqual([]);
  });

  it('lists only names that exist and keys that need a rename, so the list shrinks as features are renamed', () => {
    for (const [key, pending] of Object.entries(pendingRenames)) {
      expect(keys.has(key), key).toBe(true);
      for (const side of sides) {
        for (const name of pending[side] ?? []) {
          expect(name, `${key}: ${side}`).not.toBe(key);
          expect(names(side), `${key}: ${side} ${name} is gone – remove it from pendingRenames`).toContain(name);
        }
      }
      for (const prefix of pending.api ?? []) expect(moduleByKey(key)!.apiPrefixes, `${key}: ${prefix} is gone – remove it from pendingRenames`).toContain(prefix);
    }
    for (const side of sides) for (const name of notAModule[side]) expect(names(side), `${side}: ${name}`).toContain(name);
  });

  it('serves every module under /api/<key>, unless its prefix is a listed rename', () => {
    for (const m of moduleRegistry) {
      const allowed = [`/api/${m.key}`, ...(pendingRenames[m.key]?.api ?? []), ...(permanentApiPrefixes[m.key] ?? [])];
      for (const prefix of m.apiPrefixes) expect(allowed, `${m.key}: ${prefix}`).toContain(prefix);
    }
  });

  it('keeps a renamed prefix only as an alias of the canonical one', () => {
    const owned = moduleRegistry.flatMap((m) => m.apiPrefixes);
    for (const [legacy, canonical] of Object.entries(legacyApiPrefixes)) {
      expect(owned, legacy).not.toContain(legacy);
      expect(
        owned.some((prefix) => canonical === prefix || canonical.startsWith(`${prefix}/`)),
        `${legacy} → ${canonical}`,
      ).toBe(true);
    }
  });

  it('has the renamed features on every side they have', () => {
    for (const key of renamed) {
      for (const dir of [`server/modules/${key}`, `shared/${key}`, `client/features/${key}`, `client/locales/hu/${key}.json`, `client/locales/en/${key}.json`]) {
        expect(existsSync(path.join(src, dir)), dir).toBe(true);
      }
    }
  });

  it('has the renamed features without a client side on the server and shared sides, their pages in the feature that hosts them', () => {
    for (const [key, host] of Object.entries(renamedWithoutClientSide)) {
      expect(keys.has(host), `${key}: ${host}`).toBe(true);
      for (const dir of [`server/modules/${key}`, `shared/${key}`, `client/features/${host}`, `client/locales/hu/${host}.json`]) expect(existsSync(path.join(src, dir)), dir).toBe(true);
    }
  });
});

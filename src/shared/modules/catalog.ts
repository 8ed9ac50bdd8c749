// The catalogue (decision 0090): the registry's defaults, plus modules from elsewhere (the module
// factory publishes its own), with the platform admin's overrides (status, featured, price) laid
// over them. Pure, so the server's store, the admin module base and tests all merge the same way.
import { type ModuleDefinition, moduleRegistry, type ModuleStatus } from './registry';

export type ModuleSource = 'builtin' | 'factory';

/** A module from outside the registry (a published factory module, or one injected by a test). */
export type ExtraModuleDefinition = ModuleDefinition & { source?: ModuleSource };

/** A module_catalog row: null fields keep the default. */
export interface CatalogOverride {
  key: string;
  status: ModuleStatus | null;
  featured: boolean;
  monthlyPriceHuf: number | null;
}

export interface CatalogModule extends ModuleDefinition {
  source: ModuleSource;
  featured: boolean;
  /** The price before the admin's override (shown beside it in the module base). */
  defaultMonthlyPriceHuf: number;
}

export interface Catalog {
  modules: CatalogModule[];
  byKey(key: string): CatalogModule | undefined;
}

/**
 * Built-ins first in registry order, then extras; an extra reusing a built-in key is ignored
 * (a factory module can never shadow a product area).
 */
export function mergeCatalog(overrides: readonly CatalogOverride[], extras: readonly ExtraModuleDefinition[] = [], builtins: readonly ModuleDefinition[] = moduleRegistry): Catalog {
  const overrideOf = new Map(overrides.map((o) => [o.key, o]));
  const seen = new Set<string>();
  const modules: CatalogModule[] = [];
  const add = (def: ModuleDefinition, source: ModuleSource) => {
    if (seen.has(def.key)) return;
    seen.add(def.key);
    const o = overrideOf.get(def.key);
    modules.push({
      ...def,
      source,
      status: o?.status ?? def.status,
      featured: o?.featured ?? false,
      monthlyPriceHuf: o?.monthlyPriceHuf ?? def.monthlyPriceHuf,
      defaultMonthlyPriceHuf: def.monthlyPriceHuf,
    });
  };
  for (const def of builtins) add(def, 'builtin');
  for (const def of extras) add(def, def.source ?? 'factory');
  const index = new Map(modules.map((mod) => [mod.key, mod]));
  return { modules, byKey: (key) => index.get(key) };
}

/**
 * What a firm's store lists: not hidden for everyone, not hidden for this firm — except what the
 * firm has installed, which it keeps seeing (it uses it, and must be able to uninstall it).
 */
export function visibleToFirm(mod: CatalogModule, hiddenForFirm: ReadonlySet<string>, installed: ReadonlySet<string>): boolean {
  return installed.has(mod.key) || (mod.status !== 'hidden' && !hiddenForFirm.has(mod.key));
}

export function storeModulesFor(catalog: Catalog, hiddenForFirm: ReadonlySet<string>, installed: ReadonlySet<string>): CatalogModule[] {
  return catalog.modules.filter((mod) => visibleToFirm(mod, hiddenForFirm, installed));
}

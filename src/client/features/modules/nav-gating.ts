// Which nav items the firm's modules allow (decision 0096). A released module the firm has not
// installed hides the items of its pages; an installed one whose "show in navigation" setting is
// off hides them too, and every other installed module gets a link to its first page. Modules not
// released yet change nothing: their items stay and open the honest "Még nem elérhető" page.
import type { InstalledModule, StoreModule } from '@shared/modules/modules.schemas';
import { moduleRegistry } from '@shared/modules/registry';
import { localized } from './module-text';

export const SHOW_IN_NAV = 'showInNav';

export interface ModuleNavLink {
  key: string;
  label: string;
  /** Absolute path of the module's first page without parameters. */
  path: string;
}

export interface ModuleNavigation {
  /** Absolute /app paths whose nav items are hidden. */
  hiddenPaths: string[];
  links: ModuleNavLink[];
}

/** '/app/<page>' for pages without route parameters. */
function staticPaths(pages: readonly string[]): string[] {
  return pages.filter((p) => !p.includes(':')).map((p) => `/app/${p}`);
}

export function showsInNav(installed: InstalledModule | undefined): boolean {
  return installed?.settings[SHOW_IN_NAV] !== false;
}

export function moduleNavigation(store: readonly StoreModule[], installed: readonly InstalledModule[]): ModuleNavigation {
  const entries = new Map(store.map((m) => [m.key, m]));
  const settings = new Map(installed.map((m) => [m.key, m]));
  const hiddenPaths: string[] = [];
  const links: ModuleNavLink[] = [];
  // Built-in modules the firm does not see in the store at all (hidden for it) count as not installed.
  const candidates = [...store, ...moduleRegistry.filter((def) => !entries.has(def.key)).map((def) => ({ ...def, installed: false }))];
  for (const module of candidates) {
    if (!module.released) continue;
    const paths = staticPaths(module.pages);
    if (!module.installed || !showsInNav(settings.get(module.key))) hiddenPaths.push(...paths);
    else if (paths[0]) links.push({ key: module.key, label: localized(module.name), path: paths[0] });
  }
  return { hiddenPaths, links };
}

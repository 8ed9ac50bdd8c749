// The sidebar's module part in the UI language (decision 0096): the rule itself is shared
// (shared/modules/navigation.ts); the server sends its result with the session (decision 0412).
import type { InstalledModule, StoreModule } from '@shared/modules/modules.schemas';
import { moduleNavigation as navigationOf, type ModuleNavigation } from '@shared/modules/navigation';
import { localized } from './module-text';

export { SHOW_IN_NAV, showsInNav } from '@shared/modules/navigation';

export interface ModuleNavLink {
  key: string;
  label: string;
  /** Absolute path of the module's first page without parameters. */
  path: string;
}

export interface LabelledModuleNavigation {
  hiddenPaths: string[];
  links: ModuleNavLink[];
}

/** The links' names in the UI language. */
export function labelledNavigation(nav: ModuleNavigation): LabelledModuleNavigation {
  return { hiddenPaths: nav.hiddenPaths, links: nav.links.map((l) => ({ key: l.key, label: localized(l.name), path: l.path })) };
}

/** From the store's and the installed modules' answers (the module pages and tests). */
export function moduleNavigation(store: readonly StoreModule[], installed: readonly InstalledModule[]): LabelledModuleNavigation {
  const settings = new Map(installed.map((m) => [m.key, m.settings]));
  return labelledNavigation(navigationOf(store, (key) => settings.get(key)));
}

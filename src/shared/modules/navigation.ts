// Which nav items the firm's modules allow (decision 0096), computed where the data is: the server
// sends it with the session (`/api/me`, decision 0412) and the module pages' tests reuse it. A
// released module the firm has not installed hides the items of its pages; an installed one whose
// "show in navigation" setting is off hides them too, and every other installed module gets a link
// to its first page. Modules not released yet change nothing: their items stay and open the honest
// "Még nem elérhető" page.
import { z } from 'zod';
import { type LocalizedText, moduleRegistry } from './registry';

export const SHOW_IN_NAV = 'showInNav';

export function showsInNav(settings: Readonly<Record<string, unknown>> | undefined): boolean {
  return settings?.[SHOW_IN_NAV] !== false;
}

/** What the navigation needs of a module the firm sees in its store. */
export interface NavCandidate {
  key: string;
  name: LocalizedText;
  released: boolean;
  installed: boolean;
  pages: readonly string[];
}

const localizedText = z.object({ hu: z.string(), en: z.string() });

export const moduleNavigationSchema = z.object({
  /** Absolute /app paths whose nav items are hidden. */
  hiddenPaths: z.array(z.string()),
  /** Installed modules' first pages (absolute, without parameters), under their own heading. */
  links: z.array(z.object({ key: z.string(), name: localizedText, path: z.string() })),
});
export type ModuleNavigation = z.infer<typeof moduleNavigationSchema>;

/** The active firm's modules as the session carries them: what pages gate on and the sidebar shows. */
export const firmModulesSchema = z.object({
  /** Keys of the modules installed in the active firm. */
  installed: z.array(z.string()),
  navigation: moduleNavigationSchema,
});
export type FirmModules = z.infer<typeof firmModulesSchema>;

/** '/app/<page>' for pages without route parameters. */
function staticPaths(pages: readonly string[]): string[] {
  return pages.filter((p) => !p.includes(':')).map((p) => `/app/${p}`);
}

/** `settingsOf(key)`: an installed module's settings (undefined: default settings). */
export function moduleNavigation(store: readonly NavCandidate[], settingsOf: (key: string) => Readonly<Record<string, unknown>> | undefined): ModuleNavigation {
  const seen = new Set(store.map((m) => m.key));
  const hiddenPaths: string[] = [];
  const links: ModuleNavigation['links'] = [];
  // Built-in modules the firm does not see in the store at all (hidden for it) count as not installed.
  const candidates = [...store, ...moduleRegistry.filter((def) => !seen.has(def.key)).map((def) => ({ ...def, installed: false }))];
  for (const module of candidates) {
    if (!module.released) continue;
    const paths = staticPaths(module.pages);
    if (!module.installed || !showsInNav(settingsOf(module.key))) hiddenPaths.push(...paths);
    else if (paths[0]) links.push({ key: module.key, name: { hu: module.name.hu, en: module.name.en }, path: paths[0] });
  }
  return { hiddenPaths, links };
}

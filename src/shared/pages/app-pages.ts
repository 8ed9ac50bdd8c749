// The page manifest (issue 10, decision 0250): every page of the signed-in app once, with the
// permission the role shown needs to open it (spec 6, as the server enforces it) and the module
// that owns it. Module pages come from the module registry (`pages`, `usePermission`,
// `pagePermissions`); the platform's own pages (dashboard, profile, store, admin, …) are listed
// here. The client's route table, its one guard and 403 screen, the sidebars' role filter and the
// "routes, navigation and permissions agree" test are all derived from this list.
import { type ModuleDefinition, moduleRegistry } from '../modules/registry';
import type { Permission, PermissionSet } from '../permissions/permissions';
import type { Role } from '../permissions/roles';

export interface AppPage {
  /** Path under /app in router syntax ('matters/:matterId'); top-level pages are outside /app. */
  path: string;
  /** What the role shown must hold, all of it; empty: every signed-in role. */
  requires: readonly Permission[];
  /** The module owning the page (its pages open through the "not installed" gate). */
  module?: string;
  /**
   * The page shows one firm's data: it needs a firm to act in. The platform admin, who belongs to
   * no firm, gets the 403 screen on it instead of a page whose calls all fail (decision 0332).
   * Every module page is a firm page.
   */
  firm?: true;
}

const platform = (path: string, ...requires: Permission[]): AppPage => ({ path, requires });
const firmPage = (path: string, ...requires: Permission[]): AppPage => ({ path, requires, firm: true });

/** Platform pages under /app that belong to no module. */
const platformPages: readonly AppPage[] = [
  platform('dashboard'),
  platform('permission-test'),
  platform('profile'),
  platform('settings'),
  platform('help'),
  firmPage('pricing'),
  platform('direct-test', 'canViewSettings'),
  firmPage('client-portal'),
  firmPage('credits', 'canViewModuleUsage'),
  firmPage('store', 'canViewModuleStore'),
  firmPage('modulstore', 'canViewModuleStore'),
  firmPage('modulstore/:id', 'canViewModuleStore'),
  firmPage('my-modules', 'canUseModules'),
  firmPage('my-modules/:id', 'canUseModules'),
  // A factory module's records need canViewContacts, as the API demands (decision 0101).
  firmPage('modulok/:moduleId', 'canViewContacts'),
  firmPage('modulok/:moduleId/new', 'canViewContacts'),
  firmPage('modulok/:moduleId/:recordId', 'canViewContacts'),
  // The platform owner's pages: only the platform admin holds canViewAllCompanies. The module
  // base and module management are the owner's too, though the firm administrator holds their
  // matrix permission (decision 0097).
  platform('admin', 'canViewAllCompanies'),
  platform('admin/companies', 'canViewAllCompanies'),
  platform('admin/users', 'canViewAllCompanies'),
  platform('admin/analytics', 'canViewAllCompanies'),
  platform('admin/calendar', 'canViewAllCompanies'),
  platform('admin/platform', 'canViewAllCompanies'),
  platform('admin/modules', 'canViewAllCompanies', 'canManageModules'),
  platform('admin/modulbazis', 'canViewAllCompanies', 'canViewModuleBazis'),
  platform('admin/module-factory', 'canCreateModules'),
];

/**
 * Module pages that are also the platform admin's cross-firm view, so they are not firm-only:
 * /app/ai-modules shows the platform's AI keys, usage across firms and alerts to the platform
 * admin (decision 0243) and a firm's own AI settings to its members.
 */
const platformViewPages: ReadonlySet<string> = new Set(['ai-modules']);

function modulePages(def: ModuleDefinition): AppPage[] {
  return def.pages.map((path) => ({
    path,
    requires: [def.pagePermissions?.[path] ?? def.usePermission],
    module: def.key,
    ...(platformViewPages.has(path) ? {} : { firm: true as const }),
  }));
}

/** Every page under /app: the platform's, then each module's in registry order. */
export const appPages: readonly AppPage[] = [...platformPages, ...(moduleRegistry as readonly ModuleDefinition[]).flatMap(modulePages)];

/** Spec 2.3's test and debug pages: top-level paths inside the signed-in shell. */
export const topLevelPages: readonly AppPage[] = ['test-dashboard', 'debug', 'test-clause', 'test-backend'].map((path) => platform(path, 'canViewSettings'));

/**
 * Spec 2.3's role redirects, applied before the permission check: a customer going to client
 * management is sent to the client portal, a lawyer the other way.
 */
export const roleRedirects: Readonly<Record<string, Partial<Record<Role, string>>>> = {
  'client-management': { customer: '/app/client-portal' },
  customers: { customer: '/app/client-portal' },
  'client-portal': { lawyer: '/app/client-management' },
};

const byPath = new Map([...appPages, ...topLevelPages].map((page) => [page.path, page]));

/** The page of an /app path in router syntax (or of a top-level shell page). */
export function appPage(path: string): AppPage | undefined {
  return byPath.get(path);
}

/** Whether a role holding `permissions` may open the page; a firm page also needs a firm to act in (decision 0332). */
export function mayOpen(permissions: PermissionSet, page: Pick<AppPage, 'requires' | 'firm'>, inFirm = true): boolean {
  return page.requires.every((p) => permissions[p]) && (inFirm || !page.firm);
}

/** The /app page an absolute link ('/app/kb', query string allowed) opens, matching parameters. */
export function pageOfHref(href: string): AppPage | undefined {
  const path = href.split('?')[0]!.replace(/^\/app\/?/, '') || 'dashboard';
  const segments = path.split('/');
  const exact = appPages.find((page) => page.path === path);
  if (exact) return exact;
  return appPages.find((page) => {
    const pattern = page.path.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

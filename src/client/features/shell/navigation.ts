// The sidebars of spec 2.4, one per role, in the spec's order, with their exact paths, query
// parameters and badges. Who sees an item is not written here: it is the page manifest's
// permission of the page the item opens (decision 0250), so the sidebar never offers a page the
// role gets a 403 on. The lawyer has no sidebar of its own in the spec: a lawyer works in the
// firm, so they get the firm's sidebar without the items their permissions exclude (decision 0022).
import { mayOpen, pageOfHref } from '@shared/pages/app-pages';
import { permissionsForRoles } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';
import type huShell from '@client/locales/hu/shell.json';

export type NavKey = keyof typeof huShell.nav;

export type IconName =
  | 'dashboard'
  | 'factory'
  | 'modules'
  | 'platform'
  | 'companies'
  | 'users'
  | 'analytics'
  | 'profile'
  | 'settings'
  | 'help'
  | 'customers'
  | 'store'
  | 'myModules'
  | 'knowledge'
  | 'integrations'
  | 'messages'
  | 'calendar'
  | 'purchases'
  | 'complaint'
  | 'company'
  | 'support'
  | 'phone';

export interface NavItem {
  /** Key under shell.nav in the locale files. */
  key: NavKey;
  /** A label of its own instead of shell.nav.<key> (an installed module's name). */
  label?: string;
  path: string;
  /** Query string the link carries (spec 2.4), without the '?'. */
  search?: string;
  icon: IconName;
  /** A fixed label badge (not a figure), e.g. "Új". */
  labelBadge?: 'new';
  /** Shown only when the firm offers it (`ModuleNav.offeredPaths`): the customer's mobile app (decision 0518). */
  offeredOnly?: true;
}

export interface Sidebar {
  main: NavItem[];
  /** The customer's collapsible extras. */
  extras: NavItem[];
  /** The firm's installed modules (decision 0096). */
  modules: NavItem[];
}

/** What the firm's modules change in its sidebar (computed by the app from the module store). */
export interface ModuleNav {
  /** /app paths whose items disappear (a released module not installed, or hidden by its setting). */
  hiddenPaths: readonly string[];
  /** Installed modules' first pages, listed under their own heading. */
  links: readonly { key: string; label: string; path: string }[];
  /** The paths of the `offeredOnly` items the firm offers this user. */
  offeredPaths?: readonly string[];
}

const profile: NavItem = { key: 'profile', path: '/app/profile', icon: 'profile' };
const settings: NavItem = { key: 'settings', path: '/app/settings', icon: 'settings' };
const help: NavItem = { key: 'help', path: '/app/help', icon: 'help' };
const dashboard: NavItem = { key: 'dashboard', path: '/app/dashboard', icon: 'dashboard' };

const adminSidebar: Sidebar = {
  main: [
    dashboard,
    { key: 'moduleFactory', path: '/app/admin/module-factory', icon: 'factory', labelBadge: 'new' },
    { key: 'adminModules', path: '/app/admin/modules', icon: 'modules' },
    { key: 'adminPlatform', path: '/app/admin/platform', icon: 'platform' },
    { key: 'adminCompanies', path: '/app/admin/companies', icon: 'companies' },
    { key: 'adminUsers', path: '/app/admin/users', icon: 'users' },
    { key: 'adminAnalytics', path: '/app/admin/analytics', icon: 'analytics' },
    { key: 'adminCalendar', path: '/app/admin/calendar', icon: 'calendar' },
    profile,
    settings,
    help,
  ],
  extras: [],
  modules: [],
};

const firmItems: NavItem[] = [
  dashboard,
  { key: 'customers', path: '/app/customers', icon: 'customers' },
  { key: 'appointments', path: '/app/appointments', icon: 'calendar' },
  { key: 'modulstore', path: '/app/modulstore', icon: 'store' },
  { key: 'myModules', path: '/app/my-modules', icon: 'myModules' },
  { key: 'kb', path: '/app/kb', icon: 'knowledge' },
  { key: 'integrations', path: '/app/integrations', icon: 'integrations' },
  profile,
  settings,
  help,
];

const customerSidebar: Sidebar = {
  main: [
    dashboard,
    { key: 'contactCompany', path: '/app/contact-company', search: 'action=new', icon: 'messages' },
    { key: 'bookAppointment', path: '/app/book-appointment', search: 'filter=today', icon: 'calendar' },
    { key: 'myPurchases', path: '/app/my-purchases', search: 'filter=pending', icon: 'purchases' },
  ],
  extras: [
    { key: 'submitComplaint', path: '/app/submit-complaint', icon: 'complaint' },
    { key: 'companyInfo', path: '/app/company-info', icon: 'company' },
    { key: 'support', path: '/app/support', search: 'view=faq', icon: 'support' },
    { key: 'mobileApp', path: '/app/mobile', icon: 'phone', offeredOnly: true },
    profile,
  ],
  modules: [],
};

/**
 * Whether the role may open the page an item links to (per the page manifest). A link to a path
 * the manifest does not know stays (and fails the routes-nav-permissions test) instead of
 * disappearing unnoticed.
 */
function opens(role: Role, path: string): boolean {
  const page = pageOfHref(path);
  return page === undefined || mayOpen(permissionsForRoles([role]), page);
}

function spec(role: Role): Sidebar {
  if (role === 'admin') return adminSidebar;
  if (role === 'customer') return customerSidebar;
  return { main: firmItems, extras: [], modules: [] };
}

/** The role's sidebar; a firm's sidebar follows its modules when `moduleNav` is known. */
export function sidebarFor(role: Role, moduleNav?: ModuleNav): Sidebar {
  const { main: specMain, extras } = spec(role);
  const main = specMain.filter((i) => opens(role, i.path) && !moduleNav?.hiddenPaths.includes(i.path));
  const modules = (moduleNav?.links ?? [])
    .filter((link) => opens(role, link.path) && !main.some((i) => i.path === link.path))
    .map((link): NavItem => ({ key: 'myModules', label: link.label, path: link.path, icon: 'myModules' }));
  const offered = (i: NavItem) => !i.offeredOnly || (moduleNav?.offeredPaths?.includes(i.path) ?? false);
  return { main, extras: extras.filter((i) => opens(role, i.path) && offered(i)), modules };
}

/** Every item of every sidebar once (for the top bar's page search). */
export function allNavItems(role: Role, moduleNav?: ModuleNav): NavItem[] {
  const { main, extras, modules } = sidebarFor(role, moduleNav);
  return [...main, ...extras, ...modules];
}

export function hrefOf(item: NavItem): string {
  return item.search ? `${item.path}?${item.search}` : item.path;
}

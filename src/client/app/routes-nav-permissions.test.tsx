// Navigation, routes and permissions agree for every role (issue 10, decision 0250), all derived
// from the page manifest (`@shared/pages/app-pages`: the platform's pages and the module
// registry's), not from a hand-copied list:
//   - the route table has exactly the manifest's pages, each built page is a manifest page and
//     each page not built yet has a title in both languages; the features' pages.ts declare
//     manifest pages only, each path once (decision 0444);
//   - every sidebar entry of every role (the firm's with every module installed) opens a
//     registered route the role may open;
//   - rendered through the real shell and page guard, every page a role may open per the spec 6
//     matrix shows the page, every other one the 403 screen, and spec 2.3's role redirects land
//     on a page the role may open;
//   - every page of a released module shows "Ez a modul nincs telepítve" to a firm without it.
import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstalledModule } from '@shared/modules/modules.schemas';
import { moduleRegistry } from '@shared/modules/registry';
import { type AppPage, appPage, appPages, mayOpen, pageOfHref, roleRedirects, topLevelPages } from '@shared/pages/app-pages';
import { rolePermissions } from '@shared/permissions/permissions';
import { type Role, roles } from '@shared/permissions/roles';
import { moduleNavigation } from '@client/features/modules/nav-gating';
import { firmModulesOf, json, storeResponse } from '@client/features/modules/test/fixtures';
import { hrefOf, sidebarFor } from '@client/features/shell';
import { loadAppLocales } from '@client/lib/app-locales';
import huShell from '@client/locales/hu/shell.json';
import enShell from '@client/locales/en/shell.json';
import { resetAuthClientMock, setMockSession } from '@client/test/auth-client-mock';
import type { ApiAnswer } from '@client/lib/api-client';
import { createTestQueryClient } from '@client/test/render';
import { anna, annaMe, meWithRoles, shellApiMock } from '@client/test/shell-api-mock';
import { appChildren, appChildrenWith, builtPages, isBuilt, type LazyPage, pageDeclarationProblems, pageDeclarations, topLevelChildrenWith } from './app-routes';
import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';
import { titleKeyOf } from './routes/app/not-available';

vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));

// The router's app layout route loads the signed-in app's strings; this test mounts the layout itself.
beforeAll(() => loadAppLocales());

beforeEach(() => {
  resetAuthClientMock();
  setMockSession(anna);
});
afterEach(() => vi.restoreAllMocks());

const FORBIDDEN = 'Nincs jogosultságod ehhez az oldalhoz';
const NOT_INSTALLED = 'Ez a modul nincs telepítve';
// A page's heading is awaited this long: a wrong page never shows the expected heading, so this is a
// guard, not a speed target (at 2 s a loaded CI machine read the previous page's heading).
const PAGE_TIMEOUT_MS = 10_000;
// Every page of the manifest in one test: on a loaded machine that is over a minute.
const WALK_TIMEOUT_MS = 300_000;
const toUrl = (page: AppPage, prefix = '/app/') => `${prefix}${page.path.replace(/:[A-Za-z]+/g, 'minta-1')}`;
const installed = (key: string): InstalledModule => ({ key, installedAt: '2026-10-01T08:00:00.000Z', installedBy: null, settings: {}, usage: null });
const released = moduleRegistry.filter((m) => m.released).map((m) => m.key);

/** The firm with every released module installed (its sidebar links every module). */
const allInstalled = storeResponse('profi', Object.fromEntries(released.map((key) => [key, { installed: true, installedAt: '2026-10-01T08:00:00.000Z' }])));

function meOf(role: Role): ApiAnswer<'get', '/api/me'> {
  if (role === 'admin') return { ...annaMe, user: { ...annaMe.user, platformRole: 'admin' }, memberships: [], activeTenantId: null };
  return meWithRoles([role]);
}

function api(role: Role, store = allInstalled, installedKeys = released) {
  const me = meOf(role);
  const shell = shellApiMock(me.activeTenantId ? { ...me, modules: firmModulesOf(store, installedKeys.map(installed)) } : me);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/modules') return json(store);
    if (url === '/api/modules/installed') return json({ modules: installedKeys.map(installed) });
    return shell(input);
  });
}

/** Every page renders a stand-in naming it: what is checked is the route table and the guard. */
const standIn =
  (page: AppPage): LazyPage =>
  async () => ({
    Component: () => <h1>{`oldal: ${page.path}`}</h1>,
  });

function renderShell(firstUrl: string) {
  const routes: RouteObject[] = [
    { path: '/app', Component: AppLayout, children: appChildrenWith(standIn) },
    { Component: AppLayout, children: topLevelChildrenWith(standIn) },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [firstUrl] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the route table is the page manifest', () => {
  it('registers exactly the manifest pages under /app, the dashboard also as the index', () => {
    const paths = appChildren.flatMap((r) => (r.path ? [r.path] : []));
    expect(paths).toEqual(appPages.map((p) => p.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(appChildren.filter((r) => r.index).map((r) => (r.handle as { page: AppPage }).page.path)).toEqual(['dashboard']);
    for (const route of appChildren) expect((route.handle as { page: AppPage }).page).toBe(appPage((route.handle as { page: AppPage }).page.path));
  });

  it('names a component only for manifest pages, and gives every page not built yet a title in both languages', () => {
    for (const path of Object.keys(builtPages)) expect(appPage(path), path).toBeDefined();
    const notBuilt = [...appPages.filter((p) => !isBuilt(p)), ...topLevelPages];
    expect(notBuilt.length).toBeGreaterThan(0);
    for (const page of notBuilt) {
      const key = titleKeyOf(page.path);
      expect(huShell.pages, page.path).toHaveProperty([key]);
      expect(enShell.pages, page.path).toHaveProperty([key]);
    }
  });

  it("gathers every feature's pages.ts: manifest pages only, each path declared by one feature (decision 0444)", () => {
    expect(pageDeclarations.length).toBeGreaterThan(1);
    expect(pageDeclarationProblems(pageDeclarations)).toEqual([]);
    const count = pageDeclarations.reduce((n, { pages }) => n + Object.keys(pages).length, 0);
    expect(Object.keys(builtPages)).toHaveLength(count);
  });

  it('names the feature of a path outside the manifest and the two features declaring one path', () => {
    const page: LazyPage = async () => ({ Component: () => null });
    const problems = pageDeclarationProblems([
      { feature: 'a', pages: { matters: page, 'matters/nincs-ilyen': page } },
      { feature: 'b', pages: { matters: page } },
    ]);
    expect(problems).toEqual(["features/a/pages.ts: 'matters/nincs-ilyen' is not a page of the manifest (@shared/pages/app-pages)", "'matters' is declared by both features/a and features/b"]);
  });

  it('sends every role redirect to a page the role may open', () => {
    for (const [path, byRole] of Object.entries(roleRedirects)) {
      expect(appPage(path), path).toBeDefined();
      for (const [role, to] of Object.entries(byRole) as [Role, string][]) {
        const target = pageOfHref(to);
        expect(target, to).toBeDefined();
        expect(mayOpen(rolePermissions[role], target!), `${role} → ${to}`).toBe(true);
      }
    }
  });
});

describe.each(roles)('%s: navigation, routes and permissions agree', (role) => {
  const permissions = rolePermissions[role];

  it('every sidebar entry opens a registered page the role may open', () => {
    const moduleNav = moduleNavigation(allInstalled.modules, released.map(installed));
    const { main, extras, modules } = sidebarFor(role, moduleNav);
    const items = [...main, ...extras, ...modules];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const page = pageOfHref(hrefOf(item));
      expect(page, hrefOf(item)).toBeDefined();
      expect(mayOpen(permissions, page!), `${role}: ${hrefOf(item)}`).toBe(true);
    }
  });

  it(
    'shows each page the matrix allows, the 403 screen on every other, and follows the role redirects',
    async () => {
      api(role);
      const router = renderShell('/app/dashboard');
      expect(await screen.findByRole('heading', { level: 1, name: 'oldal: dashboard' })).toBeInTheDocument();
      const wrong: string[] = [];
      const pages = [...appPages.map((page) => ({ page, url: toUrl(page) })), ...topLevelPages.map((page) => ({ page, url: toUrl(page, '/') }))];
      for (const { page, url } of pages) {
        await router.navigate(url);
        const redirect = roleRedirects[page.path]?.[role];
        // The platform admin acts in no firm: a firm's page is the 403 screen for them (issue 38.6, decision 0332).
        const inFirm = meOf(role).activeTenantId !== null;
        const expected = redirect ? `oldal: ${pageOfHref(redirect)!.path}` : mayOpen(permissions, page, inFirm) ? `oldal: ${page.path}` : FORBIDDEN;
        try {
          await screen.findByRole('heading', { level: 1, name: expected }, { timeout: PAGE_TIMEOUT_MS });
          if (redirect) await waitFor(() => expect(router.state.location.pathname).toBe(redirect));
        } catch {
          wrong.push(`${url}: expected "${expected}", got "${screen.queryByRole('heading', { level: 1 })?.textContent ?? 'nothing'}"`);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

describe('module pages are gated by their module', () => {
  it(
    'shows every page of a released module as not installed to a firm administrator without it',
    async () => {
      const none = storeResponse('profi', Object.fromEntries(released.map((key) => [key, { installed: false, installedAt: null }])));
      api('tenant', none, []);
      const router = renderShell('/app/dashboard');
      expect(await screen.findByRole('heading', { level: 1, name: 'oldal: dashboard' })).toBeInTheDocument();
      const wrong: string[] = [];
      const modulePages = appPages.filter((p) => p.module);
      expect(modulePages.length).toBeGreaterThan(0);
      for (const page of modulePages) {
        if (roleRedirects[page.path]?.tenant) continue;
        await router.navigate(toUrl(page));
        const expected = released.includes(page.module!) ? NOT_INSTALLED : `oldal: ${page.path}`;
        try {
          await screen.findByRole('heading', { level: 1, name: expected }, { timeout: PAGE_TIMEOUT_MS });
        } catch {
          wrong.push(`${page.path}: expected "${expected}", got "${screen.queryByRole('heading', { level: 1 })?.textContent ?? 'nothing'}"`);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

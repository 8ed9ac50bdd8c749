// Children of /app (spec 2.3 and the sidebars of 2.4), derived from the page manifest
// (`@shared/pages/app-pages`, decision 0250): one route per manifest page, each behind the one
// page guard (role redirects, the permission, the module gate). The built pages are declared by
// the features, each in its own `features/<x>/pages.ts` (decision 0444), gathered here with
// import.meta.glob: no list to edit. Every other page of the manifest opens the honest "not yet
// available" page (listed in the README), never sample figures. The declarations hold lazy
// loaders only, so each route module is still a chunk of its own.
// This module is not part of the sign-in route: the router loads it for the first /app path
// (router.tsx, patchRoutesOnNavigation), with the manifest and the module registry it reads.
import { redirect, type RouteObject } from 'react-router';
import { type AppPage, appPage, appPages, topLevelPages } from '@shared/pages/app-pages';
import { loadAppLocales, loadLayoutLocales } from '@client/lib/app-locales';
import type { FeaturePages, LazyPage } from '@client/lib/feature-pages';

export type { LazyPage };

const notAvailable = async () => ({ Component: (await import('./routes/app/not-available')).NotAvailableRoute });

/** One feature's declaration: the folder it lives in and the pages it builds. */
export interface PageDeclaration {
  feature: string;
  pages: FeaturePages;
}

const declarationFiles = import.meta.glob<{ default: FeaturePages }>('../features/*/pages.ts', { eager: true });

/** Every feature's `pages.ts`, by feature folder. */
export const pageDeclarations: readonly PageDeclaration[] = Object.entries(declarationFiles).map(([file, declared]) => ({
  feature: file.split('/')[2]!,
  pages: declared.default,
}));

/**
 * What is wrong with the features' declarations: a path that is not a manifest page (a typo, or a
 * page missing from the registry's `pages`), a path two features both declare. Empty when sound;
 * the route table test checks it.
 */
export function pageDeclarationProblems(declarations: readonly PageDeclaration[], isManifestPage = (path: string) => appPage(path) !== undefined): string[] {
  const problems: string[] = [];
  const declaredBy = new Map<string, string>();
  for (const { feature, pages } of declarations) {
    for (const path of Object.keys(pages)) {
      if (!isManifestPage(path)) problems.push(`features/${feature}/pages.ts: '${path}' is not a page of the manifest (@shared/pages/app-pages)`);
      const other = declaredBy.get(path);
      if (other) problems.push(`'${path}' is declared by both features/${other} and features/${feature}`);
      else declaredBy.set(path, feature);
    }
  }
  return problems;
}

/** The page components of the built pages, by manifest path (a test checks each is a manifest page). */
export const builtPages: Readonly<Record<string, LazyPage>> = Object.fromEntries(pageDeclarations.flatMap(({ pages }) => Object.entries(pages)));

/** A manifest page without a built component: the honest "not yet available" page. */
export function isBuilt(page: AppPage): boolean {
  return page.path in builtPages;
}

/**
 * The strings a page waits for besides the layout's: the dashboard has its own in the layout's
 * chunk (app-bundles.ts `layoutStringFiles`), every other page all of the app's (decision 0461).
 */
const pageStrings = (page: AppPage): Promise<void> => (page.path === 'dashboard' ? Promise.resolve() : loadAppLocales());

/**
 * The route of a manifest page: its component inside the page guard (role redirect, permission,
 * module gate). `load` picks the component (tests pass a stand-in to check the guard of every page).
 */
export function pageRoute(page: AppPage, load: (page: AppPage) => LazyPage): RouteObject {
  return {
    path: page.path,
    handle: { page },
    lazy: async () => {
      const [{ Component: Page }, { PageGuard }] = await Promise.all([load(page)(), import('./page-guard'), pageStrings(page)]);
      return {
        Component: function GuardedPage() {
          return (
            <PageGuard page={page}>
              <Page />
            </PageGuard>
          );
        },
      };
    },
  };
}

const realPage = (page: AppPage): LazyPage => builtPages[page.path] ?? notAvailable;

/** The /app children: the dashboard as the index, then every manifest page. */
export function appChildrenWith(load: (page: AppPage) => LazyPage): RouteObject[] {
  const dashboardPage = appPages.find((page) => page.path === 'dashboard')!;
  const { handle, lazy } = pageRoute(dashboardPage, load);
  return [{ index: true, handle, lazy }, ...appPages.map((page) => pageRoute(page, load))];
}

export const appChildren: RouteObject[] = appChildrenWith(realPage);

/** Spec 2.3's top-level test/debug pages, shown as not available inside the app shell. */
export function topLevelChildrenWith(load: (page: AppPage) => LazyPage): RouteObject[] {
  return topLevelPages.map((page) => pageRoute(page, load));
}

export const topLevelChildren: RouteObject[] = topLevelChildrenWith(realPage);

/** Top-level prototype pages of spec 2.3: the mobile dashboards are the responsive dashboard. */
export const topLevelAppRedirects: [string, string][] = [
  ['mobile', '/app/dashboard'],
  ['mobile-modern', '/app/dashboard'],
];

// The app layout brings the layout's and the dashboard's strings with it (not part of the
// sign-in route); the pages bring the rest (pageStrings).
const appLayout = async () => {
  const [{ AppLayout }] = await Promise.all([import('./layout/app-layout'), loadLayoutLocales()]);
  return { Component: AppLayout };
};
const notFound = async () => {
  const [{ NotFoundRoute }] = await Promise.all([import('./routes/not-found'), loadAppLocales()]);
  return { Component: NotFoundRoute };
};

/**
 * The signed-in app's routes under the root (router.tsx patches them in on the first /app path):
 * /app with every page of the manifest, then 404; spec 2.3's top-level prototype pages inside the
 * signed-in shell. Each top route has an id, so patching the list twice adds nothing.
 */
export const signedInRoutes: RouteObject[] = [
  { id: 'app', path: 'app', lazy: appLayout, children: [...appChildren, { path: '*', lazy: notFound }] },
  ...topLevelAppRedirects.map(([path, to]): RouteObject => ({ id: `redirect-${path}`, path, loader: () => redirect(to) })),
  { id: 'app-shell', lazy: appLayout, children: topLevelChildren },
];

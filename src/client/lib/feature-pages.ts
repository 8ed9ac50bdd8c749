// A feature's pages (decision 0444): `features/<x>/pages.ts` default-exports the pages it builds,
// keyed by their manifest path (`@shared/pages/app-pages`), each a lazy loader of its route
// component, so each route module stays a chunk of its own. The app's route table gathers every
// feature's declaration with import.meta.glob (app/app-routes.tsx): a new module adds its own
// `pages.ts`, no central list. The file holds loaders only: it is read eagerly with the route table.
import type { ComponentType } from 'react';

/** Loads a page's component when the page is first opened (React Router's `lazy`). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A feature's built pages by manifest path. */
export type FeaturePages = Readonly<Record<string, LazyPage>>;

/**
 * The loader of the page rendered by export `name` of a route module:
 * `lazyPage(() => import('@client/app/routes/app/matter'), 'MatterRoute')`.
 */
export function lazyPage<K extends string, M extends { [P in K]: ComponentType }>(load: () => Promise<M>, name: K): LazyPage {
  return async () => ({ Component: (await load())[name] });
}

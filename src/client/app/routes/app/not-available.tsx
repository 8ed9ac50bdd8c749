// A manifest page whose feature is not built yet (README: "Routes not yet available"). The route's
// handle names the page; the page says honestly that it is not available yet. The page guard has
// already shown the 403 screen to a role that will never have it.
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { AppPage } from '@shared/pages/app-pages';
import { NotAvailable } from '@client/features/shell';
import type huShell from '@client/locales/hu/shell.json';

export type PageKey = keyof typeof huShell.pages;

/** Titles whose key is not the path with '-' for '/'. */
const titleKeys: Readonly<Record<string, PageKey>> = {
  'hospitality/dashboard': 'hospitality',
  'hospitality/reservations/new': 'hospitality-reservation-new',
  'hospitality/reservations/:id': 'hospitality-reservation',
};

/** The key under shell.pages of a page's title (a test checks every page not built has one). */
export function titleKeyOf(path: string): PageKey {
  return titleKeys[path] ?? (path.replaceAll('/', '-') as PageKey);
}

export function NotAvailableRoute() {
  const { t } = useTranslation();
  const matches = useMatches();
  const page = (matches.at(-1)?.handle as { page?: AppPage } | undefined)?.page;
  return <NotAvailable title={page ? t(`shell.pages.${titleKeyOf(page.path)}`) : t('shell.notAvailable.badge')} />;
}

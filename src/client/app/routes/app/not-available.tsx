// A spec route whose feature is not built yet (README: "Routes not yet available"). The route's
// handle names the page; the page says honestly that it is not available yet — to the roles it
// is for. A role that will never have the page gets the 403 screen instead.
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { NotAvailable } from '@client/features/shell';
import type huShell from '@client/locales/hu/shell.json';
import { pagePermissions } from '../../page-permissions';
import { RequirePermission } from '../../require-permission';

export type PageKey = keyof typeof huShell.pages;

export function NotAvailableRoute() {
  const { t } = useTranslation();
  const matches = useMatches();
  const page = (matches.at(-1)?.handle as { page?: PageKey } | undefined)?.page;
  return (
    <RequirePermission permission={page ? pagePermissions[page] : null}>
      <NotAvailable title={page ? t(`shell.pages.${page}`) : t('shell.notAvailable.badge')} />
    </RequirePermission>
  );
}

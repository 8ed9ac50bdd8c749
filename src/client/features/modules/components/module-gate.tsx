// The wrapper around every page a module owns (app-routes derives it from the registry's
// pages): a released module the firm has not installed shows "Ez a modul nincs telepítve" with a
// link to its store page. A module not released yet, a role that may not use the module, or a
// viewer without a firm (the platform admin) gets the page itself, which says what applies (not
// yet available, 403). The server refuses the module's API anyway (MODULE_NOT_INSTALLED).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moduleByKey } from '@shared/modules/registry';
import { buttonClasses } from '@client/components/ui/button';
import { localized } from '../module-text';

export function ModuleGate({
  moduleKey,
  active,
  installed,
  children,
}: {
  moduleKey: string;
  /** firm viewer allowed to use the module */
  active: boolean;
  /** From the session (decision 0412); undefined while not known, which leaves the decision to the page and the server. */
  installed: boolean | undefined;
  children: ReactNode;
}) {
  const definition = moduleByKey(moduleKey);
  if (!active || !(definition?.released ?? true) || installed !== false) return <>{children}</>;
  return <NotInstalled moduleKey={moduleKey} name={localized(definition?.name ?? { hu: moduleKey, en: moduleKey })} />;
}

export function NotInstalled({ moduleKey, name }: { moduleKey: string; name: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-installed-title" className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase dark:text-indigo-300">{name}</p>
      <h1 id="not-installed-title" className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
        {t('modules.notInstalled.title')}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('modules.notInstalled.text', { name })}</p>
      <Link to={`/app/modulstore/${moduleKey}`} className={buttonClasses('primary', 'mt-6')}>
        {t('modules.notInstalled.toStore')}
      </Link>
    </section>
  );
}

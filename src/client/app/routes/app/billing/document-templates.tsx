// /app/documents/templates, gated by agent_run (spec 2.3, 6). The template manager itself is not
// built yet, so behind the gate is an honest list of the planned templates.
import { useTranslation } from 'react-i18next';
import { FeatureGate } from '@client/features/entitlements/components/feature-gate';
import { useAppContext } from '../../../layout/app-context';
import { RequirePermission } from '../../../require-permission';
import { NoFirm } from './page-states';

const planned = ['sale', 'lease', 'power', 'founding'] as const;

export function DocumentTemplatesRoute() {
  return (
    <RequirePermission permission="canViewTemplates">
      <DocumentTemplates />
    </RequirePermission>
  );
}

function DocumentTemplates() {
  const { t } = useTranslation();
  const { me, permissions } = useAppContext();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('billing.templates.title')}</h1>
      {me.activeTenantId === null ? (
        <NoFirm />
      ) : (
        <FeatureGate feature="agent_run" canUpgrade={permissions.canManageOwnCompany}>
          <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t('billing.templates.intro')}</p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {planned.map((key) => (
              <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
                <h2 className="font-semibold text-slate-900 dark:text-white">{t(`billing.templates.items.${key}`)}</h2>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('billing.templates.notYet')}</p>
              </li>
            ))}
          </ul>
        </FeatureGate>
      )}
    </div>
  );
}

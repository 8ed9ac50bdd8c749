// /app/documents/templates, gated by agent_run with the upgrade prompt (spec 2.3, 6); behind the
// gate, the template library (issue 16).
import { useTranslation } from 'react-i18next';
import { FeatureGate } from '@client/features/entitlements/components/feature-gate';
import { TemplateLibrary } from '@client/features/document-templates';
import { useAppContext } from '../../../layout/app-context';
import { NoFirm } from './page-states';

export function DocumentTemplatesRoute() {
  return <DocumentTemplates />;
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
          <TemplateLibrary canGenerate={permissions.canGenerateDocuments} canCreate={permissions.canCreateTemplates} />
        </FeatureGate>
      )}
    </div>
  );
}

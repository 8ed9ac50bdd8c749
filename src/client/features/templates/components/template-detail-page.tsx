// /app/documents/templates/:id: a template's description, variables (with types, conditions and
// repeated blocks), its text and its versions.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatHuDate } from '@shared/hu/format';
import type { VariableDefinition } from '@shared/templates/variables';
import { buttonClasses } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { useTemplate } from '../api/templates-api';
import { TemplateMeta } from './template-labels';

function TypeText({ v }: { v: VariableDefinition }) {
  const { t } = useTranslation();
  return <>{v.type === 'list' ? `${t('templates.types.list')}: ${t(`templates.types.${v.item!.type}`)}` : t(`templates.types.${v.type}`)}</>;
}

export function TemplateDetailPage({ templateId, canGenerate }: { templateId: string; canGenerate: boolean }) {
  const { t } = useTranslation();
  const template = useTemplate(templateId);
  if (template.isPending) return <LoadingSpinner fullScreen={false} />;
  if (template.isError)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('templates.detailTitle')}</h1>
        <p role="alert">{t('templates.notFound')}</p>
      </div>
    );
  const tpl = template.data;
  const labelOf = (key: string) => tpl.variables.find((v) => v.key === key)?.label ?? key;
  return (
    <div className="space-y-8">
      <PageHeader
        title={tpl.name}
        actions={
          canGenerate && (
            <Link to={`/app/documents/generate?template=${encodeURIComponent(tpl.id)}`} className={buttonClasses('primary')}>
              {t('templates.generateFrom')}
            </Link>
          )
        }
      >
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{tpl.description}</p>
        <TemplateMeta template={tpl} />
      </PageHeader>
      <section aria-labelledby="tpl-vars" className="space-y-3">
        <h2 id="tpl-vars" className="text-lg font-semibold">
          {t('templates.variables')}
        </h2>
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4">{t('templates.varLabel')}</th>
                <th scope="col" className="py-2 pr-4">{t('templates.varType')}</th>
                <th scope="col" className="py-2 pr-4">{t('templates.varPlaceholder')}</th>
                <th scope="col" className="py-2 pr-4">{t('templates.varRule')}</th>
              </tr>
            </thead>
            <tbody>
              {tpl.variables.map((v) => (
                <tr key={v.key} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-4">{v.label}</td>
                  <td className="py-2 pr-4">
                    <TypeText v={v} />
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs">{`{${v.key}}`}</td>
                  <td className="py-2 pr-4">
                    {v.showIf ? t('templates.onlyIf', { label: labelOf(v.showIf.key) }) : v.required ? t('templates.required') : t('templates.optional')}
                    {v.type === 'list' && ` · ${t('templates.items', { min: v.minItems ?? 0, max: v.maxItems ?? '∞' })}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="tpl-text" className="space-y-3">
        <h2 id="tpl-text" className="text-lg font-semibold">
          {t('templates.text')}
        </h2>
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-950" tabIndex={0}>
          {tpl.content}
        </pre>
      </section>
      <section aria-labelledby="tpl-versions" className="space-y-3">
        <h2 id="tpl-versions" className="text-lg font-semibold">
          {t('templates.versions')}
        </h2>
        <ol className="space-y-1 text-sm">
          {tpl.versions.map((v) => (
            <li key={v.version}>
              <strong>v{v.version}</strong> – {formatHuDate(new Date(v.createdAt))}
              {v.createdByName ? ` – ${v.createdByName}` : ''}
              {v.changeNote ? ` – ${v.changeNote}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

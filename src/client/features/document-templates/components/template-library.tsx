// The template library behind the agent_run gate of /app/documents/templates: built-in and the
// firm's own templates, filtered by search, category and origin (the filtering is the server's).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateCategories, type TemplateCategory } from '@shared/document-templates/document-templates';
import { buttonClasses } from '@client/components/ui/button';
import { SearchField } from '@client/components/ui/search-field';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { useTemplates } from '../api/templates-api';
import { selectClasses, TemplateMeta } from './template-labels';
import { LoadError } from '@client/components/errors/load-error';

export function TemplateLibrary({ canGenerate, canCreate }: { canGenerate: boolean; canCreate: boolean }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<TemplateCategory | ''>('');
  const [source, setSource] = useState<'all' | 'builtin' | 'firm'>('all');
  const templates = useTemplates({ q: q.trim() || undefined, category: category || undefined, source });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t('documentTemplates.intro')}</p>
        {canCreate && (
          <Link to="/app/documents/templates/new" className={buttonClasses('primary')}>
            {t('documentTemplates.editor.new')}
          </Link>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <SearchField label={t('documentTemplates.search')} value={q} onChange={setQ} />
        <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('documentTemplates.categoryFilter')}
          <select className={selectClasses} value={category} onChange={(e) => setCategory(e.target.value as TemplateCategory | '')}>
            <option value="">{t('documentTemplates.allCategories')}</option>
            {templateCategories.map((c) => (
              <option key={c} value={c}>
                {t(`documentTemplates.category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('documentTemplates.sourceFilter')}
          <select className={selectClasses} value={source} onChange={(e) => setSource(e.target.value as 'all' | 'builtin' | 'firm')}>
            <option value="all">{t('documentTemplates.source.all')}</option>
            <option value="builtin">{t('documentTemplates.source.builtin')}</option>
            <option value="firm">{t('documentTemplates.source.firm')}</option>
          </select>
        </label>
      </div>
      {templates.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : templates.isError ? (
        <LoadError title={t('documentTemplates.loadError')} error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('documentTemplates.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('documentTemplates.listLabel')}>
          {templates.data.map((tpl) => (
            <li key={tpl.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
              <h2 className="font-semibold text-slate-900 dark:text-white">
                <Link to={`/app/documents/templates/${tpl.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                  {tpl.name}
                </Link>
              </h2>
              <p className="mt-1 flex-1 text-sm text-slate-700 dark:text-slate-300">{tpl.description}</p>
              <TemplateMeta template={tpl} />
              {canGenerate && (
                <Link to={`/app/documents/generate?template=${encodeURIComponent(tpl.id)}`} className={buttonClasses('secondary', 'mt-4 self-start')} aria-label={t('documentTemplates.fillNamed', { name: tpl.name })}>
                  {t('documentTemplates.fill')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

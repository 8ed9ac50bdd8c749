// /app/kb and /app/knowledge (issue 15 point 6): the firm's articles by category and tag, newest
// first, and the editor for a new one. Finding an article by its words is the top bar's search.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type KbCategory, kbCategories } from '@shared/knowledge-base/knowledge-base';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { formatDate } from '@client/lib/format';
import { useArticles } from '../api/knowledge-api';
import { ArticleForm } from './article-form';
import { LoadError } from '@client/components/errors/load-error';

export function KnowledgePage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [category, setCategory] = useState<KbCategory | ''>('');
  const [tag, setTag] = useState('');
  const [creating, setCreating] = useState(false);
  const articles = useArticles(category, tag);

  return (
    <div className="space-y-6">
      <PageHeader title={t('knowledgeBase.title')} actions={canWrite && !creating ? <Button onClick={() => setCreating(true)}>{t('knowledgeBase.new')}</Button> : undefined}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('knowledgeBase.intro')}</p>
      </PageHeader>
      {creating && <ArticleForm article={null} onCancel={() => setCreating(false)} onSaved={(a) => void navigate(`/app/kb/${a.id}`)} />}
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${id}-cat`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('knowledgeBase.form.category')}
          </label>
          <select id={`${id}-cat`} value={category} onChange={(e) => setCategory(e.target.value as KbCategory | '')} className={inputClasses}>
            <option value="">{t('knowledgeBase.allCategories')}</option>
            {kbCategories.map((c) => (
              <option key={c} value={c}>
                {t(`knowledgeBase.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tag`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('knowledgeBase.tag')}
          </label>
          <select id={`${id}-tag`} value={tag} onChange={(e) => setTag(e.target.value)} className={inputClasses}>
            <option value="">{t('knowledgeBase.allTags')}</option>
            {articles.data?.tags.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </div>
      </div>
      {articles.isPending ? (
        <LoadingSpinner />
      ) : articles.isError ? (
        <LoadError compact error={articles.error} onRetry={() => void articles.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {articles.data.items.map((a) => (
            <li key={a.id} className="space-y-1 p-3">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link to={`/app/kb/${a.id}`} className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  {a.title}
                </Link>
                {/* The firm sees at a glance which articles its customers read in the portal's FAQ. */}
                {a.visibility === 'client' && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">{t('knowledgeBase.customerVisibleBadge')}</span>
                )}
              </div>
              <p className="flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
                <span>{t(`knowledgeBase.categories.${a.category}`)}</span>
                {a.tags.length > 0 && <span>#{a.tags.join(' #')}</span>}
                <span>{t('knowledgeBase.updated', { date: formatDate(a.updatedAt), name: a.updatedBy?.name ?? t('knowledgeBase.unknown') })}</span>
              </p>
            </li>
          ))}
          {articles.data.items.length === 0 && <li className="p-3 text-sm">{t('knowledgeBase.empty')}</li>}
        </ul>
      )}
    </div>
  );
}

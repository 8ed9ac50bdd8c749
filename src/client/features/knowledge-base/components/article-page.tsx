// /app/kb/:articleId: the article rendered safely, its metadata, edit and delete (for those who
// may write), its attachments (when the firm has the vault) and its earlier revisions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { formatDateTime } from '@client/lib/format';
import { useArticle, useDeleteArticle, useRevisions, useSetVisibility } from '../api/knowledge-api';
import { ArticleForm } from './article-form';
import { AttachmentsSection } from './attachments-section';
import { Markdown } from '@client/components/ui/markdown';

export function ArticlePage({ articleId, canWrite, vault }: { articleId: string; canWrite: boolean; /** The firm has the documents module: attachments. */ vault: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const article = useArticle(articleId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showRevisions, setShowRevisions] = useState(false);
  const revisions = useRevisions(articleId, showRevisions);
  const remove = useDeleteArticle();
  const visibility = useSetVisibility(articleId);

  if (article.isPending) return <LoadingSpinner />;
  if (article.isError)
    return (
      <ObjectLoadError error={article.error} onRetry={() => void article.refetch()} title={t('knowledgeBase.title')} missingText={t('knowledgeBase.notFound')} back={{ to: '/app/kb', label: t('knowledgeBase.back') }} />
    );
  const a = article.data;
  return (
    <div className="space-y-6">
      <Link to="/app/kb" className="text-sm text-indigo-700 underline dark:text-indigo-300">
        {t('knowledgeBase.back')}
      </Link>
      <PageHeader
        title={a.title}
        actions={
          canWrite && !editing ? (
            <>
              <Button
                variant="secondary"
                disabled={visibility.isPending}
                onClick={() => {
                  // Showing it reaches every customer of the firm (the portal's FAQ): asked first.
                  if (a.visibility === 'client') visibility.mutate('internal');
                  else if (window.confirm(t('knowledgeBase.faqToggle.confirm', { title: a.title }))) visibility.mutate('client');
                }}
              >
                {a.visibility === 'client' ? t('knowledgeBase.faqToggle.hide') : t('knowledgeBase.faqToggle.show')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('knowledgeBase.edit')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('knowledgeBase.delete')}
              </Button>
            </>
          ) : undefined
        }
      >
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
          <span>{t(`knowledgeBase.categories.${a.category}`)}</span>
          <span>{t(`knowledgeBase.visibility.${a.visibility}`)}</span>
          {a.visibility === 'client' && <span>{t('knowledgeBase.faqToggle.shown')}</span>}
          {a.tags.length > 0 && <span>#{a.tags.join(' #')}</span>}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('knowledgeBase.meta', { author: a.author?.name ?? t('knowledgeBase.unknown'), date: formatDateTime(a.updatedAt), editor: a.updatedBy?.name ?? t('knowledgeBase.unknown'), version: a.version })}
        </p>
      </PageHeader>
      {editing ? (
        <ArticleForm article={a} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
      ) : (
        <article className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
          <Markdown source={a.body} />
        </article>
      )}
      {vault && <AttachmentsSection articleId={a.id} visibility={a.visibility} canWrite={canWrite} />}
      <section aria-labelledby="kb-revisions" className="space-y-2">
        <h2 id="kb-revisions" className="text-lg font-semibold">
          {t('knowledgeBase.revisions.title')}
        </h2>
        <Button variant="secondary" aria-expanded={showRevisions} onClick={() => setShowRevisions((v) => !v)}>
          {showRevisions ? t('knowledgeBase.revisions.hide') : t('knowledgeBase.revisions.show', { count: a.version })}
        </Button>
        {showRevisions && revisions.data && (
          <ol className="space-y-2">
            {revisions.data.map((r) => (
              <li key={r.number} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <details>
                  <summary className="cursor-pointer">{t('knowledgeBase.revisions.item', { number: r.number, date: formatDateTime(r.editedAt), name: r.editedBy?.name ?? t('knowledgeBase.unknown') })}</summary>
                  <div className="mt-2">
                    <Markdown source={r.body} />
                  </div>
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
      <Dialog open={confirming} title={t('knowledgeBase.confirmDelete.title')} onClose={() => setConfirming(false)}>
        <p>{t('knowledgeBase.confirmDelete.body', { title: a.title })}</p>
        {remove.isError && (
          <p role="alert" className="text-red-700">
            {remove.error.message}
          </p>
        )}
        <div className="mt-4 flex gap-2">
          <Button onClick={() => remove.mutate(a.id, { onSuccess: () => void navigate('/app/kb') })} disabled={remove.isPending}>
            {t('knowledgeBase.delete')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('knowledgeBase.form.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

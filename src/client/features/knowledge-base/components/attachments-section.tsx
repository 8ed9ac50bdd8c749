// The article's "Csatolmányok" (decision 0247): vault documents with their size, a link to the
// viewer and a download; writers attach one from the vault (search), upload a new file (it lands
// in the vault's "Tudásbázis" folder) or detach one after confirming. The server lists only what
// the user may see: a confidential matter's document reaches its team alone.
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFileSize } from '@shared/documents/documents';
import type { KbAttachment, KbVisibility } from '@shared/knowledge-base/knowledge-base';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { errorText } from '@client/lib/api-client';
import { useAttachDocument, useAttachments, useDetachDocument, useUploadAttachment, useVaultPicker } from '../api/knowledge-api';
import { LoadError } from '@client/components/errors/load-error';

const linkClass = 'text-indigo-700 underline dark:text-indigo-300';
const badgeClass = 'inline-block rounded px-2 py-0.5 text-xs font-semibold';

export function AttachmentsSection({ articleId, visibility, canWrite }: { articleId: string; visibility: KbVisibility; canWrite: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const attachments = useAttachments(articleId);
  const detach = useDetachDocument(articleId);
  const upload = useUploadAttachment(articleId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [picking, setPicking] = useState(false);
  const [detaching, setDetaching] = useState<KbAttachment | null>(null);
  const items = attachments.data ?? [];

  const send = (file: File) => {
    setProgress({ name: file.name, share: 0 });
    upload.mutate({ file, onProgress: (share) => setProgress({ name: file.name, share }) }, { onSettled: () => setProgress(null) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('knowledgeBase.attachments.title')}
      </h2>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setPicking(true)}>
            {t('knowledgeBase.attachments.fromVault')}
          </Button>
          <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
            {t('knowledgeBase.attachments.upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('knowledgeBase.attachments.upload')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) send(file);
              e.target.value = '';
            }}
          />
        </div>
      )}
      <div aria-live="polite" className="space-y-1 text-sm">
        {progress && (
          <>
            <p>{t('knowledgeBase.attachments.uploading', { name: progress.name })}</p>
            <ProgressBar value={progress.share} label={t('knowledgeBase.attachments.progress', { name: progress.name })} />
          </>
        )}
        {upload.isError && (
          <p role="alert" className="text-rose-700 dark:text-rose-300">
            {errorText(upload.error)}
          </p>
        )}
      </div>
      {attachments.isError && <LoadError compact error={attachments.error} onRetry={() => void attachments.refetch()} />}
      {attachments.isSuccess && items.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">{t('knowledgeBase.attachments.empty')}</p>}
      {items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {items.map((a) => (
            <li key={a.documentId} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm">
              <div className="min-w-0 flex-1 space-y-1">
                <Link to={`/app/documents/${encodeURIComponent(a.documentId)}`} className={`${linkClass} font-medium`}>
                  {a.title}
                </Link>
                <p className="text-slate-700 dark:text-slate-300">
                  {a.fileName} · {formatFileSize(a.sizeBytes)}
                  {a.matter && ` · ${t('knowledgeBase.attachments.matter', { number: a.matter.number })}`}
                </p>
                <p className="flex flex-wrap gap-2">
                  {a.matter?.confidential && <span className={`${badgeClass} bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100`}>{t('knowledgeBase.attachments.confidential')}</span>}
                  {visibility === 'client' && !a.customerVisible && (
                    <span className={`${badgeClass} bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100`}>{t('knowledgeBase.attachments.notForCustomers')}</span>
                  )}
                </p>
              </div>
              <a href={`/api/documents/${encodeURIComponent(a.documentId)}/download`} className={linkClass} aria-label={t('knowledgeBase.attachments.downloadNamed', { title: a.title })}>
                {t('knowledgeBase.attachments.download')}
              </a>
              {canWrite && (
                <Button variant="ghost" onClick={() => setDetaching(a)} aria-label={t('knowledgeBase.attachments.detachNamed', { title: a.title })}>
                  {t('knowledgeBase.attachments.detach')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && <VaultPicker articleId={articleId} open={picking} attached={new Set(items.map((a) => a.documentId))} onClose={() => setPicking(false)} />}
      <Dialog open={detaching !== null} title={t('knowledgeBase.attachments.confirmTitle')} onClose={() => setDetaching(null)}>
        <p>{t('knowledgeBase.attachments.confirmBody', { title: detaching?.title ?? '' })}</p>
        {detach.isError && (
          <p role="alert" className="text-rose-700 dark:text-rose-300">
            {errorText(detach.error)}
          </p>
        )}
        <div className="mt-4 flex gap-2">
          <Button onClick={() => detaching && detach.mutate(detaching.documentId, { onSuccess: () => setDetaching(null) })} disabled={detach.isPending}>
            {t('knowledgeBase.attachments.detach')}
          </Button>
          <Button variant="secondary" onClick={() => setDetaching(null)}>
            {t('knowledgeBase.form.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** A search over the vault (what the user may see); each result attaches with one button. */
function VaultPicker({ articleId, open, attached, onClose }: { articleId: string; open: boolean; attached: Set<string>; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const query = useDeferredValue(q);
  const results = useVaultPicker(query, open);
  const attach = useAttachDocument(articleId);
  return (
    <Dialog open={open} title={t('knowledgeBase.attachments.pickerTitle')} onClose={onClose}>
      <label htmlFor={`${id}-q`} className="text-sm font-medium">
        {t('knowledgeBase.attachments.search')}
      </label>
      <input id={`${id}-q`} type="search" className={inputClasses} value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('knowledgeBase.attachments.searchHint')} />
      {attach.isError && (
        <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">
          {errorText(attach.error)}
        </p>
      )}
      <div aria-live="polite" className="mt-3 max-h-80 overflow-y-auto">
        {results.isSuccess && results.data.length === 0 && <p className="text-sm">{t('knowledgeBase.attachments.noResults')}</p>}
        {results.isError && <LoadError compact title={t('shell.search.failed')} error={results.error} onRetry={() => void results.refetch()} />}
        {results.data && results.data.length > 0 && (
          <ul aria-label={t('knowledgeBase.attachments.results')} className="divide-y divide-slate-200 dark:divide-slate-700">
            {results.data.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium">{d.title}</span>
                  <span className="block text-slate-700 dark:text-slate-300">
                    {d.fileName} · {formatFileSize(d.sizeBytes)}
                  </span>
                </span>
                {attached.has(d.id) ? (
                  <span className="shrink-0 text-slate-700 dark:text-slate-300">{t('knowledgeBase.attachments.alreadyAttached')}</span>
                ) : (
                  <Button
                    variant="secondary"
                    className="shrink-0"
                    disabled={attach.isPending}
                    aria-label={t('knowledgeBase.attachments.attachNamed', { title: d.title })}
                    onClick={() => attach.mutate(d.id, { onSuccess: onClose })}
                  >
                    {t('knowledgeBase.attachments.attach')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('knowledgeBase.attachments.close')}
        </Button>
      </div>
    </Dialog>
  );
}

// /app/documents/:documentId: the viewer. PDF pages rendered in the browser, images, DOCX as
// HTML from the server (mammoth), plain text; the metadata and links, the extracted text, and the
// versions – upload a new one, download or restore any, compare two side by side.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DocumentDetail } from '@shared/documents/documents.schemas';
import { errorText } from '@client/lib/api-client';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { Button, buttonClasses } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { DataTable } from '@client/components/ui/data-table';
import { OcrProgressNote } from './ocr-progress';
import { fileUrl, uploadVersion, useDeleteDocument, useDocument, useDocxPreview, useInvalidateDocuments, useRestoreVersion } from '../api/documents-api';
import { day, fileSize, KindBadge, moment, ProgressBar } from './document-labels';
import { PdfPages } from './pdf-pages';
import { VersionDiff } from './version-diff';
import { FileInput } from '@client/components/form/file-input';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function FileView({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation();
  const preview = useDocxPreview(doc.id, doc.versionNumber, doc.mime === DOCX);
  const inline = fileUrl(doc.id, { inline: true });
  if (doc.mime === 'application/pdf') return <PdfPages key={`${doc.id}-${doc.versionNumber}`} url={inline} title={doc.title} />;
  if (doc.kind === 'image' && doc.mime !== 'image/tiff') return <img src={inline} alt={doc.title} className="mx-auto max-h-[70vh] max-w-full" />;
  if (doc.mime === DOCX) {
    if (preview.isPending) return <LoadingSpinner />;
    if (preview.data)
      return (
        <article
          className="docx-preview max-w-none space-y-3 text-sm leading-6 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_table]:border"
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      );
  }
  if (doc.kind === 'text' && doc.text) return <pre className="whitespace-pre-wrap text-sm">{doc.text}</pre>;
  return <p className="text-sm">{t('documents.viewer.noPreview')}</p>;
}

export function DocumentViewerPage({ documentId, canWrite, versioning }: { documentId: string; canWrite: boolean; versioning: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useDocument(documentId);
  const invalidate = useInvalidateDocuments();
  const restore = useRestoreVersion(documentId);
  const remove = useDeleteDocument();
  const [upload, setUpload] = useState<{ progress: number; error?: string; busy: boolean }>({ progress: 0, busy: false });
  const [message, setMessage] = useState('');
  // The pair the user picked; by default the current version against the one before it.
  const [picked, setCompare] = useState<{ from: number; to: number } | null>(null);

  const doc = query.data;
  const compare = picked ?? (doc && doc.versionNumber > 1 ? { from: doc.versionNumber - 1, to: doc.versionNumber } : null);

  if (query.isPending) return <LoadingSpinner />;
  if (query.isError || !doc)
    return (
      <ObjectLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('documents.viewer.title')}
        missingText={t('documents.viewer.notFound')}
        back={{ to: '/app/documents', label: t('documents.back') }}
      />
    );

  async function sendVersion(file: File) {
    setUpload({ progress: 0, busy: true });
    try {
      const created = await uploadVersion(documentId, file, (p) => setUpload({ progress: p, busy: true }));
      setUpload({ progress: 1, busy: false });
      setMessage(t('documents.versions.uploaded', { number: created.number }));
      setCompare(null);
      await invalidate();
    } catch (error) {
      setUpload({ progress: 0, busy: false, error: errorText(error) });
    }
  }

  const versionNumbers = doc.versions.map((v) => v.number);

  return (
    <div className="space-y-6">
      <PageHeader
        title={doc.title}
        actions={
          <div className="flex flex-wrap gap-2">
            <a className={buttonClasses('primary')} href={fileUrl(doc.id)} download>
              {t('documents.viewer.download', { number: doc.versionNumber })}
            </a>
            {canWrite && (
              <Button variant="secondary" onClick={() => window.confirm(t('documents.deleteConfirm', { title: doc.title })) && remove.mutate(doc.id, { onSuccess: () => void navigate('/app/documents') })}>
                {t('documents.delete')}
              </Button>
            )}
          </div>
        }
      />
      <p className="text-sm">
        <Link to="/app/documents" className="text-indigo-700 underline dark:text-indigo-300">
          {t('documents.back')}
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-label={t('documents.viewer.label')} className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:col-span-2 dark:border-slate-700 dark:bg-slate-950">
          <FileView doc={doc} />
        </section>
        <aside className="space-y-4">
          <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <h2 className="mb-3 text-lg font-semibold">{t('documents.meta.title')}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
              <dt className="font-medium">{t('documents.meta.file')}</dt>
              <dd className="break-all">{doc.fileName}</dd>
              <dt className="font-medium">{t('documents.meta.kind')}</dt>
              <dd>
                <KindBadge kind={doc.kind} />
              </dd>
              <dt className="font-medium">{t('documents.meta.size')}</dt>
              <dd>{fileSize(doc.sizeBytes)}</dd>
              <dt className="font-medium">{t('documents.meta.matter')}</dt>
              <dd>{doc.matter ? <Link className="text-indigo-700 underline dark:text-indigo-300" to={`/app/matters/${doc.matter.id}`}>{`${doc.matter.number} – ${doc.matter.title}`}</Link> : '–'}</dd>
              <dt className="font-medium">{t('documents.meta.client')}</dt>
              <dd>
                {doc.client ? (
                  <Link className="text-indigo-700 underline dark:text-indigo-300" to={`/app/contacts/${doc.client.id}`}>
                    {doc.client.name}
                  </Link>
                ) : (
                  '–'
                )}
              </dd>
              <dt className="font-medium">{t('documents.meta.folder')}</dt>
              <dd>{doc.folder || '–'}</dd>
              <dt className="font-medium">{t('documents.meta.tags')}</dt>
              <dd>{doc.tags.length ? doc.tags.map((tag) => `#${tag}`).join(' ') : '–'}</dd>
              <dt className="font-medium">{t('documents.meta.created')}</dt>
              <dd>
                {day(doc.createdAt)}
                {doc.createdBy && `, ${doc.createdBy.name}`}
              </dd>
              <dt className="font-medium">SHA-256</dt>
              <dd className="break-all font-mono text-xs">{doc.sha256}</dd>
            </dl>
          </section>
          {doc.ocr && (
            <section aria-labelledby="ocr-title" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              <h2 id="ocr-title" className="text-lg font-semibold">
                {t('documents.ocr.label')}
              </h2>
              <OcrProgressNote ocr={doc.ocr} />
            </section>
          )}
          {doc.extraction !== 'done' && (
            <p data-testid="extraction-state" aria-live="polite" className={`text-sm ${doc.extraction === 'failed' ? 'text-rose-700 dark:text-rose-300' : ''}`}>
              {doc.extraction === 'failed' ? t('documents.text.failed') : t('documents.text.pending')}
            </p>
          )}
          <details className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <summary className="cursor-pointer text-lg font-semibold">{t('documents.text.title')}</summary>
            {doc.text ? (
              <pre className="mt-3 max-h-96 overflow-auto whitespace-pre-wrap text-sm">{doc.text}</pre>
            ) : (
              <p className="mt-3 text-sm">{doc.extraction === 'queued' ? t('documents.text.pending') : t('documents.text.none')}</p>
            )}
            {doc.textTruncated && <p className="mt-2 text-xs">{t('documents.text.truncated')}</p>}
          </details>
        </aside>
      </div>

      <section aria-labelledby="versions-title" id="versions" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="versions-title" className="text-lg font-semibold">
          {t('documents.versions.title', { count: doc.versions.length })}
        </h2>
        {canWrite && (
          <div className="space-y-2">
            {/* Hungarian button and file name whatever the browser's language (issue 38.13). */}
            <FileInput
              label={t('documents.versions.upload')}
              disabled={upload.busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void sendVersion(file);
                e.target.value = '';
              }}
            />
            {upload.busy && <ProgressBar value={upload.progress} label={t('documents.versions.progress')} />}
            {upload.error && <p className="text-sm text-rose-700 dark:text-rose-300">{upload.error}</p>}
          </div>
        )}
        <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
          {message}
        </p>
        <DataTable
          label={t('documents.versions.caption')}
          caption={t('documents.versions.caption')}
          regionClassName=""
          tableClassName="sm:min-w-[36rem]"
          stackOnPhone
          rows={doc.versions}
          rowKey={(v) => v.id}
          emptyText=""
          columns={[
            {
              key: 'number',
              header: t('documents.versions.number'),
              cell: (v) => (
                <>
                  v{v.number}
                  {v.current && <span className="ml-2 rounded bg-indigo-100 px-1.5 text-xs text-indigo-900 dark:bg-indigo-900/50 dark:text-indigo-100">{t('documents.versions.current')}</span>}
                  {v.restoredFrom && <span className="block text-xs font-normal">{t('documents.versions.restoredFrom', { number: v.restoredFrom })}</span>}
                </>
              ),
            },
            { key: 'file', header: t('documents.versions.file'), cell: (v) => v.fileName, className: 'break-words' },
            {
              key: 'by',
              header: t('documents.versions.by'),
              cell: (v) => (
                <>
                  {v.uploadedBy?.name ?? '–'}
                  <span className="block text-xs">{moment(v.uploadedAt)}</span>
                </>
              ),
            },
            { key: 'size', header: t('documents.versions.size'), cell: (v) => fileSize(v.sizeBytes) },
          ]}
          actions={(v) => (
            <>
              <a className={buttonClasses('secondary')} href={fileUrl(doc.id, { version: v.number })} download aria-label={t('documents.versions.downloadNamed', { number: v.number })}>
                {t('documents.versions.download')}
              </a>
              {canWrite && versioning && !v.current && (
                <Button
                  variant="secondary"
                  aria-label={t('documents.versions.restoreNamed', { number: v.number })}
                  onClick={() =>
                    window.confirm(t('documents.versions.restoreConfirm', { number: v.number })) &&
                    restore.mutate(v.number, { onSuccess: (r) => setMessage(t('documents.versions.restored', { number: v.number, created: r.number })) })
                  }
                >
                  {t('documents.versions.restore')}
                </Button>
              )}
            </>
          )}
        />
        {restore.isError && <p className="text-sm text-rose-700 dark:text-rose-300">{errorText(restore.error)}</p>}
        {versioning && doc.versions.length > 1 && compare && (
          <div className="space-y-3">
            <h3 className="font-semibold">{t('documents.diff.title')}</h3>
            <div className="flex flex-wrap gap-3">
              {(['from', 'to'] as const).map((side) => (
                <label key={side} className="text-sm">
                  {t(`documents.diff.${side}`)}
                  <select className={inputClasses} value={compare[side]} onChange={(e) => setCompare({ ...compare, [side]: Number(e.target.value) })}>
                    {versionNumbers.map((n) => (
                      <option key={n} value={n}>
                        v{n}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
            <VersionDiff documentId={doc.id} from={compare.from} to={compare.to} textPending={doc.versions.some((v) => (v.number === compare.from || v.number === compare.to) && v.extraction === 'queued')} />
          </div>
        )}
      </section>
    </div>
  );
}

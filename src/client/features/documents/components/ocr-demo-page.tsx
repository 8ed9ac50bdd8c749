// /app/ocr-demo (issue 15 point 5): upload a scan or an image into the vault, watch the background
// OCR read it page by page, then see the recognised text. The file is an ordinary vault document.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { uploadDocument, useDocument, useInvalidateDocuments } from '../api/documents-api';
import { ProgressBar } from './document-labels';
import { OcrProgressNote } from './ocr-progress';

export function OcrDemoPage({ canUpload }: { canUpload: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateDocuments();
  const [upload, setUpload] = useState<{ name: string; share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const doc = useDocument(documentId ?? '', { enabled: Boolean(documentId) });

  async function send(file: File) {
    setError(null);
    setDocumentId(null);
    setUpload({ name: file.name, share: 0 });
    try {
      const res = await uploadDocument(file, { tags: 'ocr' }, (share) => setUpload({ name: file.name, share }));
      setDocumentId(res.items[0]?.id ?? null);
      void invalidate();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setUpload(null);
    }
  }

  const detail = doc.data;
  return (
    <div className="space-y-6">
      <PageHeader title={t('documents.ocrDemo.title')} />
      <p className="max-w-3xl text-sm">{t('documents.ocrDemo.intro')}</p>
      {canUpload && (
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <Button onClick={() => input.current?.click()} disabled={Boolean(upload)}>
            {t('documents.ocrDemo.pick')}
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp,image/tiff"
            className="sr-only"
            aria-label={t('documents.ocrDemo.pick')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
              e.target.value = '';
            }}
          />
          {upload && (
            <div className="space-y-1 text-sm">
              <p>{`${upload.name} – ${t('documents.ocrDemo.uploading', { percent: Math.round(upload.share * 100) })}`}</p>
              <ProgressBar value={upload.share} label={t('documents.ocrDemo.uploadProgress')} />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
              {error}
            </p>
          )}
        </div>
      )}
      {detail && (
        <section aria-labelledby={`${id}-result`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <h2 id={`${id}-result`} className="text-lg font-semibold">
            {detail.title}
          </h2>
          {detail.ocr ? (
            <OcrProgressNote ocr={detail.ocr} />
          ) : detail.extraction === 'queued' ? (
            <p aria-live="polite" data-testid="extraction-state" className="text-sm">
              {t('documents.text.pending')}
            </p>
          ) : (
            <p className="text-sm">{t('documents.ocrDemo.hasText')}</p>
          )}
          {detail.extraction !== 'queued' && (!detail.ocr || detail.ocr.status === 'done') && (
            <>
              <h3 className="font-semibold">{t('documents.ocrDemo.result')}</h3>
              {detail.text ? (
                <pre data-testid="ocr-text" className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm dark:bg-slate-800">
                  {detail.text}
                </pre>
              ) : (
                <p className="text-sm">{t('documents.ocrDemo.noText')}</p>
              )}
            </>
          )}
          <Link to={`/app/documents/${detail.id}`} className="text-sm text-indigo-700 underline dark:text-indigo-300">
            {t('documents.ocrDemo.open')}
          </Link>
        </section>
      )}
    </div>
  );
}

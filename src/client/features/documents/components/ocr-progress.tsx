// The OCR state of a document's current version (decision 0238): "OCR folyamatban: 2/5 oldal"
// with a progress bar while the background job reads the pages, then done or the failure reason.
import { useTranslation } from 'react-i18next';
import type { OcrProgress } from '@shared/documents/documents.schemas';
import { ProgressBar } from './document-labels';

export function OcrProgressNote({ ocr }: { ocr: OcrProgress }) {
  const { t } = useTranslation();
  const total = ocr.pagesTotal;
  const pending = ocr.status === 'queued' || ocr.status === 'running';
  const text =
    ocr.status === 'done'
      ? t('documents.ocr.done', { count: ocr.pagesDone })
      : ocr.status === 'failed'
        ? t('documents.ocr.failed', { error: ocr.error ?? '' })
        : ocr.status === 'running'
          ? total
            ? t('documents.ocr.running', { done: ocr.pagesDone, total })
            : t('documents.ocr.runningUnknown')
          : t('documents.ocr.queued');
  return (
    <div className="space-y-2 text-sm" data-testid="ocr-progress">
      <p aria-live="polite" className={ocr.status === 'failed' ? 'text-rose-700 dark:text-rose-300' : ''}>
        {text}
      </p>
      {pending && ocr.error && <p className="text-xs">{t('documents.ocr.retrying', { error: ocr.error })}</p>}
      {pending && <ProgressBar value={total ? ocr.pagesDone / total : 0} label={t('documents.ocr.progress')} />}
    </div>
  );
}

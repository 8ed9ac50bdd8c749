// Small shared pieces of the documents pages: the kind badge, sizes and dates.
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '@shared/documents/documents';
import { formatFileSize } from '@shared/documents/documents';
import { formatDate, formatDateTime } from '@client/lib/format';

const kindTone: Record<DocumentKind, string> = {
  pdf: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
  word: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  spreadsheet: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  image: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100',
  text: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  other: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

export function KindBadge({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${kindTone[kind]}`}>{t(`documents.kind.${kind}`)}</span>;
}

export const fileSize = formatFileSize;
export const day = formatDate;
export const moment = formatDateTime;

export { ProgressBar } from '@client/components/ui/progress-bar';

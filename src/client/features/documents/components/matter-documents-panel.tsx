// The documents tab of a matter's case file (issue 38.3): the vault's documents of the matter.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentSummary } from '@shared/documents/documents.schemas';
import type { Column } from '@client/components/ui/data-table';
import { QueryTable } from '@client/components/ui/query-table';
import { formatDateTime } from '@client/lib/format';
import { useMatterDocuments } from '../api/documents-api';
import { KindBadge } from './document-labels';

export function MatterDocumentsPanel({ matterId }: { matterId: string }) {
  const { t } = useTranslation();
  const documents = useMatterDocuments(matterId);
  const columns: Column<DocumentSummary>[] = [
    {
      key: 'title',
      header: t('documents.columns.title'),
      cell: (d) => (
        <Link to={`/app/documents/${d.id}`} className="text-indigo-700 underline dark:text-indigo-300">
          {d.title}
        </Link>
      ),
    },
    { key: 'kind', header: t('documents.columns.kind'), cell: (d) => <KindBadge kind={d.kind} /> },
    { key: 'version', header: t('documents.columns.version'), cell: (d) => d.versionNumber },
    { key: 'updated', header: t('documents.columns.updated'), cell: (d) => <span className="whitespace-nowrap">{formatDateTime(d.updatedAt)}</span> },
  ];
  return (
    <div className="space-y-2">
      <QueryTable label={t('documents.matterPanel.label')} columns={columns} query={documents} emptyText={t('documents.matterPanel.empty')} />
      <Link to={`/app/documents?matterId=${encodeURIComponent(matterId)}`} className="text-sm text-indigo-700 underline dark:text-indigo-300">
        {t('documents.matterPanel.open')}
      </Link>
    </div>
  );
}

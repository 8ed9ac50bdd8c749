// The generated documents tab of a matter's case file (issue 38.3): every document generated
// from a template on the matter, with its files.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Generation } from '@shared/document-templates/document-templates.schemas';
import type { Column } from '@client/components/ui/data-table';
import { DataTable } from '@client/components/ui/data-table';
import { formatDateTime } from '@client/lib/format';
import { useMatterGenerations } from '../api/templates-api';

export function MatterGenerationsPanel({ matterId }: { matterId: string }) {
  const { t } = useTranslation();
  const generations = useMatterGenerations(matterId);
  const columns: Column<Generation>[] = [
    { key: 'template', header: t('documentTemplates.matterPanel.template'), cell: (g) => `${g.templateName} (v${g.templateVersion})` },
    { key: 'created', header: t('documentTemplates.matterPanel.created'), cell: (g) => <span className="whitespace-nowrap">{formatDateTime(g.createdAt)}</span> },
    { key: 'by', header: t('documentTemplates.matterPanel.by'), cell: (g) => g.createdByName ?? '–' },
    {
      key: 'files',
      header: t('documentTemplates.matterPanel.files'),
      cell: (g) => (
        <span className="flex flex-wrap gap-3">
          {g.files.map((f) => (
            <a key={f.format} href={f.url} download={f.fileName} className="text-indigo-700 underline dark:text-indigo-300">
              {t(`documentTemplates.download.${f.format}`)}
            </a>
          ))}
          {g.saved.map((d) => (
            <Link key={`saved-${d.format}`} to={d.url} className="text-indigo-700 underline dark:text-indigo-300">
              {t(`documentTemplates.vault.open.${d.format}`)}
            </Link>
          ))}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={t('documentTemplates.matterPanel.label')}
      columns={columns}
      rows={generations.data?.items}
      rowKey={(g) => g.id}
      loading={generations.isPending}
      error={generations.isError ? (generations.error ?? true) : false}
      onRetry={() => void generations.refetch()}
      emptyText={t('documentTemplates.matterPanel.empty')}
    />
  );
}

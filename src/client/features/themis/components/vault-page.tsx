// /app/themis/vault: the documents Themis may draw on, grouped by matter, with what is indexed
// (extracted text) and when, and – with the firm's embedding model (decision 0251) – how many chunks
// are embedded and when. A confidential matter's documents appear only for its team (server).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { PROVIDER_NAMES } from '@shared/ai/providers';
import type { VaultDocument } from '@shared/ai/themis.schemas';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { useVault } from '../api/themis-api';

export function VaultPage() {
  const { t } = useTranslation();
  const vault = useVault();
  const columns: Column<VaultDocument>[] = [
    { key: 'title', header: t('themis.vault.document'), cell: (d) => <Link className="text-indigo-700 underline dark:text-indigo-300" to={`/app/documents/${encodeURIComponent(d.id)}`}>{d.title}</Link> },
    { key: 'matter', header: t('themis.vault.matter'), cell: (d) => (d.matterTitle ? `${d.matterTitle}${d.confidential ? ` · ${t('themis.vault.confidential')}` : ''}` : t('themis.vault.noMatter')) },
    { key: 'indexed', header: t('themis.vault.indexed'), cell: (d) => (d.indexed ? t('themis.vault.chars', { count: d.characters, formatted: formatNumber(d.characters) }) : t('themis.vault.noText')) },
    { key: 'at', header: t('themis.vault.indexedAt'), cell: (d) => formatDateTime(d.indexedAt) },
  ];
  const embedding = vault.data?.embedding ?? null;
  if (embedding) {
    columns.push({
      key: 'embedded',
      header: t('themis.vault.embedded'),
      cell: (d) => (d.embeddedAt ? `${t('themis.vault.chunks', { count: d.embeddedChunks, formatted: formatNumber(d.embeddedChunks) })} · ${formatDateTime(d.embeddedAt)}` : t('themis.vault.notEmbedded')),
    });
  }
  const items = vault.data?.items;
  const indexed = items?.filter((d) => d.indexed).length ?? 0;
  const embedded = items?.filter((d) => d.embeddedAt).length ?? 0;
  return (
    <div className="space-y-4">
      <PageHeader title={t('themis.vault.title')}>
        <p className="text-slate-700 dark:text-slate-300">{t('themis.vault.intro')}</p>
      </PageHeader>
      {items ? (
        <div className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <p>
            {t('themis.vault.summary', { indexed, total: items.length })}
            {embedding ? ` ${t('themis.vault.embeddedSummary', { embedded, total: items.length })}` : ''}
          </p>
          <p>{embedding ? t('themis.vault.embeddingOn', { model: embedding.model, provider: PROVIDER_NAMES[embedding.provider] }) : t('themis.vault.embeddingOff')}</p>
        </div>
      ) : null}
      <DataTable label={t('themis.vault.title')} columns={columns} rows={items} rowKey={(d) => d.id} loading={vault.isLoading} error={vault.isError} onRetry={() => void vault.refetch()} emptyText={t('themis.vault.empty')} />
    </div>
  );
}

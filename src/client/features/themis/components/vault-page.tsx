// /app/themis/vault: the documents Themis may draw on, grouped by matter, with what is indexed
// (extracted text) and when, and – with the firm's embedding model (decision 0251) – how many chunks
// are embedded and when. A confidential matter's documents appear only for its team (server).
// Whoever may manage the firm's AI chooses what Themis may use (decision 0252): per document and
// per matter (a matter left out takes all its documents out); the others see the choice.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { PROVIDER_NAMES } from '@shared/ai-modules/providers';
import type { VaultDocument, VaultMatter } from '@shared/ai-modules/themis.schemas';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { errorText } from '@client/lib/api-client';
import { useVault, useVaultSelection } from '../api/themis-api';

/** An "in the vault" checkbox with its own accessible name (the row's title). */
function IncludedToggle({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (included: boolean) => void }) {
  return <input type="checkbox" className="h-4 w-4 accent-indigo-700" aria-label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />;
}

export function VaultPage({ canManage = false }: { canManage?: boolean }) {
  const { t } = useTranslation();
  const vault = useVault();
  const selection = useVaultSelection();
  const choose = (kind: 'documents' | 'matters', id: string, included: boolean) => selection.mutate({ kind, id, included });
  const columns: Column<VaultDocument>[] = [
    {
      key: 'included',
      header: t('themis.vault.included'),
      cell: (d) =>
        canManage ? (
          <IncludedToggle label={t('themis.vault.includeDocument', { title: d.title })} checked={d.included} disabled={selection.isPending} onChange={(included) => choose('documents', d.id, included)} />
        ) : (
          t(d.included ? 'themis.vault.yes' : 'themis.vault.no')
        ),
    },
    {
      key: 'title',
      header: t('themis.vault.document'),
      cell: (d) => (
        <Link className="text-indigo-700 underline dark:text-indigo-300" to={`/app/documents/${encodeURIComponent(d.id)}`}>
          {d.title}
        </Link>
      ),
    },
    { key: 'matter', header: t('themis.vault.matter'), cell: (d) => (d.matterTitle ? `${d.matterTitle}${d.confidential ? ` · ${t('themis.vault.confidential')}` : ''}` : t('themis.vault.noMatter')) },
    { key: 'indexed', header: t('themis.vault.indexed'), cell: (d) => (d.indexed ? t('themis.vault.chars', { count: d.characters, formatted: formatNumber(d.characters) }) : t('themis.vault.noText')) },
    { key: 'at', header: t('themis.vault.indexedAt'), cell: (d) => formatDateTime(d.indexedAt) },
    { key: 'used', header: t('themis.vault.used'), cell: (d) => (d.included && d.matterIncluded ? t('themis.vault.usedYes') : d.included ? t('themis.vault.usedMatterOut') : t('themis.vault.usedNo')) },
  ];
  const matterColumns: Column<VaultMatter>[] = [
    {
      key: 'included',
      header: t('themis.vault.included'),
      cell: (m) =>
        canManage ? (
          <IncludedToggle label={t('themis.vault.includeMatter', { title: `${m.number} ${m.title}` })} checked={m.included} disabled={selection.isPending} onChange={(included) => choose('matters', m.id, included)} />
        ) : (
          t(m.included ? 'themis.vault.yes' : 'themis.vault.no')
        ),
    },
    { key: 'matter', header: t('themis.vault.matter'), cell: (m) => `${m.number} ${m.title}${m.confidential ? ` · ${t('themis.vault.confidential')}` : ''}` },
    { key: 'documents', header: t('themis.vault.documents'), cell: (m) => formatNumber(m.documents) },
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
      <p className="text-sm text-slate-700 dark:text-slate-300">{t(canManage ? 'themis.vault.selectionHelp' : 'themis.vault.selectionReadOnly')}</p>
      {selection.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorText(selection.error)}
        </p>
      ) : null}
      <section aria-labelledby="vault-matters" className="space-y-2">
        <h2 id="vault-matters" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('themis.vault.matters')}
        </h2>
        <DataTable
          label={t('themis.vault.matters')}
          columns={matterColumns}
          rows={vault.data?.matters}
          rowKey={(m) => m.id}
          loading={vault.isLoading}
          error={vault.error}
          onRetry={() => void vault.refetch()}
          emptyText={t('themis.vault.noMatters')}
        />
      </section>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('themis.vault.documents')}</h2>
      <DataTable
        label={t('themis.vault.title')}
        columns={columns}
        rows={items}
        rowKey={(d) => d.id}
        loading={vault.isLoading}
        error={vault.error}
        onRetry={() => void vault.refetch()}
        emptyText={t('themis.vault.empty')}
      />
    </div>
  );
}

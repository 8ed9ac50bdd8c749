// /app/documents: the vault. Upload by drag and drop, filters (matter, type, tag, folder, dates,
// search), list or grid view, and the recycle bin with restore. Confidential matters' documents
// never reach this page for users outside the team: the server leaves them out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { documentKinds } from '@shared/documents/documents';
import type { DocumentSummary } from '@shared/documents/documents.schemas';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { Pager } from '@client/components/ui/pager';
import { SearchField } from '@client/components/ui/search-field';
import { DOCUMENTS_PAGE_SIZE, useDeleteDocument, useDocuments, useRestoreDocument } from '../api/documents-api';
import type { DocumentListFilters } from '../api/documents-keys';
import { day, fileSize, KindBadge } from './document-labels';
import { MatterSelect } from './matter-select';
import { UploadZone } from './upload-zone';
import { DateInput } from '@client/components/form/date-field';

const emptyFilters: DocumentListFilters = { matterId: '', kind: '', tag: '', folder: '', from: '', to: '', q: '', deleted: false, offset: 0 };

export function DocumentsPage({ canUpload }: { canUpload: boolean }) {
  const { t } = useTranslation();
  // /app/documents?matterId=… (from a matter's case file) opens with that matter chosen.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() => ({ ...emptyFilters, matterId: params.get('matterId') ?? '' }));
  const [view, setView] = useState<'list' | 'grid'>('list');
  const documents = useDocuments(filters);
  const remove = useDeleteDocument();
  const restore = useRestoreDocument();
  const set = (patch: Partial<DocumentListFilters>) => setFilters((f) => ({ ...f, ...patch, offset: 0 }));

  const titleCell = (d: DocumentSummary) =>
    filters.deleted ? (
      <span className="font-medium">{d.title}</span>
    ) : (
      <Link to={`/app/documents/${d.id}`} className="font-medium text-indigo-700 underline dark:text-indigo-300">
        {d.title}
      </Link>
    );
  const action = (d: DocumentSummary) =>
    !canUpload ? null : filters.deleted ? (
      <Button variant="secondary" onClick={() => restore.mutate(d.id)} aria-label={t('documents.restoreNamed', { title: d.title })}>
        {t('documents.restore')}
      </Button>
    ) : (
      <Button variant="ghost" onClick={() => window.confirm(t('documents.deleteConfirm', { title: d.title })) && remove.mutate(d.id)} aria-label={t('documents.deleteNamed', { title: d.title })}>
        {t('documents.delete')}
      </Button>
    );

  const columns: Column<DocumentSummary>[] = [
    {
      key: 'title',
      header: t('documents.columns.title'),
      cell: (d) => (
        <>
          {titleCell(d)}
          <span className="block text-xs text-slate-700 dark:text-slate-300">
            {d.fileName}
            {d.folder && ` · ${d.folder}`}
          </span>
          {d.tags.length > 0 && <span className="mt-1 block text-xs text-slate-700 dark:text-slate-300">{d.tags.map((tag) => `#${tag}`).join(' ')}</span>}
        </>
      ),
    },
    { key: 'kind', header: t('documents.columns.kind'), cell: (d) => <KindBadge kind={d.kind} /> },
    { key: 'matter', header: t('documents.columns.matter'), cell: (d) => (d.matter ? `${d.matter.number} – ${d.matter.title}` : '–') },
    { key: 'client', header: t('documents.columns.client'), cell: (d) => d.client?.name ?? '–' },
    { key: 'size', header: t('documents.columns.size'), cell: (d) => fileSize(d.sizeBytes) },
    { key: 'version', header: t('documents.columns.version'), cell: (d) => `v${d.versionNumber}` },
    { key: 'updated', header: filters.deleted ? t('documents.columns.restorableUntil') : t('documents.columns.updated'), cell: (d) => day(filters.deleted && d.restorableUntil ? d.restorableUntil : d.updatedAt) },
    { key: 'actions', header: t('documents.columns.actions'), cell: action },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={filters.deleted ? t('documents.binTitle') : t('documents.title')}
        actions={
          // The bin is a place, not a way of showing the list: it sits apart from the view switch.
          <Button variant="secondary" onClick={() => set({ deleted: !filters.deleted })}>
            {filters.deleted ? t('documents.binBack') : t('documents.bin')}
          </Button>
        }
      />
      {canUpload && !filters.deleted && <UploadZone />}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label={t('documents.filters')}>
        <SearchField label={t('documents.search')} placeholder={t('documents.searchPlaceholder')} value={filters.q} onChange={(q) => set({ q })} />
        <MatterSelect label={t('documents.filter.matter')} emptyLabel={t('documents.filter.all')} value={filters.matterId} onChange={(matterId) => set({ matterId })} />
        <label className="text-sm">
          {t('documents.filter.kind')}
          <select className={inputClasses} value={filters.kind} onChange={(e) => set({ kind: documentKinds.find((k) => k === e.target.value) ?? '' })}>
            <option value="">{t('documents.filter.all')}</option>
            {documentKinds.map((k) => (
              <option key={k} value={k}>
                {t(`documents.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t('documents.filter.tag')}
          <select className={inputClasses} value={filters.tag} onChange={(e) => set({ tag: e.target.value })}>
            <option value="">{t('documents.filter.all')}</option>
            {documents.data?.tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t('documents.filter.folder')}
          <select className={inputClasses} value={filters.folder} onChange={(e) => set({ folder: e.target.value })}>
            <option value="">{t('documents.filter.all')}</option>
            {documents.data?.folders.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t('documents.filter.from')}
          <DateInput label={t('documents.filter.from')} value={filters.from || null} onChange={(iso, unreadable) => !unreadable && set({ from: iso ?? '' })} />
        </label>
        <label className="text-sm">
          {t('documents.filter.to')}
          <DateInput label={t('documents.filter.to')} value={filters.to || null} onChange={(iso, unreadable) => !unreadable && set({ to: iso ?? '' })} />
        </label>
        {/* One view switch (decision 0492): a radio pair, so the list/grid choice is one control with one state. */}
        <fieldset className="flex flex-wrap items-end gap-1">
          <legend className="mb-1 text-sm">{t('documents.view.label')}</legend>
          {(['list', 'grid'] as const).map((v) => (
            <label
              key={v}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium ${
                view === v ? 'border-indigo-700 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100' : 'border-slate-300 dark:border-slate-600'
              }`}
            >
              <input type="radio" name="documents-view" value={v} checked={view === v} onChange={() => setView(v)} className="size-4" />
              {t(`documents.view.${v}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {view === 'list' ? (
        <DataTable
          label={t('documents.title')}
          columns={columns}
          rows={documents.data?.items}
          rowKey={(d) => d.id}
          loading={documents.isPending}
          error={documents.error}
          onRetry={() => void documents.refetch()}
          emptyText={filters.deleted ? t('documents.binEmpty') : t('documents.empty')}
          stackOnPhone
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('documents.title')}>
          {documents.data?.items.length === 0 && <li className="text-sm">{filters.deleted ? t('documents.binEmpty') : t('documents.empty')}</li>}
          {documents.data?.items.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              <KindBadge kind={d.kind} />
              {titleCell(d)}
              <span className="text-xs text-slate-700 dark:text-slate-300">
                {d.matter ? `${d.matter.number} · ` : ''}
                {fileSize(d.sizeBytes)} · v{d.versionNumber} · {day(d.updatedAt)}
              </span>
              <div className="mt-auto">{action(d)}</div>
            </li>
          ))}
        </ul>
      )}
      {documents.data && <Pager total={documents.data.total} offset={filters.offset} pageSize={DOCUMENTS_PAGE_SIZE} onChange={(offset) => setFilters((f) => ({ ...f, offset }))} />}
    </div>
  );
}

// CSV import: pick a file → the server checks every row (nothing saved) → a table of the rows
// with their errors → import, which the server does all or nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '@shared/contacts/contacts.schemas';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { Dialog } from '@client/components/ui/dialog';
import { isApiError } from '@client/lib/api-client';
import { useImportContacts, usePreviewImport } from '../api/contacts-api';
import { FileInput } from '@client/components/form/file-input';

export function ImportDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (count: number) => void }) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const preview = usePreviewImport();
  const commit = useImportContacts();
  const close = () => {
    setCsv('');
    preview.reset();
    commit.reset();
    onClose();
  };
  async function onFile(file: File | undefined) {
    preview.reset();
    commit.reset();
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    preview.mutate(text);
  }
  const columns: Column<ImportRow>[] = [
    { key: 'line', header: t('contacts.importer.line'), cell: (r) => r.line },
    { key: 'name', header: t('contacts.importer.name'), cell: (r) => r.name },
    { key: 'kind', header: t('contacts.importer.kind'), cell: (r) => (r.kind ? t(`contacts.kind.${r.kind}`) : '') },
    {
      key: 'errors',
      header: t('contacts.importer.errors'),
      cell: (r) =>
        Object.keys(r.errors).length === 0 ? (
          <span className="text-emerald-800 dark:text-emerald-300">{t('contacts.importer.ok')}</span>
        ) : (
          <ul className="text-red-700 dark:text-red-300">
            {Object.entries(r.errors).map(([field, message]) => (
              <li key={field}>
                {t(`contacts.fieldNames.${field.split('.')[0] as 'name'}`, { defaultValue: field })}: {message}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  const result = preview.data;
  const error = preview.error ?? commit.error;
  return (
    <Dialog open={open} title={t('contacts.importer.title')} onClose={close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('contacts.importer.intro')}</p>
        <FileInput label={t('contacts.importer.file')} accept=".csv,text/csv" onFiles={(files) => void onFile(files[0])} />
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {isApiError(error) ? error.message : ''}
          </p>
        )}
        {result && (
          <>
            <p aria-live="polite" className="text-sm font-medium">
              {t('contacts.importer.summary', { valid: result.valid, invalid: result.invalid })}
            </p>
            {result.unknownColumns.length > 0 && <p className="text-sm">{t('contacts.importer.unknownColumns', { columns: result.unknownColumns.join(', ') })}</p>}
            <div className="max-h-[40vh] overflow-y-auto">
              <DataTable label={t('contacts.importer.title')} columns={columns} rows={result.rows} rowKey={(r) => String(r.line)} loading={false} error={false} onRetry={() => undefined} emptyText="" />
            </div>
            {result.invalid > 0 && <p className="text-sm text-red-700 dark:text-red-300">{t('contacts.importer.blocked')}</p>}
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('contacts.cancel')}
          </Button>
          <Button
            disabled={!result || result.invalid > 0 || result.valid === 0 || commit.isPending}
            onClick={() =>
              commit.mutate(csv, {
                onSuccess: (r) => {
                  close();
                  onDone(r.imported);
                },
              })
            }
          >
            {t('contacts.importer.confirm', { count: result?.valid ?? 0 })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

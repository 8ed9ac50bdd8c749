// A factory module's list: the definition's list columns, the first one linking to the record.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldByKey, type FactoryDefinition } from '@shared/module-factory/definition';
import { DataTable } from '@client/components/ui/data-table';
import { RecordValue, type RecordLinks } from './record-value';
import { useLocalized } from './localized';

export interface TableRow {
  id: string;
  data: Record<string, unknown>;
}

export function RecordsTable({ definition, rows, links, linkTo }: { definition: FactoryDefinition; rows: TableRow[]; links: RecordLinks; linkTo?: (id: string) => string }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  const columns = definition.listColumns.flatMap((k) => {
    const f = fieldByKey(definition, k);
    return f ? [f] : [];
  });
  // No sorting: the rows are one page of the server's list, and sorting a page would mislead.
  return (
    <DataTable
      label={loc(definition.name)}
      caption={t('moduleFactory.records.caption', { name: loc(definition.name) })}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={t('moduleFactory.records.empty')}
      columns={columns.map((f, i) => ({
        key: f.key,
        header: loc(f.label),
        cell: (row: TableRow) =>
          i === 0 && linkTo ? (
            <Link to={linkTo(row.id)} className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
              <RecordValue field={f} value={row.data[f.key]} links={links} />
            </Link>
          ) : (
            <RecordValue field={f} value={row.data[f.key]} links={links} />
          ),
      }))}
    />
  );
}

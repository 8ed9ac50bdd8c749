// A factory module's list: the definition's list columns, the first one linking to the record.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldByKey, type FactoryDefinition } from '@shared/module-factory/definition';
import { ScrollRegion } from '@client/components/ui/scroll-region';
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
  return (
    <ScrollRegion label={loc(definition.name)} className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('moduleFactory.records.caption', { name: loc(definition.name) })}</caption>
        <thead className="text-slate-700 dark:text-slate-300">
          <tr>
            {columns.map((f) => (
              <th key={f.key} scope="col" className="px-4 py-3 font-medium">
                {loc(f.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 dark:border-slate-700">
              {columns.map((f, i) =>
                i === 0 ? (
                  <th key={f.key} scope="row" className="px-4 py-3 font-semibold text-slate-900 dark:text-white">
                    {linkTo ? (
                      <Link to={linkTo(row.id)} className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
                        <RecordValue field={f} value={row.data[f.key]} links={links} />
                      </Link>
                    ) : (
                      <RecordValue field={f} value={row.data[f.key]} links={links} />
                    )}
                  </th>
                ) : (
                  <td key={f.key} className="px-4 py-3">
                    <RecordValue field={f} value={row.data[f.key]} links={links} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

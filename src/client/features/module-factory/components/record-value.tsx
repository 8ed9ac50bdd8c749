// A stored value shown the Hungarian way: money "18 000 Ft", dates "2026. dec. 1.", yes/no, the
// select option's label, the linked contact's name and the linked matter's number and title.
import { useTranslation } from 'react-i18next';
import type { FactoryField } from '@shared/module-factory/definition';
import { formatHuDate, formatHuf, formatHuNumber } from '@shared/hu/format';
import { isIsoDate } from '@shared/dates/iso-date';
import { useLocalized } from './localized';

/** Names of the linked rows, as the records API answers them (id → display text). */
export interface RecordLinks {
  contacts: Record<string, string>;
  matters: Record<string, string>;
}

export function RecordValue({ field, value, links }: { field: FactoryField; value: unknown; links: RecordLinks }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  if (value === null || value === undefined || value === '') return <span className="text-slate-700 dark:text-slate-400">–</span>;
  switch (field.type) {
    case 'money':
      return <>{typeof value === 'number' ? formatHuf(value) : String(value)}</>;
    case 'number':
      return <>{typeof value === 'number' ? formatHuNumber(value, { maxFractionDigits: 6 }) : String(value)}</>;
    case 'date':
      return <>{isIsoDate(value) ? formatHuDate(value, 'medium') : String(value)}</>;
    case 'boolean':
      return <>{value ? t('moduleFactory.yes') : t('moduleFactory.no')}</>;
    case 'select': {
      // A value whose option was removed in a later version is shown as stored.
      const option = field.options.find((o) => o.value === value);
      return <>{option ? loc(option.label) : String(value)}</>;
    }
    case 'contact':
      return <>{links.contacts[String(value)] ?? t('moduleFactory.records.unknownContact')}</>;
    case 'matter':
      // A confidential matter outside the user's team is not named (the API leaves it out).
      return <>{links.matters[String(value)] ?? t('moduleFactory.records.unknownMatter')}</>;
    case 'longText':
      return <span className="whitespace-pre-line">{String(value)}</span>;
    default:
      return <>{String(value)}</>;
  }
}

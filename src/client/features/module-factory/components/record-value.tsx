// A stored value shown the Hungarian way: money "18 000 Ft", dates "2026. dec. 1.", yes/no, the
// select option's label and the linked contact's name.
import { useTranslation } from 'react-i18next';
import type { FactoryField } from '@shared/module-factory/definition';
import { formatHuDate, formatHuf, formatHuNumber } from '@shared/hu/format';
import { isIsoDate } from '@shared/dates/iso-date';
import { useLocalized } from './localized';

export function RecordValue({ field, value, contacts }: { field: FactoryField; value: unknown; contacts: Record<string, string> }) {
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
      return <>{contacts[String(value)] ?? t('moduleFactory.records.unknownContact')}</>;
    case 'longText':
      return <span className="whitespace-pre-line">{String(value)}</span>;
    default:
      return <>{String(value)}</>;
  }
}

import { useTranslation } from 'react-i18next';
import type { ClientSummary } from '@shared/client-management/client-management.schemas';
import { formatHuf } from '@shared/hu/format';

/** The unpaid part of the client's invoices, with the overdue part named (payments, issue 17). */
export function OpenBalance({ client }: { client: Pick<ClientSummary, 'openHuf' | 'overdueHuf'> }) {
  const { t } = useTranslation();
  if (client.openHuf === null) return <span>–</span>;
  const overdue = Number(client.overdueHuf);
  return (
    <span className="whitespace-nowrap">
      {formatHuf(Number(client.openHuf))}
      {overdue > 0 && <span className="block text-xs font-semibold text-red-800 dark:text-red-300">{t('clientManagement.overduePart', { amount: formatHuf(overdue) })}</span>}
    </span>
  );
}

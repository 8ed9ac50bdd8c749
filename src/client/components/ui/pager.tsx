// Paging under a list: previous/next with the shown range, or just the total on one page.
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export function Pager({ total, offset, pageSize, onChange }: { total: number; offset: number; pageSize: number; onChange: (offset: number) => void }) {
  const { t } = useTranslation();
  if (total <= pageSize) return <p className="text-sm text-slate-700 dark:text-slate-300">{t('shell.table.total', { count: total })}</p>;
  return (
    <nav aria-label={t('shell.table.pager')} className="flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
        {t('shell.table.prev')}
      </Button>
      <span>{t('shell.table.range', { from: offset + 1, to: Math.min(total, offset + pageSize), total })}</span>
      <Button variant="secondary" disabled={offset + pageSize >= total} onClick={() => onChange(offset + pageSize)}>
        {t('shell.table.next')}
      </Button>
    </nav>
  );
}

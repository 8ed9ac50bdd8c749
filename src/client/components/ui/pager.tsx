// Previous/next paging of a server-paged list (admin lists, factory module records).
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';

export function Pager({ total, offset, pageSize, onChange }: { total: number; offset: number; pageSize: number; onChange: (offset: number) => void }) {
  const { t } = useTranslation();
  if (total <= pageSize) return <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.pager.total', { count: total })}</p>;
  return (
    <nav aria-label={t('admin.pager.label')} className="flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>{t('admin.pager.prev')}</Button>
      <span>{t('admin.pager.range', { from: offset + 1, to: Math.min(total, offset + pageSize), total })}</span>
      <Button variant="secondary" disabled={offset + pageSize >= total} onClick={() => onChange(offset + pageSize)}>{t('admin.pager.next')}</Button>
    </nav>
  );
}

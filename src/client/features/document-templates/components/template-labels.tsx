// Small shared pieces of the templates pages.
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@shared/templates/templates.schemas';

export const selectClasses = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export function TemplateMeta({ template }: { template: TemplateSummary }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-xs text-slate-700 dark:text-slate-300">
      <li className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{t(`templates.category.${template.category}`)}</li>
      <li className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{t(`templates.complexity.${template.complexity}`)}</li>
      <li className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{template.builtIn ? t('templates.builtIn') : t('templates.own')}</li>
      <li>{t('templates.fields', { count: template.variableCount })}</li>
      <li>{t('templates.minutes', { count: template.estimatedTimeMinutes })}</li>
      <li>{t('templates.used', { count: template.usageCount })}</li>
    </ul>
  );
}

// Small shared pieces of the templates pages.
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@shared/document-templates/document-templates.schemas';

export const selectClasses = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export function TemplateMeta({ template }: { template: TemplateSummary }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-xs text-slate-700 dark:text-slate-300">
      <li className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{t(`documentTemplates.category.${template.category}`)}</li>
      <li className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{t(`documentTemplates.complexity.${template.complexity}`)}</li>
      <li className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{template.builtIn ? t('documentTemplates.builtIn') : t('documentTemplates.own')}</li>
      <li>{t('documentTemplates.fields', { count: template.variableCount })}</li>
      <li>{t('documentTemplates.minutes', { count: template.estimatedTimeMinutes })}</li>
      <li>{t('documentTemplates.used', { count: template.usageCount })}</li>
    </ul>
  );
}

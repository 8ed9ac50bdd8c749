// Pieces the template pages share (detail, editor, generator): a titled section, the version
// list, the loading / failed states of a template query, and the field error line.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatHuDate } from '@shared/hu/format';
import type { TemplateDetail } from '@shared/document-templates/document-templates.schemas';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';

export function TemplateSection({ title, children, className = 'space-y-3' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function VersionList({ versions }: { versions: TemplateDetail['versions'] }) {
  const { t } = useTranslation();
  return (
    <TemplateSection title={t('documentTemplates.versions')}>
      <ol className="space-y-1 text-sm">
        {versions.map((v) => (
          <li key={v.version}>
            <strong>v{v.version}</strong> – {formatHuDate(new Date(v.createdAt))}
            {v.createdByName ? ` – ${v.createdByName}` : ''}
            {v.changeNote ? ` – ${v.changeNote}` : ''}
          </li>
        ))}
      </ol>
    </TemplateSection>
  );
}

/** Renders `children` with the loaded template, or the spinner / the failed load ("not found" only for a 404). */
export function WithTemplate({ query, children }: { query: UseQueryResult<TemplateDetail>; children: (template: TemplateDetail) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingSpinner fullScreen={false} />;
  if (query.isError) return <ObjectLoadError error={query.error} onRetry={() => void query.refetch()} title={t('documentTemplates.detailTitle')} missingText={t('documentTemplates.notFound')} />;
  return <>{children(query.data)}</>;
}

export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

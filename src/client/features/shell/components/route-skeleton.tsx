// Loading skeletons with distinct messages (spec 2.3): AI modules, generic, settings, admin
// panel, analytics and time tracking. Shown while a page's code or data loads.
import { useTranslation } from 'react-i18next';

export type SkeletonKind = 'ai' | 'generic' | 'settings' | 'admin' | 'analytics' | 'tracking';

/** Which skeleton fits a path of the app. */
export function skeletonKindFor(pathname: string): SkeletonKind {
  if (/^\/app\/(admin\/analytics|analytics|financial-reports)/.test(pathname)) return 'analytics';
  if (/^\/app\/admin/.test(pathname)) return 'admin';
  if (/^\/app\/(ai-modules|themis|document-generator|ocr-demo)/.test(pathname)) return 'ai';
  if (/^\/app\/(settings|profile)/.test(pathname)) return 'settings';
  if (/^\/app\/tracking/.test(pathname)) return 'tracking';
  return 'generic';
}

export function RouteSkeleton({ kind = 'generic' }: { kind?: SkeletonKind }) {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" aria-live="polite" data-skeleton={kind} className="space-y-6">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t(`shell.skeleton.${kind}`)}</p>
      <div className={`${bar} h-8 w-1/3`} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${bar} h-24`} />
        ))}
      </div>
      <div className={`${bar} ${kind === 'analytics' ? 'h-64' : 'h-40'}`} />
    </div>
  );
}

// Router-level error element (spec 2.8/2): a chunk that failed to load gets a "reload" screen,
// anything else a short "try again" screen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@client/components/ui/button';
import { isChunkLoadError } from '@client/lib/chunk-error';

function RouteErrorCard({ title, text, action }: { title: string; text?: string; action: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {text && <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>}
        <div className="mt-5 flex justify-center">{action}</div>
      </div>
    </main>
  );
}

export function ChunkLoadErrorScreen() {
  const { t } = useTranslation();
  return <RouteErrorCard title={t('routeError.chunkTitle')} text={t('routeError.chunkText')} action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>} />;
}

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />;

  const retry = () => {
    // Navigating to the same URL clears the router's error state and renders the route again.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state });
  };
  return <RouteErrorCard title={t('routeError.title')} action={<Button onClick={retry}>{t('routeError.tryAgain')}</Button>} />;
}

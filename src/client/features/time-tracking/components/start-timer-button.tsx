// "Időmérés indítása" on a matter's page: starts the user's server-side timer on this matter; when
// another one runs, offers to switch (the running one is saved as an entry).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { errorText, isApiError } from '@client/lib/api-client';
import { useCurrentTimer, useStartTimer } from '../api/tracking-api';

export function StartTimerButton({ matterId }: { matterId: string }) {
  const { t } = useTranslation();
  const current = useCurrentTimer();
  const start = useStartTimer();
  const runningHere = current.data?.timer?.matter.id === matterId;
  const busyElsewhere = isApiError(start.error) && start.error.code === 'TIMER_ALREADY_RUNNING';
  if (runningHere) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        {t('timeTracking.matterButton.running')}{' '}
        <Link to="/app/tracking" className="text-indigo-700 underline dark:text-indigo-300">
          {t('timeTracking.matterButton.open')}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button disabled={start.isPending} onClick={() => start.mutate({ matterId })}>
        {t('timeTracking.matterButton.start')}
      </Button>
      {busyElsewhere ? (
        <>
          <p role="alert" className="text-sm">
            {t('timeTracking.matterButton.busy', { matter: current.data?.timer ? `${current.data.timer.matter.number}` : '' })}
          </p>
          <Button variant="secondary" onClick={() => start.mutate({ matterId, switch: true })}>
            {t('timeTracking.matterButton.switch')}
          </Button>
        </>
      ) : (
        start.error && (
          <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
            {errorText(start.error)}
          </p>
        )
      )}
    </div>
  );
}

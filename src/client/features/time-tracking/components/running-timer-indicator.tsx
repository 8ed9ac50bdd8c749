// The running timer in the top bar on every page (issue 38.3): the matter's number and the elapsed
// time, a link to the time-tracking page; nothing while no timer runs. Reads the same query as the
// timer card and the matter page's button, so starting or stopping one updates it at once.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentTimer } from '../api/tracking-api';
import { clock, elapsedText } from './tracking-format';

export function RunningTimerIndicator({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const current = useCurrentTimer(enabled);
  const timer = enabled ? current.data?.timer : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [timer]);
  if (!timer || !current.data) return null;
  // Elapsed = server time at the answer − start, plus what passed here since the answer (the
  // clock state may predate the answer until its first tick).
  const elapsed = Date.parse(timer.serverNow) - Date.parse(timer.startedAt) + Math.max(0, now - current.data.receivedAt);
  return (
    <Link
      to="/app/tracking"
      data-testid="running-timer"
      aria-label={t('timeTracking.indicator.label', { matter: `${timer.matter.number} – ${timer.matter.title}`, time: clock(Math.floor(elapsed / 60_000)) })}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-2 text-sm font-medium text-emerald-900 hover:bg-emerald-100 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-600" />
      {/* The matter's number only where the top bar has room for it beside a usable search (its
          name is in the link's label and on the time-tracking page); below that, the time alone. */}
      <span aria-hidden="true" data-testid="running-timer-matter" className="xl:hidden 2xl:inline">
        {timer.matter.number}
      </span>
      <span aria-hidden="true" className="font-mono tabular-nums">
        {elapsedText(elapsed)}
      </span>
    </Link>
  );
}

// The running timer, kept on the server: start it on a matter, watch the elapsed time (the server's
// clock, so a reload or another device shows the same), stop it into an entry (then the card says
// what was recorded, as the manual form does), or discard it. Stopped under a minute (a mis-click),
// the server records nothing until asked: record it as 1 minute, discard it, or keep timing
// (decision 0495).
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { startTimerFormSchema, stopTimerBodySchema, type TimeEntry } from '@shared/time-tracking/time-tracking.schemas';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { errorText, isApiError } from '@client/lib/api-client';
import { useCurrentTimer, useDiscardTimer, useStartTimer, useStopTimer } from '../api/tracking-api';
import { ActivityField, MatterField } from './entry-fields';
import { clock, elapsedText, longDay } from './tracking-format';

export function TimerCard({ canRecord }: { canRecord: boolean }) {
  const { t } = useTranslation();
  const current = useCurrentTimer();
  const timer = current.data?.timer ?? null;
  const [saved, setSaved] = useState<string | null>(null);
  return (
    // A new start or stop takes the last "Rögzítve" back (as the manual form does).
    <section aria-labelledby="timer-heading" onSubmitCapture={() => setSaved(null)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 id="timer-heading" className="text-lg font-semibold">
        {t('timeTracking.timer.title')}
      </h2>
      {current.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="mt-3 h-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ) : timer && current.data ? (
        <RunningTimerView
          timer={timer}
          receivedAt={current.data.receivedAt}
          canRecord={canRecord}
          onStopped={(entry) => setSaved(t('timeTracking.form.saved', { clock: clock(entry.minutes), date: longDay(entry.workDate) }))}
        />
      ) : canRecord ? (
        <StartTimerForm onStarted={() => setSaved(null)} />
      ) : (
        <p className="mt-2 text-sm">{t('timeTracking.timer.none')}</p>
      )}
      {saved && (
        <p role="status" className="mt-3 text-sm text-emerald-800 dark:text-emerald-300">
          {saved}
        </p>
      )}
    </section>
  );
}

function RunningTimerView({
  timer,
  receivedAt,
  canRecord,
  onStopped,
}: {
  timer: NonNullable<ReturnType<typeof useCurrentTimer>['data']>['timer'] & object;
  receivedAt: number;
  canRecord: boolean;
  onStopped: (entry: TimeEntry) => void;
}) {
  const { t } = useTranslation();
  const stop = useStopTimer();
  const discard = useDiscardTimer();
  const form = useZodForm(stopTimerBodySchema, { defaultValues: { description: timer.description } });
  // Elapsed = server time at the answer − start, plus what passed here since the answer.
  const base = Date.parse(timer.serverNow) - Date.parse(timer.startedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const elapsed = base + (now - receivedAt);
  const error = discard.error;
  // The server refused a stop under a minute (TIMER_TOO_SHORT): the question replaces the buttons.
  const [short, setShort] = useState(false);
  const keepShort = async () => {
    onStopped((await stop.mutateAsync({ ...form.getValues(), keepShort: true })).entry);
  };
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm">
        {t('timeTracking.timer.runningOn')} <strong>{`${timer.matter.number} – ${timer.matter.title}`}</strong> ({t(`timeTracking.activity.${timer.activity}`)})
      </p>
      <p className="font-mono text-4xl font-bold tabular-nums" data-testid="timer-elapsed" aria-label={t('timeTracking.timer.elapsed', { time: clock(Math.floor(elapsed / 60_000)) })}>
        {elapsedText(elapsed)}
      </p>
      {canRecord && (
        <Form
          form={form}
          guardUnsaved={false}
          className="flex flex-wrap items-end gap-3"
          onSubmit={async (body) => {
            try {
              onStopped((await stop.mutateAsync(body)).entry);
            } catch (failure) {
              if (isApiError(failure) && failure.code === 'TIMER_TOO_SHORT') setShort(true);
              else throw failure;
            }
          }}
        >
          <div className="w-full">
            <ErrorList />
          </div>
          <TextField name="description" label={t('timeTracking.form.description')} maxLength={2000} className="min-w-64 flex-1 text-sm font-medium" />
          {short ? (
            <div role="alert" className="w-full space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
              <p>{t('timeTracking.timer.tooShort')}</p>
              {stop.error && !(isApiError(stop.error) && stop.error.code === 'TIMER_TOO_SHORT') && <p className="text-rose-800 dark:text-rose-300">{errorText(stop.error)}</p>}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" disabled={stop.isPending} onClick={() => void keepShort().catch(() => undefined)}>
                  {t('timeTracking.timer.keepShort')}
                </Button>
                <Button variant="secondary" disabled={discard.isPending} onClick={() => discard.mutate()}>
                  {t('timeTracking.timer.discardShort')}
                </Button>
                <Button variant="ghost" onClick={() => setShort(false)}>
                  {t('timeTracking.timer.continue')}
                </Button>
              </div>
            </div>
          ) : (
            <>
              <SubmitButton>{t('timeTracking.timer.stop')}</SubmitButton>
              <Button variant="ghost" disabled={discard.isPending} onClick={() => discard.mutate()}>
                {t('timeTracking.timer.discard')}
              </Button>
            </>
          )}
        </Form>
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

function StartTimerForm({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation();
  const start = useStartTimer();
  const form = useZodForm(startTimerFormSchema, { defaultValues: { matterId: '', activity: 'other', description: '' } });
  const matterId = useWatch({ control: form.control, name: 'matterId' });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onSubmit={async (body) => {
        await start.mutateAsync(body);
        onStarted();
      }}
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <ErrorList />
      </div>
      <MatterField />
      <ActivityField />
      <TextField name="description" label={t('timeTracking.form.description')} maxLength={2000} className="text-sm font-medium" />
      <SubmitButton disabled={!matterId}>{t('timeTracking.timer.start')}</SubmitButton>
    </Form>
  );
}

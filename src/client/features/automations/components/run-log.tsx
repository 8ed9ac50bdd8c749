// A rule's run log and its dry run (issue 36.1): each run with what triggered it and its inputs
// (the event's fields the rule read), what each action did, the error or the plan gate's reason (with the way to upgrade); a past event of the
// rule's type can be replayed without changing anything.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AutomationRule, type AutomationRun, runStatusLabels, triggerEvents, type TriggerEventType } from '@shared/automations/automations';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { inputClasses } from '@client/components/form';
import { usePastEvents, useDryRun, useRuns } from '../api/automations-api';
import { formatHuDateTimeInBudapest } from '@client/lib/format';

export const dateTime = formatHuDateTimeInBudapest;
const eventLabel = (type: string) => (type === 'schedule' ? 'Ütemezés' : (triggerEvents[type as TriggerEventType]?.label ?? type));

/** A run's inputs as the form names them: the trigger's fields the event carried ("Ügyszám: 2026/0042"). */
export function inputLines(run: AutomationRun, t: TFunction): string[] {
  const fields = triggerEvents[run.eventType as TriggerEventType]?.fields ?? [];
  return fields.flatMap((f) => {
    const value = run.inputs[f.key];
    if (value === undefined || value === null || value === '' || typeof value === 'object') return [];
    const shown =
      typeof value === 'boolean'
        ? value
          ? 'igen'
          : 'nem'
        : f.key === 'practiceArea'
          ? t(`matters.practiceArea.${String(value)}` as 'matters.practiceArea.civil_litigation', { defaultValue: String(value) })
          : (f.values?.[String(value)] ?? String(value));
    return [`${f.label}: ${shown}`];
  });
}

function RunTrigger({ run }: { run: AutomationRun }) {
  const { t } = useTranslation();
  const lines = inputLines(run, t);
  return (
    <div className="space-y-1 text-sm">
      <p>
        {eventLabel(run.eventType)}
        {run.depth > 0 ? ` (láncban: ${run.depth}.)` : ''}
      </p>
      {lines.length > 0 && (
        <ul aria-label="A futás bemenetei" className="text-xs text-slate-700 dark:text-slate-300">
          {lines.map((l) => (
            <li key={l} className="break-words">
              {l}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const statusClasses: Record<AutomationRun['status'], string> = {
  queued: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  succeeded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
  refused: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  skipped: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  dry_run: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/40 dark:text-indigo-200',
};

export function RunStatus({ status }: { status: AutomationRun['status'] }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${statusClasses[status]}`}>{runStatusLabels[status]}</span>;
}

function RunOutcome({ run }: { run: AutomationRun }) {
  return (
    <div className="space-y-1 text-sm">
      {run.results.length > 0 && (
        <ul className="list-disc pl-4">
          {run.results.map((r, i) => (
            <li key={i} className={r.ok ? '' : 'text-red-800 dark:text-red-300'}>
              {r.summary}
            </li>
          ))}
        </ul>
      )}
      {run.error && <p className={run.status === 'failed' ? 'text-red-800 dark:text-red-300' : 'text-slate-800 dark:text-slate-200'}>{run.error}</p>}
      {run.gateReason === 'automations_limit_exceeded' && (
        <p>
          <Link to="/app/pricing" className="text-indigo-700 underline dark:text-indigo-300">
            Csomagváltás a több futásért
          </Link>
        </p>
      )}
    </div>
  );
}

export function RunLog({ rule }: { rule: AutomationRule }) {
  const runs = useRuns(rule.id);
  const events = usePastEvents(rule.trigger.kind === 'event' ? rule.id : null);
  const dryRun = useDryRun();
  const [eventId, setEventId] = useState('');
  const [result, setResult] = useState<AutomationRun | null>(null);
  const canDry = rule.trigger.kind === 'schedule' || eventId !== '';
  return (
    <section aria-labelledby="run-log-title" className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="run-log-title" className="text-lg font-semibold">
        Futásnapló: {rule.name}
      </h2>
      <div className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
        <h3 className="font-medium">Próbafuttatás</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">Egy korábbi eseményen megmutatja, mit tenne a szabály – semmit nem változtat, és nem számít bele a havi keretbe.</p>
        <div className="flex flex-wrap items-end gap-2">
          {rule.trigger.kind === 'event' && (
            <label className="min-w-64 flex-1 text-sm">
              Korábbi esemény
              <select className={inputClasses} value={eventId} onChange={(e) => setEventId(e.target.value)}>
                <option value="">{events.data?.length === 0 ? '– még nincs ilyen esemény –' : '– válassz –'}</option>
                {events.data?.map((e) => (
                  <option key={e.id} value={e.id}>
                    {dateTime(e.occurredAt)} – {e.summary}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button disabled={!canDry || dryRun.isPending} onClick={() => dryRun.mutate({ id: rule.id, eventId: eventId || null }, { onSuccess: setResult })}>
            {dryRun.isPending ? 'Futtatás…' : 'Próbafuttatás'}
          </Button>
        </div>
        {dryRun.error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {dryRun.error.message}
          </p>
        )}
        {result && (
          <div role="status" className="rounded-md border border-indigo-200 p-2 dark:border-indigo-800">
            <p className="text-sm font-medium">{result.error ? 'A szabály ezen az eseményen így futna:' : 'A szabály ezen az eseményen ezt tenné:'}</p>
            <RunOutcome run={result} />
          </div>
        )}
      </div>
      <DataTable
        label="A szabály futásai"
        rows={runs.data}
        rowKey={(r) => r.id}
        loading={runs.isPending}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        emptyText="A szabály még nem futott."
        stackOnPhone
        pageSize={20}
        columns={[
          { key: 'createdAt', header: 'Időpont', cell: (r) => dateTime(r.createdAt), sortValue: (r) => r.createdAt },
          { key: 'status', header: 'Eredmény', cell: (r) => <RunStatus status={r.status} />, sortValue: (r) => r.status },
          { key: 'event', header: 'Kiváltó esemény és bemenetei', cell: (r) => <RunTrigger run={r} /> },
          { key: 'outcome', header: 'Mit tett', cell: (r) => <RunOutcome run={r} /> },
        ]}
        initialSort="createdAt"
        initialDescending
      />
    </section>
  );
}

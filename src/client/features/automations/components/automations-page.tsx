// /app/automations (issue 36.1): the firm's rules – trigger, conditions, actions – with their
// state, last run and the month's runs against the plan's limit; create and edit with the form
// kit, enable/disable, delete, and each rule's run log with a dry run. The three template pages
// are linked at the top.
import { useState } from 'react';
import { Link } from 'react-router';
import { actionTypeLabels, type AutomationRule, triggerText } from '@shared/automations/automations';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { useAutomations, useDeleteAutomation, useSetEnabled } from '../api/automations-api';
import { RuleForm } from './rule-form';
import { dateTime, RunLog, RunStatus } from './run-log';

const templatePages = [
  { to: '/app/automations/email-to-case', title: 'E-mailből ügy', text: 'A beérkező levelek az ügyhöz kerülnek.' },
  { to: '/app/automations/deadline-reminders', title: 'Határidő-emlékeztetők', text: 'Mikor és kinek szóljon a rendszer.' },
  { to: '/app/automations/document-generation', title: 'Dokumentumgenerálás', text: 'Eseményre kész irat sablonból.' },
];

export function AutomationsPage() {
  const list = useAutomations();
  const setEnabled = useSetEnabled();
  const remove = useDeleteAutomation();
  const [editing, setEditing] = useState<AutomationRule | 'new' | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AutomationRule | null>(null);
  const usage = list.data?.usage;
  const selectedRule = list.data?.items.find((r) => r.id === selected) ?? null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Automatizálások"
        actions={
          <Button onClick={() => setEditing('new')} disabled={editing !== null}>
            Új szabály
          </Button>
        }
      >
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Ha valami történik az irodában, a rendszer elvégzi a megadott lépéseket a szabály létrehozójának nevében és jogosultságaival.
          {usage && (
            <>
              {' '}
              E havi futások: <strong>{usage.used}</strong>
              {usage.limit === null ? ' (korlátlan)' : <> / {usage.limit}</>}.
            </>
          )}
        </p>
      </PageHeader>

      <nav aria-label="Automatizálási sablonok" className="grid gap-3 sm:grid-cols-3">
        {templatePages.map((p) => (
          <Link key={p.to} to={p.to} className="rounded-xl border border-slate-200 p-4 hover:border-indigo-400 focus-visible:outline-2 dark:border-slate-700">
            <span className="block font-semibold text-indigo-800 dark:text-indigo-300">{p.title}</span>
            <span className="text-sm text-slate-700 dark:text-slate-300">{p.text}</span>
          </Link>
        ))}
      </nav>

      {editing && (
        <section aria-labelledby="rule-form-title" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h2 id="rule-form-title" className="mb-3 text-lg font-semibold">
            {editing === 'new' ? 'Új szabály' : `Szabály szerkesztése: ${editing.name}`}
          </h2>
          <RuleForm
            rule={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(saved) => {
              setEditing(null);
              setSelected(saved.id);
            }}
          />
        </section>
      )}

      <DataTable
        label="Automatizálási szabályok"
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText="Még nincs szabály. Az „Új szabály” gombbal hozhatod létre az elsőt."
        stackOnPhone
        columns={[
          { key: 'name', header: 'Szabály', cell: (r) => <span className="font-medium">{r.name}</span>, sortValue: (r) => r.name },
          { key: 'trigger', header: 'Mikor', cell: (r) => triggerText(r.trigger) },
          { key: 'actions', header: 'Mit tesz', cell: (r) => r.actions.map((a) => actionTypeLabels[a.type]).join('; ') },
          { key: 'enabled', header: 'Állapot', cell: (r) => (r.enabled ? 'Bekapcsolva' : 'Kikapcsolva'), sortValue: (r) => (r.enabled ? 0 : 1) },
          {
            key: 'lastRun',
            header: 'Utolsó futás',
            cell: (r) =>
              r.lastRun ? (
                <span className="flex flex-wrap items-center gap-1">
                  {dateTime(r.lastRun.createdAt)} <RunStatus status={r.lastRun.status} />
                </span>
              ) : (
                '–'
              ),
            sortValue: (r) => r.lastRun?.createdAt ?? null,
          },
        ]}
        actions={(r) => (
          <div className="flex flex-wrap gap-1">
            <Button variant="secondary" onClick={() => setEnabled.mutate({ id: r.id, enabled: !r.enabled })} aria-label={`${r.name}: ${r.enabled ? 'kikapcsolás' : 'bekapcsolás'}`}>
              {r.enabled ? 'Kikapcsolás' : 'Bekapcsolás'}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(r)} aria-label={`${r.name}: szerkesztés`}>
              Szerkesztés
            </Button>
            <Button variant="secondary" onClick={() => setSelected(r.id)} aria-label={`${r.name}: futásnapló`} aria-pressed={selected === r.id}>
              Futásnapló
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(r)} aria-label={`${r.name}: törlés`}>
              Törlés
            </Button>
          </div>
        )}
      />

      {selectedRule && <RunLog rule={selectedRule} />}

      <Dialog open={deleting !== null} title="Szabály törlése" onClose={() => setDeleting(null)}>
        <p className="text-sm">A(z) „{deleting?.name}” szabály és a futásnaplója törlődik. Amit eddig elvégzett, megmarad.</p>
        {remove.error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {remove.error.message}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Mégse
          </Button>
          <Button
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  if (selected === deleting.id) setSelected(null);
                  setDeleting(null);
                },
              })
            }
          >
            Törlés
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

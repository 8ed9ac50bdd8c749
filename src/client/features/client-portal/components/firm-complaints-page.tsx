// /app/complaints and /app/complaints/:complaintId (issue 35 point 5): the firm's complaints – open
// ones by due day first, overdue marked – and one complaint with its record (Fgytv. 17/A. § (5)),
// the status steps (taken up → answered → closed) and the written answer, which must give reasons
// and remedies when it rejects (decision 0405). Reading needs canViewContacts, handling canEditContacts.
// On a phone the list is one card per complaint (decision 0478): the due day and state stay on screen.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { type Complaint, type ComplaintStatus, type ComplaintSummary, complaintAnswerBodySchema, complaintStatuses } from '@shared/client-portal/complaints.schemas';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { ErrorList, Form, SelectField, SubmitButton, TextareaField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { inputClasses } from '@client/components/ui/dialog';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { useAnswerComplaint, useFirmComplaint, useFirmComplaints, useSetComplaintStatus } from '../api/complaints-api';
import { AnswerView, card, ComplaintFacts, OUTCOME_LABELS, STATUS_LABELS, StatusBadge } from './complaint-parts';

export function FirmComplaintsPage() {
  const [status, setStatus] = useState<ComplaintStatus | ''>('');
  const list = useFirmComplaints(status);
  const columns: Column<ComplaintSummary>[] = [
    {
      key: 'reference',
      header: 'Azonosító',
      cell: (c) => (
        <Link to={`/app/complaints/${c.id}`} className="font-mono text-indigo-700 underline dark:text-indigo-300">
          {c.reference}
        </Link>
      ),
      sortValue: (c) => c.reference,
    },
    { key: 'subject', header: 'Tárgy', cell: (c) => c.subject, sortValue: (c) => c.subject },
    { key: 'client', header: 'Ügyfél', cell: (c) => c.client.name, sortValue: (c) => c.client.name },
    { key: 'about', header: 'Ügy / számla', cell: (c) => c.matter?.label ?? c.invoice?.label ?? '–' },
    { key: 'received', header: 'Beérkezett', cell: (c) => formatDateTime(c.receivedAt), sortValue: (c) => c.receivedAt },
    { key: 'due', header: 'Határidő', cell: (c) => formatDate(c.dueOn), sortValue: (c) => c.dueOn },
    { key: 'status', header: 'Állapot', cell: (c) => <StatusBadge status={c.status} overdue={c.overdue} />, sortValue: (c) => complaintStatuses.indexOf(c.status) },
    { key: 'handler', header: 'Felelős', cell: (c) => c.handler?.name ?? '–', sortValue: (c) => c.handler?.name },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title="Panaszok">
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Az ügyfélportálon tett írásbeli panaszok. Mindegyikre 30 napon belül írásban, elutasításnál indokolással kell válaszolni (Fgytv. 17/A. §); az ügyhöz kötött panasz határideje a határidőnaplóban is szerepel.
        </p>
      </PageHeader>
      <div>
        <label htmlFor="complaint-status-filter" className="text-sm font-medium">
          Állapot
        </label>
        <select id="complaint-status-filter" value={status} onChange={(e) => setStatus(e.target.value as ComplaintStatus | '')} className={`${inputClasses} max-w-xs`}>
          <option value="">Mind</option>
          {complaintStatuses.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <DataTable label="Panaszok" columns={columns} rows={list.data?.items} rowKey={(c) => c.id} loading={list.isPending} error={list.error} onRetry={() => void list.refetch()} emptyText="Nincs panasz." stackOnPhone />
    </div>
  );
}

export function FirmComplaintPage({ id, canHandle }: { id: string; canHandle: boolean }) {
  const complaint = useFirmComplaint(id);
  if (complaint.isPending) return <LoadingSpinner fullScreen={false} />;
  if (complaint.isError)
    return <ObjectLoadError error={complaint.error} onRetry={() => void complaint.refetch()} title="Panasz" missingText="Ez a panasz nem található." back={{ to: '/app/complaints', label: 'Vissza a panaszokhoz' }} />;
  const c = complaint.data;
  return (
    <div className="space-y-6">
      <Link to="/app/complaints" className="text-sm text-indigo-700 underline dark:text-indigo-300">
        Vissza a panaszokhoz
      </Link>
      <PageHeader title={c.subject} actions={canHandle ? <StatusActions complaint={c} /> : undefined}>
        <p className="mt-1">
          <StatusBadge status={c.status} overdue={c.overdue} />
        </p>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="record-title" className={`${card} space-y-4`}>
          <h2 id="record-title" className="text-lg font-semibold">
            Panasz-jegyzőkönyv adatai
          </h2>
          <ComplaintFacts complaint={c} />
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">Panaszos</dt>
              <dd>
                {c.record.complainantName}
                {c.record.consumer ? ' (fogyasztó)' : ' (nem fogyasztó)'}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">Lakcím / székhely</dt>
              <dd>{c.record.complainantAddress ?? 'Nincs megadva'}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">A panasz módja és helye</dt>
              <dd>{c.record.place}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">Benyújtotta</dt>
              <dd>{c.record.submittedBy ?? '–'}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">Felelős</dt>
              <dd>{c.handler?.name ?? '–'}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">Megőrzés</dt>
              <dd>{formatDate(c.retainUntil)} napjáig</dd>
            </div>
            {c.deadlineId && c.matter && (
              <div>
                <dt className="font-medium text-slate-700 dark:text-slate-300">Határidőnapló</dt>
                <dd>
                  <Link to={`/app/matters/${c.matter.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                    Az ügy határidői
                  </Link>
                </dd>
              </div>
            )}
          </dl>
          <div>
            <h3 className="text-sm font-semibold">A panasz szövege</h3>
            <p className="whitespace-pre-line">{c.text}</p>
          </div>
        </section>
        <section aria-labelledby="answer-title" className={`${card} space-y-4`}>
          <h2 id="answer-title" className="text-lg font-semibold">
            Válasz
          </h2>
          {c.answer && <AnswerView complaint={c} />}
          {canHandle && c.status !== 'closed' ? <AnswerForm complaint={c} /> : !c.answer && <AnswerView complaint={c} />}
        </section>
      </div>
    </div>
  );
}

function StatusActions({ complaint: c }: { complaint: Complaint }) {
  const setStatus = useSetComplaintStatus(c.id);
  return (
    <div className="flex flex-col items-end gap-1">
      {c.status === 'submitted' && (
        <Button disabled={setStatus.isPending} onClick={() => setStatus.mutate('in_progress')}>
          Átveszem (folyamatban)
        </Button>
      )}
      {c.status === 'answered' && (
        <Button variant="secondary" disabled={setStatus.isPending} onClick={() => setStatus.mutate('closed')}>
          Lezárás
        </Button>
      )}
      {setStatus.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(setStatus.error)}
        </p>
      )}
    </div>
  );
}

function AnswerForm({ complaint: c }: { complaint: Complaint }) {
  const answer = useAnswerComplaint(c.id);
  const form = useZodForm(complaintAnswerBodySchema, {
    defaultValues: { outcome: c.answer?.outcome ?? 'upheld', answer: c.answer?.text ?? '', reasons: c.answer?.reasons ?? '', remedies: c.answer?.remedies ?? c.remediesSuggestion?.text ?? '' },
  });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  return (
    <Form form={form} aria-labelledby="answer-title" guardUnsaved={false} onSubmit={async (body) => void (await answer.mutateAsync(body))}>
      <ErrorList />
      {c.answer && <p className="text-sm text-slate-700 dark:text-slate-300">A válasz módosítása új választ küld az ügyfélnek.</p>}
      <SelectField name="outcome" label="Az iroda álláspontja" options={(['upheld', 'partly_upheld', 'rejected'] as const).map((o) => ({ value: o, label: OUTCOME_LABELS[o] }))} />
      <TextareaField name="answer" label="Érdemi válasz" required rows={6} />
      {outcome !== 'upheld' && (
        <>
          <TextareaField name="reasons" label="Indoklás (elutasításnál és részleges elfogadásnál kötelező)" required rows={4} />
          <TextareaField
            name="remedies"
            label="Hová fordulhat az ügyfél (hatóság, békéltető testület, kamara)"
            hint={
              c.remediesSuggestion?.boardMissing ? (
                <>
                  A törvény a békéltető testület címét és elérhetőségét is kéri (Fgytv. 17/A. § (8)). Add meg az iroda székhelye szerinti testületet az{' '}
                  <Link to="/app/settings" className="text-indigo-700 underline dark:text-indigo-300">
                    iroda nyilvános adatlapján
                  </Link>
                  , vagy írd be ide.
                </>
              ) : undefined
            }
            required
            rows={5}
          />
        </>
      )}
      <SubmitButton>{c.answer ? 'Válasz módosítása' : 'Válasz elküldése'}</SubmitButton>
      {answer.isSuccess && (
        <p role="status" className="text-sm text-green-800 dark:text-green-200">
          A választ elküldtük; az ügyfél a portálon olvashatja.
        </p>
      )}
    </Form>
  );
}

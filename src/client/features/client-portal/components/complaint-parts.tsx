// What the customer's and the firm's complaint pages share: the status and outcome labels, the
// status badge and the answer as the customer reads it (decision 0408).
import { complaintOutcomeLabels, type Complaint, type ComplaintOutcome, type ComplaintStatus } from '@shared/client-portal/complaints.schemas';
import { formatDate, formatDateTime } from '@client/lib/format';

export const STATUS_LABELS: Record<ComplaintStatus, string> = {
  submitted: 'Beérkezett',
  in_progress: 'Folyamatban',
  answered: 'Megválaszolva',
  closed: 'Lezárva',
};

export const OUTCOME_LABELS: Readonly<Record<ComplaintOutcome, string>> = complaintOutcomeLabels;

const badgeColors: Record<ComplaintStatus, string> = {
  submitted: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  in_progress: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  answered: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  closed: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

export function StatusBadge({ status, overdue = false }: { status: ComplaintStatus; overdue?: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeColors[status]}`}>{STATUS_LABELS[status]}</span>
      {overdue && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">Határidőn túl</span>}
    </span>
  );
}

export const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

/** The complaint's own text and what it is about. */
export function ComplaintFacts({ complaint: c }: { complaint: Complaint }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Azonosító</dt>
        <dd className="font-mono">{c.reference}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Beérkezett</dt>
        <dd>{formatDateTime(c.receivedAt)}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Válaszhatáridő</dt>
        <dd>{formatDate(c.dueOn)}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Ügyfél</dt>
        <dd>{c.client.name}</dd>
      </div>
      {c.matter && (
        <div>
          <dt className="font-medium text-slate-700 dark:text-slate-300">Ügy</dt>
          <dd>{c.matter.label}</dd>
        </div>
      )}
      {c.invoice && (
        <div>
          <dt className="font-medium text-slate-700 dark:text-slate-300">Számla</dt>
          <dd>{c.invoice.label}</dd>
        </div>
      )}
    </dl>
  );
}

/** The firm's written answer with its reasons and where to turn next. */
export function AnswerView({ complaint: c }: { complaint: Complaint }) {
  if (!c.answer) return <p className="text-sm text-slate-700 dark:text-slate-300">Az iroda még nem válaszolt. Írásban válaszol, legkésőbb a határidő napján: {formatDate(c.dueOn)}</p>;
  const a = c.answer;
  return (
    <div className="space-y-3">
      <p className="font-semibold">{OUTCOME_LABELS[a.outcome]}</p>
      <p className="whitespace-pre-line">{a.text}</p>
      {a.reasons && (
        <div>
          <h4 className="text-sm font-semibold">Indoklás</h4>
          <p className="whitespace-pre-line">{a.reasons}</p>
        </div>
      )}
      {a.remedies && (
        <div>
          <h4 className="text-sm font-semibold">Hová fordulhat</h4>
          <p className="whitespace-pre-line">{a.remedies}</p>
        </div>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {a.answeredBy ?? 'Az iroda'}, {c.answeredAt ? formatDateTime(c.answeredAt) : ''}
      </p>
    </div>
  );
}

// /app/submit-complaint (issue 35 point 5): the customer files a written complaint – subject, text,
// the client it is for and optionally one of its matters or invoices – and follows their complaints
// with the firm's written, reasoned answer (?id= opens one). The firm answers within 30 days
// (Fgytv. 17/A. §, decision 0405); the page says so before the customer writes.
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type Complaint, type ComplaintOptions, COMPLAINT_ANSWER_DAYS, newComplaintBodySchema } from '@shared/client-portal/complaints.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { ErrorList, Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { isApiError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { useComplaintOptions, useFileComplaint, useOwnComplaint, useOwnComplaints } from '../api/complaints-api';
import { AnswerView, card, ComplaintFacts, StatusBadge } from './complaint-parts';

export function SubmitComplaintPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const options = useComplaintOptions();
  const [filed, setFiled] = useState<Complaint | null>(null);
  const notInstalled = isApiError(options.error) && options.error.code === 'MODULE_NOT_INSTALLED';
  return (
    <div className="space-y-6">
      <PageHeader title="Panasz benyújtása">
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Ha elégedetlen vagy az iroda munkájával, itt írásban panaszt tehetsz. A panaszt egyedi azonosítóval nyilvántartjuk, és legkésőbb {COMPLAINT_ANSWER_DAYS} napon belül írásban, elutasítás esetén indokolással
          válaszolunk rá.
        </p>
      </PageHeader>
      {notInstalled ? (
        <p className={card}>Az iroda nem használja az ügyfélportált; panaszodat írásban, postán vagy e-mailben teheted meg.</p>
      ) : options.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : options.isError ? (
        <LoadError error={options.error} onRetry={() => void options.refetch()} />
      ) : options.data.clients.length === 0 ? (
        <p className={card}>A fiókod még nincs ügyfélhez kapcsolva, ezért nem tudsz panaszt benyújtani. Kérd az irodát, hogy kapcsolja össze.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="complaint-form-title" className={card}>
            <h2 id="complaint-form-title" className="mb-3 text-lg font-semibold">
              Új panasz
            </h2>
            {filed && (
              <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
                Panaszodat {filed.reference} azonosítóval rögzítettük. Válaszhatáridő: {formatDate(filed.dueOn)}
              </p>
            )}
            <ComplaintForm
              options={options.data}
              onFiled={(c) => {
                setFiled(c);
                setParams({ id: c.id });
              }}
            />
          </section>
          <OwnComplaints selected={selected} onSelect={(id) => setParams(id ? { id } : {})} />
        </div>
      )}
    </div>
  );
}

function ComplaintForm({ options, onFiled }: { options: ComplaintOptions; onFiled: (c: Complaint) => void }) {
  const file = useFileComplaint();
  const single = options.clients.length === 1;
  const form = useZodForm(newComplaintBodySchema, { defaultValues: { subject: '', text: '', clientId: single ? options.clients[0]!.id : '', matterId: '', invoiceId: '' } });
  const clientId = useWatch({ control: form.control, name: 'clientId' });
  const matters = options.matters.filter((m) => m.clientId === clientId);
  const invoices = options.invoices.filter((i) => i.clientId === clientId);
  // Another client chosen: a matter or invoice of the previous one is dropped, not sent unseen.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!options.matters.some((m) => m.id === getValues('matterId') && m.clientId === clientId)) setValue('matterId', '');
    if (!options.invoices.some((i) => i.id === getValues('invoiceId') && i.clientId === clientId)) setValue('invoiceId', '');
  }, [clientId, options, getValues, setValue]);
  return (
    <Form
      form={form}
      aria-labelledby="complaint-form-title"
      onSubmit={async (body) => {
        const c = await file.mutateAsync(body);
        form.reset({ subject: '', text: '', clientId: body.clientId ?? '', matterId: '', invoiceId: '' });
        onFiled(c);
      }}
    >
      <ErrorList />
      {!single && <SelectField name="clientId" label="Kinek a nevében" required options={[{ value: '', label: 'Válassz…' }, ...options.clients.map((c) => ({ value: c.id, label: c.name }))]} />}
      <TextField name="subject" label="Tárgy" required maxLength={200} />
      <TextareaField name="text" label="A panasz részletes leírása" required rows={7} hint="Írd le, mi történt, mikor, és mit kérsz az irodától." />
      <SelectField name="matterId" label="Kapcsolódó ügy (nem kötelező)" options={[{ value: '', label: 'Nincs' }, ...matters.map((m) => ({ value: m.id, label: m.label }))]} />
      <SelectField
        name="invoiceId"
        label="Kapcsolódó számla (nem kötelező)"
        options={[{ value: '', label: 'Nincs' }, ...invoices.map((i) => ({ value: i.id, label: i.label }))]}
        hint="Egy panasz egy ügyhöz vagy egy számlához kapcsolódhat."
      />
      <SubmitButton>Panasz elküldése</SubmitButton>
    </Form>
  );
}

function OwnComplaints({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const list = useOwnComplaints();
  return (
    <section aria-labelledby="own-complaints-title" className={`${card} space-y-4`}>
      <h2 id="own-complaints-title" className="text-lg font-semibold">
        Panaszaim
      </h2>
      {list.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Még nem tettél panaszt.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {list.data.items.map((c) => (
            <li key={c.id} className="py-2">
              <button
                type="button"
                aria-expanded={selected === c.id}
                aria-controls={selected === c.id ? `complaint-${c.id}` : undefined}
                onClick={() => onSelect(selected === c.id ? null : c.id)}
                className="flex w-full flex-wrap items-center justify-between gap-2 rounded text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800"
              >
                <span>
                  <span className="block font-medium">{c.subject}</span>
                  <span className="block text-xs text-slate-700 dark:text-slate-300">
                    {c.reference} · {formatDateTime(c.receivedAt)}
                  </span>
                </span>
                <StatusBadge status={c.status} />
              </button>
              {selected === c.id && <ComplaintDetail id={c.id} />}
            </li>
          ))}
        </ul>
      )}
      {selected && list.data && !list.data.items.some((c) => c.id === selected) && (
        <p className="text-sm">
          Ez a panasz nem található.{' '}
          <Link to="/app/submit-complaint" className="text-indigo-700 underline dark:text-indigo-300">
            Vissza a panaszaimhoz
          </Link>
        </p>
      )}
    </section>
  );
}

function ComplaintDetail({ id }: { id: string }) {
  const complaint = useOwnComplaint(id);
  if (complaint.isPending) return <LoadingSpinner fullScreen={false} />;
  if (complaint.isError) return <LoadError error={complaint.error} onRetry={() => void complaint.refetch()} />;
  const c = complaint.data;
  return (
    <div id={`complaint-${id}`} className="mt-3 space-y-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
      <ComplaintFacts complaint={c} />
      <div>
        <h3 className="text-sm font-semibold">A panaszod</h3>
        <p className="whitespace-pre-line">{c.text}</p>
      </div>
      <div>
        <h3 className="text-sm font-semibold">Az iroda válasza</h3>
        <AnswerView complaint={c} />
      </div>
    </div>
  );
}

// /app/support (?view=faq, issue 35 point 7): the firm's FAQ – its knowledge-base articles marked
// for clients – searchable, each opening in place; "Kérdésem van" writes a message to the firm
// (a new thread of the messages page, decision 0409) and links to it.
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { newThreadBodySchema } from '@shared/client-portal/client-portal.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { ErrorList, Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { Markdown } from '@client/components/ui/markdown';
import { isApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { useDebounced } from '@client/lib/use-debounced';
import { useAskQuestion, useFaq } from '../api/complaints-api';
import { usePortalOverview } from '../api/portal-api';
import { card } from './complaint-parts';

export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const asking = params.get('view') === 'ask';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Támogatás"
        actions={
          !asking ? (
            <Button onClick={() => setParams({ view: 'ask' })}>Kérdésem van</Button>
          ) : (
            <Button variant="secondary" onClick={() => setParams({ view: 'faq' })}>
              Vissza a GYIK-hoz
            </Button>
          )
        }
      >
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Gyakori kérdések az iroda válaszaival. Ha nem találod, amit keresel, kérdezz az irodától.</p>
      </PageHeader>
      {asking ? <AskQuestion /> : <Faq />}
    </div>
  );
}

function Faq() {
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 300);
  const faq = useFaq(q);
  const notInstalled = isApiError(faq.error) && faq.error.code === 'MODULE_NOT_INSTALLED';
  return (
    <section aria-labelledby="faq-title" className="space-y-4">
      <h2 id="faq-title" className="text-lg font-semibold">
        Gyakori kérdések (GYIK)
      </h2>
      <SearchField label="Keresés a gyakori kérdések között" value={query} onChange={setQuery} />
      {notInstalled ? (
        <p className={card}>Az iroda nem használja az ügyfélportált.</p>
      ) : faq.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : faq.isError ? (
        <LoadError error={faq.error} onRetry={() => void faq.refetch()} />
      ) : faq.data.items.length === 0 ? (
        <p role="status" className={card}>
          {q ? `Nincs a(z) „${q}” keresésnek megfelelő kérdés.` : 'Az iroda még nem tett közzé gyakori kérdéseket.'}{' '}
          <Link to="/app/support?view=ask" className="text-indigo-700 underline dark:text-indigo-300">
            Kérdezz az irodától
          </Link>
        </p>
      ) : (
        <>
          <p role="status" className="sr-only">
            {faq.data.items.length} kérdés
          </p>
          <ul className="space-y-3">
            {faq.data.items.map((a) => (
              <li key={a.id}>
                <details className={`${card} group`}>
                  <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600">{a.title}</summary>
                  <div className="mt-3 space-y-2">
                    <Markdown source={a.body} />
                    <p className="text-xs text-slate-700 dark:text-slate-300">Frissítve: {formatDate(a.updatedAt)}</p>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AskQuestion() {
  const id = useId();
  const overview = usePortalOverview();
  const ask = useAskQuestion();
  const [sent, setSent] = useState<string | null>(null);
  const clients = overview.data?.clients ?? [];
  const form = useZodForm(newThreadBodySchema, { defaultValues: { subject: '', body: '', clientId: undefined } });
  if (overview.isPending) return <LoadingSpinner fullScreen={false} />;
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  if (clients.length === 0) return <p className={card}>A fiókod még nincs ügyfélhez kapcsolva, ezért nem tudsz üzenetet küldeni. Kérd az irodát, hogy kapcsolja össze.</p>;
  return (
    <section aria-labelledby={`${id}-title`} className={`${card} max-w-2xl`}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        Kérdésem van
      </h2>
      {sent && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
          Kérdésedet elküldtük az irodának.{' '}
          <Link to={`/app/contact-company?thread=${encodeURIComponent(sent)}`} className="underline">
            Az üzenetváltás megnyitása
          </Link>
        </p>
      )}
      <Form
        form={form}
        aria-labelledby={`${id}-title`}
        onSubmit={async (body) => {
          const thread = await ask.mutateAsync({ ...body, clientId: body.clientId || (clients.length === 1 ? clients[0]!.id : undefined) });
          form.reset({ subject: '', body: '', clientId: body.clientId });
          setSent(thread.id);
        }}
      >
        <ErrorList />
        {clients.length > 1 && <SelectField name="clientId" label="Kinek a nevében" required options={[{ value: '', label: 'Válassz…' }, ...clients.map((c) => ({ value: c.id, label: c.name }))]} />}
        <TextField name="subject" label="Tárgy" required maxLength={200} />
        <TextareaField name="body" label="Kérdés" required rows={6} />
        <SubmitButton>Kérdés elküldése</SubmitButton>
      </Form>
    </section>
  );
}

// The firm's side of join requests (decision 0070), on the company settings page for whoever may
// manage members (canManageCompanyUsers): the firm code to hand out, and each pending request
// to accept (customer membership) or decline. The server decides and audits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FirmJoinRequest, customerInvitationBodySchema } from '@shared/join-requests/join-requests.schemas';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { formatDateTime } from '@client/lib/format';
import { useDecideJoinRequest, useFirmJoinRequests, useInviteCustomer } from '../api/join-requests-api';
import { LoadError } from '@client/components/errors/load-error';

export function FirmJoinRequests({ firmCode }: { firmCode: string | undefined }) {
  const { t } = useTranslation();
  const requests = useFirmJoinRequests(true);
  // The decision lives here, not in the row: the row leaves the list when the list is re-read,
  // and a finished decision must still be announced.
  const decide = useDecideJoinRequest();
  const [status, setStatus] = useState('');
  const run = (request: FirmJoinRequest, accept: boolean) => {
    setStatus('');
    decide.mutate({ id: request.id, accept }, { onSuccess: () => setStatus(t(accept ? 'joinRequests.firm.accepted' : 'joinRequests.firm.declined', { name: request.name })) });
  };
  return (
    <section aria-labelledby="join-requests-heading" className="space-y-3">
      <h3 id="join-requests-heading" className="font-semibold text-slate-900 dark:text-white">
        {t('joinRequests.firm.title')}
      </h3>
      {firmCode && (
        <div className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
          <p className="text-slate-900 dark:text-white">
            {t('joinRequests.firm.codeLabel')}:{' '}
            <code className="wrap-anywhere font-mono font-semibold" data-testid="firm-code">
              {firmCode}
            </code>
          </p>
          <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{t('joinRequests.firm.codeHint')}</p>
        </div>
      )}
      {requests.isError && <LoadError compact error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.data && requests.data.items.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">{t('joinRequests.firm.empty')}</p>}
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {requests.data?.items.map((r) => (
          <RequestRow key={r.id} request={r} busy={decide.isPending} onDecide={(accept) => run(r, accept)} />
        ))}
      </ul>
      {decide.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {decide.error.message}
        </p>
      )}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
      <InviteCustomer />
    </section>
  );
}

function RequestRow({ request, busy, onDecide }: { request: FirmJoinRequest; busy: boolean; onDecide: (accept: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <p className="font-medium text-slate-900 dark:text-white">
          {request.name}
          {request.company ? <span className="font-normal text-slate-700 dark:text-slate-300"> · {request.company}</span> : null}
        </p>
        <p className="wrap-anywhere text-xs text-slate-700 dark:text-slate-300">{request.email}</p>
        <p className="wrap-anywhere text-xs text-slate-700 dark:text-slate-300">
          {t('joinRequests.firm.requestedWith', { value: request.requestedWith })} · {t('joinRequests.firm.sentAt', { date: formatDateTime(request.createdAt) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button className="min-h-9 px-3" disabled={busy} aria-label={t('joinRequests.firm.acceptLabel', { name: request.name })} onClick={() => onDecide(true)}>
          {t('joinRequests.firm.accept')}
        </Button>
        <Button variant="secondary" className="min-h-9 px-3" disabled={busy} aria-label={t('joinRequests.firm.declineLabel', { name: request.name })} onClick={() => onDecide(false)}>
          {t('joinRequests.firm.decline')}
        </Button>
      </div>
    </li>
  );
}

/** The firm's direct way in: an invitation by e-mail, whose code joins at once. */
function InviteCustomer() {
  const { t } = useTranslation();
  const invite = useInviteCustomer();
  const [sent, setSent] = useState('');
  const form = useZodForm(customerInvitationBodySchema, { defaultValues: { email: '' } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700"
      onSubmit={async ({ email }) => {
        setSent('');
        const res = await invite.mutateAsync(email);
        setSent(t('joinRequests.firm.invite.sent', { email: res.email }));
        form.reset({ email: '' });
      }}
    >
      <h4 className="font-semibold text-slate-900 dark:text-white">{t('joinRequests.firm.invite.title')}</h4>
      <ErrorList />
      <div className="flex flex-wrap items-start gap-2">
        <TextField name="email" type="email" label={t('joinRequests.firm.invite.label')} hint={t('joinRequests.firm.invite.hint')} aria-required maxLength={254} className="w-full sm:w-auto sm:min-w-0 sm:flex-1" />
        <SubmitButton className="sm:mt-6" pendingText={t('joinRequests.firm.invite.submit')}>
          {t('joinRequests.firm.invite.submit')}
        </SubmitButton>
      </div>
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {sent}
      </p>
    </Form>
  );
}

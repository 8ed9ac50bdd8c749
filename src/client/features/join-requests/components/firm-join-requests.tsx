// The firm's side of join requests (decision 0070), on the company settings page for whoever may
// manage members (canManageCompanyUsers): the firm code to hand out, and each pending request
// to accept (customer membership) or decline. The server decides and audits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirmJoinRequest } from '@shared/join-requests/join-requests.schemas';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useDecideJoinRequest, useFirmJoinRequests } from '../api/join-requests-api';

export function FirmJoinRequests({ firmCode }: { firmCode: string | undefined }) {
  const { t } = useTranslation();
  const requests = useFirmJoinRequests(true);
  const [status, setStatus] = useState('');
  return (
    <section aria-labelledby="join-requests-heading" className="space-y-3">
      <h3 id="join-requests-heading" className="font-semibold text-slate-900 dark:text-white">{t('joinRequests.firm.title')}</h3>
      {firmCode && (
        <div className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
          <p className="text-slate-900 dark:text-white">
            {t('joinRequests.firm.codeLabel')}: <code className="wrap-anywhere font-mono font-semibold" data-testid="firm-code">{firmCode}</code>
          </p>
          <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{t('joinRequests.firm.codeHint')}</p>
        </div>
      )}
      {requests.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{requests.error.message}</p>}
      {requests.data && requests.data.items.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">{t('joinRequests.firm.empty')}</p>}
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {requests.data?.items.map((r) => <RequestRow key={r.id} request={r} onDecided={setStatus} />)}
      </ul>
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">{status}</p>
    </section>
  );
}

function RequestRow({ request, onDecided }: { request: FirmJoinRequest; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const decide = useDecideJoinRequest();
  const run = (accept: boolean) =>
    decide.mutate({ id: request.id, accept }, { onSuccess: () => onDecided(t(accept ? 'joinRequests.firm.accepted' : 'joinRequests.firm.declined', { name: request.name })) });
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
        <Button className="min-h-9 px-3" disabled={decide.isPending} aria-label={t('joinRequests.firm.acceptLabel', { name: request.name })} onClick={() => run(true)}>
          {t('joinRequests.firm.accept')}
        </Button>
        <Button variant="secondary" className="min-h-9 px-3" disabled={decide.isPending} aria-label={t('joinRequests.firm.declineLabel', { name: request.name })} onClick={() => run(false)}>
          {t('joinRequests.firm.decline')}
        </Button>
      </div>
      {decide.isError && <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">{isApiError(decide.error) ? decide.error.message : String(decide.error)}</p>}
    </li>
  );
}

// The way forward for a signed-in account without a firm (issue 12 point 3): ask to join by a
// lawyer's e-mail or the firm code, follow the requests (pending until the firm accepts), or
// accept an invitation. The answer never says whether the e-mail belongs to a lawyer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OwnInvitation, type OwnJoinRequest, joinRequestBodySchema } from '@shared/join-requests/join-requests.schemas';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { useAcceptInvitation, useOpenPortalWhenAccepted, useOwnJoinRequests, useSubmitJoinRequest, useWithdrawJoinRequest } from '../api/join-requests-api';
import { LoadError } from '@client/components/errors/load-error';

const errorText = (e: unknown) => (isApiError(e) && e.fields ? Object.values(e.fields).join(' ') : e instanceof Error ? e.message : '');

const statusTone: Record<OwnJoinRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  declined: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  withdrawn: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function JoinFirmPanel() {
  const { t } = useTranslation();
  const own = useOwnJoinRequests();
  useOpenPortalWhenAccepted(own.data);
  const submit = useSubmitJoinRequest();
  const [answer, setAnswer] = useState('');
  const form = useZodForm(joinRequestBodySchema, { defaultValues: { lawyerEmailOrCode: '' } });

  const invitations = own.data?.invitations ?? [];
  const items = own.data?.items ?? [];
  return (
    <div className="mt-6 space-y-6">
      {invitations.length > 0 && (
        <section aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('joinRequests.invitations.title')}
          </h2>
          <ul className="mt-2 space-y-2">
            {invitations.map((i) => (
              <InvitationRow key={i.id} invitation={i} />
            ))}
          </ul>
        </section>
      )}

      <Form
        form={form}
        guardUnsaved={false}
        className="space-y-2"
        onSubmit={async ({ lawyerEmailOrCode }) => {
          setAnswer('');
          const res = await submit.mutateAsync(lawyerEmailOrCode);
          setAnswer(res.status === 'joined' ? t('joinRequests.joined') : res.message);
          form.reset({ lawyerEmailOrCode: '' });
        }}
      >
        <ErrorList />
        <TextField name="lawyerEmailOrCode" label={t('joinRequests.form.label')} hint={t('joinRequests.form.hint')} aria-required maxLength={200} />
        <SubmitButton className="w-full sm:w-auto" pendingText={t('joinRequests.form.sending')}>
          {t('joinRequests.form.submit')}
        </SubmitButton>
        <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
          {answer}
        </p>
      </Form>

      <section aria-labelledby="own-requests-heading">
        <h2 id="own-requests-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('joinRequests.mine.title')}
        </h2>
        {own.isError && <LoadError compact error={own.error} onRetry={() => void own.refetch()} />}
        {own.data && items.length === 0 && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('joinRequests.mine.empty')}</p>}
        {items.some((i) => i.status === 'pending') && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('joinRequests.mine.pendingHint')}</p>}
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <OwnRequestRow key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function OwnRequestRow({ item }: { item: OwnJoinRequest }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawJoinRequest();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <p className="wrap-anywhere font-medium text-slate-900 dark:text-white">{item.requestedWith}</p>
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t('joinRequests.mine.sentAt', { date: formatDateTime(item.createdAt) })}
          {item.tenantName ? ` · ${t('joinRequests.acceptedBy', { firm: item.tenantName })}` : ''}
        </p>
      </div>
      <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusTone[item.status]}`}>{t(`joinRequests.status.${item.status}`)}</span>
      {item.status === 'pending' && (
        <Button variant="secondary" className="min-h-9 px-3" disabled={withdraw.isPending} aria-label={t('joinRequests.mine.withdrawLabel', { value: item.requestedWith })} onClick={() => withdraw.mutate(item.id)}>
          {t('joinRequests.mine.withdraw')}
        </Button>
      )}
      {withdraw.isError && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {errorText(withdraw.error)}
        </p>
      )}
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: OwnInvitation }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 p-3 dark:border-indigo-800">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <p className="font-medium text-slate-900 dark:text-white">{t('joinRequests.invitations.text', { firm: invitation.tenantName })}</p>
        <p className="text-xs text-slate-700 dark:text-slate-300">{t('joinRequests.invitations.expires', { date: formatDate(invitation.expiresAt) })}</p>
      </div>
      <Button disabled={accept.isPending} aria-label={t('joinRequests.invitations.acceptLabel', { firm: invitation.tenantName })} onClick={() => accept.mutate(invitation.id)}>
        {t('joinRequests.invitations.accept')}
      </Button>
      {accept.isError && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {errorText(accept.error)}
        </p>
      )}
    </li>
  );
}

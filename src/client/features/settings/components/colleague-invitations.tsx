// Colleagues of the firm (issue 38.2, decision 0330): the plan's staff seats, an invitation form
// (name, e-mail, lawyer / firm administrator) for whoever may manage members, and the open
// invitations with their expiry, to resend (a new link) or revoke. The server decides.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InviteColleagueBody, colleagueRoleChoices, inviteColleagueBodySchema } from '@shared/company/invitations.schemas';
import { formatHuDate } from '@shared/hu/format';
import { ErrorList, Form, SubmitButton, TextField, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/errors/load-error';
import { errorText } from '@client/lib/api-client';
import { useColleagueInvitations, useInviteColleague, useResendInvitation, useRevokeInvitation } from '../api/company-api';

export function ColleagueInvitations({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const list = useColleagueInvitations(true);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [status, setStatus] = useState('');

  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return null;
  const { seats, items, days } = list.data;
  const full = seats.limit !== null && seats.used + seats.invited >= seats.limit;

  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('profile.colleagues.title')}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="seats">
          {seats.limit === null
            ? t('profile.colleagues.seatsUnlimited', { used: seats.used, invited: seats.invited })
            : t('profile.colleagues.seats', { used: seats.used, invited: seats.invited, limit: seats.limit, plan: seats.planName ?? t('profile.colleagues.defaultPlan') })}
        </p>
      </div>
      {items.length > 0 && (
        <ul aria-label={t('profile.colleagues.pending')} className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {items.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-3 py-2">
              <div className="min-w-48 flex-1">
                <p className="font-medium text-slate-900 dark:text-white">
                  {i.name} – {t(`profile.colleagues.roles.${i.roles}`)}
                </p>
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {i.email} · {i.expired ? t('profile.colleagues.expired', { date: formatHuDate(new Date(i.expiresAt)) }) : t('profile.colleagues.expires', { date: formatHuDate(new Date(i.expiresAt)) })}
                </p>
              </div>
              {canManage && (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3"
                    disabled={resend.isPending}
                    aria-label={t('profile.colleagues.resendFor', { email: i.email })}
                    onClick={() => resend.mutate(i.id, { onSuccess: (r) => setStatus(t('profile.colleagues.resent', { email: i.email, date: formatHuDate(new Date(r.expiresAt)) })) })}
                  >
                    {t('profile.colleagues.resend')}
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-9 px-3"
                    disabled={revoke.isPending}
                    aria-label={t('profile.colleagues.revokeFor', { email: i.email })}
                    onClick={() => revoke.mutate(i.id, { onSuccess: () => setStatus(t('profile.colleagues.revoked', { email: i.email })) })}
                  >
                    {t('profile.colleagues.revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {(resend.isError || revoke.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(resend.error ?? revoke.error)}
        </p>
      )}
      {canManage && <InviteColleagueForm days={days} full={full} onSent={setStatus} />}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
    </div>
  );
}

const emptyInvitation: InviteColleagueBody = { name: '', email: '', roles: 'lawyer' };

/** The invitation (inviteColleagueBodySchema, as the server checks it); the form empties once sent. */
function InviteColleagueForm({ days, full, onSent }: { days: number; full: boolean; onSent: (status: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInviteColleague();
  const form = useZodForm(inviteColleagueBodySchema, { defaultValues: emptyInvitation });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-labelledby={`${id}-h`}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={async (values) => {
        onSent('');
        const created = await invite.mutateAsync(values);
        onSent(t('profile.colleagues.sent', { email: values.email, date: formatHuDate(new Date(created.expiresAt)) }));
        form.reset(emptyInvitation);
      }}
    >
      <h4 id={`${id}-h`} className="font-medium">
        {t('profile.colleagues.invite')}
      </h4>
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('profile.colleagues.hint', { days })}</p>
      <ErrorList />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="name" label={t('profile.colleagues.name')} aria-required maxLength={200} />
        <TextField name="email" type="email" label={t('profile.colleagues.email')} aria-required />
      </div>
      <RoleChoice />
      {full && <p className="text-sm text-amber-900 dark:text-amber-200">{t('profile.colleagues.full')}</p>}
      <SubmitButton disabled={full} pendingText={t('profile.colleagues.send')}>
        {t('profile.colleagues.send')}
      </SubmitButton>
    </Form>
  );
}

function RoleChoice() {
  const { t } = useTranslation();
  const { register } = useFormContext<InviteColleagueBody>();
  const error = useFieldError('roles');
  const errorId = useId();
  return (
    <fieldset aria-invalid={!!error} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{t('profile.colleagues.role')}</legend>
      <div className="flex flex-wrap gap-x-4">
        {colleagueRoleChoices.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value={r} className="size-4" {...register('roles')} />
            {t(`profile.colleagues.roleNames.${r}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

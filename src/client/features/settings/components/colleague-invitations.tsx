// Colleagues of the firm (issue 38.2, decision 0330): the plan's staff seats, an invitation form
// (name, e-mail, lawyer / firm administrator) for whoever may manage members, and the open
// invitations with their expiry, to resend (a new link) or revoke. The server decides.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColleagueRoleChoice, colleagueRoleChoices } from '@shared/company/invitations.schemas';
import { formatHuDate } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/errors/load-error';
import { errorText } from '@client/lib/api-client';
import { useColleagueInvitations, useInviteColleague, useResendInvitation, useRevokeInvitation } from '../api/company-api';

export function ColleagueInvitations({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const list = useColleagueInvitations(true);
  const invite = useInviteColleague();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [form, setForm] = useState<{ name: string; email: string; roles: ColleagueRoleChoice }>({ name: '', email: '', roles: 'lawyer' });
  const [status, setStatus] = useState('');

  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return null;
  const { seats, items, days } = list.data;
  const full = seats.limit !== null && seats.used + seats.invited >= seats.limit;

  function submit(e: FormEvent) {
    e.preventDefault();
    setStatus('');
    invite.mutate(form, {
      onSuccess: (created) => {
        setStatus(t('profile.colleagues.sent', { email: form.email, date: formatHuDate(new Date(created.expiresAt)) }));
        setForm({ name: '', email: '', roles: 'lawyer' });
      },
    });
  }

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
      {canManage && (
        <form onSubmit={submit} aria-labelledby={`${id}-h`} className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <h4 id={`${id}-h`} className="font-medium">
            {t('profile.colleagues.invite')}
          </h4>
          <p className="text-xs text-slate-700 dark:text-slate-300">{t('profile.colleagues.hint', { days })}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-name`} className="text-sm font-medium">
                {t('profile.colleagues.name')}
              </label>
              <input id={`${id}-name`} required minLength={2} maxLength={200} autoComplete="off" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} className={inputClasses} />
            </div>
            <div>
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                {t('profile.colleagues.email')}
              </label>
              <input id={`${id}-email`} type="email" required autoComplete="off" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} className={inputClasses} />
            </div>
          </div>
          <fieldset>
            <legend className="text-sm font-medium">{t('profile.colleagues.role')}</legend>
            <div className="flex flex-wrap gap-x-4">
              {colleagueRoleChoices.map((r) => (
                <label key={r} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-role`} className="size-4" checked={form.roles === r} onChange={() => setForm({ ...form, roles: r })} />
                  {t(`profile.colleagues.roleNames.${r}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {full && <p className="text-sm text-amber-900 dark:text-amber-200">{t('profile.colleagues.full')}</p>}
          {invite.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(invite.error)}
            </p>
          )}
          <Button type="submit" disabled={invite.isPending || full}>
            {t('profile.colleagues.send')}
          </Button>
        </form>
      )}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
    </div>
  );
}

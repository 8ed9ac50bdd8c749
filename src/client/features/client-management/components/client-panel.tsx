// One client of client management: its matters, the sum of its issued invoices, its due
// diligence, and the client portal: who has access, pending invitations, invite, revoke, withdraw.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatHuf } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { ErrorList, Form, SelectField, SubmitButton, useZodForm } from '@client/components/form';
import { portalInviteBodySchema } from '@shared/client-management/client-management.schemas';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { isApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { useCancelPortalInvitation, useClient, useInvitePortalUser, useRevokePortalAccess } from '../api/clients-api';
import { OpenBalance } from './open-balance';

const sectionClasses = 'space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700';

/** `actions`: what other modules offer for the client (the app composes them), e.g. a draft invoice from its unbilled time. */
export function ClientPanel({ id, canManageAccess, actions }: { id: string; canManageAccess: boolean; actions?: (clientId: string) => ReactNode }) {
  const { t } = useTranslation();
  const client = useClient(id);
  const invite = useInvitePortalUser(id);
  const revoke = useRevokePortalAccess(id);
  const cancel = useCancelPortalInvitation(id);
  const [status, setStatus] = useState('');
  const [confirmRevoke, setConfirmRevoke] = useState<{ userId: string; name: string } | null>(null);
  const failure = [revoke, cancel].find((m) => m.isError)?.error;

  if (client.isPending) return <div role="status" aria-label={t('clientManagement.loading')} className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  // Beside the client list, under the page's heading: no heading of its own.
  if (client.isError) return <ObjectLoadError error={client.error} onRetry={() => void client.refetch()} missingText={t('clientManagement.notFound')} />;
  const c = client.data;

  return (
    <section aria-labelledby="client-panel-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div>
        <h2 id="client-panel-title" className="text-xl font-bold">
          {c.name}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {[t(`contacts.kind.${c.kind}`), c.taxNumber, c.email].filter(Boolean).join(' · ')} ·{' '}
          <Link to={`/app/contacts/${c.id}`} className="text-indigo-700 underline dark:text-indigo-300">
            {t('clientManagement.openContact')}
          </Link>
        </p>
        {actions && <div className="mt-3">{actions(c.id)}</div>}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('clientManagement.columns.invoiced')}</dt>
          <dd className="font-semibold">{c.invoicedHuf === null ? t('clientManagement.invoicedHidden') : formatHuf(Number(c.invoicedHuf))}</dd>
        </div>
        {c.openHuf !== null && (
          <div>
            <dt className="text-slate-700 dark:text-slate-300">{t('clientManagement.columns.open')}</dt>
            <dd className="font-semibold">
              <OpenBalance client={c} />
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('clientManagement.intake')}</dt>
          <dd className="font-semibold">
            {c.intake ? (
              <>
                {t(`clientManagement.onboarding.risk.${c.intake.riskLevel}`)}
                {c.intake.retentionUntil && <span className="block font-normal">{t('clientManagement.retentionUntil', { date: formatDate(c.intake.retentionUntil) })}</span>}
              </>
            ) : (
              t('clientManagement.noIntake')
            )}
          </dd>
        </div>
      </dl>

      <div className={sectionClasses}>
        <h3 className="font-semibold">{t('clientManagement.mattersTitle')}</h3>
        {c.matters.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.noMatters')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {c.matters.map((m) => (
              <li key={m.id}>
                <Link to={`/app/matters/${m.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                  {m.number} – {m.title}
                </Link>{' '}
                <span className="text-slate-700 dark:text-slate-300">({t(`matters.status.${m.status}`)})</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={sectionClasses}>
        <h3 className="font-semibold">{t('clientManagement.portal.title')}</h3>
        <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
          {status}
        </p>
        {failure && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {isApiError(failure) ? failure.message : t('clientManagement.failed')}
          </p>
        )}
        {c.portalAccess.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.portal.nobody')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {c.portalAccess.map((u) => (
              <li key={u.userId} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {u.name} ({u.email}) · {t('clientManagement.portal.since', { date: formatDate(u.since) })}
                </span>
                {canManageAccess && (
                  <Button variant="secondary" onClick={() => setConfirmRevoke({ userId: u.userId, name: u.name })}>
                    {t('clientManagement.portal.revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {c.pendingInvitations.length > 0 && (
          <>
            <h4 className="text-sm font-semibold">{t('clientManagement.portal.pending')}</h4>
            <ul className="space-y-2 text-sm">
              {c.pendingInvitations.map((inv) => (
                <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{t('clientManagement.portal.invitation', { email: inv.email, date: formatDate(inv.expiresAt) })}</span>
                  {canManageAccess && (
                    <Button
                      variant="secondary"
                      aria-label={t('clientManagement.portal.withdrawFor', { email: inv.email })}
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(inv.id, { onSuccess: () => setStatus(t('clientManagement.portal.withdrawn', { email: inv.email })) })}
                    >
                      {t('clientManagement.portal.withdraw')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {canManageAccess &&
          (c.inviteableEmails.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.portal.noEmail')}</p>
          ) : (
            <InviteForm options={c.inviteableEmails} onInvite={(email) => invite.mutateAsync(email).then(() => setStatus(t('clientManagement.portal.invited', { email })))} />
          ))}
        {!canManageAccess && <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.portal.adminOnly')}</p>}
      </div>

      <Dialog open={confirmRevoke !== null} title={t('clientManagement.portal.revokeTitle')} onClose={() => setConfirmRevoke(null)}>
        <p>{t('clientManagement.portal.revokeConfirm', { name: confirmRevoke?.name ?? '' })}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmRevoke(null)}>
            {t('clientManagement.cancel')}
          </Button>
          <Button
            disabled={revoke.isPending}
            onClick={() => {
              const target = confirmRevoke!;
              revoke.mutate(target.userId, {
                onSuccess: () => {
                  setStatus(t('clientManagement.portal.revoked', { name: target.name }));
                  setConfirmRevoke(null);
                },
                onError: () => setConfirmRevoke(null),
              });
            }}
          >
            {t('clientManagement.portal.revoke')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** Inviting one of the client's e-mail addresses to the portal (shared portalInviteBodySchema). */
function InviteForm({ options, onInvite }: { options: { name: string; email: string }[]; onInvite: (email: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useZodForm(portalInviteBodySchema, { defaultValues: { email: options[0]?.email ?? '' } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="flex flex-wrap items-end gap-2"
      onSubmit={async ({ email }) => {
        await onInvite(email);
      }}
    >
      <div className="w-full">
        <ErrorList />
      </div>
      <SelectField name="email" label={t('clientManagement.portal.inviteWho')} className="w-full min-w-0" options={options.map((o) => ({ value: o.email, label: `${o.name} – ${o.email}` }))} />
      <SubmitButton>{t('clientManagement.portal.invite')}</SubmitButton>
    </Form>
  );
}

// /app/api-keys (issue 36.2, decision 0390): the firm's keys — prefix, name, scopes, expiry, last
// use (time and address) and state — with create (the secret shown once), rotate with an overlap
// and revoke. The server checks every step (administrators only, the plan's api_access, scopes
// the creator holds); the page offers only what would pass.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { type ApiKeyScope, rotateApiKeyBodySchema } from '@shared/api-keys/api-keys';
import type { PermissionSet } from '@shared/permissions/permissions';
import { DialogButtons, ErrorList, Form, SelectField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { type ApiKeyItem, type CreatedApiKey, useApiKeys, useRevokeApiKey, useRotateApiKey } from '../api/api-keys-api';
import { CreateKeyForm, grantableScopes } from './create-key-form';
import { SecretDialog } from './secret-dialog';

const statusTone: Record<ApiKeyItem['status'], string> = {
  active: 'bg-emerald-100 text-emerald-950 border-emerald-500 dark:bg-emerald-900/60 dark:text-emerald-50',
  expiring: 'bg-amber-100 text-amber-950 border-amber-400 dark:bg-amber-900/60 dark:text-amber-50',
  expired: 'bg-slate-200 text-slate-900 border-slate-400 dark:bg-slate-700 dark:text-slate-50',
  revoked: 'bg-rose-100 text-rose-950 border-rose-400 dark:bg-rose-900/60 dark:text-rose-50',
};
const pausedTone = 'bg-slate-100 text-slate-900 border-slate-500 dark:bg-slate-800 dark:text-slate-50';

const overlapChoices = ['0', '1', '24', '72', '168'] as const;

/** A key that can still be rotated or revoked (a replaced one only runs out its overlap). */
const isLive = (key: ApiKeyItem) => (key.status === 'active' || key.status === 'expiring') && !key.replacedBy;

/** `installed`: the firm's installed module keys (the route reads them from the module store). */
export function ApiKeysPage({ held, installed }: { held: PermissionSet; installed: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ secret: string; rotated: boolean } | null>(null);
  const [rotating, setRotating] = useState<ApiKeyItem | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const groups = grantableScopes(held, installed);
  const apiAccess = keys.data?.apiAccess ?? true;

  const columns: Column<ApiKeyItem>[] = [
    {
      key: 'name',
      header: t('apiKeys.columns.name'),
      sortValue: (k) => k.name,
      cell: (k) => (
        <>
          <span className="font-medium">{k.name}</span>
          {k.createdBy && <span className="block text-xs text-slate-700 dark:text-slate-300">{t('apiKeys.createdBy', { name: k.createdBy.name })}</span>}
        </>
      ),
    },
    { key: 'start', header: t('apiKeys.columns.start'), cell: (k) => <code className="font-mono text-sm">{k.start}…</code> },
    {
      key: 'scopes',
      header: t('apiKeys.columns.scopes'),
      cell: (k) => (
        <ul className="text-sm">
          {k.scopes.map((s: ApiKeyScope) => (
            <li key={s}>{t(`apiKeys.scopeLabels.${s}`)}</li>
          ))}
        </ul>
      ),
    },
    { key: 'expires', header: t('apiKeys.columns.expires'), sortValue: (k) => k.expiresAt, cell: (k) => (k.expiresAt ? formatDateTime(k.expiresAt) : t('apiKeys.never')) },
    {
      key: 'lastUsed',
      header: t('apiKeys.columns.lastUsed'),
      sortValue: (k) => k.lastUsedAt,
      cell: (k) =>
        k.lastUsedAt ? (
          <>
            {formatDateTime(k.lastUsedAt)}
            {k.lastUsedIp && <span className="block text-xs text-slate-700 dark:text-slate-300">{t('apiKeys.from', { ip: k.lastUsedIp })}</span>}
          </>
        ) : (
          t('apiKeys.notUsed')
        ),
    },
    {
      key: 'status',
      header: t('apiKeys.columns.status'),
      sortValue: (k) => k.status,
      // Without the plan's api_access the server refuses every key (API_ACCESS_NOT_INCLUDED): a
      // live key is paused, not active, until the firm upgrades.
      cell: (k) =>
        !apiAccess && isLive(k) ? (
          <>
            <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${pausedTone}`}>{t('apiKeys.status.paused')}</span>
            <span className="block text-xs text-slate-700 dark:text-slate-300">{t('apiKeys.pausedHint')}</span>
          </>
        ) : (
          <>
            <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${statusTone[k.status]}`}>{t(`apiKeys.status.${k.status}`)}</span>
            {k.replacedBy && k.status !== 'revoked' && k.status !== 'expired' && <span className="block text-xs text-slate-700 dark:text-slate-300">{t('apiKeys.replaced')}</span>}
          </>
        ),
    },
  ];

  const showSecret = (created: CreatedApiKey, rotated: boolean) => setShown({ secret: created.secret, rotated });

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('apiKeys.title')}
        actions={
          <Button onClick={() => setCreating(true)} disabled={!apiAccess || keys.isLoading}>
            {t('apiKeys.new')}
          </Button>
        }
      >
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t('apiKeys.intro')}</p>
        <p className="mt-1 text-sm">
          <a href="/api/docs/v1" className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
            {t('apiKeys.docsLink')}
          </a>
        </p>
      </PageHeader>
      {!apiAccess && (
        <p role="status" className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50">
          {t('apiKeys.noAccess')}{' '}
          <Link to="/app/pricing" className="font-medium underline underline-offset-2">
            {t('apiKeys.upgrade')}
          </Link>
        </p>
      )}
      <DataTable
        label={t('apiKeys.tableLabel')}
        columns={columns}
        rows={keys.data?.items}
        rowKey={(k) => k.id}
        loading={keys.isLoading}
        error={keys.error}
        onRetry={() => void keys.refetch()}
        emptyText={t('apiKeys.empty')}
        // Its columns and two buttons scrolled sideways beside the sidebar under 1280 px: cards there.
        stackBelow="xl"
        actions={(k) =>
          isLive(k) ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" aria-label={t('apiKeys.actions.rotateNamed', { name: k.name })} disabled={!apiAccess} onClick={() => setRotating(k)}>
                {t('apiKeys.actions.rotate')}
              </Button>
              <Button variant="secondary" aria-label={t('apiKeys.actions.revokeNamed', { name: k.name })} onClick={() => setRevoking(k)}>
                {t('apiKeys.actions.revoke')}
              </Button>
            </div>
          ) : null
        }
      />
      <Dialog open={creating} title={t('apiKeys.form.title')} onClose={() => setCreating(false)}>
        <CreateKeyForm
          groups={groups}
          onCancel={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            showSecret(created, false);
          }}
        />
      </Dialog>
      <RotateDialog
        apiKey={rotating}
        onClose={() => setRotating(null)}
        onRotated={(created) => {
          setRotating(null);
          showSecret(created, true);
        }}
      />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
      <SecretDialog secret={shown?.secret ?? null} rotated={shown?.rotated ?? false} onClose={() => setShown(null)} />
    </div>
  );
}

function RotateDialog({ apiKey, onClose, onRotated }: { apiKey: ApiKeyItem | null; onClose: () => void; onRotated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={apiKey !== null} title={t('apiKeys.rotate.title', { name: apiKey?.name ?? '' })} onClose={onClose}>
      {apiKey && <RotateForm key={apiKey.id} apiKey={apiKey} onClose={onClose} onRotated={onRotated} />}
    </Dialog>
  );
}

// The overlap as chosen in the select, checked by the shared rotate body once it is a number.
const rotateFormSchema = z.object({ overlapHours: z.enum(overlapChoices).transform(Number).pipe(rotateApiKeyBodySchema.shape.overlapHours.unwrap()) });

function RotateForm({ apiKey, onClose, onRotated }: { apiKey: ApiKeyItem; onClose: () => void; onRotated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const rotate = useRotateApiKey();
  const form = useZodForm(rotateFormSchema, { defaultValues: { overlapHours: '24' } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      onSubmit={async ({ overlapHours }) => {
        onRotated(await rotate.mutateAsync({ id: apiKey.id, overlapHours }));
      }}
    >
      <p className="text-sm">{t('apiKeys.rotate.text')}</p>
      <ErrorList />
      <SelectField name="overlapHours" label={t('apiKeys.rotate.overlap')} options={overlapChoices.map((h) => ({ value: h, label: t(`apiKeys.rotate.overlapOptions.${h}`) }))} />
      <DialogButtons onCancel={onClose} submitLabel={t('apiKeys.rotate.submit')} />
    </Form>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Dialog open={apiKey !== null} title={t('apiKeys.revoke.title', { name: apiKey?.name ?? '' })} onClose={close}>
      <p className="text-sm">{t('apiKeys.revoke.text')}</p>
      {revoke.error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {errorText(revoke.error)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {t('apiKeys.form.cancel')}
        </Button>
        <Button disabled={revoke.isPending} onClick={() => apiKey && revoke.mutate(apiKey.id, { onSuccess: close })}>
          {t('apiKeys.revoke.submit')}
        </Button>
      </div>
    </Dialog>
  );
}

// /app/admin/platform: the platform admin edits plan limits and prices, sees every tenant's plan,
// this month's usage and credits, and activates or rejects the requests awaiting a transfer.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Plan, PlatformOverview } from '@shared/entitlements/billing.schemas';
import { planUpdateBodySchema } from '@shared/entitlements/billing.schemas';
import { ErrorList, Field, Form, SubmitButton, TextField, useFormContext, useZodForm } from '@client/components/form';
import { inputClasses } from '@client/components/form/input-classes';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { useDecide, useUpdatePlan } from '../api/platform-billing';
import { formatDayTime, formatHuf } from './format';
import { ProformaCard } from './proforma-card';

// The plan's update body (the server's rule); an empty limit is "unlimited" (null).
const { shape } = planUpdateBodySchema;
const planFormSchema = z.object({
  name: shape.name,
  agents_limit: z
    .number()
    .optional()
    .transform((v) => v ?? null)
    .pipe(shape.agents_limit),
  automations_limit: z
    .number()
    .optional()
    .transform((v) => v ?? null)
    .pipe(shape.automations_limit),
  monthly_price_huf: shape.monthly_price_huf,
});

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** A number field of the plan (empty: undefined); the limits are also described by the "empty is unlimited" hint. */
function PlanNumberField({ name, label, hintId, placeholder }: { name: string; label: string; hintId?: string; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label}>
      {(props) => (
        <input
          {...props}
          aria-describedby={[hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined}
          type="number"
          min={0}
          placeholder={placeholder}
          {...register(name, { setValueAs: toNumber })}
          className={inputClasses}
        />
      )}
    </Field>
  );
}

function PlanEditor({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const update = useUpdatePlan();
  const hintId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useZodForm(planFormSchema, {
    mode: 'onSubmit',
    defaultValues: { name: plan.name, agents_limit: plan.agents_limit ?? undefined, automations_limit: plan.automations_limit ?? undefined, monthly_price_huf: plan.monthly_price_huf },
  });

  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid={`plan-editor-${plan.code}`}>
      <Form
        form={form}
        aria-label={plan.name}
        className=""
        onSubmit={async (body) => {
          setSaved(null);
          await update.mutateAsync({ id: plan.id, ...body });
          setSaved(body.name);
        }}
      >
        <div className="grid gap-3 sm:grid-cols-4">
          <TextField name="name" label={t('billing.platform.name')} />
          <PlanNumberField name="agents_limit" label={t('billing.platform.agentsLimit')} hintId={hintId} placeholder={t('billing.pricing.unlimited')} />
          <PlanNumberField name="automations_limit" label={t('billing.platform.automationsLimit')} hintId={hintId} placeholder={t('billing.pricing.unlimited')} />
          <PlanNumberField name="monthly_price_huf" label={t('billing.platform.price')} />
        </div>
        <p id={hintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t('billing.platform.unlimitedHint')}
        </p>
        <div className="mt-3 flex items-center gap-3">
          <SubmitButton>{t('billing.platform.save')}</SubmitButton>
          <ErrorList fields={false} />
          {saved !== null && (
            <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
              {t('billing.platform.saved', { plan: saved })}
            </p>
          )}
        </div>
      </Form>
    </div>
  );
}

export function PlatformBillingPanel({ overview }: { overview: PlatformOverview }) {
  const { t } = useTranslation();
  const decide = useDecide();
  const limit = (n: number | null) => (n === null ? '∞' : String(n));
  return (
    <div className="space-y-8">
      <section aria-labelledby="plans-heading" className="space-y-3">
        <h2 id="plans-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.platform.plansTitle')}
        </h2>
        {overview.plans.map((p) => (
          <PlanEditor key={p.id} plan={p} />
        ))}
      </section>

      {decide.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {decide.error.message}
        </p>
      )}

      <section aria-labelledby="pending-changes-heading" className="space-y-3">
        <h2 id="pending-changes-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.platform.pendingChangesTitle')}
        </h2>
        {overview.pendingPlanChanges.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t('billing.platform.noPending')}</p>}
        {overview.pendingPlanChanges.map((c) => (
          <div key={c.id} className="space-y-2 rounded-xl border border-amber-300 p-4 dark:border-amber-700" data-testid="pending-plan-change">
            <p className="font-semibold text-slate-900 dark:text-white">
              {c.tenant}: {c.from_plan ?? '—'} → {c.to_plan} · {formatDayTime(c.requested_at)}
            </p>
            {c.proforma && <ProformaCard proforma={c.proforma} />}
            <div className="flex gap-3">
              <Button disabled={decide.isPending} onClick={() => decide.mutate({ kind: 'plan-changes', id: c.id, decision: 'activate' })}>
                {t('billing.platform.activate')}
              </Button>
              <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate({ kind: 'plan-changes', id: c.id, decision: 'reject' })}>
                {t('billing.platform.reject')}
              </Button>
            </div>
          </div>
        ))}
      </section>

      <section aria-labelledby="pending-purchases-heading" className="space-y-3">
        <h2 id="pending-purchases-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.platform.pendingPurchasesTitle')}
        </h2>
        {overview.pendingCreditPurchases.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t('billing.platform.noPending')}</p>}
        {overview.pendingCreditPurchases.map((p) => (
          <div key={p.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 p-4 dark:border-amber-700" data-testid="pending-credit-purchase">
            <p className="text-slate-900 dark:text-white">
              <span className="font-semibold">{p.tenant}</span>: {t('billing.credits.balanceValue', { count: p.credits })} · <span className="font-mono">{p.proforma.number}</span> · {formatHuf(p.proforma.gross_huf)}
            </p>
            <div className="flex gap-3">
              <Button disabled={decide.isPending} onClick={() => decide.mutate({ kind: 'credit-purchases', id: p.id, decision: 'approve' })}>
                {t('billing.platform.approve')}
              </Button>
              <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate({ kind: 'credit-purchases', id: p.id, decision: 'reject' })}>
                {t('billing.platform.reject')}
              </Button>
            </div>
          </div>
        ))}
      </section>

      <section aria-labelledby="tenants-heading">
        <h2 id="tenants-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.platform.tenantsTitle')}
        </h2>
        <div className="mt-3">
          <DataTable
            label={t('billing.platform.tenantsTitle')}
            regionClassName=""
            tableClassName="min-w-[36rem]"
            stackOnPhone
            rows={overview.tenants}
            rowKey={(row) => row.id}
            emptyText={t('billing.platform.noTenants')}
            initialSort="name"
            columns={[
              { key: 'name', header: t('billing.platform.tenant'), cell: (row) => row.name, sortValue: (row) => row.name },
              { key: 'plan', header: t('billing.platform.plan'), cell: (row) => row.plan ?? t('billing.platform.defaultPlan'), sortValue: (row) => row.plan ?? t('billing.platform.defaultPlan') },
              { key: 'agents', header: t('billing.usage.agents'), cell: (row) => `${row.agents_used} / ${limit(row.agents_limit)}`, sortValue: (row) => row.agents_used },
              { key: 'automations', header: t('billing.usage.automations'), cell: (row) => `${row.automations_used} / ${limit(row.automations_limit)}`, sortValue: (row) => row.automations_used },
              { key: 'credits', header: t('billing.platform.credits'), cell: (row) => row.credits, sortValue: (row) => row.credits },
            ]}
          />
        </div>
      </section>
    </div>
  );
}

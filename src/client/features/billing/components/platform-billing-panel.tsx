// /app/admin/platform: the platform admin edits plan limits and prices, sees every tenant's plan,
// this month's usage and credits, and activates or rejects the requests awaiting a transfer.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan, PlatformOverview } from '@shared/entitlements/billing.schemas';
import { planUpdateBodySchema } from '@shared/entitlements/billing.schemas';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { useDecide, useUpdatePlan } from '../api/platform-billing';
import { formatDayTime, formatHuf } from './format';
import { ProformaCard } from './proforma-card';

const input = 'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-white';

function PlanEditor({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const update = useUpdatePlan();
  const [name, setName] = useState(plan.name);
  const [agents, setAgents] = useState(plan.agents_limit === null ? '' : String(plan.agents_limit));
  const [automations, setAutomations] = useState(plan.automations_limit === null ? '' : String(plan.automations_limit));
  const [price, setPrice] = useState(String(plan.monthly_price_huf));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const toLimit = (v: string) => (v.trim() === '' ? null : Number(v));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = planUpdateBodySchema.safeParse({ name, agents_limit: toLimit(agents), automations_limit: toLimit(automations), monthly_price_huf: Number(price) });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join(' '));
      return;
    }
    setError(null);
    if (await update.mutateAsync({ id: plan.id, ...parsed.data }).catch(() => null)) setSaved(true);
  }

  const id = (f: string) => `plan-${plan.code}-${f}`;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={plan.name} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid={`plan-editor-${plan.code}`}>
      <div className="grid gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={id('name')} className="text-sm font-medium text-slate-900 dark:text-white">
            {t('billing.platform.name')}
          </label>
          <input id={id('name')} className={input} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div>
          <label htmlFor={id('agents')} className="text-sm font-medium text-slate-900 dark:text-white">
            {t('billing.platform.agentsLimit')}
          </label>
          <input id={id('agents')} type="number" min={0} className={input} value={agents} placeholder={t('billing.pricing.unlimited')} aria-describedby={id('hint')} onChange={(e) => setAgents(e.target.value)} />
        </div>
        <div>
          <label htmlFor={id('automations')} className="text-sm font-medium text-slate-900 dark:text-white">
            {t('billing.platform.automationsLimit')}
          </label>
          <input
            id={id('automations')}
            type="number"
            min={0}
            className={input}
            value={automations}
            placeholder={t('billing.pricing.unlimited')}
            aria-describedby={id('hint')}
            onChange={(e) => setAutomations(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={id('price')} className="text-sm font-medium text-slate-900 dark:text-white">
            {t('billing.platform.price')}
          </label>
          <input id={id('price')} type="number" min={0} className={input} value={price} onChange={(e) => setPrice(e.target.value)} />
        </div>
      </div>
      <p id={id('hint')} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        {t('billing.platform.unlimitedHint')}
      </p>
      <div className="mt-3 flex items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {t('billing.platform.save')}
        </Button>
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {update.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {update.error.message}
          </p>
        )}
        {saved && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
            {t('billing.platform.saved', { plan: name })}
          </p>
        )}
      </div>
    </form>
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

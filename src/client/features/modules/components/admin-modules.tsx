// The platform admin's module pages. /app/admin/modules (canManageModules): every module with
// its install count, status, featured flag and price (price only with canEditModulePricing), its
// visibility per firm and its usage over time. /app/admin/modulbazis (canViewModuleBazis): the
// technical module base, read-only. Every change is audited by the server.
import { Fragment, useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type AdminModule, adminModulePatchSchema } from '@shared/modules/modules.schemas';
import { moduleStatuses, type ModuleStatus } from '@shared/modules/registry';
import { Form, SubmitButton, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { BarChart } from '@client/components/ui/bar-chart';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/errors/load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { DataTable } from '@client/components/ui/data-table';
import { isApiError } from '@client/lib/api-client';
import { formatDate, formatNumber } from '@client/lib/format';
import { useAdminModuleUsage, useFirms, usePatchAdminModule, useSetModuleVisibility } from '../api/modules-api';
import { localized, moduleErrorText } from '../module-text';
import { priceLabel, StateBadges } from './badges';

const smallInput = 'h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

export function AdminModulesTable({ modules, canEditPricing }: { modules: readonly AdminModule[]; canEditPricing: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = modules.find((m) => m.key === selected) ?? null;
  return (
    <div className="space-y-6">
      <DataTable
        label={t('modules.admin.tableLabel')}
        caption={t('modules.admin.tableLabel')}
        // Six columns with controls: beside the sidebar under 1280 px they scrolled sideways; cards there.
        stackBelow="xl"
        tableClassName="min-w-[52rem]"
        rows={modules}
        rowKey={(m) => m.key}
        rowTestId={(m) => `admin-module-${m.key}`}
        emptyText={t('modules.admin.none')}
        columns={[
          {
            key: 'module',
            header: t('modules.admin.module'),
            cell: (m) => <ModuleName module={m} />,
            sortValue: (m) => localized(m.name),
            className: 'align-top',
          },
          { key: 'installs', header: t('modules.admin.installs'), cell: (m) => formatNumber(m.installCount), sortValue: (m) => m.installCount, className: 'align-top' },
          { key: 'status', header: t('modules.admin.status'), cell: (m) => <PatchControl module={m} kind="status" />, sortValue: (m) => t(`modules.statuses.${m.status}`), className: 'align-top' },
          { key: 'featured', header: t('modules.admin.featured'), cell: (m) => <PatchControl module={m} kind="featured" />, className: 'align-top' },
          {
            key: 'price',
            header: t('modules.admin.price'),
            cell: (m) => (canEditPricing ? <PatchControl module={m} kind="price" /> : priceLabel(m.monthlyPriceHuf, t)),
            sortValue: (m) => m.monthlyPriceHuf,
            className: 'align-top',
          },
          {
            key: 'details',
            header: t('modules.admin.details'),
            cell: (m) => (
              <Button variant="ghost" aria-expanded={selected === m.key} onClick={() => setSelected(selected === m.key ? null : m.key)}>
                {selected === m.key ? t('modules.admin.hide') : t('modules.admin.details')}
                <span className="sr-only"> – {localized(m.name)}</span>
              </Button>
            ),
            className: 'align-top',
          },
        ]}
      />
      {chosen && <ModulePanel module={chosen} />}
    </div>
  );
}

function ModuleName({ module }: { module: AdminModule }) {
  return (
    <>
      {localized(module.name)}
      <span className="block font-mono text-xs font-normal text-slate-700 dark:text-slate-300">{module.key}</span>
      <span className="mt-1 flex flex-wrap gap-1">
        <StateBadges module={module} />
      </span>
    </>
  );
}

/** One of a module's settings in its row (status, featured flag, price), saved by PATCH; a refusal is said beside it. */
function PatchControl({ module, kind }: { module: AdminModule; kind: 'status' | 'featured' | 'price' }) {
  const { t } = useTranslation();
  const patch = usePatchAdminModule(module.key);
  const name = localized(module.name);
  return (
    <>
      {kind === 'status' && (
        <select aria-label={t('modules.admin.statusOf', { name })} className={smallInput} value={module.status} disabled={patch.isPending} onChange={(e) => patch.mutate({ status: e.target.value as ModuleStatus })}>
          {moduleStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`modules.statuses.${s}`)}
            </option>
          ))}
        </select>
      )}
      {kind === 'featured' && (
        <input
          type="checkbox"
          aria-label={t('modules.admin.featuredOf', { name })}
          className="size-5 accent-indigo-600"
          checked={module.featured}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ featured: e.target.checked })}
        />
      )}
      {kind === 'price' && <PriceForm module={module} />}
      {patch.isError && (
        <span role="alert" className="mt-1 block text-xs font-medium text-red-700 dark:text-red-300">
          {moduleErrorText(patch.error)}
        </span>
      )}
    </>
  );
}

// The price as typed (whole forints), checked by the shared PATCH rule once it is a number.
const priceFormSchema = z.object({
  monthlyPriceHuf: z.string().trim().regex(/^\d+$/).transform(Number).pipe(adminModulePatchSchema.shape.monthlyPriceHuf.unwrap()),
});

/** The monthly price of a module in its row (form kit); the save button waits for a valid, changed price. */
function PriceForm({ module }: { module: AdminModule }) {
  const patch = usePatchAdminModule(module.key);
  const form = useZodForm(priceFormSchema, { defaultValues: { monthlyPriceHuf: String(module.monthlyPriceHuf) } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="space-y-1"
      onSubmit={async (body) => {
        try {
          await patch.mutateAsync(body);
        } catch (error) {
          // A refusal of the whole change is worded as the module pages word it.
          if (isApiError(error) && error.fields) throw error;
          throw new Error(moduleErrorText(error));
        }
      }}
    >
      <PriceFields module={module} />
    </Form>
  );
}

/** The price input, the save button and the server's answer to a refused price (its field message, or its message for the whole change). */
function PriceFields({ module }: { module: AdminModule }) {
  const { t } = useTranslation();
  const { register } = useFormContext<z.input<typeof priceFormSchema>>();
  const price = useWatch<z.input<typeof priceFormSchema>, 'monthlyPriceHuf'>({ name: 'monthlyPriceHuf' });
  const parsed = priceFormSchema.safeParse({ monthlyPriceHuf: price });
  const fieldError = useFieldError('monthlyPriceHuf');
  const { errors } = useFormState();
  const message = fieldError ?? (errors.root?.server?.message as string | undefined);
  const errorId = useId();
  const name = localized(module.name);
  return (
    <>
      {/* On a card (under 1280 px) the value sits on the right, and on a phone the button wraps under the input. */}
      <div className="flex flex-wrap items-center justify-end gap-2 xl:justify-start">
        <input
          inputMode="numeric"
          aria-label={t('modules.admin.priceOf', { name })}
          aria-invalid={!parsed.success || !!fieldError}
          aria-describedby={message ? errorId : undefined}
          className={`${smallInput} w-24`}
          {...register('monthlyPriceHuf')}
        />
        <span aria-hidden="true">Ft</span>
        <SubmitButton variant="secondary" disabled={!parsed.success || parsed.data.monthlyPriceHuf === module.monthlyPriceHuf}>
          {t('modules.admin.save')}
        </SubmitButton>
      </div>
      {message && (
        <span id={errorId} role="alert" className="block text-xs font-medium text-red-700 dark:text-red-300">
          {message}
        </span>
      )}
    </>
  );
}

function ModulePanel({ module }: { module: AdminModule }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = localized(module.name);
  const usage = useAdminModuleUsage(module.key);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-indigo-200 bg-white p-5 dark:border-indigo-900 dark:bg-slate-900">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {name}
      </h2>
      {usage.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : usage.isError ? (
        <LoadError error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <BarChart
            title={t('modules.admin.usageChart', { name })}
            months={usage.data.points.map((p) => p.month)}
            series={[
              { label: t('modules.admin.newInstalls'), values: usage.data.points.map((p) => p.installs), color: 'text-indigo-600 dark:text-indigo-400' },
              { label: t('modules.admin.activeFirms'), values: usage.data.points.map((p) => p.activeTenants), color: 'text-emerald-600 dark:text-emerald-400' },
            ]}
          />
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('modules.admin.perFirm')}</h3>
          <DataTable
            label={t('modules.admin.perFirm')}
            regionClassName=""
            rows={usage.data.perTenant}
            rowKey={(f) => f.tenantId}
            loading={false}
            error={false}
            onRetry={() => void usage.refetch()}
            emptyText={t('modules.admin.noFirm')}
            initialSort="firm"
            columns={[
              { key: 'firm', header: t('modules.admin.firm'), cell: (f) => f.tenantName, sortValue: (f) => f.tenantName },
              { key: 'installedAt', header: t('modules.admin.installedAt'), cell: (f) => (f.installedAt ? formatDate(f.installedAt) : '—'), sortValue: (f) => f.installedAt },
              { key: 'records', header: t('modules.usage.records'), cell: (f) => formatNumber(f.records), sortValue: (f) => f.records },
            ]}
          />
        </>
      )}
      <Visibility module={module} />
    </section>
  );
}

/** The module hidden from chosen firms: one switch per firm. */
function Visibility({ module }: { module: AdminModule }) {
  const { t } = useTranslation();
  const firms = useFirms();
  const visibility = useSetModuleVisibility(module.key);
  const name = localized(module.name);
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-900 dark:text-white">{t('modules.admin.visibility')}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('modules.admin.visibilityHint')}</p>
      {firms.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : firms.isError ? (
        <LoadError error={firms.error} onRetry={() => void firms.refetch()} />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {firms.data.items.map((firm) => {
            const id = `visible-${module.key}-${firm.id}`;
            return (
              <li key={firm.id} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  className="size-5 accent-indigo-600"
                  checked={!module.hiddenForTenants.includes(firm.id)}
                  disabled={visibility.isPending}
                  onChange={(e) => visibility.mutate({ tenantId: firm.id, visible: e.target.checked })}
                />
                <label htmlFor={id}>{t('modules.admin.visibleFor', { firm: firm.name, name })}</label>
              </li>
            );
          })}
        </ul>
      )}
      {visibility.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {moduleErrorText(visibility.error)}
        </p>
      )}
    </fieldset>
  );
}

/** The technical module base: what each module owns and needs. */
export function ModuleBase({ modules }: { modules: readonly AdminModule[] }) {
  const { t } = useTranslation();
  const names = new Map(modules.map((m) => [m.key, localized(m.name)]));
  const list = (items: readonly string[]) => (items.length === 0 ? '—' : items.join(', '));
  // A path may break after each slash but its first: the longest path no longer sets the column's width.
  const paths = (items: readonly string[]) =>
    items.length === 0
      ? '—'
      : items.map((path, i) => (
          <Fragment key={path}>
            {i > 0 && ', '}
            {path.split('/').map((part, j) => (
              <Fragment key={j}>
                {j === 1 && '/'}
                {j > 1 && (
                  <>
                    /<wbr />
                  </>
                )}
                {part}
              </Fragment>
            ))}
          </Fragment>
        ));
  return (
    <DataTable
      label={t('modules.base.tableLabel')}
      caption={t('modules.base.tableLabel')}
      // Seven columns scrolled sideways beside the sidebar under 1280 px: cards there. From 1280 px the
      // table has a little less room between its columns (the cards keep theirs).
      stackBelow="xl"
      tableClassName="xl:[&_td]:px-2 xl:[&_th]:px-2"
      rows={modules}
      rowKey={(m) => m.key}
      emptyText={t('modules.admin.none')}
      columns={[
        {
          key: 'module',
          header: t('modules.admin.module'),
          cell: (m) => (
            <>
              {localized(m.name)}
              <span className="block font-mono text-xs font-normal">{m.key}</span>
              <span className="block text-xs font-normal">{t(m.source === 'factory' ? 'modules.base.factory' : 'modules.base.builtin')}</span>
            </>
          ),
          sortValue: (m) => localized(m.name),
          className: 'align-top break-words',
        },
        { key: 'pages', header: t('modules.base.pages'), cell: (m) => <span className="font-mono text-xs">{paths(m.pages.map((p) => `/app/${p}`))}</span>, className: 'align-top break-words' },
        { key: 'api', header: t('modules.base.api'), cell: (m) => <span className="font-mono text-xs">{paths(m.apiPrefixes)}</span>, className: 'align-top break-words' },
        { key: 'dependsOn', header: t('modules.base.dependsOn'), cell: (m) => list(m.dependsOn.map((k) => names.get(k) ?? k)), className: 'align-top break-words' },
        {
          key: 'plan',
          header: t('modules.base.plan'),
          cell: (m) => (
            <>
              {t(`modules.plans.${m.minPlan}`)}
              <span className="block text-xs">{priceLabel(m.monthlyPriceHuf, t)}</span>
            </>
          ),
          className: 'align-top break-words',
        },
        {
          key: 'status',
          header: t('modules.admin.status'),
          cell: (m) => (
            <>
              {t(`modules.statuses.${m.status}`)}
              {!m.released && <span className="block text-xs">{t('modules.state.comingSoon')}</span>}
            </>
          ),
          sortValue: (m) => t(`modules.statuses.${m.status}`),
          className: 'align-top break-words',
        },
        { key: 'installs', header: t('modules.admin.installs'), cell: (m) => formatNumber(m.installCount), sortValue: (m) => m.installCount, className: 'align-top break-words' },
      ]}
    />
  );
}

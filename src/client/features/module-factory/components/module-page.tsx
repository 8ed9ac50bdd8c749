// /app/modulok/:moduleId – a factory module's working pages for the firm: the list (columns from
// the definition, paging), a new record, and a record's detail with edit and delete. The module
// must be installed (the server answers MODULE_NOT_INSTALLED otherwise, shown with a store link).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { titleFieldOf, type FactoryDefinition } from '@shared/module-factory/definition';
import { Button, buttonClasses } from '@client/components/ui/button';
import { LoadError } from '@client/components/errors/load-error';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { isApiError } from '@client/lib/api-client';
import { Pager } from '@client/components/ui/pager';
import { RECORDS_PAGE_SIZE, useCreateRecord, useDeleteRecord, useFactoryModule, useFactoryRecord, useFactoryRecords, useUpdateRecord } from '../api/factory-api';
import { RecordForm, toInput } from './record-form';
import { RecordsTable } from './records-table';
import { RecordValue } from './record-value';
import { useLocalized } from './localized';

export type ModuleView = { kind: 'list' } | { kind: 'new' } | { kind: 'record'; id: string };

const base = (key: string) => `/app/modulok/${encodeURIComponent(key)}`;

function NotInstalled({ moduleKey }: { moduleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="max-w-xl space-y-3 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('moduleFactory.notInstalled.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('moduleFactory.notInstalled.text')}</p>
      <Link to={`/app/modulstore/${encodeURIComponent(moduleKey)}`} className={buttonClasses('primary')}>
        {t('moduleFactory.notInstalled.store')}
      </Link>
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="max-w-xl space-y-3">
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('moduleFactory.notFound.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('moduleFactory.notFound.text')}</p>
      <Link to="/app/modulstore" className={buttonClasses('secondary')}>
        {t('moduleFactory.notInstalled.store')}
      </Link>
    </section>
  );
}

function NoTenant() {
  const { t } = useTranslation();
  return (
    <section className="max-w-xl space-y-3">
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('moduleFactory.noTenant.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('moduleFactory.noTenant.text')}</p>
    </section>
  );
}

function RecordsList({ moduleKey, definition }: { moduleKey: string; definition: FactoryDefinition }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  const [offset, setOffset] = useState(0);
  const records = useFactoryRecords(moduleKey, offset);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{loc(definition.name)}</h1>
          <p className="mt-1 max-w-2xl text-slate-700 dark:text-slate-300">{loc(definition.description)}</p>
        </div>
        <Link to={`${base(moduleKey)}/new`} className={buttonClasses('primary')}>
          {t('moduleFactory.records.new', { entity: loc(definition.entityName) })}
        </Link>
      </div>
      {records.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.items.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('moduleFactory.records.empty')}</p>
      ) : (
        <>
          <RecordsTable definition={definition} rows={records.data.items} links={records.data} linkTo={(id) => `${base(moduleKey)}/${encodeURIComponent(id)}`} />
          <Pager total={records.data.total} offset={offset} pageSize={RECORDS_PAGE_SIZE} onChange={setOffset} />
        </>
      )}
    </div>
  );
}

function NewRecord({ moduleKey, definition }: { moduleKey: string; definition: FactoryDefinition }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  const navigate = useNavigate();
  const create = useCreateRecord(moduleKey);
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('moduleFactory.records.new', { entity: loc(definition.entityName) })}</h1>
      <RecordForm
        definition={definition}
        submitLabel={t('moduleFactory.form.save')}
        onSubmit={async (values) => {
          const saved = await create.mutateAsync(values);
          void navigate(`${base(moduleKey)}/${encodeURIComponent(saved.record.id)}`, { state: { saved: true } });
        }}
        onCancel={() => void navigate(base(moduleKey))}
      />
    </div>
  );
}

function RecordDetail({ moduleKey, definition, id }: { moduleKey: string; definition: FactoryDefinition; id: string }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  const navigate = useNavigate();
  const record = useFactoryRecord(moduleKey, id);
  const update = useUpdateRecord(moduleKey, id);
  const remove = useDeleteRecord(moduleKey);
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  if (record.isPending) return <LoadingSpinner fullScreen={false} />;
  // The module is there (its definition loaded): a 404 is the record, not the module, missing.
  if (record.isError)
    return (
      <ObjectLoadError
        error={record.error}
        onRetry={() => void record.refetch()}
        title={loc(definition.name)}
        missingText={t('moduleFactory.records.notFound')}
        back={{ to: base(moduleKey), label: t('moduleFactory.records.back', { name: loc(definition.name) }) }}
      />
    );
  const { data } = record.data.record;
  const title = titleFieldOf(definition);
  return (
    <div className="max-w-2xl space-y-4">
      <Link to={base(moduleKey)} className="text-sm text-indigo-700 underline dark:text-indigo-300">
        {t('moduleFactory.records.back', { name: loc(definition.name) })}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        <RecordValue field={title} value={data[title.key]} links={record.data} />
      </h1>
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
      {editing ? (
        <RecordForm
          definition={definition}
          initial={toInput(definition, data)}
          submitLabel={t('moduleFactory.form.save')}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            await record.refetch();
            setEditing(false);
            setStatus(t('moduleFactory.records.saved'));
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {definition.fields.map((f) => (
              <div key={f.key} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{loc(f.label)}</dt>
                <dd className="text-slate-900 sm:col-span-2 dark:text-slate-100">
                  <RecordValue field={f} value={data[f.key]} links={record.data} />
                </dd>
              </div>
            ))}
          </dl>
          {remove.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {isApiError(remove.error) ? remove.error.message : t('errors.unexpected')}
            </p>
          )}
          <div className="flex gap-3">
            <Button
              onClick={() => {
                setStatus('');
                setEditing(true);
              }}
            >
              {t('moduleFactory.records.edit')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                if (!window.confirm(t('moduleFactory.records.confirmDelete'))) return;
                remove.mutate(id, { onSuccess: () => void navigate(base(moduleKey)) });
              }}
            >
              {t('moduleFactory.records.delete')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

export function FactoryModulePage({ moduleKey, view }: { moduleKey: string; view: ModuleView }) {
  const module = useFactoryModule(moduleKey);
  if (module.isPending) return <LoadingSpinner fullScreen={false} />;
  if (module.isError) {
    const code = isApiError(module.error) ? module.error.code : '';
    if (code === 'MODULE_NOT_INSTALLED') return <NotInstalled moduleKey={moduleKey} />;
    if (code === 'NO_TENANT') return <NoTenant />;
    if (code === 'MODULE_NOT_FOUND' || code === 'VALIDATION_ERROR') return <NotFound />;
    return <LoadError error={module.error} level={1} onRetry={() => void module.refetch()} />;
  }
  const { definition } = module.data;
  if (view.kind === 'new') return <NewRecord moduleKey={moduleKey} definition={definition} />;
  if (view.kind === 'record') return <RecordDetail key={view.id} moduleKey={moduleKey} definition={definition} id={view.id} />;
  return <RecordsList moduleKey={moduleKey} definition={definition} />;
}

// /app/admin/module-factory: the platform admin designs a no-code module – store texts, icon,
// category, one entity's typed fields with validation, list columns – sees the form and the list
// live, checks sample data with the server's validator, saves the draft and publishes it (a
// published module's change is published as a new version; a field's type is fixed).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factoryDefinitionSchema, factoryFieldTypes, factoryTextFormats, type FactoryDefinition, type FactoryDefinitionInput, type FactoryFieldType } from '@shared/module-factory/definition';
import type { FactoryModule } from '@shared/module-factory/module-factory.schemas';
import { moduleCategories } from '@shared/modules/registry';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/errors/load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { api, isApiError, unwrap } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import '@client/lib/zod-i18n';
import { useFactoryDesigns, usePublish, useSaveDraft } from '../api/factory-api';
import { describeDefinitionPath } from './designer-paths';
import { RecordForm } from './record-form';
import { RecordsTable, type TableRow } from './records-table';
import { useLocalized } from './localized';

type FieldDraft = Record<string, unknown> & { key: string; type: FactoryFieldType; label: { hu: string; en: string }; required?: boolean; optionsText?: string };
type Draft = Omit<FactoryDefinitionInput, 'fields'> & { fields: FieldDraft[] };

const icons = ['documents', 'calendar', 'contacts', 'briefcase', 'factory', 'finance', 'key'] as const;

const blank = (): Draft => ({
  key: '',
  name: { hu: '', en: '' },
  description: { hu: '', en: '' },
  icon: 'documents',
  category: 'practice',
  entityName: { hu: '', en: '' },
  fields: [{ key: 'megnevezes', type: 'text', label: { hu: 'Megnevezés', en: 'Name' }, required: true }],
  listColumns: ['megnevezes'],
});

function toDraft(def: FactoryDefinition): Draft {
  return { ...def, fields: def.fields.map((f) => ({ ...f, ...(f.type === 'select' ? { optionsText: f.options.map((o) => `${o.value}=${o.label.hu}`).join('\n') } : {}) })) };
}

/** The draft as the API takes it: select options parsed from their "érték=Címke" lines. */
function toDefinition(draft: Draft): FactoryDefinitionInput {
  const fields = draft.fields.map(({ optionsText, ...f }) => {
    if (f.type !== 'select') return f;
    const options = (optionsText ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [value = '', ...label] = line.split('=');
        return { value: value.trim(), label: { hu: label.join('=').trim() || value.trim(), en: '' } };
      });
    return { ...f, options };
  });
  return { ...draft, fields } as FactoryDefinitionInput;
}

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

function ModuleList({ modules, onEdit }: { modules: FactoryModule[]; onEdit: (m: FactoryModule) => void }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  if (modules.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t('moduleFactory.designer.noModules')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {modules.map((m) => {
        const latest = m.draft ?? m.versions.at(-1)?.definition;
        return (
          <li key={m.key} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-semibold text-slate-900 dark:text-white">{latest ? loc(latest.name) : m.key}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {m.key} · {m.publishedVersion ? t('moduleFactory.designer.published', { version: m.publishedVersion }) : t('moduleFactory.designer.draftOnly')}
                {m.publishedVersion && m.draft ? ` · ${t('moduleFactory.designer.unpublishedChanges')}` : ''} · {t('moduleFactory.designer.installs', { count: m.installCount })}
              </p>
              {m.versions.length > 0 && (
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {m.versions.map((v) => t('moduleFactory.designer.versionLine', { version: v.version, date: formatDateTime(v.publishedAt), fields: v.definition.fields.length })).join(' · ')}
                </p>
              )}
            </div>
            <Button variant="secondary" onClick={() => onEdit(m)} aria-label={t('moduleFactory.designer.editNamed', { name: latest ? loc(latest.name) : m.key })}>
              {t('moduleFactory.designer.edit')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function TextPair({ id, label, value, onChange, multiline }: { id: string; label: string; value: { hu: string; en: string }; onChange: (v: { hu: string; en: string }) => void; multiline?: boolean }) {
  const { t } = useTranslation();
  const Input = multiline ? 'textarea' : 'input';
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      {(['hu', 'en'] as const).map((lang) => (
        <div key={lang}>
          <label htmlFor={`${id}-${lang}`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {label} ({t(`moduleFactory.designer.lang.${lang}`)})
          </label>
          <Input id={`${id}-${lang}`} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} className={`${inputClasses} ${multiline ? 'h-auto py-2' : ''}`} />
        </div>
      ))}
    </fieldset>
  );
}

function FieldEditor({ field, index, count, onChange, onMove, onRemove }: { field: FieldDraft; index: number; count: number; onChange: (f: FieldDraft) => void; onMove: (d: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const id = `field-${index}`;
  const set = (patch: Record<string, unknown>) => onChange({ ...field, ...patch });
  const numberInput = (prop: string, label: string, type: 'number' | 'date' = 'number') => (
    <div>
      <label htmlFor={`${id}-${prop}`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <input
        id={`${id}-${prop}`}
        type={type}
        value={field[prop] === undefined ? '' : String(field[prop])}
        onChange={(e) => set({ [prop]: type === 'date' ? e.target.value || undefined : num(e.target.value) })}
        className={inputClasses}
      />
    </div>
  );
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{t('moduleFactory.designer.fieldN', { n: index + 1, label: field.label.hu || field.key })}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-key`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('moduleFactory.designer.fieldKey')}
          </label>
          <input id={`${id}-key`} value={field.key} onChange={(e) => set({ key: e.target.value })} className={inputClasses} />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('moduleFactory.designer.fieldType')}
          </label>
          <select id={`${id}-type`} value={field.type} onChange={(e) => onChange({ key: field.key, label: field.label, required: field.required, type: e.target.value as FactoryFieldType })} className={inputClasses}>
            {factoryFieldTypes.map((type) => (
              <option key={type} value={type}>
                {t(`moduleFactory.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2 pb-2">
          <input id={`${id}-required`} type="checkbox" checked={field.required === true} onChange={(e) => set({ required: e.target.checked })} className="size-5" />
          <label htmlFor={`${id}-required`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('moduleFactory.designer.required')}
          </label>
        </div>
      </div>
      <TextPair id={`${id}-label`} label={t('moduleFactory.designer.fieldLabel')} value={field.label} onChange={(label) => set({ label })} />
      <div className="grid gap-3 sm:grid-cols-3">
        {(field.type === 'text' || field.type === 'longText') && (
          <>
            {numberInput('minLength', t('moduleFactory.designer.minLength'))}
            {numberInput('maxLength', t('moduleFactory.designer.maxLength'))}
          </>
        )}
        {field.type === 'text' && (
          <>
            <div>
              <label htmlFor={`${id}-format`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t('moduleFactory.designer.format')}
              </label>
              <select id={`${id}-format`} value={String(field.format ?? '')} onChange={(e) => set({ format: e.target.value || undefined })} className={inputClasses}>
                <option value="">{t('moduleFactory.designer.formatNone')}</option>
                {factoryTextFormats.map((f) => (
                  <option key={f} value={f}>
                    {t(`moduleFactory.formats.${f}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-pattern`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t('moduleFactory.designer.pattern')}
              </label>
              <input id={`${id}-pattern`} value={String(field.pattern ?? '')} onChange={(e) => set({ pattern: e.target.value || undefined })} className={inputClasses} />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-patternMessage`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t('moduleFactory.designer.patternMessage')}
              </label>
              <input id={`${id}-patternMessage`} value={String(field.patternMessage ?? '')} onChange={(e) => set({ patternMessage: e.target.value || undefined })} className={inputClasses} />
            </div>
          </>
        )}
        {(field.type === 'number' || field.type === 'money') && (
          <>
            {numberInput('min', t('moduleFactory.designer.min'))}
            {numberInput('max', t('moduleFactory.designer.max'))}
          </>
        )}
        {field.type === 'number' && (
          <div className="flex items-end gap-2 pb-2">
            <input id={`${id}-integer`} type="checkbox" checked={field.integer === true} onChange={(e) => set({ integer: e.target.checked || undefined })} className="size-5" />
            <label htmlFor={`${id}-integer`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {t('moduleFactory.designer.integer')}
            </label>
          </div>
        )}
        {field.type === 'date' && (
          <>
            {numberInput('minDate', t('moduleFactory.designer.minDate'), 'date')}
            {numberInput('maxDate', t('moduleFactory.designer.maxDate'), 'date')}
          </>
        )}
        {field.type === 'select' && (
          <div className="sm:col-span-3">
            <label htmlFor={`${id}-options`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {t('moduleFactory.designer.options')}
            </label>
            <textarea
              id={`${id}-options`}
              aria-describedby={`${id}-options-help`}
              rows={4}
              value={field.optionsText ?? ''}
              onChange={(e) => set({ optionsText: e.target.value })}
              className={`${inputClasses} h-auto py-2 font-mono`}
            />
            <p id={`${id}-options-help`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
              {t('moduleFactory.designer.optionsHelp')}
            </p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" disabled={index === 0} onClick={() => onMove(-1)}>
          {t('moduleFactory.designer.up')}
        </Button>
        <Button variant="ghost" disabled={index === count - 1} onClick={() => onMove(1)}>
          {t('moduleFactory.designer.down')}
        </Button>
        <Button variant="ghost" disabled={count === 1} onClick={onRemove}>
          {t('moduleFactory.designer.removeField')}
        </Button>
      </div>
    </fieldset>
  );
}

function Preview({ definition }: { definition: FactoryDefinition }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<TableRow[]>([]);
  const formKey = JSON.stringify(definition.fields);
  return (
    <section aria-labelledby="factory-preview" className="space-y-4 rounded-xl border border-dashed border-indigo-300 p-4 dark:border-indigo-700">
      <h2 id="factory-preview" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('moduleFactory.designer.preview')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('moduleFactory.designer.previewHelp')}</p>
      <RecordForm
        key={formKey}
        definition={definition}
        loadContacts={false}
        guardUnsaved={false}
        submitLabel={t('moduleFactory.designer.previewCheck')}
        onSubmit={async (data) => {
          const checked = await unwrap(api.POST('/api/admin/module-factory/preview', { body: { definition, data } }));
          setRows((prev) => [{ id: `minta-${prev.length + 1}`, data: checked.data }, ...prev].slice(0, 5));
        }}
      />
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('moduleFactory.designer.previewList')}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('moduleFactory.designer.previewEmpty')}</p>
      ) : (
        <RecordsTable definition={definition} rows={rows} links={{ contacts: {}, matters: {} }} />
      )}
    </section>
  );
}

export function ModuleFactoryPage() {
  const { t } = useTranslation();
  const designs = useFactoryDesigns();
  const save = useSaveDraft();
  const publish = usePublish();
  const [draft, setDraft] = useState<Draft>(blank);
  const [exists, setExists] = useState(false);
  const [status, setStatus] = useState('');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const parsed = useMemo(() => factoryDefinitionSchema.safeParse(toDefinition(draft)), [draft]);
  const fieldLabels = draft.fields.map((f) => f.label.hu || f.key);
  const named = (path: string | readonly PropertyKey[], message: string) => {
    const where = describeDefinitionPath(path, fieldLabels, t);
    return where ? `${where}: ${message}` : message;
  };
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => named(i.path, i.message));

  const setFields = (fields: FieldDraft[]) => setDraft((d) => ({ ...d, fields, listColumns: d.listColumns.filter((c) => fields.some((f) => f.key === c)) }));

  async function run(publishToo: boolean) {
    setStatus('');
    setServerErrors([]);
    if (!parsed.success) return;
    try {
      await save.mutateAsync({ definition: parsed.data, exists });
      setExists(true);
      if (publishToo) {
        const published = await publish.mutateAsync(parsed.data.key);
        setStatus(t('moduleFactory.designer.publishedStatus', { version: published.publishedVersion }));
      } else setStatus(t('moduleFactory.designer.savedStatus'));
    } catch (error) {
      if (isApiError(error)) setServerErrors(error.fields ? Object.entries(error.fields).map(([k, m]) => named(k, m)) : [error.message]);
      else setServerErrors([t('errors.unexpected')]);
    }
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('moduleFactory.designer.title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('moduleFactory.designer.intro')}</p>
      </div>
      <section aria-labelledby="factory-modules" className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="factory-modules" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('moduleFactory.designer.modules')}
          </h2>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(blank());
              setExists(false);
              setStatus('');
              setServerErrors([]);
            }}
          >
            {t('moduleFactory.designer.newModule')}
          </Button>
        </div>
        {designs.isPending ? (
          <LoadingSpinner fullScreen={false} />
        ) : designs.isError ? (
          <LoadError error={designs.error} onRetry={() => void designs.refetch()} />
        ) : (
          <ModuleList
            modules={designs.data.modules}
            onEdit={(m) => {
              const def = m.draft ?? m.versions.at(-1)?.definition;
              if (def) setDraft(toDraft(def));
              setExists(true);
              setStatus('');
              setServerErrors([]);
            }}
          />
        )}
      </section>

      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="factory-editor" className="space-y-4">
          <h2 id="factory-editor" className="text-lg font-semibold text-slate-900 dark:text-white">
            {exists ? t('moduleFactory.designer.editing', { key: draft.key }) : t('moduleFactory.designer.newModule')}
          </h2>
          <TextPair id="module-name" label={t('moduleFactory.designer.name')} value={draft.name} onChange={(name) => setDraft((d) => ({ ...d, name }))} />
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor="module-key" className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t('moduleFactory.designer.key')}
              </label>
              <input id="module-key" value={draft.key} disabled={exists} aria-describedby="module-key-help" onChange={(e) => setDraft((d) => ({ ...d, key: e.target.value }))} className={inputClasses} />
              <p id="module-key-help" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                {t('moduleFactory.designer.keyHelp')}
              </p>
            </div>
            <div>
              <label htmlFor="module-icon" className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t('moduleFactory.designer.icon')}
              </label>
              <select id="module-icon" value={draft.icon} onChange={(e) => setDraft((d) => ({ ...d, icon: e.target.value }))} className={inputClasses}>
                {icons.map((i) => (
                  <option key={i} value={i}>
                    {t(`moduleFactory.icons.${i}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="module-category" className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t('moduleFactory.designer.category')}
              </label>
              <select id="module-category" value={draft.category} onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value as Draft['category'] }))} className={inputClasses}>
                {moduleCategories.map((c) => (
                  <option key={c} value={c}>
                    {t(`moduleFactory.categories.${c}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextPair id="module-description" label={t('moduleFactory.designer.description')} value={draft.description} multiline onChange={(description) => setDraft((d) => ({ ...d, description }))} />
          <TextPair id="module-entity" label={t('moduleFactory.designer.entityName')} value={draft.entityName} onChange={(entityName) => setDraft((d) => ({ ...d, entityName }))} />

          <h3 className="font-semibold text-slate-900 dark:text-white">{t('moduleFactory.designer.fields')}</h3>
          {draft.fields.map((field, i) => (
            <FieldEditor
              key={i}
              field={field}
              index={i}
              count={draft.fields.length}
              onChange={(f) => setFields(draft.fields.map((x, j) => (j === i ? f : x)))}
              onMove={(d) => {
                const next = [...draft.fields];
                [next[i], next[i + d]] = [next[i + d]!, next[i]!];
                setFields(next);
              }}
              onRemove={() => setFields(draft.fields.filter((_, j) => j !== i))}
            />
          ))}
          <Button variant="secondary" onClick={() => setFields([...draft.fields, { key: `mezo_${draft.fields.length + 1}`, type: 'text', label: { hu: '', en: '' }, required: false }])}>
            {t('moduleFactory.designer.addField')}
          </Button>

          <fieldset className="space-y-2">
            <legend className="font-semibold text-slate-900 dark:text-white">{t('moduleFactory.designer.listColumns')}</legend>
            {draft.fields.map((f, i) => (
              <div key={i} className="flex items-center gap-2">
                <input
                  id={`column-${i}`}
                  type="checkbox"
                  className="size-5"
                  checked={draft.listColumns.includes(f.key)}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, listColumns: e.target.checked ? d.fields.map((x) => x.key).filter((k) => k === f.key || d.listColumns.includes(k)) : d.listColumns.filter((k) => k !== f.key) }))
                  }
                />
                <label htmlFor={`column-${i}`} className="text-sm text-slate-900 dark:text-slate-100">
                  {f.label.hu || f.key}
                </label>
              </div>
            ))}
          </fieldset>

          {issues.length > 0 && (
            <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <p className="font-semibold">{t('moduleFactory.designer.issues')}</p>
              <ul className="list-disc pl-5">
                {issues.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          )}
          {serverErrors.length > 0 && (
            <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              <ul className="list-disc pl-5">
                {serverErrors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          )}
          <p aria-live="polite" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
            {status}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={!parsed.success || save.isPending} onClick={() => void run(false)}>
              {t('moduleFactory.designer.saveDraft')}
            </Button>
            <Button disabled={!parsed.success || save.isPending || publish.isPending} onClick={() => void run(true)}>
              {t('moduleFactory.designer.publish')}
            </Button>
          </div>
        </section>
        {parsed.success ? <Preview definition={parsed.data} /> : <p className="text-slate-700 dark:text-slate-300">{t('moduleFactory.designer.previewBlocked')}</p>}
      </div>
    </div>
  );
}

// Form fields generated from a template's variables (issue 16 point 2). Values are kept as the
// user typed them; the shared schema (buildInputsSchema) validates and normalises, here for the
// inline errors and on the server for the real check.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { idDocumentTypes } from '@shared/hu/id-document';
import { listMinItems, type ScalarVariableType, type VariableDefinition } from '@shared/document-templates/variables';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { selectClasses } from './template-labels';
import { DateInput } from '@client/components/form/date-field';
import { isIsoDate } from '@shared/dates/iso-date';

export type Values = Record<string, unknown>;
type Path = (string | number)[];

export interface FieldContext {
  errors: Record<string, string>;
  get: (path: Path) => unknown;
  set: (path: Path, value: unknown) => void;
}

const pathKey = (path: Path) => path.map(String).join('.');

function Input({ ctx, path, label, type = 'text', inputMode, multiline, hint }: { ctx: FieldContext; path: Path; label: string; type?: string; inputMode?: 'numeric' | 'text'; multiline?: boolean; hint?: string }) {
  const id = useId();
  const error = ctx.errors[pathKey(path)];
  const value = ctx.get(path);
  const common = {
    id,
    name: pathKey(path),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-err` : hint ? `${id}-hint` : undefined,
    className: inputClasses,
    value: value === undefined || value === null ? '' : String(value),
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => ctx.set(path, e.target.value)} />
      ) : type === 'date' ? (
        <DateInput
          id={id}
          label={label}
          name={common.name}
          aria-invalid={common['aria-invalid']}
          aria-describedby={common['aria-describedby']}
          value={isIsoDate(common.value) ? common.value : null}
          onChange={(iso) => ctx.set(path, iso ?? '')}
        />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => ctx.set(path, e.target.value)} />
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function Group({ legend, children, error }: { legend: string; children: ReactNode; error?: string | undefined }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      {children}
    </fieldset>
  );
}

function AddressFields({ ctx, path, legend }: { ctx: FieldContext; path: Path; legend: string }) {
  const { t } = useTranslation();
  return (
    <Group legend={legend}>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Input ctx={ctx} path={[...path, 'postalCode']} label={t('documentTemplates.f.postalCode')} inputMode="numeric" />
        <Input ctx={ctx} path={[...path, 'city']} label={t('documentTemplates.f.city')} />
      </div>
      <Input ctx={ctx} path={[...path, 'street']} label={t('documentTemplates.f.street')} />
    </Group>
  );
}

function PersonFields({ ctx, path, legend }: { ctx: FieldContext; path: Path; legend: string }) {
  const { t } = useTranslation();
  const docId = useId();
  const doc = (ctx.get([...path, 'idDocument']) ?? null) as { type: string; number: string } | null;
  return (
    <Group legend={legend}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input ctx={ctx} path={[...path, 'name']} label={t('documentTemplates.f.name')} />
        <Input ctx={ctx} path={[...path, 'birthName']} label={t('documentTemplates.f.birthName')} />
        <Input ctx={ctx} path={[...path, 'birthPlace']} label={t('documentTemplates.f.birthPlace')} />
        <Input ctx={ctx} path={[...path, 'birthDate']} label={t('documentTemplates.f.birthDate')} type="date" />
        <Input ctx={ctx} path={[...path, 'mothersName']} label={t('documentTemplates.f.mothersName')} />
        <Input ctx={ctx} path={[...path, 'taxId']} label={t('documentTemplates.f.taxId')} inputMode="numeric" />
        <Input ctx={ctx} path={[...path, 'taj']} label={t('documentTemplates.f.taj')} inputMode="numeric" />
        <div>
          <label htmlFor={docId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('documentTemplates.f.idDocumentType')}
          </label>
          <select id={docId} className={selectClasses} value={doc?.type ?? ''} onChange={(e) => ctx.set([...path, 'idDocument'], e.target.value ? { type: e.target.value, number: doc?.number ?? '' } : null)}>
            <option value="">{t('documentTemplates.f.noDocument')}</option>
            {idDocumentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`documentTemplates.idDocument.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {doc && <Input ctx={ctx} path={[...path, 'idDocument', 'number']} label={t('documentTemplates.f.idDocumentNumber')} />}
      </div>
      <AddressFields ctx={ctx} path={[...path, 'address']} legend={t('documentTemplates.f.address')} />
    </Group>
  );
}

function CompanyFields({ ctx, path, legend, children }: { ctx: FieldContext; path: Path; legend: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group legend={legend}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input ctx={ctx} path={[...path, 'name']} label={t('documentTemplates.f.companyName')} />
        <Input ctx={ctx} path={[...path, 'registration', 'number']} label={t('documentTemplates.f.registration')} hint="01-09-123456" />
        <Input ctx={ctx} path={[...path, 'taxNumber']} label={t('documentTemplates.f.taxNumber')} hint="12345678-2-42" />
        {children}
      </div>
      <AddressFields ctx={ctx} path={[...path, 'seat']} legend={t('documentTemplates.f.seat')} />
    </Group>
  );
}

/** A party of either kind (issue 38.4): a person, or a company with its representative. */
function PartyFields({ ctx, path, legend }: { ctx: FieldContext; path: Path; legend: string }) {
  const { t } = useTranslation();
  const id = useId();
  const kind = (ctx.get([...path, 'kind']) as string | undefined) === 'company' ? 'company' : 'person';
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('documentTemplates.f.partyKind', { label: legend })}
        </label>
        <select
          id={id}
          className={selectClasses}
          value={kind}
          onChange={(e) => ctx.set(path, emptyValue(e.target.value === 'company' ? 'company' : 'natural_person', e.target.value === 'company' ? 'company' : 'person'))}
        >
          <option value="person">{t('documentTemplates.f.partyPerson')}</option>
          <option value="company">{t('documentTemplates.f.partyCompany')}</option>
        </select>
      </div>
      {kind === 'company' ? (
        <CompanyFields ctx={ctx} path={path} legend={legend}>
          <Input ctx={ctx} path={[...path, 'representative']} label={t('documentTemplates.f.representative')} hint={t('documentTemplates.hint.representative')} />
        </CompanyFields>
      ) : (
        <PersonFields ctx={ctx} path={path} legend={legend} />
      )}
    </div>
  );
}

/** One value of a scalar type at `path`. */
export function ScalarField({ ctx, path, type, label, options }: { ctx: FieldContext; path: Path; type: ScalarVariableType; label: string; options?: { value: string; label: string }[] | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const error = ctx.errors[pathKey(path)];
  switch (type) {
    case 'natural_person':
      return <PersonFields ctx={ctx} path={path} legend={label} />;
    case 'company':
      return <CompanyFields ctx={ctx} path={path} legend={label} />;
    case 'party':
      return <PartyFields ctx={ctx} path={path} legend={label} />;
    case 'address':
      return <AddressFields ctx={ctx} path={path} legend={label} />;
    case 'boolean':
      return (
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" checked={ctx.get(path) === true} onChange={(e) => ctx.set(path, e.target.checked)} />
          {label}
        </label>
      );
    case 'choice':
      return (
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {label}
          </label>
          <select
            id={id}
            className={selectClasses}
            value={String(ctx.get(path) ?? '')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            onChange={(e) => ctx.set(path, e.target.value)}
          >
            <option value="">{t('documentTemplates.choose')}</option>
            {(options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${id}-err`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </div>
      );
    case 'date':
      return <Input ctx={ctx} path={path} label={label} type="date" />;
    case 'multiline':
      return <Input ctx={ctx} path={path} label={label} multiline />;
    case 'amount_huf':
      return <Input ctx={ctx} path={path} label={`${label} (Ft)`} inputMode="numeric" />;
    case 'integer':
    case 'taj':
    case 'tax_id':
      return <Input ctx={ctx} path={path} label={label} inputMode="numeric" hint={type === 'integer' ? undefined : t(`documentTemplates.hint.${type}`)} />;
    case 'tax_number':
    case 'company_registration':
    case 'bank_account':
    case 'land_registry':
      return <Input ctx={ctx} path={path} label={label} hint={t(`documentTemplates.hint.${type}`)} />;
    default:
      return <Input ctx={ctx} path={path} label={label} />;
  }
}

/** The empty value a new item or field starts from. */
export function emptyValue(type: ScalarVariableType, partyKind?: 'person' | 'company'): unknown {
  const address = { country: 'HU', postalCode: '', city: '', street: '' };
  if (type === 'party') return emptyValue('natural_person', 'person');
  const kind = partyKind ? { kind: partyKind } : {};
  if (type === 'natural_person') return { ...kind, name: '', birthName: '', birthPlace: '', birthDate: '', mothersName: '', address, idDocument: null, taxId: '', taj: '' };
  if (type === 'company') return { ...kind, name: '', seat: address, registration: { kind: 'company_register', number: '' }, taxNumber: '', euVatNumber: '', ...(partyKind ? { representative: '' } : {}) };
  if (type === 'address') return address;
  if (type === 'boolean') return false;
  return '';
}

/** A repeated block: its items, each removable, and "add". */
export function ListField({ ctx, def }: { ctx: FieldContext; def: VariableDefinition }) {
  const { t } = useTranslation();
  const items = (ctx.get([def.key]) as unknown[] | undefined) ?? [];
  const item = def.item!;
  const error = ctx.errors[def.key];
  // No removal below the block's minimum (two witnesses stay two), as no addition above its maximum.
  const removable = items.length > listMinItems(def);
  return (
    <Group legend={def.label} error={error}>
      {items.map((_, i) => (
        <div key={i} className="space-y-2">
          <ScalarField ctx={ctx} path={[def.key, i]} type={item.type} label={`${def.label} – ${i + 1}.`} options={item.options} />
          {removable && (
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                ctx.set(
                  [def.key],
                  items.filter((__, j) => j !== i),
                )
              }
              aria-label={t('documentTemplates.removeItemNamed', { label: def.label, n: i + 1 })}
            >
              {t('documentTemplates.removeItem')}
            </Button>
          )}
        </div>
      ))}
      {(def.maxItems === undefined || items.length < def.maxItems) && (
        <Button type="button" variant="secondary" onClick={() => ctx.set([def.key], [...items, emptyValue(item.type)])}>
          {t('documentTemplates.addItem', { label: def.label })}
        </Button>
      )}
    </Group>
  );
}

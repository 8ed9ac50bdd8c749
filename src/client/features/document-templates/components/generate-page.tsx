// /app/documents/generate (issue 16 point 3): pick a template (and a matter), fill the form
// generated from its variables – persons and companies can be taken from the firm's contacts –
// with inline errors from the same schema the server uses and a live preview; generate the DOCX
// and the PDF and download them.
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { renderTemplateText } from '@shared/document-templates/template-text';
import { buildInputsSchema, contactToInput, isVariableActive, previewValues, type ScalarVariableType, type VariableDefinition } from '@shared/document-templates/variables';
import { generateBodySchema, type Generation } from '@shared/document-templates/document-templates.schemas';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { Combobox, ComboboxField, Form, type Option, renameServerFields, SubmitButton, useZodForm } from '@client/components/form';
import { PageHeader } from '@client/components/ui/page-header';
import { isApiError } from '@client/lib/api-client';
import { formatHuDate } from '@shared/hu/format';
import { fetchPrefill, useContactsForTemplates, useGenerate, useGenerations, useMattersForTemplates, useTemplate, useTemplates } from '../api/templates-api';
import { selectClasses } from './template-labels';
import { ErrorLine, TemplateSection } from './template-page-parts';
import { emptyValue, type FieldContext, ListField, ScalarField, type Values } from './variable-fields';

function getIn(values: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), values);
}

function initialValues(variables: readonly VariableDefinition[]): Values {
  return Object.fromEntries(variables.map((v) => [v.key, v.type === 'list' ? Array.from({ length: v.minItems ?? 1 }, () => emptyValue(v.item!.type)) : emptyValue(v.type as ScalarVariableType)]));
}

export function GeneratePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const templateId = params.get('template');
  const templates = useTemplates({ status: 'active' });
  const template = useTemplate(templateId);
  return (
    <div className="space-y-6">
      <PageHeader title={t('documentTemplates.generateTitle')} />
      <label className="block max-w-xl text-sm font-medium text-slate-900 dark:text-slate-100">
        {t('documentTemplates.pickTemplate')}
        <select className={selectClasses} value={templateId ?? ''} onChange={(e) => setParams((p) => (e.target.value ? (p.set('template', e.target.value), p) : (p.delete('template'), p)))}>
          <option value="">{t('documentTemplates.choose')}</option>
          {templates.data?.map((tpl) => (
            <option key={tpl.id} value={tpl.id}>
              {tpl.name}
              {tpl.builtIn ? '' : ` (${t('documentTemplates.own')})`}
            </option>
          ))}
        </select>
      </label>
      {template.data && (
        <GenerateForm key={`${template.data.id}-${template.data.version}`} templateId={template.data.id} variables={template.data.variables} content={template.data.content} initialMatterId={params.get('matter')} />
      )}
      {template.isError && <ObjectLoadError error={template.error} onRetry={() => void template.refetch()} missingText={t('documentTemplates.notFound')} />}
    </div>
  );
}

/**
 * The generation body as the server checks it (generateBodySchema), its inputs by the template's
 * own variables (buildInputsSchema, the rule the server runs on them); "no matter" and "as a new
 * document" are the empty choice of their selects.
 */
function generateFormSchema(variables: readonly VariableDefinition[]) {
  const noneIfEmpty = <S extends z.ZodType>(schema: S) => z.union([z.literal('').transform(() => null), schema]);
  return generateBodySchema.extend({
    inputs: buildInputsSchema(variables),
    matterId: noneIfEmpty(generateBodySchema.shape.matterId),
    replaceGenerationId: noneIfEmpty(generateBodySchema.shape.replaceGenerationId),
  });
}

/** The messages under `inputs` by their path inside the inputs ("party.address.postalCode"), as the fields look them up. */
function inputErrors(node: unknown, prefix = '', out: Record<string, string> = {}, onlyLocal = false): Record<string, string> {
  if (!node || typeof node !== 'object') return out;
  const { message, type } = node as { message?: unknown; type?: unknown };
  if (prefix && typeof message === 'string' && message && !(onlyLocal && type === 'server')) out[prefix] ??= message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types' || key === 'root') continue;
    inputErrors(child, prefix ? `${prefix}.${key}` : key, out, onlyLocal);
  }
  return out;
}

/** A party's "taken from the contacts" picker: searches the contacts by a part of the name (decision 0487). */
function ContactPicker({ label, emptyLabel, value, options, onChange }: { label: string; emptyLabel: string; value: string; options: readonly Option[]; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="text-sm text-slate-700 dark:text-slate-300">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <Combobox id={id} value={value} onChange={onChange} emptyLabel={emptyLabel} options={options} />
    </div>
  );
}

function GenerateForm({ templateId, variables, content, initialMatterId }: { templateId: string; variables: VariableDefinition[]; content: string; initialMatterId: string | null }) {
  const { t } = useTranslation();
  const schema = useMemo(() => generateFormSchema(variables), [variables]);
  const form = useZodForm(schema, {
    defaultValues: { templateId, inputs: initialValues(variables), matterId: initialMatterId ?? '', clientContactId: null, replaceGenerationId: '' },
  });
  const values = useWatch({ control: form.control, name: 'inputs' }) as Values;
  const matterId = (useWatch({ control: form.control, name: 'matterId' }) ?? '') as string;
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<Generation | null>(null);
  const [filledFromMatter, setFilledFromMatter] = useState<string[] | null>(null);
  const [prefillFailed, setPrefillFailed] = useState(false);
  // The contact each party was taken from: its select shows it (a fixed value="" made the choice jump back).
  const [takenFrom, setTakenFrom] = useState<Record<string, string>>({});
  // Earlier documents of this template for the matter: the new one may be saved as their next version.
  const earlier = useGenerations(matterId || null).data?.filter((g) => g.templateId === templateId && g.saved.length > 0) ?? [];
  const needsContacts = variables.some((v) => v.source === 'contact');
  const contacts = useContactsForTemplates(needsContacts);
  const matters = useMattersForTemplates(true);
  const generate = useGenerate();

  const submitted = form.formState.submitCount > 0;
  // The kit's errors under `inputs`: the shared rule's after a variable was left or on submit, the server's after a refusal.
  const errors = inputErrors(form.formState.errors.inputs);
  const localErrorCount = Object.keys(inputErrors(form.formState.errors.inputs, '', {}, true)).length;
  const preview = useMemo(() => renderTemplateText(content, previewValues(variables, values)), [content, variables, values]);

  const ctx: FieldContext = {
    errors,
    get: (path) => getIn(values, path),
    set: (path, value) => {
      form.setValue(`inputs.${path.map(String).join('.')}` as 'inputs', value as Values, { shouldDirty: true, shouldValidate: submitted || touched.has(String(path[0])) });
      setResult(null);
    },
  };

  const selectedMatter = matters.data?.find((m) => m.id === matterId);
  // Choosing the matter fills what it knows – client, firm, responsible lawyer, fee – from the
  // server (issue 38.4); the values land in the fields and stay editable.
  const applyPrefill = (id: string) =>
    fetchPrefill(templateId, id).then(
      (prefill) => {
        for (const [key, value] of Object.entries(prefill.inputs)) ctx.set([key], value);
        if (prefill.clientContactId) form.setValue('clientContactId', prefill.clientContactId);
        setFilledFromMatter(variables.filter((v) => v.key in prefill.inputs).map((v) => v.label));
      },
      () => setPrefillFailed(true),
    );
  const chooseMatter = (id: string) => {
    form.setValue('matterId', id, { shouldDirty: true });
    setFilledFromMatter(null);
    setPrefillFailed(false);
    if (id) void applyPrefill(id);
  };

  // Opened from a matter (?matter=…): its data is filled in as if it had been chosen here.
  useEffect(() => {
    if (initialMatterId) void applyPrefill(initialMatterId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the matter the page was opened with
  }, []);

  async function submit(checked: z.output<typeof schema>) {
    // The inputs go as typed (the server normalises them with the same rule); the choices as checked.
    const body = { templateId, inputs: form.getValues('inputs'), matterId: checked.matterId ?? null, clientContactId: checked.clientContactId ?? null, replaceGenerationId: checked.replaceGenerationId ?? null };
    try {
      setResult(await generate.mutateAsync(body));
    } catch (error) {
      // The server names a variable's problem by its path inside the inputs.
      throw renameServerFields(error, (path) => (isApiError(error) && error.code === 'TEMPLATE_INPUTS_INVALID' ? `inputs.${path}` : path));
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form form={form} onSubmit={submit} guardUnsaved={false} className="space-y-4" aria-label={t('documentTemplates.formLabel')}>
        {/* A searching picker (decision 0487); the matter a page was opened with shows once the matters have arrived. */}
        <ComboboxField
          name="matterId"
          label={t('documentTemplates.pickMatter')}
          emptyLabel={t('documentTemplates.noMatter')}
          options={(matters.data ?? []).map((m) => ({ value: m.id, label: `${m.number} – ${m.title}` }))}
          searching={matters.isPending}
          onChosen={chooseMatter}
        />
        {filledFromMatter && filledFromMatter.length > 0 && (
          <p role="status" className="rounded-md bg-indigo-50 p-3 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
            {t('documentTemplates.matterFilled', { fields: filledFromMatter.join(', ') })}
          </p>
        )}
        {prefillFailed && <ErrorLine>{t('documentTemplates.matterPrefillFailed')}</ErrorLine>}
        {variables.map((def) =>
          isVariableActive(def, values) ? (
            <div
              key={def.key}
              onBlur={() => {
                setTouched((s) => new Set(s).add(def.key));
                void form.trigger(`inputs.${def.key}` as 'inputs');
              }}
              className="space-y-2"
            >
              {def.source === 'contact' && (def.type === 'natural_person' || def.type === 'company' || def.type === 'party') && contacts.data && (
                <ContactPicker
                  label={t('documentTemplates.fromContact', { label: def.label })}
                  emptyLabel={t('documentTemplates.choose')}
                  value={takenFrom[def.key] ?? ''}
                  options={contacts.data.filter((c) => def.type === 'party' || (def.type === 'company' ? c.kind === 'organisation' : c.kind === 'person')).map((c) => ({ value: c.id, label: c.name }))}
                  onChange={(id) => {
                    const c = contacts.data.find((x) => x.id === id);
                    setTakenFrom((chosen) => ({ ...chosen, [def.key]: c?.id ?? '' }));
                    if (!c) return;
                    ctx.set([def.key], contactToInput(def.type as 'natural_person' | 'company' | 'party', c));
                    // The first party taken from the contacts is the client the vault documents are linked to.
                    if (!form.getValues('clientContactId')) form.setValue('clientContactId', c.id);
                  }}
                />
              )}
              {def.type === 'list' ? <ListField ctx={ctx} def={def} /> : <ScalarField ctx={ctx} path={[def.key]} type={def.type} label={def.label} options={def.options} />}
            </div>
          ) : null,
        )}
        {earlier.length > 0 && (
          <label className="block text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('documentTemplates.vault.saveAs')}
            <select className={selectClasses} {...form.register('replaceGenerationId')}>
              <option value="">{t('documentTemplates.vault.asNew')}</option>
              {earlier.map((g) => (
                <option key={g.id} value={g.id}>
                  {t('documentTemplates.vault.asVersion', { name: g.templateName, date: formatHuDate(new Date(g.createdAt)) })}
                </option>
              ))}
            </select>
          </label>
        )}
        {submitted && localErrorCount > 0 && <ErrorLine>{t('documentTemplates.fixErrors', { count: localErrorCount })}</ErrorLine>}
        {generate.isError && <ErrorLine>{generate.error.message}</ErrorLine>}
        <SubmitButton pendingText={t('documentTemplates.generating')}>{t('documentTemplates.generate')}</SubmitButton>
        {result && (
          <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-700 dark:bg-emerald-950">
            <p className="font-medium">{t('documentTemplates.done', { matter: selectedMatter?.number ?? result.matterNumber ?? '' })}</p>
            <ul className="mt-2 flex flex-wrap gap-3">
              {result.files.map((f) => (
                <li key={f.format}>
                  <a href={f.url} download={f.fileName} className="text-indigo-700 underline dark:text-indigo-300">
                    {t(`documentTemplates.download.${f.format}`)}
                  </a>
                </li>
              ))}
            </ul>
            {result.saved.length > 0 && (
              <>
                <p className="mt-3 text-sm">{t('documentTemplates.vault.saved')}</p>
                <ul className="mt-1 flex flex-wrap gap-3">
                  {result.saved.map((d) => (
                    <li key={d.format}>
                      <Link to={d.url} className="text-indigo-700 underline dark:text-indigo-300">
                        {t(`documentTemplates.vault.open.${d.format}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </Form>
      <TemplateSection title={t('documentTemplates.preview')} className="lg:sticky lg:top-4 lg:self-start">
        <div
          className="mt-2 max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white p-6 font-serif text-sm leading-relaxed text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          tabIndex={0}
          data-testid="template-preview"
        >
          {preview.split('\n').map((line, i) => (
            <p key={i} className={i === 0 ? 'mb-4 text-center font-bold' : 'mb-2 text-justify'}>
              {line}
            </p>
          ))}
        </div>
      </TemplateSection>
    </div>
  );
}

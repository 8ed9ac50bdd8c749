// /app/documents/templates/new (also ?basedOn=<id>: a copy) and /app/documents/templates/:id/edit
// (issue 16 point 1): name, description, category, tags, the text with placeholders or an
// uploaded Word (DOCX) file, and the typed variables. The shared schema shows the problems as
// the user types; the server checks again and a changed text or variable list is a new version.
import { useState } from 'react';
import { type TFunction } from 'i18next';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { templateCategories, type TemplateCategory } from '@shared/document-templates/document-templates';
import { createTemplateBodySchema, type TemplateDetail, TEMPLATE_DOCX_MAX_BYTES, updateTemplateBodySchema } from '@shared/document-templates/document-templates.schemas';
import { formatFileSize } from '@shared/documents/documents';
import type { VariableDefinitionInput } from '@shared/document-templates/variables';
import { ErrorList, Field, FileInput, Form, inputClasses, renameServerFields, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { buttonClasses } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { useSaveTemplate, useTemplate } from '../api/templates-api';
import { TemplateSection, VersionList, WithTemplate } from './template-page-parts';
import { VariableEditor } from './variable-editor';

const blank = {
  id: null,
  name: '',
  description: '',
  category: 'contract' as TemplateCategory,
  tags: [] as string[],
  content: '',
  variables: [] as VariableDefinitionInput[],
  hasDocx: false,
  versions: [] as TemplateDetail['versions'],
};

export function TemplateEditorPage({ templateId, basedOnId }: { templateId: string | null; basedOnId: string | null }) {
  const source = useTemplate(templateId ?? basedOnId);
  if (!templateId && !basedOnId) return <TemplateEditor initial={blank} basedOnId={null} />;
  return (
    <WithTemplate query={source}>
      {(tpl) =>
        templateId ? <TemplateEditor initial={{ ...tpl, id: tpl.id }} basedOnId={null} /> : <TemplateEditor initial={{ ...tpl, id: null, name: `${tpl.name} (saját)`, hasDocx: false, versions: [] }} basedOnId={tpl.id} />
      }
    </WithTemplate>
  );
}

type EditorValues = z.input<ReturnType<typeof editorSchema>>;

const splitTags = (tags: string) =>
  tags
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The editor's fields checked by the shared create body (the server's rule for a template): tags
 * typed as one comma-separated text, and, while a Word file's text is not read yet, the text the
 * local check stands in for it (`docxContent`; the server reads the file and checks again). The change
 * note is checked as the edit body checks it.
 */
function editorSchema(docxContent: ((variables: VariableDefinitionInput[]) => string) | null) {
  return z
    .object({
      name: z.string(),
      description: z.string(),
      category: z.enum(templateCategories),
      tags: z.string(),
      content: z.string(),
      variables: z.array(z.custom<VariableDefinitionInput>()),
      changeNote: updateTemplateBodySchema.shape.changeNote.unwrap(),
    })
    .transform(({ tags, changeNote: _note, content, ...fields }): z.input<typeof createTemplateBodySchema> => ({ ...fields, tags: splitTags(tags), content: docxContent ? docxContent(fields.variables) : content }))
    .pipe(createTemplateBodySchema);
}

function TemplateEditor({ initial, basedOnId }: { initial: typeof blank | (Omit<TemplateDetail, 'id'> & { id: string | null }); basedOnId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const [file, setFile] = useState<File | null>(null);
  const usesDocx = file !== null || initial.hasDocx;
  const defaultValues: EditorValues = {
    name: initial.name,
    description: initial.description,
    category: initial.category,
    tags: initial.tags.join(', '),
    content: initial.content,
    variables: initial.variables,
    changeNote: '',
  };
  // A Word file's text is read by the server; here only the rest is checked.
  const form = useZodForm(editorSchema(usesDocx ? (variables) => initial.content || placeholdersOf(variables) : null), { mode: 'onSubmit', defaultValues });
  const variables = useWatch({ control: form.control, name: 'variables' }) as VariableDefinitionInput[];

  async function submit(checked: z.output<ReturnType<typeof editorSchema>>) {
    // The body as the user gave it (the server applies the same rule); a new text is the checked one on an edit.
    const raw = form.getValues();
    const fields = { name: raw.name, description: raw.description, category: raw.category, tags: splitTags(raw.tags), variables: raw.variables };
    const changeNote = raw.changeNote ? { changeNote: raw.changeNote } : {};
    try {
      const saved = file
        ? await save.mutateAsync({ kind: 'docx', file, meta: { ...fields, ...(initial.id ? { templateId: initial.id } : {}), ...changeNote } })
        : initial.id
          ? await save.mutateAsync({ kind: 'update', id: initial.id, body: { ...fields, content: checked.content, ...changeNote } })
          : await save.mutateAsync({ kind: 'create', body: { ...fields, content: raw.content, ...(basedOnId ? { basedOnId } : {}) } });
      void navigate(`/app/documents/templates/${encodeURIComponent(saved.id)}`);
    } catch (error) {
      // A tag's message belongs to the tags' one text field.
      throw renameServerFields(error, (path) => (path.startsWith('tags.') ? 'tags' : path));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-8" aria-label={t('documentTemplates.editor.formLabel')}>
      <PageHeader title={initial.id ? t('documentTemplates.editor.editTitle', { name: initial.name }) : t('documentTemplates.editor.newTitle')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('documentTemplates.editor.name')} />
        <SelectField name="category" label={t('documentTemplates.categoryFilter')} options={templateCategories.map((c) => ({ value: c, label: t(`documentTemplates.category.${c}`) }))} />
        <TextareaField name="description" label={t('documentTemplates.editor.description')} rows={2} className="sm:col-span-2" />
        <TextField name="tags" label={t('documentTemplates.editor.tags')} className="sm:col-span-2" />
      </div>
      <TemplateSection title={t('documentTemplates.variables')}>
        <VariableEditor variables={variables} onChange={(next) => form.setValue('variables', next, { shouldDirty: true, shouldValidate: form.formState.submitCount > 0 })} />
      </TemplateSection>
      <TemplateSection title={t('documentTemplates.text')}>
        <FileInput
          label={t('documentTemplates.editor.docxFile', { max: formatFileSize(TEMPLATE_DOCX_MAX_BYTES) })}
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onFiles={(files) => setFile(files[0] ?? null)}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">{usesDocx ? t('documentTemplates.editor.docxHint') : t('documentTemplates.editor.textHint')}</p>
        {!file && (
          <Field name="content" label={usesDocx ? t('documentTemplates.editor.docxText') : t('documentTemplates.editor.content')}>
            {(props) => <textarea {...props} rows={14} readOnly={usesDocx} {...form.register('content')} className={`${inputClasses} font-mono`} />}
          </Field>
        )}
      </TemplateSection>
      {initial.id && <TextField name="changeNote" label={t('documentTemplates.editor.changeNote')} className="max-w-xl" />}
      <ErrorList describePath={(path) => pathLabel(path.split('.'), t)} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingText={t('documentTemplates.editor.saving')}>{t('documentTemplates.editor.save')}</SubmitButton>
        <Link to={initial.id ? `/app/documents/templates/${encodeURIComponent(initial.id)}` : '/app/documents/templates'} className={buttonClasses('ghost')}>
          {t('documentTemplates.editor.cancel')}
        </Link>
      </div>
      {initial.versions.length > 0 && <VersionList versions={initial.versions} />}
    </Form>
  );
}

/** Before a Word file's text is known, the variables' own placeholders stand in for it in the local check. */
function placeholdersOf(variables: VariableDefinitionInput[]): string {
  return variables.map((v) => (v.type === 'list' ? `{#${v.key}}{/${v.key}}` : `{${v.key}}`)).join(' ') || '-';
}

function pathLabel(path: string[], t: TFunction): string {
  if (path[0] === 'variables' && /^\d+$/.test(path[1] ?? '')) return t('documentTemplates.editor.variableN', { n: Number(path[1]) + 1 });
  return t(`documentTemplates.editor.${String(path[0]) as 'name'}`);
}

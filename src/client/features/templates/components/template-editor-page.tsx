// /app/documents/templates/new (also ?basedOn=<id>: a copy) and /app/documents/templates/:id/edit
// (issue 16 point 1): name, description, category, tags, the text with placeholders or an
// uploaded Word (DOCX) file, and the typed variables. The shared schema shows the problems as
// the user types; the server checks again and a changed text or variable list is a new version.
import { useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { templateCategories, type TemplateCategory } from '@shared/templates/templates';
import { createTemplateBodySchema, type TemplateDetail } from '@shared/templates/templates.schemas';
import type { VariableDefinitionInput } from '@shared/templates/variables';
import { Button, buttonClasses } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { isApiError } from '@client/lib/api-client';
import { useSaveTemplate, useTemplate } from '../api/templates-api';
import { selectClasses } from './template-labels';
import { ErrorLine, TemplateSection, VersionList, WithTemplate } from './template-page-parts';
import { VariableEditor } from './variable-editor';
import { FileInput } from '@client/components/form/file-input';

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

function TemplateEditor({ initial, basedOnId }: { initial: typeof blank | (Omit<TemplateDetail, 'id'> & { id: string | null }); basedOnId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [category, setCategory] = useState<TemplateCategory>(initial.category);
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [content, setContent] = useState(initial.content);
  const [variables, setVariables] = useState<VariableDefinitionInput[]>(initial.variables);
  const [changeNote, setChangeNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const usesDocx = file !== null || initial.hasDocx;

  const fields = {
    name,
    description,
    category,
    tags: tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    variables,
  };
  // A Word file's text is read by the server; here only the rest is checked.
  const parsed = createTemplateBodySchema.safeParse({ ...fields, content: usesDocx ? initial.content || placeholdersOf(variables) : content });
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => (i.path.length > 0 && i.path[0] !== 'content' ? `${pathLabel(i.path, t)}: ${i.message}` : i.message));
  const server = isApiError(save.error) ? save.error : null;

  const submit = () => {
    setSubmitted(true);
    if (!parsed.success) return;
    const body = parsed.data;
    const done = (saved: TemplateDetail) => navigate(`/app/documents/templates/${encodeURIComponent(saved.id)}`);
    if (file) save.mutate({ kind: 'docx', file, meta: { ...fields, ...(initial.id ? { templateId: initial.id } : {}), ...(changeNote ? { changeNote } : {}) } }, { onSuccess: done });
    else if (initial.id) save.mutate({ kind: 'update', id: initial.id, body: { ...fields, content: body.content, ...(changeNote ? { changeNote } : {}) } }, { onSuccess: done });
    else save.mutate({ kind: 'create', body: { ...fields, content, ...(basedOnId ? { basedOnId } : {}) } }, { onSuccess: done });
  };

  return (
    <form
      noValidate
      className="space-y-8"
      aria-label={t('templates.editor.formLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <PageHeader title={initial.id ? t('templates.editor.editTitle', { name: initial.name }) : t('templates.editor.newTitle')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="text-sm font-medium">
          {t('templates.editor.name')}
          <input className={inputClasses} value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className="text-sm font-medium">
          {t('templates.categoryFilter')}
          <select className={selectClasses} value={category} onChange={(e) => setCategory(e.target.value as TemplateCategory)}>
            {templateCategories.map((c) => (
              <option key={c} value={c}>
                {t(`templates.category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium sm:col-span-2">
          {t('templates.editor.description')}
          <textarea className={inputClasses} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label className="text-sm font-medium sm:col-span-2">
          {t('templates.editor.tags')}
          <input className={inputClasses} value={tags} onChange={(e) => setTags(e.target.value)} />
        </label>
      </div>
      <TemplateSection title={t('templates.variables')}>
        <VariableEditor variables={variables} onChange={setVariables} />
      </TemplateSection>
      <TemplateSection title={t('templates.text')}>
        <FileInput label={t('templates.editor.docxFile')} accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document" onFiles={(files) => setFile(files[0] ?? null)} />
        <p className="text-sm text-slate-700 dark:text-slate-300">{usesDocx ? t('templates.editor.docxHint') : t('templates.editor.textHint')}</p>
        {!file && (
          <label className="block text-sm font-medium">
            {usesDocx ? t('templates.editor.docxText') : t('templates.editor.content')}
            <textarea className={`${inputClasses} font-mono`} rows={14} value={content} readOnly={usesDocx} onChange={(e) => setContent(e.target.value)} />
          </label>
        )}
      </TemplateSection>
      {initial.id && (
        <label className="block max-w-xl text-sm font-medium">
          {t('templates.editor.changeNote')}
          <input className={inputClasses} value={changeNote} onChange={(e) => setChangeNote(e.target.value)} />
        </label>
      )}
      {(submitted || server) && (problems.length > 0 || server) && (
        <div>
          {submitted && problems.map((p) => <ErrorLine key={p}>{p}</ErrorLine>)}
          {server && <ErrorLine>{server.message}</ErrorLine>}
          {server?.fields && Object.values(server.fields).map((m) => <ErrorLine key={m}>{m}</ErrorLine>)}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('templates.editor.saving') : t('templates.editor.save')}
        </Button>
        <Link to={initial.id ? `/app/documents/templates/${encodeURIComponent(initial.id)}` : '/app/documents/templates'} className={buttonClasses('ghost')}>
          {t('templates.editor.cancel')}
        </Link>
      </div>
      {initial.versions.length > 0 && <VersionList versions={initial.versions} />}
    </form>
  );
}

/** Before a Word file's text is known, the variables' own placeholders stand in for it in the local check. */
function placeholdersOf(variables: VariableDefinitionInput[]): string {
  return variables.map((v) => (v.type === 'list' ? `{#${v.key}}{/${v.key}}` : `{${v.key}}`)).join(' ') || '-';
}

function pathLabel(path: PropertyKey[], t: TFunction): string {
  if (path[0] === 'variables' && typeof path[1] === 'number') return t('templates.editor.variableN', { n: path[1] + 1 });
  return t(`templates.editor.${String(path[0]) as 'name'}`);
}

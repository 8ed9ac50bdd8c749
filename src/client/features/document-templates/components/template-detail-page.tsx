// /app/documents/templates/:id: a template's description, variables (with types, conditions and
// repeated blocks), its text and its versions.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TemplateDetail as TemplateDetailData } from '@shared/document-templates/document-templates.schemas';
import type { VariableDefinition } from '@shared/document-templates/variables';
import { buttonClasses } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { useTemplate } from '../api/templates-api';
import { TemplateMeta } from './template-labels';
import { TemplateSection, VersionList, WithTemplate } from './template-page-parts';
import { DataTable } from '@client/components/ui/data-table';

function TypeText({ v }: { v: VariableDefinition }) {
  const { t } = useTranslation();
  return <>{v.type === 'list' ? `${t('documentTemplates.types.list')}: ${t(`documentTemplates.types.${v.item!.type}`)}` : t(`documentTemplates.types.${v.type}`)}</>;
}

export function TemplateDetailPage({ templateId, canGenerate, canEdit }: { templateId: string; canGenerate: boolean; canEdit: boolean }) {
  const template = useTemplate(templateId);
  return <WithTemplate query={template}>{(tpl) => <TemplateDetail tpl={tpl} canGenerate={canGenerate} canEdit={canEdit} />}</WithTemplate>;
}

function TemplateDetail({ tpl, canGenerate, canEdit }: { tpl: TemplateDetailData; canGenerate: boolean; canEdit: boolean }) {
  const { t } = useTranslation();
  const labelOf = (key: string) => tpl.variables.find((v) => v.key === key)?.label ?? key;
  return (
    <div className="space-y-8">
      <PageHeader
        title={tpl.name}
        actions={
          <>
            {canGenerate && (
              <Link to={`/app/documents/generate?template=${encodeURIComponent(tpl.id)}`} className={buttonClasses('primary')}>
                {t('documentTemplates.generateFrom')}
              </Link>
            )}
            {canEdit && (
              <Link to={tpl.builtIn ? `/app/documents/templates/new?basedOn=${encodeURIComponent(tpl.id)}` : `/app/documents/templates/${encodeURIComponent(tpl.id)}/edit`} className={buttonClasses('secondary')}>
                {tpl.builtIn ? t('documentTemplates.editor.copy') : t('documentTemplates.editor.edit')}
              </Link>
            )}
            <a href={`/api/document-templates/${encodeURIComponent(tpl.id)}/docx`} download className={buttonClasses('ghost')}>
              {t('documentTemplates.editor.downloadDocx')}
            </a>
          </>
        }
      >
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{tpl.description}</p>
        <TemplateMeta template={tpl} />
      </PageHeader>
      <TemplateSection title={t('documentTemplates.variables')}>
        <DataTable
          label={t('documentTemplates.variables')}
          caption={t('documentTemplates.variables')}
          regionClassName=""
          rows={tpl.variables}
          rowKey={(v) => v.key}
          emptyText={t('documentTemplates.noVariables')}
          // A card per field on a phone (decision 0478): the four columns do not fit 375 px.
          stackOnPhone
          columns={[
            { key: 'label', header: t('documentTemplates.varLabel'), cell: (v) => v.label, sortValue: (v) => v.label },
            { key: 'type', header: t('documentTemplates.varType'), cell: (v) => <TypeText v={v} /> },
            { key: 'placeholder', header: t('documentTemplates.varPlaceholder'), cell: (v) => <code className="font-mono text-xs">{`{${v.key}}`}</code> },
            {
              key: 'rule',
              header: t('documentTemplates.varRule'),
              cell: (v) => (
                <>
                  {v.showIf ? t('documentTemplates.onlyIf', { label: labelOf(v.showIf.key) }) : v.required ? t('documentTemplates.required') : t('documentTemplates.optional')}
                  {v.type === 'list' && ` · ${t('documentTemplates.items', { min: v.minItems ?? 0, max: v.maxItems ?? '∞' })}`}
                </>
              ),
            },
          ]}
        />
      </TemplateSection>
      <TemplateSection title={tpl.hasDocx ? t('documentTemplates.editor.docxText') : t('documentTemplates.text')}>
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-950" tabIndex={0}>
          {tpl.content}
        </pre>
      </TemplateSection>
      <VersionList versions={tpl.versions} />
    </div>
  );
}

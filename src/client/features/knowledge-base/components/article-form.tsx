// The article editor: title, category, tags (comma separated), visibility and the Markdown body.
// On the form kit (decision 0321) with the shared kbArticleFormSchema: each field's message under
// the field, the server's field errors on their fields.
import { useTranslation } from 'react-i18next';
import { type KbArticle, kbArticleFormSchema, kbCategories, kbVisibilities, KB_BODY_MAX, KB_TITLE_MAX } from '@shared/knowledge-base/knowledge-base';
import { ErrorList, Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { useSaveArticle } from '../api/knowledge-api';

export function ArticleForm({ article, onSaved, onCancel }: { article: KbArticle | null; onSaved: (saved: KbArticle) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const save = useSaveArticle(article?.id ?? null);
  const form = useZodForm(kbArticleFormSchema, {
    defaultValues: { title: article?.title ?? '', category: article?.category ?? 'procedure', tags: article?.tags.join(', ') ?? '', visibility: article?.visibility ?? 'internal', body: article?.body ?? '' },
  });
  return (
    <Form
      form={form}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      aria-label={article ? t('knowledgeBase.form.editTitle') : t('knowledgeBase.form.newTitle')}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync(body);
        form.reset(form.getValues());
        onSaved(saved);
      }}
    >
      <ErrorList />
      <TextField name="title" label={t('knowledgeBase.form.title')} maxLength={KB_TITLE_MAX} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField name="category" label={t('knowledgeBase.form.category')} options={kbCategories.map((c) => ({ value: c, label: t(`knowledgeBase.categories.${c}`) }))} />
        <TextField name="tags" label={t('knowledgeBase.form.tags')} hint={t('knowledgeBase.form.tagsHint')} />
        <SelectField name="visibility" label={t('knowledgeBase.form.visibility')} options={kbVisibilities.map((v) => ({ value: v, label: t(`knowledgeBase.visibility.${v}`) }))} />
      </div>
      <TextareaField name="body" label={t('knowledgeBase.form.body')} maxLength={KB_BODY_MAX} rows={12} hint={t('knowledgeBase.form.bodyHint')} className="[&_textarea]:font-mono" />
      <div className="flex gap-2">
        <SubmitButton>{t('knowledgeBase.form.save')}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('knowledgeBase.form.cancel')}
        </Button>
      </div>
    </Form>
  );
}

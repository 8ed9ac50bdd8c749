// The article editor: title, category, tags (comma separated), visibility and the Markdown body.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type KbArticle, kbArticleBodySchema, kbCategories, kbVisibilities, KB_BODY_MAX, KB_TITLE_MAX } from '@shared/knowledge/knowledge';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { useSaveArticle } from '../api/knowledge-api';

export function ArticleForm({ article, onSaved, onCancel }: { article: KbArticle | null; onSaved: (saved: KbArticle) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveArticle(article?.id ?? null);
  const [title, setTitle] = useState(article?.title ?? '');
  const [category, setCategory] = useState<string>(article?.category ?? 'procedure');
  const [tags, setTags] = useState(article?.tags.join(', ') ?? '');
  const [visibility, setVisibility] = useState<string>(article?.visibility ?? 'internal');
  const [body, setBody] = useState(article?.body ?? '');
  const [error, setError] = useState('');

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = kbArticleBodySchema.safeParse({
      title,
      category,
      visibility,
      body,
      tags: tags
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError(t(`knowledge.form.invalid.${field === 'title' || field === 'body' || field === 'tags' ? field : 'other'}`));
      return;
    }
    setError('');
    save.mutate(parsed.data, { onSuccess: onSaved, onError: (err) => setError(err.message) });
  }

  const label = 'text-sm font-medium text-slate-900 dark:text-slate-100';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      aria-label={article ? t('knowledge.form.editTitle') : t('knowledge.form.newTitle')}
    >
      <div>
        <label htmlFor={`${id}-title`} className={label}>
          {t('knowledge.form.title')}
        </label>
        <input id={`${id}-title`} value={title} maxLength={KB_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} className={inputClasses} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-category`} className={label}>
            {t('knowledge.form.category')}
          </label>
          <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)} className={inputClasses}>
            {kbCategories.map((c) => (
              <option key={c} value={c}>
                {t(`knowledge.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tags`} className={label}>
            {t('knowledge.form.tags')}
          </label>
          <input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} className={inputClasses} aria-describedby={`${id}-tags-hint`} />
          <p id={`${id}-tags-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {t('knowledge.form.tagsHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-visibility`} className={label}>
            {t('knowledge.form.visibility')}
          </label>
          <select id={`${id}-visibility`} value={visibility} onChange={(e) => setVisibility(e.target.value)} className={inputClasses}>
            {kbVisibilities.map((v) => (
              <option key={v} value={v}>
                {t(`knowledge.visibility.${v}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={label}>
          {t('knowledge.form.body')}
        </label>
        <textarea id={`${id}-body`} value={body} maxLength={KB_BODY_MAX} rows={12} onChange={(e) => setBody(e.target.value)} className={`${inputClasses} font-mono`} aria-describedby={`${id}-body-hint`} />
        <p id={`${id}-body-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t('knowledge.form.bodyHint')}
        </p>
      </div>
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {error}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('knowledge.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('knowledge.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

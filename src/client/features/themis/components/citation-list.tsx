// The passages an answer used, each a link to its document or knowledge-base article (decision 0248).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Citation, citationHref } from '@shared/ai-modules/themis.schemas';

export function CitationList({ citations }: { citations: readonly Citation[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2 dark:border-slate-700">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('themis.chat.sources')}</h3>
      <ol className="mt-1 space-y-1 text-sm">
        {citations.map((c, i) => (
          <li key={`${c.articleId ?? c.documentId}-${i}`}>
            <span className="mr-1 font-mono text-slate-600 dark:text-slate-300">[{i + 1}]</span>
            <Link className="font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300" to={citationHref(c)}>
              {c.title}
            </Link>
            {c.source === 'kb_article' ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-300">({t('themis.chat.kbSource')})</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

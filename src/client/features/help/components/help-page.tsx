// /app/help (issue 36 point 6, decision 0437): the help centre for every role – the platform's
// articles with their Hungarian search (the server's, accent-free and stemmed), one article at a
// time (?cikk=<slug>), the keyboard shortcuts the app really has, and the platform support's
// contact: the operator's e-mail (a prepared letter naming the firm and the user) and phone.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { helpCategoryLabels } from '@shared/help/help-articles';
import { LoadError } from '@client/components/errors/load-error';
import { buttonClasses } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { Markdown } from '@client/components/ui/markdown';
import { PageHeader } from '@client/components/ui/page-header';
import { useDebounced } from '@client/lib/use-debounced';
import { type HelpArticleItem, useHelpArticle, useHelpArticles, useHelpSupport } from '../api/help-api';

const section = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const shortcutKeys = ['skip', 'searchMove', 'searchOpen', 'searchClose', 'escape', 'tabs', 'themis', 'board'] as const;

export interface HelpPageProps {
  /** Who writes: named in the prepared support letter. */
  userEmail: string;
  /** The firm acted in; null for the platform admin. */
  firmName: string | null;
  /** A customer asks the firm about their own matters first. */
  customer: boolean;
}

export function HelpPage({ userEmail, firmName, customer }: HelpPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const slug = params.get('cikk') ?? '';
  return (
    <div className="space-y-6">
      <PageHeader title={t('help.title')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('help.intro')}</p>
      </PageHeader>
      {slug ? <ArticleView slug={slug} onBack={() => setParams({})} /> : <ArticleSearch />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Shortcuts />
        <Support userEmail={userEmail} firmName={firmName} customer={customer} />
      </div>
    </div>
  );
}

function ArticleSearch() {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 250);
  const articles = useHelpArticles(q);
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3">
      <div className="max-w-xl">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('help.search')}
        </label>
        <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className={inputClasses} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t('help.searchHint')}
        </p>
      </div>
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {articles.data?.query ? t('help.results', { query: articles.data.query }) : t('help.articles')}
      </h2>
      {articles.isPending ? (
        <LoadingSpinner />
      ) : articles.isError ? (
        <LoadError compact error={articles.error} onRetry={() => void articles.refetch()} />
      ) : articles.data.items.length === 0 ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('help.noResult', { query: articles.data.query })}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {articles.data.items.map((a) => (
            <ArticleCard key={a.slug} article={a} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ArticleCard({ article }: { article: HelpArticleItem }) {
  return (
    <li className="space-y-1 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-700 dark:text-slate-300">{helpCategoryLabels[article.category]}</p>
      <Link to={`?cikk=${encodeURIComponent(article.slug)}`} className="font-semibold text-indigo-700 underline dark:text-indigo-300">
        {article.title}
      </Link>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {article.snippet.length > 0
          ? article.snippet.map((p, i) =>
              p.hit ? (
                <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300">
                  {p.text}
                </mark>
              ) : (
                <span key={i}>{p.text}</span>
              ),
            )
          : article.summary}
      </p>
    </li>
  );
}

function ArticleView({ slug, onBack }: { slug: string; onBack: () => void }) {
  const { t } = useTranslation();
  const article = useHelpArticle(slug);
  return (
    <article className={section}>
      <button type="button" onClick={onBack} className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
        ← {t('help.back')}
      </button>
      {article.isPending ? (
        <LoadingSpinner />
      ) : article.isError ? (
        <LoadError compact error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-700 dark:text-slate-300">{helpCategoryLabels[article.data.category]}</p>
          <h2 className="text-xl font-bold text-slate-900 dark:text-white">{article.data.title}</h2>
          <div className="prose-sm space-y-3 text-slate-800 dark:text-slate-200">
            <Markdown source={article.data.body} />
          </div>
        </>
      )}
    </article>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('help.shortcuts.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('help.shortcuts.intro')}</p>
      <dl className="divide-y divide-slate-200 dark:divide-slate-700">
        {shortcutKeys.map((key) => (
          <div key={key} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-3">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
                {t(`help.shortcuts.items.${key}.keys`)}
              </kbd>
            </dt>
            <dd className="text-sm text-slate-900 dark:text-slate-100">
              {t(`help.shortcuts.items.${key}.what`)}
              <span className="block text-xs text-slate-700 dark:text-slate-300">{t(`help.shortcuts.items.${key}.where`)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Support({ userEmail, firmName, customer }: HelpPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const support = useHelpSupport();
  const firm = firmName ?? t('help.support.noFirm');
  const mailto = (email: string) => `mailto:${email}?${new URLSearchParams({ subject: t('help.support.subject', { firm }), body: t('help.support.body', { firm, email: userEmail }) }).toString().replace(/\+/g, '%20')}`;
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('help.support.title')}
      </h2>
      {customer && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('help.support.customer')}{' '}
          <Link to="/app/support" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            {t('help.support.customerLink')}
          </Link>
        </p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('help.support.intro')}</p>
      {support.isPending ? (
        <LoadingSpinner />
      ) : support.isError ? (
        <LoadError compact error={support.error} onRetry={() => void support.refetch()} />
      ) : !support.data.email && !support.data.phone ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('help.support.missing')}</p>
      ) : (
        <div className="space-y-2 text-sm text-slate-900 dark:text-slate-100">
          {support.data.operatorName && <p>{t('help.support.operator', { name: support.data.operatorName })}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {support.data.email && (
              <>
                <dt className="font-medium">{t('help.support.email')}</dt>
                <dd className="break-all">{support.data.email}</dd>
              </>
            )}
            {support.data.phone && (
              <>
                <dt className="font-medium">{t('help.support.phone')}</dt>
                <dd>
                  <a href={`tel:${support.data.phone.replace(/\s+/g, '')}`} className="text-indigo-700 underline dark:text-indigo-300">
                    {support.data.phone}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {support.data.email && (
            <a href={mailto(support.data.email)} className={buttonClasses('primary', 'inline-block')}>
              {t('help.support.write')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}

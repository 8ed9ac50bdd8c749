// /api/help calls (issue 36 point 6, decision 0437) through the typed client. The articles do not
// change while the app runs (they ship with it), so they stay fresh for the session.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer, unwrap } from '@client/lib/api-client';
import { helpKeys } from './help-keys';

export type HelpArticleList = ApiAnswer<'get', '/api/help/articles'>;
export type HelpArticleItem = HelpArticleList['items'][number];

export const useHelpArticles = (q: string) =>
  useQuery({
    queryKey: helpKeys.articles(q),
    queryFn: ({ signal }) => unwrap(api.GET('/api/help/articles', { params: { query: { q } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export const useHelpArticle = (slug: string) =>
  useQuery({
    queryKey: helpKeys.article(slug),
    enabled: slug !== '',
    queryFn: ({ signal }) => unwrap(api.GET('/api/help/articles/{slug}', { params: { path: { slug } }, signal })),
    staleTime: Infinity,
  });

export const useHelpSupport = () => useQuery({ queryKey: helpKeys.support, queryFn: ({ signal }) => unwrap(api.GET('/api/help/support', { signal })), staleTime: Infinity });

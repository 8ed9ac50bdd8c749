// /api/kb calls (decision 0138). Saving invalidates the search too: the article is findable at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KbArticle, KbArticleBody, KbArticleSummary, KbCategory, KbRevision } from '@shared/knowledge/knowledge';
import { apiFetch } from '@client/lib/api-client';
import { searchKeys } from '@client/lib/query-keys';

export const kbKeys = {
  all: ['kb'] as const,
  list: (category: string, tag: string) => ['kb', 'list', category, tag] as const,
  article: (id: string) => ['kb', 'article', id] as const,
  revisions: (id: string) => ['kb', 'revisions', id] as const,
};

export function useArticles(category: KbCategory | '', tag: string) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  return useQuery({ queryKey: kbKeys.list(category, tag), queryFn: ({ signal }) => apiFetch<{ items: KbArticleSummary[]; tags: string[] }>(`/api/kb?${params}`, { signal }) });
}

export const useArticle = (id: string) => useQuery({ queryKey: kbKeys.article(id), queryFn: ({ signal }) => apiFetch<KbArticle>(`/api/kb/${encodeURIComponent(id)}`, { signal }) });

export const useRevisions = (id: string, enabled: boolean) =>
  useQuery({ queryKey: kbKeys.revisions(id), enabled, queryFn: ({ signal }) => apiFetch<{ items: KbRevision[] }>(`/api/kb/${encodeURIComponent(id)}/revisions`, { signal }).then((r) => r.items) });

function useKbMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: kbKeys.all }), queryClient.invalidateQueries({ queryKey: searchKeys.all })]);
    },
  });
}

export const useSaveArticle = (id: string | null) =>
  useKbMutation((body: KbArticleBody) => apiFetch<KbArticle>(id ? `/api/kb/${encodeURIComponent(id)}` : '/api/kb', { method: id ? 'PUT' : 'POST', body }));

export const useDeleteArticle = () => useKbMutation((id: string) => apiFetch(`/api/kb/${encodeURIComponent(id)}`, { method: 'DELETE' }));

// /api/kb calls (decisions 0138, 0247). Saving invalidates the search too: the article is findable
// at once. Attachments are vault documents: attaching or uploading one refreshes the vault's lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListDocumentsResponse } from '@shared/documents/documents.schemas';
import { KB_ATTACHMENT_FOLDER, type KbArticle, type KbArticleBody, type KbArticleSummary, type KbAttachment, type KbCategory, type KbRevision, type KbVisibility } from '@shared/knowledge/knowledge';
import { apiFetch } from '@client/lib/api-client';
import { searchKeys } from '@client/lib/query-keys';
import { uploadWithProgress } from '@client/lib/upload';

export const kbKeys = {
  all: ['kb'] as const,
  list: (category: string, tag: string) => ['kb', 'list', category, tag] as const,
  article: (id: string) => ['kb', 'article', id] as const,
  revisions: (id: string) => ['kb', 'revisions', id] as const,
  attachments: (id: string) => ['kb', 'attachments', id] as const,
  /** The vault picker's results: under the vault's own key, so vault changes refresh it too. */
  vaultPicker: (q: string) => ['documents', 'kb-picker', q] as const,
  vault: ['documents'] as const,
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

/** Shows the article in the customers' FAQ or hides it (decision 0409); no new revision. */
export const useSetVisibility = (id: string) =>
  useKbMutation((visibility: KbVisibility) => apiFetch<KbArticle>(`/api/kb/${encodeURIComponent(id)}/visibility`, { method: 'PATCH', body: { visibility } }));

export const useDeleteArticle = () => useKbMutation((id: string) => apiFetch(`/api/kb/${encodeURIComponent(id)}`, { method: 'DELETE' }));

const attachmentsUrl = (articleId: string) => `/api/kb/${encodeURIComponent(articleId)}/attachments`;

export const useAttachments = (articleId: string) =>
  useQuery({ queryKey: kbKeys.attachments(articleId), queryFn: ({ signal }) => apiFetch<{ items: KbAttachment[] }>(attachmentsUrl(articleId), { signal }).then((r) => r.items) });

/** Vault documents for the attach picker, by title or file name. */
export const useVaultPicker = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: kbKeys.vaultPicker(q),
    enabled,
    queryFn: ({ signal }) => apiFetch<ListDocumentsResponse>(`/api/documents?${new URLSearchParams({ limit: '10', offset: '0', ...(q.trim() ? { q: q.trim() } : {}) })}`, { signal }).then((r) => r.items),
  });

function useAttachmentMutation<T, R>(articleId: string, fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: kbKeys.attachments(articleId) }), queryClient.invalidateQueries({ queryKey: kbKeys.vault })]);
    },
  });
}

export const useAttachDocument = (articleId: string) =>
  useAttachmentMutation(articleId, (documentId: string) => apiFetch<KbAttachment>(attachmentsUrl(articleId), { method: 'POST', body: { documentId } }));

export const useDetachDocument = (articleId: string) =>
  useAttachmentMutation(articleId, (documentId: string) => apiFetch(`${attachmentsUrl(articleId)}/${encodeURIComponent(documentId)}`, { method: 'DELETE' }));

/** A new file into the vault (folder "Tudásbázis") and onto the article, with its progress. */
export const useUploadAttachment = (articleId: string) =>
  useAttachmentMutation(articleId, ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
    const form = new FormData();
    form.append('folder', KB_ATTACHMENT_FOLDER);
    form.append('file', file, file.name);
    return uploadWithProgress<KbAttachment>(`${attachmentsUrl(articleId)}/upload`, form, onProgress);
  });

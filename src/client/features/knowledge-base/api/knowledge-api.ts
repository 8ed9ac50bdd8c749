// /api/knowledge-base calls (decisions 0138, 0247). Saving invalidates the search too: the article is findable
// at once. Attachments are vault documents: attaching or uploading one refreshes the vault's lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KB_ATTACHMENT_FOLDER, type KbArticleBody, type KbCategory, type KbVisibility } from '@shared/knowledge-base/knowledge-base';
import { api, unwrap } from '@client/lib/api-client';
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

const byId = (id: string) => ({ params: { path: { id } } });

export function useArticles(category: KbCategory | '', tag: string) {
  const query = { category: category || undefined, tag: tag || undefined };
  return useQuery({ queryKey: kbKeys.list(category, tag), queryFn: ({ signal }) => unwrap(api.GET('/api/knowledge-base', { params: { query }, signal })) });
}

export const useArticle = (id: string) => useQuery({ queryKey: kbKeys.article(id), queryFn: ({ signal }) => unwrap(api.GET('/api/knowledge-base/{id}', { ...byId(id), signal })) });

export const useRevisions = (id: string, enabled: boolean) =>
  useQuery({ queryKey: kbKeys.revisions(id), enabled, queryFn: ({ signal }) => unwrap(api.GET('/api/knowledge-base/{id}/revisions', { ...byId(id), signal })).then((r) => r.items) });

function useKbMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: kbKeys.all }), queryClient.invalidateQueries({ queryKey: searchKeys.all })]);
    },
  });
}

export const useSaveArticle = (id: string | null) => useKbMutation((body: KbArticleBody) => (id ? unwrap(api.PUT('/api/knowledge-base/{id}', { ...byId(id), body })) : unwrap(api.POST('/api/knowledge-base', { body }))));

/** Shows the article in the customers' FAQ or hides it (decision 0409); no new revision. */
export const useSetVisibility = (id: string) => useKbMutation((visibility: KbVisibility) => unwrap(api.PATCH('/api/knowledge-base/{id}/visibility', { ...byId(id), body: { visibility } })));

export const useDeleteArticle = () => useKbMutation((id: string) => unwrap(api.DELETE('/api/knowledge-base/{id}', byId(id))));

export const useAttachments = (articleId: string) =>
  useQuery({ queryKey: kbKeys.attachments(articleId), queryFn: ({ signal }) => unwrap(api.GET('/api/knowledge-base/{id}/attachments', { ...byId(articleId), signal })).then((r) => r.items) });

/** Vault documents for the attach picker, by title or file name. */
export const useVaultPicker = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: kbKeys.vaultPicker(q),
    enabled,
    queryFn: ({ signal }) => unwrap(api.GET('/api/documents', { params: { query: { limit: 10, offset: 0, q: q.trim() || undefined } }, signal })).then((r) => r.items),
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

export const useAttachDocument = (articleId: string) => useAttachmentMutation(articleId, (documentId: string) => unwrap(api.POST('/api/knowledge-base/{id}/attachments', { ...byId(articleId), body: { documentId } })));

export const useDetachDocument = (articleId: string) =>
  useAttachmentMutation(articleId, (documentId: string) => unwrap(api.DELETE('/api/knowledge-base/{id}/attachments/{documentId}', { params: { path: { id: articleId, documentId } } })));

/** A new file into the vault (folder "Tudásbázis") and onto the article, with its progress. */
export const useUploadAttachment = (articleId: string) =>
  useAttachmentMutation(articleId, ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
    const form = new FormData();
    form.append('folder', KB_ATTACHMENT_FOLDER);
    form.append('file', file, file.name);
    return uploadWithProgress('/api/knowledge-base/{id}/attachments/upload', form, onProgress, { id: articleId });
  });

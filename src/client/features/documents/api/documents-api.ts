// Documents calls. Uploads go through uploadWithProgress (XMLHttpRequest: each file its progress
// bar); everything else through the typed API client.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDetail } from '@shared/documents/documents.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { uploadWithProgress } from '@client/lib/upload';
import { type DocumentListFilters, documentKeys } from './documents-keys';
import { allMatters } from '@client/lib/api/all-choices';

export const DOCUMENTS_PAGE_SIZE = 24;
const byId = (id: string) => ({ params: { path: { id } } });

export function useDocuments(f: DocumentListFilters) {
  // A blank filter is left out of the query; the bin is `deleted=true`, the live list no parameter.
  const text = (value: string) => value.trim() || undefined;
  const query = {
    limit: DOCUMENTS_PAGE_SIZE,
    offset: f.offset,
    matterId: text(f.matterId),
    kind: f.kind || undefined,
    tag: text(f.tag),
    folder: text(f.folder),
    from: text(f.from),
    to: text(f.to),
    q: text(f.q),
    deleted: f.deleted ? ('true' as const) : undefined,
  };
  return useQuery({ queryKey: documentKeys.list(f), queryFn: ({ signal }) => unwrap(api.GET('/api/documents', { params: { query }, signal })), placeholderData: keepPreviousData });
}

/** While a version's text is being read (decision 0411) or the current one's OCR is queued or running, asked again every 1.5 s (progress). */
export const OCR_POLL_MS = 1500;
const ocrPending = (doc: DocumentDetail | undefined) => doc?.extraction === 'queued' || doc?.versions.some((v) => v.extraction === 'queued') === true || doc?.ocr?.status === 'queued' || doc?.ocr?.status === 'running';

export function useDocument(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => unwrap(api.GET('/api/documents/{id}', { ...byId(id), signal })),
    refetchInterval: (query) => (ocrPending(query.state.data) ? OCR_POLL_MS : false),
  });
}

export function useDocxPreview(id: string, version: number, enabled: boolean) {
  return useQuery({ queryKey: documentKeys.preview(id, version), enabled, queryFn: ({ signal }) => unwrap(api.GET('/api/documents/{id}/preview', { ...byId(id), signal })) });
}

export function useDiff(id: string, from: number, to: number, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.diff(id, from, to),
    enabled,
    queryFn: ({ signal }) => unwrap(api.GET('/api/document-versioning/{id}/diff', { params: { path: { id }, query: { from, to } }, signal })),
  });
}

export function useMatterChoices() {
  return useQuery({ queryKey: documentKeys.matters, queryFn: ({ signal }) => allMatters(signal), retry: false });
}

export const fileUrl = (id: string, options: { version?: number; inline?: boolean } = {}) =>
  `/api/documents/${encodeURIComponent(id)}${options.version ? `/versions/${options.version}` : ''}/download${options.inline ? '?inline=true' : ''}`;

export interface UploadFields {
  /** The document's title (the server falls back to the file name without its extension). */
  title?: string;
  matterId?: string;
  folder?: string;
  tags?: string;
}

/** One file per request, so each gets its own progress and its own refusal. */
export function uploadDocument(file: File, fields: UploadFields, onProgress: (share: number) => void) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append('file', file, file.name);
  return uploadWithProgress('/api/documents', form, onProgress);
}

export function uploadVersion(id: string, file: File, onProgress: (share: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress('/api/documents/{id}/versions', form, onProgress, { id });
}

function useDocumentsMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }) });
}

export const useDeleteDocument = () => useDocumentsMutation((id: string) => unwrap(api.DELETE('/api/documents/{id}', byId(id))));
export const useRestoreDocument = () => useDocumentsMutation((id: string) => unwrap(api.POST('/api/documents/{id}/restore', byId(id))));
export const useRestoreVersion = (id: string) => useDocumentsMutation((number: number) => unwrap(api.POST('/api/document-versioning/{id}/versions/{number}/restore', { params: { path: { id, number } } })));
export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

/** A matter's documents for its case file (issue 38.3): the newest 200 the user may see. */
export function useMatterDocuments(matterId: string) {
  return useQuery({
    queryKey: documentKeys.ofMatter(matterId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/documents', { params: { query: { matterId, limit: 200, offset: 0 } }, signal })),
  });
}

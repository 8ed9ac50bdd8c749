// Documents calls. Uploads go through uploadWithProgress (XMLHttpRequest: each file its progress
// bar); everything else through apiFetch.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiffResponse, DocumentDetail, ListDocumentsResponse, UploadResponse } from '@shared/documents/documents.schemas';
import type { ListMattersResponse } from './documents-types';
import { api, apiFetch, unwrap } from '@client/lib/api-client';
import { uploadWithProgress } from '@client/lib/upload';
import { type DocumentListFilters, documentKeys } from './documents-keys';

export const DOCUMENTS_PAGE_SIZE = 24;

export function useDocuments(f: DocumentListFilters) {
  const params = new URLSearchParams({ limit: String(DOCUMENTS_PAGE_SIZE), offset: String(f.offset) });
  for (const key of ['matterId', 'kind', 'tag', 'folder', 'from', 'to', 'q'] as const) if (f[key].trim()) params.set(key, f[key].trim());
  if (f.deleted) params.set('deleted', 'true');
  return useQuery({ queryKey: documentKeys.list(f), queryFn: ({ signal }) => apiFetch<ListDocumentsResponse>(`/api/documents?${params}`, { signal }), placeholderData: keepPreviousData });
}

/** While the OCR of the current version is queued or running, asked again every 1.5 s (progress). */
export const OCR_POLL_MS = 1500;
const ocrPending = (doc: DocumentDetail | undefined) => doc?.ocr?.status === 'queued' || doc?.ocr?.status === 'running';

export function useDocument(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => apiFetch<DocumentDetail>(`/api/documents/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (ocrPending(query.state.data) ? OCR_POLL_MS : false),
  });
}

export function useDocxPreview(id: string, version: number, enabled: boolean) {
  return useQuery({ queryKey: documentKeys.preview(id, version), enabled, queryFn: ({ signal }) => apiFetch<{ html: string }>(`/api/documents/${encodeURIComponent(id)}/preview`, { signal }) });
}

export function useDiff(id: string, from: number, to: number, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.diff(id, from, to),
    enabled,
    queryFn: ({ signal }) => apiFetch<DiffResponse>(`/api/document-versions/${encodeURIComponent(id)}/diff?from=${from}&to=${to}`, { signal }),
  });
}

export function useMatterChoices() {
  return useQuery({ queryKey: documentKeys.matters, queryFn: ({ signal }) => apiFetch<ListMattersResponse>('/api/matters?limit=200', { signal }).then((r) => r.items), retry: false });
}

export const fileUrl = (id: string, options: { version?: number; inline?: boolean } = {}) =>
  `/api/documents/${encodeURIComponent(id)}${options.version ? `/versions/${options.version}` : ''}/download${options.inline ? '?inline=true' : ''}`;

export interface UploadFields {
  matterId?: string;
  folder?: string;
  tags?: string;
}

/** One file per request, so each gets its own progress and its own refusal. */
export function uploadDocument(file: File, fields: UploadFields, onProgress: (share: number) => void) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append('file', file, file.name);
  return uploadWithProgress<UploadResponse>('/api/documents', form, onProgress);
}

export function uploadVersion(id: string, file: File, onProgress: (share: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<{ id: string; number: number }>(`/api/documents/${encodeURIComponent(id)}/versions`, form, onProgress);
}

function useDocumentsMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }) });
}

export const useDeleteDocument = () => useDocumentsMutation((id: string) => apiFetch(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useRestoreDocument = () => useDocumentsMutation((id: string) => apiFetch(`/api/documents/${encodeURIComponent(id)}/restore`, { method: 'POST' }));
export const useRestoreVersion = (id: string) =>
  useDocumentsMutation((number: number) => apiFetch<{ id: string; number: number }>(`/api/document-versions/${encodeURIComponent(id)}/versions/${number}/restore`, { method: 'POST' }));
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

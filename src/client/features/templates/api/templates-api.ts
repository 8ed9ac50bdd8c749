// Templates and generator calls (one hook per operation).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listContactsResponseSchema } from '@shared/contacts/contacts.schemas';
import type { listMattersResponseSchema } from '@shared/matters/matters.schemas';
import type { CreateTemplateBody, GenerateBody, Generation, ListTemplatesQuery, TemplateDetail, TemplateSummary, UpdateTemplateBody, UploadTemplateMeta } from '@shared/templates/templates.schemas';
import { api, apiFetch, unwrap } from '@client/lib/api-client';
import { templateKeys } from './templates-keys';

export function useTemplates(f: ListTemplatesQuery) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, String(v));
  return useQuery({ queryKey: templateKeys.list(f), queryFn: ({ signal }) => apiFetch<{ items: TemplateSummary[] }>(`/api/templates?${params}`, { signal }).then((r) => r.items) });
}

export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<TemplateDetail>(`/api/templates/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useGenerations(matterId: string | null) {
  const params = new URLSearchParams({ limit: '10' });
  if (matterId) params.set('matterId', matterId);
  return useQuery({ queryKey: templateKeys.generations(matterId), queryFn: ({ signal }) => apiFetch<{ items: Generation[] }>(`/api/document-generation?${params}`, { signal }).then((r) => r.items) });
}

export function useContactsForTemplates(enabled: boolean) {
  return useQuery({ queryKey: templateKeys.contacts, enabled, queryFn: ({ signal }) => apiFetch<z.infer<typeof listContactsResponseSchema>>('/api/contacts?limit=200', { signal }).then((r) => r.items) });
}

export function useMattersForTemplates(enabled: boolean) {
  return useQuery({ queryKey: templateKeys.matters, enabled, retry: false, queryFn: ({ signal }) => apiFetch<z.infer<typeof listMattersResponseSchema>>('/api/matters?limit=100', { signal }).then((r) => r.items) });
}

export function useGenerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBody) => apiFetch<Generation>('/api/document-generation', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** Saves the editor: a DOCX file goes as a multipart upload, otherwise the text as JSON (new or edit). */
export type SaveTemplateInput =
  | { kind: 'docx'; meta: UploadTemplateMeta; file: File }
  | { kind: 'create'; body: CreateTemplateBody }
  | { kind: 'update'; id: string; body: UpdateTemplateBody };

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) => {
      if (input.kind === 'docx') {
        const form = new FormData();
        // The fields come before the file: the server reads them first.
        form.append('meta', JSON.stringify(input.meta));
        form.append('file', input.file);
        return apiFetch<TemplateDetail>('/api/templates/docx', { method: 'POST', body: form });
      }
      if (input.kind === 'create') return apiFetch<TemplateDetail>('/api/templates', { method: 'POST', body: input.body });
      return apiFetch<TemplateDetail>(`/api/templates/${encodeURIComponent(input.id)}`, { method: 'PATCH', body: input.body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** Every generation on a matter (up to the list's 100), for its case file (issue 38.3). */
export function useMatterGenerations(matterId: string) {
  return useQuery({
    queryKey: templateKeys.ofMatter(matterId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/document-generation', { params: { query: { matterId, limit: 100 } }, signal })),
  });
}

// Templates and generator calls (one hook per operation).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplateBody, GenerateBody, ListTemplatesQuery, UpdateTemplateBody, UploadTemplateMeta } from '@shared/document-templates/document-templates.schemas';
import { api, postForm, unwrap } from '@client/lib/api-client';
import { templateKeys } from './templates-keys';
import { allContacts, allMatters } from '@client/lib/api/all-choices';

export function useTemplates(f: ListTemplatesQuery) {
  // An empty search is left out of the URL, as the other unset filters are.
  const query = { ...f, q: f.q || undefined };
  return useQuery({ queryKey: templateKeys.list(f), queryFn: ({ signal }) => unwrap(api.GET('/api/document-templates', { params: { query }, signal })).then((r) => r.items) });
}

export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/document-templates/{id}', { params: { path: { id: id! } }, signal })),
    enabled: Boolean(id),
  });
}

export function useGenerations(matterId: string | null) {
  const query = { limit: 10, ...(matterId ? { matterId } : {}) };
  return useQuery({ queryKey: templateKeys.generations(matterId), queryFn: ({ signal }) => unwrap(api.GET('/api/document-generator', { params: { query }, signal })).then((r) => r.items) });
}

export function useContactsForTemplates(enabled: boolean) {
  return useQuery({ queryKey: templateKeys.contacts, enabled, queryFn: ({ signal }) => allContacts(signal) });
}

export function useMattersForTemplates(enabled: boolean) {
  return useQuery({ queryKey: templateKeys.matters, enabled, retry: false, queryFn: ({ signal }) => allMatters(signal) });
}

/** What the chosen matter fills in (issue 38.4): fetched when a matter is picked. */
export function fetchPrefill(templateId: string, matterId: string) {
  return unwrap(api.GET('/api/document-generator/prefill/{matterId}', { params: { path: { matterId }, query: { templateId } } }));
}

export function useGenerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBody) => unwrap(api.POST('/api/document-generator', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** Saves the editor: a DOCX file goes as a multipart upload, otherwise the text as JSON (new or edit). */
export type SaveTemplateInput = { kind: 'docx'; meta: UploadTemplateMeta; file: File } | { kind: 'create'; body: CreateTemplateBody } | { kind: 'update'; id: string; body: UpdateTemplateBody };

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) => {
      if (input.kind === 'docx') {
        const form = new FormData();
        // The fields come before the file: the server reads them first.
        form.append('meta', JSON.stringify(input.meta));
        form.append('file', input.file);
        return postForm('/api/document-templates/docx', form);
      }
      if (input.kind === 'create') return unwrap(api.POST('/api/document-templates', { body: input.body }));
      return unwrap(api.PATCH('/api/document-templates/{id}', { params: { path: { id: input.id } }, body: input.body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** Every generation on a matter (up to the list's 100), for its case file (issue 38.3). */
export function useMatterGenerations(matterId: string) {
  return useQuery({
    queryKey: templateKeys.ofMatter(matterId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/document-generator', { params: { query: { matterId, limit: 100 } }, signal })),
  });
}

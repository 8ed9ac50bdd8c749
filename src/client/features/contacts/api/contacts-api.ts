// Contacts calls: list/search, detail, create/edit/delete, duplicates, merge, CSV import. Every
// write invalidates everything under contactsKeys.all (lists, detail, duplicates).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactDetail,
  ContactInput,
  DuplicatesResponse,
  ImportPreview,
  ListContactsResponse,
  MergeableField,
  MergePreview,
  MergeSide,
} from '@shared/contacts/contacts.schemas';
import { apiFetch } from '@client/lib/api-client';
import { type ContactListParams, contactsKeys } from './contacts-keys';

export const PAGE_SIZE = 25;
const path = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;

export function useContacts(params: ContactListParams) {
  return useQuery({
    queryKey: contactsKeys.list(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(params.offset) });
      if (params.q.trim()) search.set('q', params.q.trim());
      if (params.kind) search.set('kind', params.kind);
      if (params.tag) search.set('tag', params.tag);
      return apiFetch<ListContactsResponse>(`/api/contacts?${search.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The firm's organisations, for the person form's link picker. */
export function useOrganisations(enabled = true) {
  return useQuery({
    queryKey: contactsKeys.organisations,
    enabled,
    queryFn: ({ signal }) => apiFetch<ListContactsResponse>('/api/contacts?kind=organisation&limit=200', { signal }).then((r) => r.items),
  });
}

export function useContact(id: string) {
  return useQuery({ queryKey: contactsKeys.detail(id), queryFn: ({ signal }) => apiFetch<ContactDetail>(path(id), { signal }), retry: false });
}

export function useDuplicates(enabled: boolean) {
  return useQuery({ queryKey: contactsKeys.duplicates, queryFn: ({ signal }) => apiFetch<DuplicatesResponse>('/api/contacts/duplicates', { signal }), enabled });
}

export function useMergePreview(targetId: string | null, sourceId: string | null) {
  return useQuery({
    queryKey: contactsKeys.mergePreview(targetId ?? '', sourceId ?? ''),
    queryFn: ({ signal }) => apiFetch<MergePreview>(`${path(targetId!)}/merge-preview`, { method: 'POST', body: { sourceId }, signal }),
    enabled: !!targetId && !!sourceId,
  });
}

function useContactsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }) });
}

export const useSaveContact = () =>
  useContactsMutation(({ id, body }: { id: string | null; body: ContactInput }) =>
    apiFetch<ContactDetail>(id ? path(id) : '/api/contacts', { method: id ? 'PUT' : 'POST', body }),
  );
export const useDeleteContact = () => useContactsMutation((id: string) => apiFetch<void>(path(id), { method: 'DELETE' }));
export const useMergeContacts = () =>
  useContactsMutation(({ targetId, sourceId, choices }: { targetId: string; sourceId: string; choices: Partial<Record<MergeableField, MergeSide>> }) =>
    apiFetch<ContactDetail>(`${path(targetId)}/merge`, { method: 'POST', body: { sourceId, choices } }),
  );
export const usePreviewImport = () => useMutation({ mutationFn: (csv: string) => apiFetch<ImportPreview>('/api/contacts/import/preview', { method: 'POST', body: { csv } }) });
export const useImportContacts = () => useContactsMutation((csv: string) => apiFetch<{ imported: number }>('/api/contacts/import', { method: 'POST', body: { csv } }));

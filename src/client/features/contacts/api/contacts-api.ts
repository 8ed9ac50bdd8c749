// Contacts calls: list/search, detail, create/edit/delete, duplicates, merge, CSV import. Every
// write invalidates everything under contactsKeys.all (lists, detail, duplicates).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInput, MergeableField, MergeSide } from '@shared/contacts/contacts.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { type ContactListParams, contactsKeys } from './contacts-keys';
import { allContacts } from '@client/lib/api/all-choices';

export const PAGE_SIZE = 25;
const byId = (id: string) => ({ params: { path: { id } } });

export function useContacts(params: ContactListParams) {
  return useQuery({
    queryKey: contactsKeys.list(params),
    queryFn: ({ signal }) => {
      const query = {
        limit: PAGE_SIZE,
        offset: params.offset,
        q: params.q.trim() || undefined,
        kind: params.kind || undefined,
        tag: params.tag || undefined,
        matterRole: params.matterRole || undefined,
        ...(params.sort ? { sort: params.sort, dir: params.dir ?? 'asc' } : {}),
      };
      return unwrap(api.GET('/api/contacts', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });
}

/** The firm's organisations, for the person form's link picker. */
export function useOrganisations(enabled = true) {
  return useQuery({
    queryKey: contactsKeys.organisations,
    enabled,
    queryFn: ({ signal }) => allContacts(signal, { kind: 'organisation' }),
  });
}

export function useContact(id: string) {
  return useQuery({ queryKey: contactsKeys.detail(id), queryFn: ({ signal }) => unwrap(api.GET('/api/contacts/{id}', { ...byId(id), signal })), retry: false });
}

export function useDuplicates(enabled: boolean) {
  return useQuery({ queryKey: contactsKeys.duplicates, queryFn: ({ signal }) => unwrap(api.GET('/api/contacts/duplicates', { signal })), enabled });
}

export function useMergePreview(targetId: string | null, sourceId: string | null) {
  return useQuery({
    queryKey: contactsKeys.mergePreview(targetId ?? '', sourceId ?? ''),
    queryFn: ({ signal }) => unwrap(api.POST('/api/contacts/{id}/merge-preview', { ...byId(targetId!), body: { sourceId: sourceId! }, signal })),
    enabled: !!targetId && !!sourceId,
  });
}

function useContactsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }) });
}

export const useSaveContact = () =>
  useContactsMutation(({ id, body }: { id: string | null; body: ContactInput }) => (id ? unwrap(api.PUT('/api/contacts/{id}', { ...byId(id), body })) : unwrap(api.POST('/api/contacts', { body }))));
export const useDeleteContact = () => useContactsMutation((id: string) => unwrap(api.DELETE('/api/contacts/{id}', byId(id))));
export const useMergeContacts = () =>
  useContactsMutation(({ targetId, sourceId, choices }: { targetId: string; sourceId: string; choices: Partial<Record<MergeableField, MergeSide>> }) =>
    unwrap(api.POST('/api/contacts/{id}/merge', { ...byId(targetId), body: { sourceId, choices } })),
  );
export const usePreviewImport = () => useMutation({ mutationFn: (csv: string) => unwrap(api.POST('/api/contacts/import/preview', { body: { csv } })) });
export const useImportContacts = () => useContactsMutation((csv: string) => unwrap(api.POST('/api/contacts/import', { body: { csv } })));

// Calls of the module factory: the platform admin's designer, and a firm's records of one
// factory module (one hook per operation, invalidating what it changes).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@shared/contacts/contacts.schemas';
import type { FactoryDefinition, FactoryDefinitionInput } from '@shared/module-factory/definition';
import type { FactoryModule, FactoryModuleInfo, FactoryRecordResponse, FactoryRecordsResponse } from '@shared/module-factory/module-factory.schemas';
import { apiFetch } from '@client/lib/api-client';
import { factoryKeys } from './factory-keys';

export const RECORDS_PAGE_SIZE = 25;
const enc = encodeURIComponent;

export function useFactoryDesigns() {
  return useQuery({ queryKey: factoryKeys.designs, queryFn: ({ signal }) => apiFetch<{ modules: FactoryModule[] }>('/api/admin/module-factory', { signal }) });
}

function useDesignMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: factoryKeys.all }) });
}

/** Saves the draft: creates the module the first time, replaces its draft afterwards. */
export const useSaveDraft = () =>
  useDesignMutation(({ definition, exists }: { definition: FactoryDefinitionInput; exists: boolean }) =>
    exists
      ? apiFetch<FactoryModule>(`/api/admin/module-factory/${enc(definition.key)}/draft`, { method: 'PUT', body: definition })
      : apiFetch<FactoryModule>('/api/admin/module-factory', { method: 'POST', body: definition }),
  );

export const usePublish = () => useDesignMutation((key: string) => apiFetch<FactoryModule>(`/api/admin/module-factory/${enc(key)}/publish`, { method: 'POST' }));

export function useFactoryModule(key: string) {
  return useQuery({ queryKey: factoryKeys.module(key), queryFn: ({ signal }) => apiFetch<FactoryModuleInfo>(`/api/m/${enc(key)}`, { signal }), retry: false });
}

export function useFactoryRecords(key: string, offset: number) {
  return useQuery({
    queryKey: factoryKeys.recordPage(key, offset),
    queryFn: ({ signal }) => apiFetch<FactoryRecordsResponse>(`/api/m/${enc(key)}/records?limit=${RECORDS_PAGE_SIZE}&offset=${offset}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFactoryRecord(key: string, id: string) {
  return useQuery({ queryKey: factoryKeys.record(key, id), queryFn: ({ signal }) => apiFetch<FactoryRecordResponse>(`/api/m/${enc(key)}/records/${enc(id)}`, { signal }), retry: false });
}

/** The firm's contacts for link fields (first 100, newest first). */
export function useContactOptions(enabled: boolean) {
  return useQuery({
    queryKey: factoryKeys.contactOptions,
    queryFn: ({ signal }) => apiFetch<{ items: Contact[] }>('/api/contacts?limit=100&offset=0', { signal }),
    enabled,
  });
}

/** The matters the user sees, for matter link fields (first 100, as /api/matters orders them; RLS leaves out others' confidential matters). */
export function useMatterOptions(enabled: boolean) {
  return useQuery({
    queryKey: factoryKeys.matterOptions,
    queryFn: ({ signal }) => apiFetch<{ items: { id: string; number: string; title: string }[] }>('/api/matters?limit=100', { signal }),
    enabled,
  });
}

function useRecordMutation<T, R>(key: string, fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: factoryKeys.records(key) }) });
}

export const useCreateRecord = (key: string) =>
  useRecordMutation(key, (data: Record<string, unknown>) => apiFetch<FactoryRecordResponse>(`/api/m/${enc(key)}/records`, { method: 'POST', body: { data } }));
export const useUpdateRecord = (key: string, id: string) =>
  useRecordMutation(key, (data: Record<string, unknown>) => apiFetch<FactoryRecordResponse>(`/api/m/${enc(key)}/records/${enc(id)}`, { method: 'PATCH', body: { data } }));
export const useDeleteRecord = (key: string) => useRecordMutation(key, (id: string) => apiFetch(`/api/m/${enc(key)}/records/${enc(id)}`, { method: 'DELETE' }));

export type { FactoryDefinition };

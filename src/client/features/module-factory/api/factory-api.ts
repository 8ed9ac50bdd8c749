// Calls of the module factory: the platform admin's designer, and a firm's records of one
// factory module (one hook per operation, invalidating what it changes).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactoryDefinition, FactoryDefinitionInput } from '@shared/module-factory/definition';
import { api, unwrap } from '@client/lib/api-client';
import { factoryKeys } from './factory-keys';
import { allContacts, allMatters } from '@client/lib/api/all-choices';

export const RECORDS_PAGE_SIZE = 25;
const inModule = (moduleKey: string) => ({ params: { path: { moduleKey } } });
const design = (key: string) => ({ params: { path: { key } } });

export function useFactoryDesigns() {
  return useQuery({ queryKey: factoryKeys.designs, queryFn: ({ signal }) => unwrap(api.GET('/api/admin/module-factory', { signal })) });
}

function useDesignMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: factoryKeys.all }) });
}

/** Saves the draft: creates the module the first time, replaces its draft afterwards. */
export const useSaveDraft = () =>
  useDesignMutation(({ definition, exists }: { definition: FactoryDefinitionInput; exists: boolean }) =>
    exists ? unwrap(api.PUT('/api/admin/module-factory/{key}/draft', { ...design(definition.key), body: definition })) : unwrap(api.POST('/api/admin/module-factory', { body: definition })),
  );

export const usePublish = () => useDesignMutation((key: string) => unwrap(api.POST('/api/admin/module-factory/{key}/publish', design(key))));

export function useFactoryModule(key: string) {
  return useQuery({ queryKey: factoryKeys.module(key), queryFn: ({ signal }) => unwrap(api.GET('/api/m/{moduleKey}', { ...inModule(key), signal })), retry: false });
}

export function useFactoryRecords(key: string, offset: number) {
  return useQuery({
    queryKey: factoryKeys.recordPage(key, offset),
    queryFn: ({ signal }) => unwrap(api.GET('/api/m/{moduleKey}/records', { params: { path: { moduleKey: key }, query: { limit: RECORDS_PAGE_SIZE, offset } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useFactoryRecord(key: string, id: string) {
  return useQuery({ queryKey: factoryKeys.record(key, id), queryFn: ({ signal }) => unwrap(api.GET('/api/m/{moduleKey}/records/{id}', { params: { path: { moduleKey: key, id } }, signal })), retry: false });
}

/** The firm's contacts for link fields (all of them, decision 0487). */
export function useContactOptions(enabled: boolean) {
  return useQuery({
    queryKey: factoryKeys.contactOptions,
    queryFn: ({ signal }) => allContacts(signal),
    enabled,
  });
}

/** The matters the user sees, for matter link fields (all of them, decision 0487; RLS leaves out others' confidential matters). */
export function useMatterOptions(enabled: boolean) {
  return useQuery({
    queryKey: factoryKeys.matterOptions,
    queryFn: ({ signal }) => allMatters(signal),
    enabled,
  });
}

function useRecordMutation<T, R>(key: string, fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: factoryKeys.records(key) }) });
}

export const useCreateRecord = (key: string) => useRecordMutation(key, (data: Record<string, unknown>) => unwrap(api.POST('/api/m/{moduleKey}/records', { ...inModule(key), body: { data } })));
export const useUpdateRecord = (key: string, id: string) =>
  useRecordMutation(key, (data: Record<string, unknown>) => unwrap(api.PATCH('/api/m/{moduleKey}/records/{id}', { params: { path: { moduleKey: key, id } }, body: { data } })));
export const useDeleteRecord = (key: string) => useRecordMutation(key, (id: string) => unwrap(api.DELETE('/api/m/{moduleKey}/records/{id}', { params: { path: { moduleKey: key, id } } })));

export type { FactoryDefinition };

// /api/api-keys calls (issue 36.2, decision 0390) through the typed client. Every change re-reads
// the list: a rotation changes two keys (the new one and the old one's shortened expiry).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyBody } from '@shared/api-keys/api-keys';
import { api, type ApiAnswer, unwrap } from '@client/lib/api-client';

export type ApiKeyList = ApiAnswer<'get', '/api/api-keys'>;
export type ApiKeyItem = ApiKeyList['items'][number];
/** A new key's answer: the secret is in here only, never in the list. */
export type CreatedApiKey = ApiAnswer<'post', '/api/api-keys'>;

export const apiKeysKeys = { all: ['api-keys'] as const };

export const useApiKeys = () => useQuery({ queryKey: apiKeysKeys.all, queryFn: ({ signal }) => unwrap(api.GET('/api/api-keys', { signal })) });

function useKeyMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }) });
}

export const useCreateApiKey = () => useKeyMutation((body: CreateApiKeyBody) => unwrap(api.POST('/api/api-keys', { body })));

export const useRevokeApiKey = () => useKeyMutation((id: string) => unwrap(api.POST('/api/api-keys/{id}/revoke', { params: { path: { id } } })));

export const useRotateApiKey = () => useKeyMutation(({ id, overlapHours }: { id: string; overlapHours: number }) => unwrap(api.POST('/api/api-keys/{id}/rotate', { params: { path: { id } }, body: { overlapHours } })));

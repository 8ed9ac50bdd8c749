// /api/legal: the versions in force with the operator details (public pages) and the signed-in
// user's acceptance (the blocking acceptance screen).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptLegalBody } from '@shared/legal/legal';
import { api, isApiError, unwrap } from '@client/lib/api-client';
import { legalKeys } from './legal-keys';

export function legalDocumentsQueryOptions() {
  return queryOptions({
    queryKey: legalKeys.documents,
    queryFn: ({ signal }) => unwrap(api.GET('/api/legal/documents', { signal })),
    staleTime: 60 * 60 * 1000,
  });
}

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions());
}

export function useLegalAcceptance(userId: string | undefined) {
  return useQuery({
    queryKey: legalKeys.acceptance(userId ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/legal/acceptance', { signal })),
    enabled: Boolean(userId),
  });
}

export function useAcceptLegal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptLegalBody) => unwrap(api.POST('/api/legal/acceptance', { body })),
    onSuccess: (status) => queryClient.setQueryData(legalKeys.acceptance(userId), status),
    // A newer version came into force while the screen was open: show that one instead.
    onError: (error) => {
      if (isApiError(error) && error.code === 'LEGAL_VERSION_NOT_CURRENT') void queryClient.invalidateQueries({ queryKey: legalKeys.acceptance(userId) });
    },
  });
}

// A write that makes cached server state stale (issue 10, decision 0263): when it succeeds, the
// queries under the given keys are refetched, all at once, before the mutation counts as settled.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export function useRefetchingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, staleKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}

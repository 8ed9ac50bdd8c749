// The job runtime's dead letter for the platform admin (decision 0280): the failed jobs, refreshed
// while the page is open, and retry / discard (each invalidating the admin queries).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobState } from '@shared/admin/jobs.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { adminKeys } from './admin-keys';

export const JOBS_PAGE_SIZE = 25;
/** The queue moves on its own: the list is read again this often while it is shown. */
const REFRESH_MS = 10_000;

export function useAdminJobs(state: JobState, offset: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.jobs(state, offset),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/jobs', { params: { query: { state, limit: JOBS_PAGE_SIZE, offset } }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'discard' }) =>
      unwrap(action === 'retry' ? api.POST('/api/admin/jobs/{id}/retry', { params: { path: { id } } }) : api.DELETE('/api/admin/jobs/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

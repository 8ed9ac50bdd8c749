// The job runtime's dead letter for the platform admin (decision 0280): the failed jobs, refreshed
// while the page is open, and retry / discard (each invalidating the admin queries).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJobList, JobState } from '@shared/admin/jobs.schemas';
import { apiFetch } from '@client/lib/api-client';
import { adminKeys } from './admin-keys';

export const JOBS_PAGE_SIZE = 25;
/** The queue moves on its own: the list is read again this often while it is shown. */
const REFRESH_MS = 10_000;

export function useAdminJobs(state: JobState, offset: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.jobs(state, offset),
    queryFn: ({ signal }) => apiFetch<AdminJobList>(`/api/admin/jobs?state=${state}&limit=${JOBS_PAGE_SIZE}&offset=${offset}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'discard' }) =>
      action === 'retry' ? apiFetch(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }) : apiFetch(`/api/admin/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

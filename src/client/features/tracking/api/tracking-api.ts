// Time-tracking calls (one hook per operation); every change refreshes the timer and the weeks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listMattersResponseSchema } from '@shared/matters/matters.schemas';
import type { CreateTimeEntryBody, RunningTimer, StartTimerBody, StopTimerBody, TimeEntry, WeekResponse } from '@shared/tracking/time-entries.schemas';
import { api, apiFetch, unwrap } from '@client/lib/api-client';
import { trackingKeys } from './tracking-keys';

export function useCurrentTimer(enabled = true) {
  return useQuery({
    queryKey: trackingKeys.timer,
    queryFn: ({ signal }) => apiFetch<{ timer: RunningTimer | null }>('/api/time-entries/timer', { signal }).then((r) => ({ timer: r.timer, receivedAt: Date.now() })),
    enabled,
  });
}

export function useWeek(date: string) {
  return useQuery({ queryKey: trackingKeys.week(date), queryFn: ({ signal }) => apiFetch<WeekResponse>(`/api/time-entries/week?date=${date}`, { signal }) });
}

/** Open matters to record time on (the server's RLS leaves out confidential matters of other teams). */
export function useMatterChoices() {
  return useQuery({
    queryKey: trackingKeys.matterChoices,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof listMattersResponseSchema>>('/api/matters?limit=100', { signal }).then((r) => r.items.filter((m) => m.status === 'open' || m.status === 'in_progress')),
    staleTime: 60_000,
  });
}

function useTrackingMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.all }) });
}

export const useStartTimer = () => useTrackingMutation((body: StartTimerBody) => apiFetch<{ timer: RunningTimer; stopped: TimeEntry | null }>('/api/time-entries/timer', { method: 'POST', body }));
export const useStopTimer = () => useTrackingMutation((body: StopTimerBody) => apiFetch<{ entry: TimeEntry }>('/api/time-entries/timer/stop', { method: 'POST', body }));
export const useDiscardTimer = () => useTrackingMutation(() => apiFetch('/api/time-entries/timer', { method: 'DELETE' }));
export const useCreateEntry = () => useTrackingMutation((body: CreateTimeEntryBody) => apiFetch<TimeEntry>('/api/time-entries', { method: 'POST', body }));
export const useDeleteEntry = () => useTrackingMutation((id: string) => apiFetch(`/api/time-entries/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** A matter's time entries for its case file (issue 38.3): the newest 200 the user may see. */
export function useMatterTimeEntries(matterId: string, firmWide: boolean) {
  return useQuery({
    queryKey: trackingKeys.ofMatter(matterId, firmWide),
    queryFn: ({ signal }) => unwrap(api.GET('/api/time-entries', { params: { query: { matterId, ...(firmWide ? { userId: 'all' } : {}), limit: 200, offset: 0 } }, signal })),
  });
}

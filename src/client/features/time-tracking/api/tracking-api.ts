// Time-tracking calls (one hook per operation); every change refreshes the timer and the weeks.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTimeEntryBody, StartTimerBody, StopTimerBody, UpdateTimeEntryBody } from '@shared/time-tracking/time-tracking.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { trackingKeys } from './tracking-keys';
import { allMatters } from '@client/lib/api/all-choices';

export function useCurrentTimer(enabled = true) {
  return useQuery({
    queryKey: trackingKeys.timer,
    queryFn: ({ signal }) => unwrap(api.GET('/api/time-tracking/timer', { signal })).then((r) => ({ timer: r.timer, receivedAt: Date.now() })),
    enabled,
  });
}

export function useWeek(date: string) {
  return useQuery({ queryKey: trackingKeys.week(date), queryFn: ({ signal }) => unwrap(api.GET('/api/time-tracking/week', { params: { query: { date } }, signal })) });
}

/** Open matters to record time on (the server's RLS leaves out confidential matters of other teams). */
export function useMatterChoices() {
  return useQuery({
    queryKey: trackingKeys.matterChoices,
    queryFn: ({ signal }) => allMatters(signal).then((items) => items.filter((m) => m.status === 'open' || m.status === 'in_progress')),
    staleTime: 60_000,
  });
}

function useTrackingMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.all }) });
}

export const useStartTimer = () => useTrackingMutation((body: StartTimerBody) => unwrap(api.POST('/api/time-tracking/timer', { body })));
export const useStopTimer = () => useTrackingMutation((body: StopTimerBody) => unwrap(api.POST('/api/time-tracking/timer/stop', { body })));
export const useDiscardTimer = () => useTrackingMutation(() => unwrap(api.DELETE('/api/time-tracking/timer')));
export const useCreateEntry = () => useTrackingMutation((body: CreateTimeEntryBody) => unwrap(api.POST('/api/time-tracking', { body })));
export const useUpdateEntry = () => useTrackingMutation(({ id, body }: { id: string; body: UpdateTimeEntryBody }) => unwrap(api.PATCH('/api/time-tracking/{id}', { params: { path: { id } }, body })));
export const useDeleteEntry = () => useTrackingMutation((id: string) => unwrap(api.DELETE('/api/time-tracking/{id}', { params: { path: { id } } })));

/** A page of the case file's time tab: a long matter's entries are paged, not cut at the newest 200. */
export const MATTER_TIME_PAGE_SIZE = 50;

/** A matter's time entries for its case file (issue 38.3), one page of those the user may see, newest first. */
export function useMatterTimeEntries(matterId: string, firmWide: boolean, offset = 0) {
  return useQuery({
    queryKey: trackingKeys.ofMatter(matterId, firmWide, offset),
    queryFn: ({ signal }) => unwrap(api.GET('/api/time-tracking', { params: { query: { matterId, ...(firmWide ? { userId: 'all' } : {}), limit: MATTER_TIME_PAGE_SIZE, offset } }, signal })),
    placeholderData: keepPreviousData,
  });
}

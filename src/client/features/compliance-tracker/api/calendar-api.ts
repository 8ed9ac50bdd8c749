// The working-day calendar as the server has it (built-in table plus the platform admin's entries
// and decrees), so the live preview computes with exactly the data the server will use; and the
// platform admin's calls to enter a provisional year's days and its decree.
import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { CalendarEntry, WorkScheduleDecree } from '@shared/compliance-tracker/calendar-data';
import { createWorkingDayCalendar, type WorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { api, unwrap } from '@client/lib/api-client';
import { deadlineKeys } from './deadlines-keys';

/** The server's calendar rows (every admin-entered day and decree) and one year's view. */
function useFirmCalendar(year: number) {
  return useQuery({
    queryKey: deadlineKeys.calendar(year),
    queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/calendar', { params: { query: { year } }, signal })),
    staleTime: 60_000,
  });
}

/** The calendar the server computes with (the rows cover every year); null until loaded: the preview waits rather than guess. */
export function useServerWorkingCalendar(): WorkingDayCalendar | null {
  const rows = useFirmCalendar(Number(todayInBudapest().slice(0, 4)));
  return useMemo(() => (rows.data ? createWorkingDayCalendar({ entries: rows.data.entries, decrees: rows.data.decrees }) : null), [rows.data]);
}

export function useAdminCalendarYear(year: number) {
  return useQuery({ queryKey: deadlineKeys.adminCalendar(year), queryFn: ({ signal }) => unwrap(api.GET('/api/admin/calendar', { params: { query: { year } }, signal })) });
}

function useAdminCalendarChange<T>(fn: (input: T) => Promise<{ recomputed: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deadlineKeys.adminCalendarAll });
      await queryClient.invalidateQueries({ queryKey: deadlineKeys.all });
    },
  });
}

export const useSetCalendarEntry = () => useAdminCalendarChange((entry: CalendarEntry) => unwrap(api.PUT('/api/admin/calendar/entries', { body: entry })));
export const useDeleteCalendarEntry = () => useAdminCalendarChange((date: string) => unwrap(api.DELETE('/api/admin/calendar/entries/{date}', { params: { path: { date } } })));
export const useSetDecree = () => useAdminCalendarChange((decree: WorkScheduleDecree) => unwrap(api.PUT('/api/admin/calendar/decrees', { body: decree })));

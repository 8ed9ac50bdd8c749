// Booking's server state (issue 35 point 3, decisions 0357–0358), through the typed API client:
// the customer's options, free slots and own bookings; the firm's calendar, hours and types.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentTypeBody, BookingFilter, NewBookingBody } from '@shared/client-portal/booking.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { portalKeys } from './portal-api';

export const bookingKeys = {
  all: ['portal', 'booking'] as const,
  options: ['portal', 'booking', 'options'] as const,
  slots: (q: SlotQuery) => ['portal', 'booking', 'slots', q] as const,
  list: (filter: BookingFilter) => ['portal', 'booking', 'list', filter] as const,
  calendar: (from: string, to: string, lawyerId?: string) => ['portal', 'booking', 'calendar', from, to, lawyerId ?? ''] as const,
  availability: (lawyerId?: string) => ['portal', 'booking', 'availability', lawyerId ?? ''] as const,
  types: ['portal', 'booking', 'types'] as const,
  matter: (matterId: string) => ['portal', 'booking', 'matter', matterId] as const,
};

export interface SlotQuery {
  typeId: string;
  lawyerId: string;
  from: string;
  to: string;
}

export const useBookingOptions = () => useQuery({ queryKey: bookingKeys.options, queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/booking/options', { signal })) });

export const useFreeSlots = (q: SlotQuery | null) =>
  useQuery({
    queryKey: bookingKeys.slots(q ?? { typeId: '', lawyerId: '', from: '', to: '' }),
    queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/booking/slots', { params: { query: q! }, signal })),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });

export const useOwnBookings = (filter: BookingFilter) =>
  useQuery({ queryKey: bookingKeys.list(filter), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/bookings', { params: { query: { filter } }, signal })) });

export const useFirmCalendar = (from: string, to: string, lawyerId?: string) =>
  useQuery({
    queryKey: bookingKeys.calendar(from, to, lawyerId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/firm/calendar', { params: { query: { from, to, ...(lawyerId ? { lawyerId } : {}) } }, signal })),
  });

/** The appointments of one matter, for its case file (decision 0421). */
export const useMatterBookings = (matterId: string) =>
  useQuery({ queryKey: bookingKeys.matter(matterId), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/firm/matters/{id}/bookings', { params: { path: { id: matterId } }, signal })) });

export const useAvailability = (lawyerId?: string) =>
  useQuery({ queryKey: bookingKeys.availability(lawyerId), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/firm/availability', { params: { query: lawyerId ? { lawyerId } : {} }, signal })) });

export const useAppointmentTypes = () => useQuery({ queryKey: bookingKeys.types, queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/firm/appointment-types', { signal })) });

/** Every change re-reads the booking data and the dashboard's figures. */
function useChange<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: portalKeys.overview });
    },
  });
}

const path = (id: string) => ({ params: { path: { id } } });

export const useBook = () => useChange((body: NewBookingBody) => unwrap(api.POST('/api/client-portal/bookings', { body })));
export const useCancelBooking = () => useChange(({ id, reason }: { id: string; reason: string | null }) => unwrap(api.POST('/api/client-portal/bookings/{id}/cancel', { ...path(id), body: { reason } })));
export const useRescheduleBooking = () => useChange(({ id, start }: { id: string; start: string }) => unwrap(api.POST('/api/client-portal/bookings/{id}/reschedule', { ...path(id), body: { start } })));
export const useFirmCancelBooking = () => useChange(({ id, reason }: { id: string; reason: string | null }) => unwrap(api.POST('/api/client-portal/firm/bookings/{id}/cancel', { ...path(id), body: { reason } })));
export const useSetWeeklyHours = () =>
  useChange((body: { lawyerId?: string; weekly: { weekday: number; startTime: string; endTime: string }[] }) => unwrap(api.PUT('/api/client-portal/firm/availability/weekly', { body })));
export const useAddException = () =>
  useChange((body: { date: string; kind: 'off' | 'extra'; startTime?: string | null; endTime?: string | null; note?: string | null }) => unwrap(api.POST('/api/client-portal/firm/availability/exceptions', { body })));
export const useDeleteException = () => useChange((id: string) => unwrap(api.DELETE('/api/client-portal/firm/availability/exceptions/{id}', path(id))));
export const useSaveAppointmentType = () =>
  useChange(({ id, body }: { id: string | null; body: AppointmentTypeBody }) =>
    id ? unwrap(api.PUT('/api/client-portal/firm/appointment-types/{id}', { ...path(id), body })) : unwrap(api.POST('/api/client-portal/firm/appointment-types', { body })),
  );

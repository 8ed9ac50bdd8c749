// Hospitality calls on the typed client (decision 0320), one hook per operation. The reads are
// loose objects in the OpenAPI document; their shapes are named in ./types. Every change
// refreshes all hospitality queries.
import type { PaymentOption } from '@shared/hospitality/codes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInBody, ChargeBody, CreateReservationBody, FolioInvoiceBody, PropertyBody, RatePlanBody, UnitBody, UpdateReservationBody } from '@shared/hospitality/hospitality.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { hospitalityKeys, type ReservationFilters } from './hospitality-keys';
import type { CalendarData, Folio, GuestRegisterEntry, GuestRow, HousekeepingBoard, HousekeepingState, NtakConnectionCheck, NtakOverview, Property, ReservationDetail, ReservationSummary, TouristTaxMonth } from './types';
import { allContacts } from '@client/lib/api/all-choices';
import { useInvoicingMutation } from '@client/lib/invoicing-mutation';

export const RESERVATIONS_PAGE_SIZE = 50;
export const GUESTS_PAGE_SIZE = 50;

const path = (id: string) => ({ params: { path: { id } } });

export function useProperties() {
  return useQuery({ queryKey: hospitalityKeys.properties, queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/properties', { signal }))) as unknown as Property[] });
}

export function useCalendar(propertyId: string, from: string, to: string) {
  return useQuery({
    queryKey: hospitalityKeys.calendar(propertyId, from, to),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/calendar', { params: { query: { propertyId, from, to } }, signal }))) as unknown as CalendarData,
    enabled: propertyId !== '',
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` while the page's property is still unknown (no firm-wide list shown in its place). */
export function useReservations(f: ReservationFilters, limit = RESERVATIONS_PAGE_SIZE, enabled = true) {
  const query = {
    limit,
    offset: f.offset,
    status: f.status as 'active',
    ...(f.propertyId ? { propertyId: f.propertyId } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
  return useQuery({
    queryKey: hospitalityKeys.reservations(f),
    queryFn: async ({ signal }) => {
      const r = await unwrap(api.GET('/api/hospitality/reservations', { params: { query }, signal }));
      return { items: r.items as unknown as ReservationSummary[], total: r.total };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useReservation(id: string) {
  return useQuery({
    queryKey: hospitalityKeys.reservation(id),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/reservations/{id}', { ...path(id), signal }))) as unknown as ReservationDetail,
    enabled: id !== '',
  });
}

export function useFolio(id: string, enabled = true) {
  return useQuery({
    queryKey: hospitalityKeys.folio(id),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/reservations/{id}/folio', { ...path(id), signal }))) as unknown as Folio,
    enabled: enabled && id !== '',
  });
}

export function useHousekeeping(propertyId: string, date: string) {
  return useQuery({
    queryKey: hospitalityKeys.housekeeping(propertyId, date),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/housekeeping', { params: { query: { propertyId, date } }, signal }))) as unknown as HousekeepingBoard,
    enabled: propertyId !== '',
  });
}

export function useUnitHistory(unitId: string | null) {
  return useQuery({
    queryKey: hospitalityKeys.unitHistory(unitId ?? ''),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/hospitality/units/{id}/housekeeping', { ...path(unitId ?? ''), signal }))) as unknown as {
        id: string;
        state: HousekeepingState;
        previous: HousekeepingState | null;
        reason: string;
        note: string | null;
        at: string;
        userName: string | null;
      }[],
    enabled: !!unitId,
  });
}

export function useGuests(q: string, offset: number) {
  return useQuery({
    queryKey: hospitalityKeys.guests(q, offset),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/guests', { params: { query: { limit: GUESTS_PAGE_SIZE, offset, ...(q.trim() ? { q: q.trim() } : {}) } }, signal }))) as unknown as GuestRow[],
    placeholderData: keepPreviousData,
  });
}

export function useGuestRegister(guestId: string | null) {
  return useQuery({
    queryKey: hospitalityKeys.register(guestId ?? ''),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/guests/{id}/register', { ...path(guestId ?? ''), signal }))) as unknown as GuestRegisterEntry,
    enabled: !!guestId,
  });
}

/**
 * The month's tourist tax, asked afresh on every visit and when the tab gets focus (never kept
 * fresh for the app's 30 s): its "collected" sum moves with invoices issued or cancelled on the
 * invoices page and its guest-nights with a colleague's check-ins, which no hospitality change here
 * invalidates.
 */
export function useTouristTax(propertyId: string, month: string, enabled = true) {
  return useQuery({
    enabled,
    staleTime: 0,
    queryKey: hospitalityKeys.touristTax(propertyId, month),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/tourist-tax', { params: { query: { month, ...(propertyId ? { propertyId } : {}) } }, signal }))) as unknown as TouristTaxMonth,
  });
}

export function useNtakOverview() {
  return useQuery({ queryKey: hospitalityKeys.ntak, queryFn: async ({ signal }) => (await unwrap(api.GET('/api/hospitality/ntak', { signal }))) as unknown as NtakOverview });
}

export function useContactChoices(enabled = true) {
  return useQuery({ queryKey: hospitalityKeys.contacts, queryFn: ({ signal }) => allContacts(signal), enabled });
}

/** The connection check runs when asked (a button), not on every visit. */
export const checkNtakConnection = async () => (await unwrap(api.GET('/api/hospitality/ntak/connection-test'))) as unknown as NtakConnectionCheck;

function useChange<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: hospitalityKeys.all }) });
}

export const useCreateProperty = () => useChange((body: PropertyBody) => unwrap(api.POST('/api/hospitality/properties', { body })));
export const useUpdateProperty = () => useChange(({ id, body }: { id: string; body: PropertyBody }) => unwrap(api.PUT('/api/hospitality/properties/{id}', { ...path(id), body })));
export const useSaveUnit = () =>
  useChange(({ id, body }: { id: string | null; body: UnitBody }) => (id ? unwrap(api.PUT('/api/hospitality/units/{id}', { ...path(id), body })) : unwrap(api.POST('/api/hospitality/units', { body }))));
export const useRemoveUnit = () => useChange((id: string) => unwrap(api.DELETE('/api/hospitality/units/{id}', path(id))));
export const useSaveRatePlan = () =>
  useChange(({ id, body }: { id: string | null; body: RatePlanBody }) => (id ? unwrap(api.PUT('/api/hospitality/rate-plans/{id}', { ...path(id), body })) : unwrap(api.POST('/api/hospitality/rate-plans', { body }))));
export const useDeleteRatePlan = () => useChange((id: string) => unwrap(api.DELETE('/api/hospitality/rate-plans/{id}', path(id))));
export const useCreateBlock = () =>
  useChange(({ unitId, body }: { unitId: string; body: { kind: 'out_of_order' | 'out_of_service'; startsOn: string; endsOn: string; reason: string } }) =>
    unwrap(api.POST('/api/hospitality/units/{id}/blocks', { ...path(unitId), body })),
  );
export const useDeleteBlock = () => useChange((id: string) => unwrap(api.DELETE('/api/hospitality/blocks/{id}', path(id))));

export const useCreateReservation = () => useChange((body: CreateReservationBody) => unwrap(api.POST('/api/hospitality/reservations', { body })));
export const useUpdateReservation = (id: string) => useChange((body: UpdateReservationBody) => unwrap(api.PUT('/api/hospitality/reservations/{id}', { ...path(id), body })));
export const useMoveStay = () =>
  useChange(({ reservationId, body }: { reservationId: string; body: { stayId: string; unitId: string; arrival: string; departure: string; version: number } }) =>
    unwrap(api.POST('/api/hospitality/reservations/{id}/move', { ...path(reservationId), body })),
  );
export const useSetStatus = (id: string) => useChange((body: { status: 'tentative' | 'confirmed' | 'no_show'; version: number }) => unwrap(api.POST('/api/hospitality/reservations/{id}/status', { ...path(id), body })));
export const useCancelReservation = (id: string) => useChange((body: { reason: string; waiveFee: boolean; version: number }) => unwrap(api.POST('/api/hospitality/reservations/{id}/cancel', { ...path(id), body })));
export const useCheckIn = (id: string) => useChange((body: CheckInBody) => unwrap(api.POST('/api/hospitality/reservations/{id}/check-in', { ...path(id), body })));
export const useCheckOut = (id: string) => useChange((version: number) => unwrap(api.POST('/api/hospitality/reservations/{id}/check-out', { ...path(id), body: { version } })));
export const useRoomChange = (id: string) =>
  useChange((body: { fromUnitId: string; toUnitId: string; override: boolean; overrideReason?: string | null; version: number }) =>
    unwrap(api.POST('/api/hospitality/reservations/{id}/room-change', { ...path(id), body })),
  );
export const useAddCharge = (id: string) => useChange((body: ChargeBody) => unwrap(api.POST('/api/hospitality/reservations/{id}/charges', { ...path(id), body })));
export const useDeleteCharge = (id: string) => useChange((chargeId: string) => unwrap(api.DELETE('/api/hospitality/reservations/{id}/charges/{chargeId}', { params: { path: { id, chargeId } } })));
export const useAddPayment = (id: string) =>
  useChange((body: { kind: 'deposit' | 'payment'; paidOn: string; amount: number; method: PaymentOption; note?: string | null }) => unwrap(api.POST('/api/hospitality/reservations/{id}/payments', { ...path(id), body })));
/** The folio becomes an invoice: the hospitality pages and every view of invoicing's facts are stale (decision 0491). */
export const useInvoiceFolio = (id: string) => useInvoicingMutation((body: FolioInvoiceBody) => unwrap(api.POST('/api/hospitality/reservations/{id}/invoice', { ...path(id), body })), [hospitalityKeys.all]);

export const useSetHousekeeping = () =>
  useChange(({ unitId, state, note }: { unitId: string; state: HousekeepingState; note?: string | null }) =>
    unwrap(api.PUT('/api/hospitality/units/{id}/housekeeping', { ...path(unitId), body: { state, note: note ?? null } })),
  );
export const useSaveTask = () =>
  useChange(({ unitId, date, assigneeId, done }: { unitId: string; date: string; assigneeId?: string | null; done?: boolean }) =>
    unwrap(api.PUT('/api/hospitality/units/{id}/task', { ...path(unitId), body: { date, ...(assigneeId !== undefined ? { assigneeId } : {}), ...(done !== undefined ? { done } : {}) } })),
  );

export const useSaveNtakSettings = () =>
  useChange((body: { environment: 'test' | 'live'; authCertificate: string; authKey?: string; signingCertificate: string; signingKey?: string }) => unwrap(api.PUT('/api/hospitality/ntak/settings', { body })));
export const useSendNtak = () => useChange(() => unwrap(api.POST('/api/hospitality/ntak/send')));
export const useNtakDailyClose = () => useChange(() => unwrap(api.POST('/api/hospitality/ntak/daily-close')));
export const useNtakResubmit = () => useChange((id: string) => unwrap(api.POST('/api/hospitality/ntak/messages/{id}/resubmit', path(id))));

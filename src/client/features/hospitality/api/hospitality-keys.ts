// Query keys of the hospitality pages; every change refreshes everything under `all` (the pages
// read each other's facts: a booking changes the calendar, housekeeping, the folio and NTAK).
const root = ['hospitality'] as const;

export interface ReservationFilters {
  propertyId: string;
  status: string;
  q: string;
  offset: number;
  /** Stays touching [from, to) only. */
  from?: string;
  to?: string;
}

export const hospitalityKeys = {
  all: root,
  properties: [...root, 'properties'] as const,
  calendar: (propertyId: string, from: string, to: string) => [...root, 'calendar', propertyId, from, to] as const,
  reservations: (f: ReservationFilters) => [...root, 'reservations', f] as const,
  reservation: (id: string) => [...root, 'reservation', id] as const,
  folio: (id: string) => [...root, 'folio', id] as const,
  housekeeping: (propertyId: string, date: string) => [...root, 'housekeeping', propertyId, date] as const,
  unitHistory: (unitId: string) => [...root, 'unit-history', unitId] as const,
  guests: (q: string, offset: number) => [...root, 'guests', q, offset] as const,
  register: (guestId: string) => [...root, 'register', guestId] as const,
  touristTax: (propertyId: string, month: string) => [...root, 'tourist-tax', propertyId, month] as const,
  ntak: [...root, 'ntak'] as const,
  connection: [...root, 'connection'] as const,
  contacts: ['contacts', 'picker'] as const,
};

// Reservation statuses and the moves between them (decision 0340). A tentative or confirmed stay
// holds its unit-nights; so do a checked-in and a checked-out one (the nights were slept, a later
// booking must not take them). Cancelled and no-show stays give the nights back.

export const RESERVATION_STATUSES = ['tentative', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  tentative: 'Előfoglalás',
  confirmed: 'Visszaigazolt',
  checked_in: 'Bejelentkezett',
  checked_out: 'Kijelentkezett',
  cancelled: 'Lemondva',
  no_show: 'Nem érkezett meg',
};

/** Statuses whose stays hold their unit-nights (the exclusion constraint's predicate). */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['tentative', 'confirmed', 'checked_in', 'checked_out'];

export function holdsNights(status: ReservationStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

const MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  tentative: ['confirmed', 'checked_in', 'cancelled'],
  confirmed: ['tentative', 'checked_in', 'cancelled', 'no_show'],
  checked_in: ['checked_out'],
  checked_out: [],
  cancelled: [],
  no_show: [],
};

export function canMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return MOVES[from].includes(to);
}

/** Dates, units and guests may change until the guests arrive; after that only by room change / check-out. */
export function isEditable(status: ReservationStatus): boolean {
  return status === 'tentative' || status === 'confirmed';
}

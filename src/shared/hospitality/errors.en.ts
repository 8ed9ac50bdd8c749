// English texts of hospitality/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { hospitalityErrorMessages } from './errors';

export const hospitalityErrorMessagesEn = {
  HOSPITALITY_OVERBOOKED: 'The selected unit is already booked for this period (at least one night overlaps).',
  HOSPITALITY_UNIT_BLOCKED: 'The selected unit cannot be let in this period (out of order or out of service).',
  HOSPITALITY_UNIT_NOT_FOUND: 'The selected unit was not found.',
  HOSPITALITY_PROPERTY_NOT_FOUND: 'The selected property was not found.',
  HOSPITALITY_RATE_PLAN_NOT_FOUND: 'The selected rate plan was not found.',
  HOSPITALITY_MIN_STAY: "The stay is shorter than the rate plan's minimum stay.",
  HOSPITALITY_CAPACITY: 'There are more guests than the selected units can take.',
  HOSPITALITY_STALE: 'Someone else changed this reservation in the meantime. Reload and try again.',
  HOSPITALITY_STATUS_MOVE: 'This step is not possible from the reservation’s current status.',
  HOSPITALITY_NOT_EDITABLE: 'The dates and units of an arrived or closed reservation can no longer change; use a room change for a checked-in stay.',
  HOSPITALITY_UNIT_DIRTY: 'The unit is not clean (or is out of order). Checking in needs an explicit override.',
  HOSPITALITY_CHECK_IN_DATE: 'Guests can check in on the arrival day at the earliest.',
  HOSPITALITY_GUESTS_REQUIRED: 'Checking in needs the details of every guest.',
  HOSPITALITY_ROOM_CHANGE_UNIT: 'A room change must go to another unit not yet in the reservation.',
  HOSPITALITY_UNIT_IN_USE: 'The unit has reservations, so it cannot be deleted; archive it instead.',
  HOSPITALITY_FOLIO_EMPTY: 'The folio has no uninvoiced items yet.',
  HOSPITALITY_PAYER_REQUIRED: 'Choose who the invoice is for (guest or company).',
  HOSPITALITY_NTAK_NOT_CONFIGURED: 'No NTAK certificate is set up: add the authentication and signing certificates with their keys.',
  HOSPITALITY_NTAK_CERTIFICATE: 'The certificate or the key cannot be read, or they do not belong together.',
  HOSPITALITY_NTAK_NOT_REJECTED: 'Only a rejected NTAK message can be resubmitted.',
  HOSPITALITY_BLOCK_OVERLAP: 'The unit already has an out-of-order period at this time.',
  HOSPITALITY_BLOCK_HAS_STAYS: 'The unit is booked in this period: move the reservation to another unit first.',
} satisfies Record<keyof typeof hospitalityErrorMessages, string>;

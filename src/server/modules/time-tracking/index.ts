// The face of the time-tracking module: what other modules may use (issue 33 point 4, decision 0416).
// The time entries list and a new entry as the app makes them (the public API).
export { recordTime, timeEntries } from './time-tracking.actions';
// What invoicing calls inside its own transaction: the unbilled entries, and locking them for an
// invoice or releasing them on a storno (decision 0149).
export { listUnbilledEntries, lockEntriesForInvoice, type UnbilledFilter, unlockEntriesOfInvoice } from './time-tracking-billing';

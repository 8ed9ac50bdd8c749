// The face of the time-entries module: what other modules may use (issue 33 point 4).
// The time entries list and a new entry as the app makes them (the public API).
export { recordTime, timeEntries } from './time-entries.actions';

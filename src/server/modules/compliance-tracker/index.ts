// The face of the compliance-tracker module: what other modules may use (issue 33 point 4).
export { createDeadline, updateDeadline } from './compliance-tracker.service';
// A deadline added with its actor (automations), and the deadlines list as the app shows it (the public API).
export { addDeadline } from './compliance-tracker.actions';
export { listDeadlines } from './compliance-tracker.service';

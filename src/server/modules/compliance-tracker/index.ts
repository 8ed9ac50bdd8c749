// The face of the deadlines module: what other modules may use (issue 33 point 4).
export { createDeadline, updateDeadline } from './deadlines.service';
// A deadline added with its actor (automations), and the deadlines list as the app shows it (the public API).
export { addDeadline } from './deadlines.actions';
export { listDeadlines } from './deadlines.service';

// The face of the deadlines module: what other modules may use (issue 33 point 4).
export { createDeadline, updateDeadline } from './deadlines.service';

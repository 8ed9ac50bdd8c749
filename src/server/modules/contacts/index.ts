// The face of the contacts module: what other modules may use (issue 33 point 4).
export { createContactInFirm } from './contacts.service';

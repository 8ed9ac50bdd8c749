// The face of the contacts module: what other modules may use (issue 33 point 4).
export { createContactInFirm } from './contacts.service';
// A contact added as its author would add it (automations, the public API's POST /api/v1/contacts).
export { addContact } from './contacts.actions';
export { MATTER_ROLE_CONDITIONS } from './contacts.repo';

// The services an automation acts through (issue 36.1, decision 0360). An automation's actions
// are the owning modules' own services – a task or a note on a matter, a deadline, a document from
// a template into the vault – called with the automation's Actor, so they are checked, audited and
// written as domain events exactly as if the rule's author had acted. The automations module
// reaches them through this one port, like the metered actions (metering.ts), instead of
// importing the modules.
export { toDto as contactForPrefill } from '../modules/contacts/contacts.service';
export { addDeadline } from '../modules/deadlines/deadlines.actions';
export { addMatterNote, addMatterTask } from '../modules/matters/matters.service';
export { generateFromTemplate } from '../modules/templates/templates.actions';
export { visibleTemplate } from '../modules/templates/templates.service';

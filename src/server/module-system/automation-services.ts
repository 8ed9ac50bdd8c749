// The services an automation acts through (issue 36.1, decision 0360). An automation's actions
// are the owning modules' own services – a task or a note on a matter, a deadline, a document from
// a template into the vault – called with the automation's Actor, so they are checked, audited and
// written as domain events exactly as if the rule's author had acted. The automations module
// reaches them through this one list of the owning modules' faces (the metered actions it takes
// from the billing face directly, decision 0416).
export { addContact } from '../modules/contacts';
export { enqueueWebhookEvent } from '../modules/webhooks';
export { addDeadline } from '../modules/deadlines';
export { addMatterNote, addMatterTask } from '../modules/matters';
export { type DocumentRenders, generateFromTemplate, prefillFromMatter, visibleTemplate, withDocumentRenders } from '../modules/templates';
// E-mail to case (decision 0434): a received message's attachments go into the vault through the
// vault's own storing (type sniffing, plan limits, zip-bomb refusal) and upload record; a message
// no matter claims becomes a new opportunity on the board.
export { discardUnreferenced, planLimitsOf, recordUpload, storageUsed, storeFile, type StoredFile } from '../modules/documents';
export { addOpportunity } from '../modules/opportunities';

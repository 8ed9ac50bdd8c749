// The documents module's face: what the rest of the server may use (issue 33 point 4, decision
// 0416). The public API's document routes read, download and upload through the vault's own
// services and HTTP helpers; e-mail to case (decision 0434) stores a message's attachments the
// vault's way.
export { openDocumentVersion, recordUpload, viewDocument } from './documents.actions';
export { documentsHttp } from './documents-http';
export { assertStorageHeld, discardUnreferenced, listDocuments, planLimitsOf, storageUsed, storeFile, type StoredFile } from './documents.service';
// A generated file (templates, Themis; decision 0184) stored before the caller's
// transaction (prepareGeneratedFile, decision 0414) and saved in it, and an
// upload into the vault or a download from it for another module (knowledge-base attachments,
// portal messages; 0247, 0366), with the vault's own reading, checks and audit. These replace the
// port singletons lib/documents held until the documents routes registered.
export { type PreparedGeneratedFile, prepareGeneratedFile, saveGeneratedDocument, type SavedDocument, type SaveGeneratedInput } from './save-generated';
export { sendFromVault, uploadToVault } from './documents-http';
export { VAULT_UPLOAD_BODY_LIMIT, type VaultActor, type VaultFile, type VaultUpload } from './vault-upload';

// The documents module's face: what the rest of the server may use (issue 33 point 4). The public
// API's document routes read, download and upload through the vault's own services and HTTP
// helpers; e-mail to case (decision 0434) stores a message's attachments the vault's way.
export { openDocumentVersion, recordUpload, viewDocument } from './documents.actions';
export { documentsHttp } from './documents-http';
export { discardUnreferenced, listDocuments, openVersion, planLimitsOf, storageUsed, storeFile, type StoredFile } from './documents.service';

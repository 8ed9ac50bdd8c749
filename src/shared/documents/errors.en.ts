// English texts of documents/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import { DOCX_MAX_RATIO, DOCX_MAX_UNPACKED_BYTES, formatFileSize } from './documents';
import type { documentErrorMessages } from './errors';

export const documentErrorMessagesEn = {
  DOCUMENT_TOO_LARGE: 'The file is larger than your plan allows for one file.',
  DOCUMENT_STORAGE_FULL: 'Your company has used up the storage of its plan. Delete old files or upgrade your plan!',
  DOCUMENT_EXECUTABLE_REFUSED: 'An executable program cannot be uploaded, whatever the name of the file says.',
  DOCUMENT_TYPE_NOT_ALLOWED: 'This file type cannot be uploaded. Allowed: PDF, Word, Excel, OpenDocument, images (PNG, JPEG, WebP, TIFF) and text files.',
  DOCUMENT_EMPTY_FILE: 'An empty file cannot be uploaded.',
  DOCUMENT_NO_FILE: 'Choose at least one file to upload.',
  DOCUMENT_TOO_MANY_FILES: 'You can upload at most 20 files at a time.',
  DOCUMENT_MATTER_NOT_FOUND: 'The selected matter was not found.',
  DOCUMENT_CLIENT_NOT_FOUND: 'The selected client was not found.',
  DOCUMENT_BAD_FIELD: 'One of the upload fields is not valid (folder, tag, matter or client).',
  DOCUMENT_DELETED: 'The document is in the trash: restore it first.',
  DOCUMENT_NOT_DELETED: 'The document is not in the trash.',
  DOCUMENT_RESTORE_EXPIRED: 'The restore period has passed; the document can no longer be restored.',
  DOCUMENT_VERSION_NOT_FOUND: 'The requested version was not found.',
  DOCUMENT_VERSION_IS_CURRENT: 'This version is already the current one.',
  DOCUMENT_FILE_MISSING: "The document's file is not available in the storage. Notify the system administrator!",
  DOCUMENT_PREVIEW_UNAVAILABLE: 'There is no HTML preview for this file type.',
  OCR_NOT_APPLICABLE: 'This document already has text, or it is neither an image nor a scanned PDF: there is nothing to recognise.',
  OCR_ALREADY_QUEUED: 'Text recognition is already in progress for this document.',
  DOCX_UNPACKED_TOO_LARGE: `The Word (or other Office) file is too large unpacked or suspiciously highly compressed (at most ${formatFileSize(DOCX_MAX_UNPACKED_BYTES)} unpacked and a ratio of ${DOCX_MAX_RATIO}), so it is not processed.`,
  DOCX_PROCESSING_FAILED: 'Processing the Word file went over its time or memory limit and was stopped. Split the document into smaller parts, or save it again in Word.',
  FILE_PROCESSING_BUSY: 'Too many files are being processed right now. Try again in a minute.',
} satisfies Record<keyof typeof documentErrorMessages, string>;

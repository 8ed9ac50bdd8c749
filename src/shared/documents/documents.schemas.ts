// The /api/documents and /api/document-versioning shapes (issue 15), used by the server routes and the client.
import { z } from 'zod';
import { documentKinds, extractionStatuses, ocrStatuses } from './documents';
import { isoDateStringSchema } from '../dates/iso-date.schema';

const isoDate = isoDateStringSchema;
const id = z.string().min(1).max(100);

export const listDocumentsQuerySchema = z.object({
  matterId: id.optional(),
  clientContactId: id.optional(),
  kind: z.enum(documentKinds).optional(),
  tag: z.string().trim().min(1).max(40).optional(),
  folder: z.string().trim().max(400).optional(),
  /** Uploaded (last changed) on or after / on or before, Budapest calendar days. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
  /** true: the recycle bin (soft-deleted documents still restorable). */
  deleted: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  kind: z.enum(documentKinds),
  mime: z.string(),
  sizeBytes: z.number().int(),
  folder: z.string(),
  tags: z.array(z.string()),
  matter: z.object({ id: z.string(), number: z.string(), title: z.string(), confidential: z.boolean() }).nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  versionNumber: z.number().int(),
  updatedAt: z.string(),
  createdAt: z.string(),
  createdBy: personSchema,
  deletedAt: z.string().nullable(),
  /** Last day a deleted document can be restored (ISO timestamp), null when not deleted. */
  restorableUntil: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const listDocumentsResponseSchema = z.object({
  items: z.array(documentSummarySchema),
  total: z.number().int(),
  /** Facets over every document the user may see (not deleted): for the filter pickers. */
  folders: z.array(z.string()),
  tags: z.array(z.string()),
});
export type ListDocumentsResponse = z.infer<typeof listDocumentsResponseSchema>;

export const documentVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
  uploadedBy: personSchema,
  /** The version this one was restored from (restore makes a new version). */
  restoredFrom: z.number().int().nullable(),
  hasText: z.boolean(),
  /** The version's text extraction (decision 0411): queued until the background job has read it. */
  extraction: z.enum(extractionStatuses),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** The current version's text recognition (decision 0238); null when it needs none. */
export const ocrProgressSchema = z.object({
  status: z.enum(ocrStatuses),
  pagesDone: z.number().int(),
  /** Known once the file was opened (a PDF's page count). */
  pagesTotal: z.number().int().nullable(),
  /** Why the last attempt failed (kept while it is retried). */
  error: z.string().nullable(),
});
export type OcrProgress = z.infer<typeof ocrProgressSchema>;

/** GET/POST /api/ocr/documents/:id: the current version's recognition and text. */
export const ocrDocumentSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  versionNumber: z.number().int(),
  mime: z.string(),
  ocr: ocrProgressSchema.nullable(),
  text: z.string().nullable(),
});
export type OcrDocument = z.infer<typeof ocrDocumentSchema>;

export const documentDetailSchema = documentSummarySchema.extend({
  sha256: z.string(),
  /** The current version's text extraction (decision 0411): `queued` until the job has run; the text is null meanwhile. */
  extraction: z.enum(extractionStatuses),
  ocr: ocrProgressSchema.nullable(),
  /** Extracted text of the current version (PDF, DOCX, text), cut at 200 000 characters. */
  text: z.string().nullable(),
  textTruncated: z.boolean(),
  versions: z.array(documentVersionSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const updateDocumentBodySchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  folder: z.string().trim().max(400).optional(),
  tags: z.array(z.string().max(40)).max(20).optional(),
  matterId: id.nullable().optional(),
  clientContactId: id.nullable().optional(),
});
export type UpdateDocumentBody = z.infer<typeof updateDocumentBodySchema>;

/** Each stored file; `extraction` is `queued`: the text is read by a job after this answer (decision 0411). */
export const uploadResponseSchema = z.object({ items: z.array(z.object({ id: z.string(), fileName: z.string(), versionNumber: z.number().int(), extraction: z.enum(extractionStatuses) })) });
export const versionUploadResponseSchema = z.object({ id: z.string(), number: z.number().int(), extraction: z.enum(extractionStatuses) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const previewResponseSchema = z.object({ html: z.string() });

/** The vault's use against the firm's plan (each stored file counted once). */
export const storageUsageSchema = z.object({ plan: z.string(), usedBytes: z.number(), storageBytes: z.number(), maxFileBytes: z.number() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** Without numbers: the current version against the one before it. */
export const diffQuerySchema = z.object({ from: z.coerce.number().int().min(1).max(100_000).optional(), to: z.coerce.number().int().min(1).max(100_000).optional() });
export const diffResponseSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** Word-level changes; a part is unchanged, added (in `to` only) or removed (in `from` only). */
  parts: z.array(z.object({ value: z.string(), added: z.boolean(), removed: z.boolean() })),
  added: z.number().int(),
  removed: z.number().int(),
  /** False when either version has no extractable text (e.g. a scanned PDF before OCR). */
  comparable: z.boolean(),
});
export type DiffResponse = z.infer<typeof diffResponseSchema>;

/**
 * The upload form (form kit, issue 38.8): where the files go (the upload request's fields: matter,
 * folder, tags comma separated) and each chosen file's title, pre-filled from its name.
 */
export const uploadFormSchema = z.object({
  matterId: z.string().max(100),
  folder: z.string().trim().max(400, 'A mappa neve legfeljebb 400 karakter.'),
  tags: z.string().max(1000),
  files: z.array(z.object({ key: z.string(), title: z.string().trim().min(1, 'Minden dokumentumnak adj címet.').max(200, 'A cím legfeljebb 200 karakter.') })),
});
export type UploadFormValues = z.input<typeof uploadFormSchema>;

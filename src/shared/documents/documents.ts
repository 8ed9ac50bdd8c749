// Pure rules of the documents vault (issue 15, decisions 0170-0172): what may be stored, how big,
// how long a deleted document can be restored, and how a file name is made safe. No I/O here.
import type { PlanKey } from '../modules/registry';

/** Size limits per plan (decision 0170): one file, and the firm's whole vault (every version counts). */
export const documentPlanLimits: Readonly<Record<PlanKey, { maxFileBytes: number; storageBytes: number }>> = {
  alap: { maxFileBytes: 25 * 1024 * 1024, storageBytes: 5 * 1024 ** 3 },
  halado: { maxFileBytes: 100 * 1024 * 1024, storageBytes: 50 * 1024 ** 3 },
  profi: { maxFileBytes: 500 * 1024 * 1024, storageBytes: 500 * 1024 ** 3 },
};

/** Largest unpacked total of a DOCX (or other Office zip) the server parses (decision 0302; lib/docx/zip-limits.ts). */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Highest unpacked/packed ratio of a zip entry (above 1 MB unpacked) or of the whole archive. */
export const DOCX_MAX_RATIO = 100;

/** A soft-deleted document can be restored for this many days (then it may be purged). */
export const DOCUMENT_RESTORE_DAYS = 30;
/** Files accepted in one upload request. */
export const MAX_FILES_PER_UPLOAD = 20;

export const documentKinds = ['pdf', 'word', 'spreadsheet', 'image', 'text', 'other'] as const;

/** Where a version's text recognition stands (decision 0238); null on a version that needs none. */
export const ocrStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type OcrStatus = (typeof ocrStatuses)[number];

/**
 * Where a version's text extraction stands (issue 40 point 3, decision 0411): an upload answers
 * with `queued` and the documents.extract job reads the text after the answer; `done` when it was
 * read (or there was none to read), `failed` when the job gave up. A scan then goes on to OCR.
 */
export const extractionStatuses = ['queued', 'done', 'failed'] as const;
export type ExtractionStatus = (typeof extractionStatuses)[number];

/** Images Tesseract reads; PDFs are read when they have no text layer. */
export function needsOcr(mime: string, extractedText: string | null): boolean {
  if (extractedText) return false;
  return mime === 'application/pdf' || mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/webp' || mime === 'image/tiff';
}
export type DocumentKind = (typeof documentKinds)[number];

/**
 * The types the vault stores, by the type sniffed from the content (never the name or the
 * browser's claim). Plain text has no magic bytes: it is accepted when it is valid UTF-8 without
 * control characters (documents-content.ts).
 */
export const allowedMimeTypes: Readonly<Record<string, DocumentKind>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/msword': 'word',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/rtf': 'word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/tiff': 'image',
  'text/plain': 'text',
};

export function kindOfMime(mime: string): DocumentKind {
  return allowedMimeTypes[mime] ?? 'other';
}

/** Mime types shown in the browser as they are (images, PDF); everything else is downloaded. */
export function isInlineViewable(mime: string): boolean {
  return mime === 'application/pdf' || mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/webp';
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A file name safe to keep and to send back: the last path segment only, no control or
 * path characters, no leading dots, at most 200 characters (keeping the extension), and never
 * empty. Accents stay ("Szerződés – 2026.pdf" is a good name).
 */
export function sanitizeFileName(raw: string, fallback = 'dokumentum'): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 200 - ext.length).trimEnd() + ext;
  }
  return name || fallback;
}

/** The extension that matches a sniffed type, used when a name has none or a misleading one. */
export const extensionOfMime: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/rtf': 'rtf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'text/plain': 'txt',
};

/** A folder path like "Szerződések/2026": trimmed segments, no empty ones, at most 5 deep. */
export function normalizeFolder(raw: string): string {
  return raw
    .split('/')
    .map((s) => sanitizeFileName(s, '').slice(0, 80))
    .filter(Boolean)
    .slice(0, 5)
    .join('/');
}

/** Tags: trimmed, lower-cased, unique, at most 20 of at most 40 characters. */
export function normalizeTags(raw: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of raw) {
    const tag = t.trim().toLocaleLowerCase('hu').replace(/\s+/g, ' ').slice(0, 40);
    if (tag) out.add(tag);
  }
  return [...out].slice(0, 20);
}

/**
 * Hungarian file sizes for the UI: decimal comma, SI "kB" and a no-break space (U+00A0) between number and unit
 * so "8,7 kB" never wraps. The one formatter for file sizes; do not add another.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('hu-HU', { maximumFractionDigits: value < 10 ? 1 : 0 })}\u00a0${units[unit]}`;
}

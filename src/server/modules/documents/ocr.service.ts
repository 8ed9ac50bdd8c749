// A document's recognition (decision 0238) as the /api/ocr routes need it (decision 0270: out of
// the route file): its current version with the OCR columns, the view the screen shows, and a
// new request for the current version. Inside the request's tenant transaction (RLS).
import { and, eq } from 'drizzle-orm';
import { needsOcr } from '@shared/documents/documents';
import { documentVersions } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { queueOcr } from './document-ocr';
import { ocrColumns, ocrProgressOf, visibleDocument } from './documents.service';

async function currentVersion(tx: TenantTx, tenantId: string, documentId: string) {
  const doc = await visibleDocument(tx, tenantId, documentId);
  const [v] = await tx
    .select({ id: documentVersions.id, number: documentVersions.number, mime: documentVersions.mime, text: documentVersions.extractedText, extraction: documentVersions.extractionStatus, ...ocrColumns })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.number, doc.versionNumber)));
  if (!v) throw new HttpError(404, 'DOCUMENT_VERSION_NOT_FOUND');
  return { doc, v };
}

/** The document's current version: its recognition progress and text. */
export async function ocrView(tx: TenantTx, tenantId: string, id: string) {
  const { doc, v } = await currentVersion(tx, tenantId, id);
  return { documentId: doc.id, title: doc.title, versionNumber: v.number, mime: v.mime, ocr: ocrProgressOf(v), text: v.text };
}

/**
 * Queues the current version for recognition (409 OCR_ALREADY_QUEUED while one waits or runs;
 * or while the upload's text extraction waits; 409 OCR_NOT_APPLICABLE for a file with text, unless the last attempt failed). Returns the
 * document's id and the version's number for the audit entry.
 */
export async function requestOcr(tx: TenantTx, tenantId: string, id: string, requestedBy: string | null): Promise<{ documentId: string; version: number }> {
  const { doc, v } = await currentVersion(tx, tenantId, id);
  // While the upload's text is still being read (decision 0411) the extraction job decides on OCR itself.
  if (v.ocrStatus === 'queued' || v.ocrStatus === 'running' || v.extraction === 'queued') throw new HttpError(409, 'OCR_ALREADY_QUEUED');
  // A failed recognition may be asked again; a file with text (or a Word file) has nothing to read.
  if (v.ocrStatus !== 'failed' && !needsOcr(v.mime, v.text)) throw new HttpError(409, 'OCR_NOT_APPLICABLE');
  await queueOcr(tx, tenantId, v.id, requestedBy);
  return { documentId: doc.id, version: v.number };
}

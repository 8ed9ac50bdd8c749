// Who may see a vault document, for the documents module and the modules that link to its
// documents (the knowledge base's attachments, decision 0247). RLS decides: documents_visible lets
// the request's user see a firm's document, and a confidential matter's only within its team.
import { and, eq } from 'drizzle-orm';
import { documents } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../http-error';

/** The document if the request's user may see it, else 404; one in the bin is 409 unless allowed. */
export async function visibleDocument(tx: TenantTx, tenantId: string, id: string, options: { allowDeleted?: boolean } = {}) {
  const [doc] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
  if (!doc) throw notFound();
  if (doc.deletedAt && !options.allowDeleted) throw new HttpError(409, 'DOCUMENT_DELETED');
  return doc;
}

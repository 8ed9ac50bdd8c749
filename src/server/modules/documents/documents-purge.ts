// The bin's end (issue 15 point 1, decision 0205): a document soft-deleted longer ago than the
// restore period is deleted for good, with its versions; its stored files follow once no row
// refers to them any more. Documents held as AML identification evidence (an onboarding record
// refers to them) are kept: the Pmt. retention outlives the bin.
import { and, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { DOCUMENT_RESTORE_DAYS } from '@shared/documents/documents';
import type { Database } from '../../db/client';
import { blobDeletions, clientIntakeDocuments, documents, documentVersions } from '../../db/schema';
import { recordAudit } from '../../audit/audit';
import type { BlobStorage } from '../../storage';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a purged file's key waits before its bytes go: longer than any upload takes. */
export const BLOB_DELETE_GRACE_MS = 60 * 60 * 1000;
/** Documents purged per transaction, so one purge never holds a long lock. */
const BATCH = 200;

export interface PurgeResult {
  documents: number;
  files: number;
}

export async function purgeExpiredDocuments(db: Database, storage: BlobStorage, now = new Date()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - DOCUMENT_RESTORE_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: documents.id, tenantId: documents.tenantId, title: documents.title, deletedBy: documents.deletedBy })
        .from(documents)
        .where(
          and(
            isNotNull(documents.deletedAt),
            lt(documents.deletedAt, cutoff),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(clientIntakeDocuments)
                .where(eq(clientIntakeDocuments.documentId, documents.id)),
            ),
          ),
        )
        .limit(BATCH)
        // Locked against a restore from the bin meanwhile; the runtime runs one purge at a time (decision 0281).
        .for('update');
      if (!expired.length) return 0;
      const ids = expired.map((d) => d.id);
      const keys = await tx.selectDistinct({ tenantId: documentVersions.tenantId, storageKey: documentVersions.storageKey }).from(documentVersions).where(inArray(documentVersions.documentId, ids));
      await tx.delete(documents).where(inArray(documents.id, ids));
      if (keys.length)
        await tx
          .insert(blobDeletions)
          .values(keys.map((k) => ({ ...k, queuedAt: now })))
          .onConflictDoUpdate({ target: [blobDeletions.tenantId, blobDeletions.storageKey], set: { queuedAt: now } });
      for (const d of expired) {
        await recordAudit(tx, { action: 'document.purge', tenantId: d.tenantId, targetType: 'document', targetId: d.id, metadata: { title: d.title, restoreDays: DOCUMENT_RESTORE_DAYS } });
      }
      return expired.length;
    });
    purged += n;
    if (n < BATCH) break;
  }
  return { documents: purged, files: await deleteUnreferencedFiles(db, storage, now) };
}

/** Deletes the queued files that waited out the grace period and are still not referenced. */
async function deleteUnreferencedFiles(db: Database, storage: BlobStorage, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(blobDeletions)
    .where(lt(blobDeletions.queuedAt, new Date(now.getTime() - BLOB_DELETE_GRACE_MS)))
    .limit(1000);
  let deleted = 0;
  for (const entry of due) {
    const gone = await db.transaction(async (tx) => {
      // The key's row is locked while the file goes, so two instances never both delete it.
      const [claimed] = await tx
        .delete(blobDeletions)
        .where(and(eq(blobDeletions.tenantId, entry.tenantId), eq(blobDeletions.storageKey, entry.storageKey)))
        .returning();
      if (!claimed) return false;
      const [inUse] = await tx
        .select({ one: sql`1` })
        .from(documentVersions)
        .where(and(eq(documentVersions.tenantId, entry.tenantId), eq(documentVersions.storageKey, entry.storageKey)))
        .limit(1);
      if (inUse) return false;
      await storage.delete(entry.storageKey);
      return true;
    });
    if (gone) deleted++;
  }
  return deleted;
}

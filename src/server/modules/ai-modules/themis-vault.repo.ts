// Themis's vault as stored (decision 0252, moved out of the routes by decision 0270): the documents
// Themis may read with their indexing and embedding state, the matters the selection applies to,
// and the include/exclude flags. Every function runs in the firm's transaction with the user
// (RLS: a confidential matter and its documents exist only for its team).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { documentChunkEmbeddings, documents, documentVersions, matters } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import type { EmbeddingConfig } from './embeddings';

/** The vault's documents (500) and matters (200), embedding counts by the firm's current model. */
export async function vaultOf(tx: TenantTx, embedding: EmbeddingConfig | null) {
  // RLS: a confidential matter's documents appear only for its team.
  const embedded = tx
    .select({
      sourceId: documentChunkEmbeddings.sourceId,
      versionId: documentChunkEmbeddings.versionId,
      chunks: sql<number>`count(*)::int`.as('chunks'),
      at: sql<Date>`max(${documentChunkEmbeddings.embeddedAt})`.as('at'),
    })
    .from(documentChunkEmbeddings)
    .where(and(eq(documentChunkEmbeddings.sourceType, 'document'), eq(documentChunkEmbeddings.model, embedding?.model ?? '')))
    .groupBy(documentChunkEmbeddings.sourceId, documentChunkEmbeddings.versionId)
    .as('embedded');
  const rows = await tx
    .select({
      id: documents.id,
      title: documents.title,
      matterId: documents.matterId,
      matterTitle: matters.title,
      confidential: sql<boolean>`coalesce(${matters.confidential}, false)`,
      characters: sql<number>`coalesce(length(${documentVersions.extractedText}), 0)::int`,
      indexed: sql<boolean>`${documentVersions.extractedText} is not null`,
      indexedAt: documentVersions.uploadedAt,
      embeddedChunks: sql<number>`coalesce(${embedded.chunks}, 0)::int`,
      embeddedAt: sql<string | null>`${embedded.at}`,
      included: sql<boolean>`not ${documents.themisExcluded}`,
      matterIncluded: sql<boolean>`not coalesce(${matters.themisExcluded}, false)`,
    })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .leftJoin(matters, eq(matters.id, documents.matterId))
    .leftJoin(embedded, and(eq(embedded.sourceId, documents.id), eq(embedded.versionId, documents.currentVersionId)))
    .where(and(isNull(documents.deletedAt)))
    .orderBy(sql`${matters.title} nulls first`, desc(documents.updatedAt))
    .limit(500);
  // The matters the selection applies to: those with documents, and any left out (RLS again).
  // Drizzle writes a select field's column without its table ("id"), which inside the
  // subquery would mean d.id: the outer matter is named in full.
  const matterIdOutside = sql.raw('"matters"."id"');
  const matterRows = await tx
    .select({
      id: matters.id,
      number: matters.number,
      title: matters.title,
      confidential: matters.confidential,
      included: sql<boolean>`not ${matters.themisExcluded}`,
      documents: sql<number>`(select count(*) from documents d where d.matter_id = ${matterIdOutside} and d.deleted_at is null)::int`,
    })
    .from(matters)
    .where(sql`${matters.themisExcluded} or exists (select 1 from documents d where d.matter_id = ${matterIdOutside} and d.deleted_at is null)`)
    .orderBy(matters.title)
    .limit(200);
  return {
    embedding,
    matters: matterRows,
    items: rows.map((r) => ({ ...r, matterTitle: r.matterTitle ?? null, indexedAt: r.indexedAt.toISOString(), embeddedAt: r.embeddedAt ? new Date(r.embeddedAt).toISOString() : null })),
  };
}

/** A document in or out of the vault: its id and title, or undefined when not found. */
export async function setDocumentExcluded(tx: TenantTx, id: string, excluded: boolean): Promise<{ id: string; label: string } | undefined> {
  const [row] = await tx
    .update(documents)
    .set({ themisExcluded: excluded })
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .returning({ id: documents.id, label: documents.title });
  return row;
}

/** A matter's documents in or out of the vault: its id and number, or undefined when not found. */
export async function setMatterExcluded(tx: TenantTx, id: string, excluded: boolean): Promise<{ id: string; label: string } | undefined> {
  const [row] = await tx.update(matters).set({ themisExcluded: excluded }).where(eq(matters.id, id)).returning({ id: matters.id, label: matters.number });
  return row;
}

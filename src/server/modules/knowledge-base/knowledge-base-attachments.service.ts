// Attachments of knowledge-base articles (decision 0247): links from an article to vault
// documents. RLS on knowledge_article_documents and on documents keeps a confidential matter's
// document (and its link) to the matter's team, so the list never shows it to anyone else; the
// vault decides who may see a document (visibleDocument), nothing here repeats that rule.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { KB_ATTACHMENTS_MAX, kbAttachmentVisibleToCustomers, type KbAttachment } from '@shared/knowledge-base/knowledge-base';
import { documents, kbArticleDocuments, matters, users } from '../../db/schema';
import { columnsOf } from '../../db/columns-of';
import type { TenantTx } from '../../db/tenant-scope';
import { visibleDocument } from '../../lib/documents/document-access';
import { DomainError } from '../../lib/domain-error';
import type { PersonActor } from '../../actor/actor';

/** Who reads or writes the knowledge base: the tenant and the person (a user, an API key's owner, an automation's author). */
type Actor = Pick<PersonActor, 'tenantId' | 'userId'>;

const attacher = alias(users, 'kb_attacher');

export async function listAttachments(tx: TenantTx, actor: Actor, articleId: string, documentId?: string): Promise<KbAttachment[]> {
  const rows = await tx
    .select({
      documentId: documents.id,
      ...columnsOf(documents, 'title', 'fileName', 'mime', 'sizeBytes', 'matterId', 'clientContactId'),
      matterNumber: matters.number,
      matterTitle: matters.title,
      matterConfidential: matters.confidential,
      attachedById: kbArticleDocuments.createdBy,
      attachedByName: attacher.name,
      attachedAt: kbArticleDocuments.createdAt,
    })
    .from(kbArticleDocuments)
    .innerJoin(documents, eq(documents.id, kbArticleDocuments.documentId))
    .leftJoin(matters, eq(matters.id, documents.matterId))
    .leftJoin(attacher, eq(attacher.id, kbArticleDocuments.createdBy))
    .where(
      and(
        eq(kbArticleDocuments.tenantId, actor.tenantId),
        eq(kbArticleDocuments.articleId, articleId),
        documentId ? eq(kbArticleDocuments.documentId, documentId) : undefined,
        // A document in the vault's bin is not offered; restored, it is an attachment again.
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.title), asc(documents.id));
  return rows.map((r) => ({
    documentId: r.documentId,
    title: r.title,
    fileName: r.fileName,
    mime: r.mime,
    sizeBytes: r.sizeBytes,
    matter: r.matterId && r.matterNumber ? { id: r.matterId, number: r.matterNumber, title: r.matterTitle ?? '', confidential: r.matterConfidential ?? false } : null,
    customerVisible: kbAttachmentVisibleToCustomers(r),
    attachedBy: r.attachedById && r.attachedByName ? { id: r.attachedById, name: r.attachedByName } : null,
    attachedAt: r.attachedAt.toISOString(),
  }));
}

/** The vault document the user may attach: visible to them (else 404 in the knowledge base's words) and not in the bin. */
export async function attachableDocument(tx: TenantTx, actor: Actor, documentId: string) {
  try {
    return await visibleDocument(tx, actor.tenantId, documentId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') throw new DomainError('KB_ATTACHMENT_DOCUMENT_NOT_FOUND');
    throw error;
  }
}

/** Refuses a full article before a file is stored or a link written. */
export async function assertRoomForAttachment(tx: TenantTx, actor: Actor, articleId: string): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(kbArticleDocuments)
    .where(and(eq(kbArticleDocuments.tenantId, actor.tenantId), eq(kbArticleDocuments.articleId, articleId)));
  if ((row?.n ?? 0) >= KB_ATTACHMENTS_MAX) throw new DomainError('KB_ATTACHMENTS_FULL');
}

/** Links a visible document to the article (the caller checked the article); the new attachment. */
export async function attachDocument(tx: TenantTx, actor: Actor, articleId: string, documentId: string): Promise<KbAttachment> {
  const doc = await attachableDocument(tx, actor, documentId);
  await assertRoomForAttachment(tx, actor, articleId);
  const inserted = await tx.insert(kbArticleDocuments).values({ tenantId: actor.tenantId, articleId, documentId: doc.id, createdBy: actor.userId }).onConflictDoNothing().returning({ id: kbArticleDocuments.documentId });
  if (inserted.length === 0) throw new DomainError('KB_ATTACHMENT_EXISTS');
  const [attachment] = await listAttachments(tx, actor, articleId, doc.id);
  return attachment!;
}

/** Removes the link (the document stays in the vault); 404 when there is none the user may see. */
export async function detachDocument(tx: TenantTx, actor: Actor, articleId: string, documentId: string): Promise<{ title: string }> {
  const removed = await tx
    .delete(kbArticleDocuments)
    .where(and(eq(kbArticleDocuments.tenantId, actor.tenantId), eq(kbArticleDocuments.articleId, articleId), eq(kbArticleDocuments.documentId, documentId)))
    .returning({ documentId: kbArticleDocuments.documentId });
  if (removed.length === 0) throw new DomainError('KB_ATTACHMENT_NOT_FOUND');
  const [doc] = await tx.select({ title: documents.title }).from(documents).where(eq(documents.id, documentId));
  return { title: doc?.title ?? '' };
}

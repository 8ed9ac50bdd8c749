// The knowledge base's reads and changes as services (issue 33.1/33.2, decisions 0290, 0291,
// 0293): reading needs canViewDocuments, writing canGenerateDocuments, checked here for every
// caller; each change writes its audit entry and domain event in the caller's transaction.
import type { z } from 'zod';
import type { KbArticle, KbAttachment, kbArticleBodySchema, kbListQuerySchema, KbRevision, KbVisibility } from '@shared/knowledge-base/knowledge-base';
import { type Actor, asPerson, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { assertRoomForAttachment, attachDocument, detachDocument, listAttachments } from './knowledge-base-attachments.service';
import { changeVisibility, createArticle, deleteArticle, getArticle, listArticles, listRevisions, updateArticle } from './knowledge-base.service';
import './knowledge-base.events';

type Body = z.output<typeof kbArticleBodySchema>;
const subjectOf = (id: string) => ({ type: 'kb_article', id });

export function articleList(tx: TenantTx, actor: Actor, query: z.output<typeof kbListQuerySchema>) {
  authorize(actor, 'canViewDocuments');
  return listArticles(tx, asPerson(actor), query);
}

export function article(tx: TenantTx, actor: Actor, id: string): Promise<KbArticle> {
  authorize(actor, 'canViewDocuments');
  return getArticle(tx, asPerson(actor), id);
}

export function articleRevisions(tx: TenantTx, actor: Actor, id: string): Promise<KbRevision[]> {
  authorize(actor, 'canViewDocuments');
  return listRevisions(tx, asPerson(actor), id);
}

/** A new article with its first revision: `kb.create`, `knowledge.article.created`. */
export async function addArticle(tx: TenantTx, actor: Actor, body: Body): Promise<KbArticle> {
  authorize(actor, 'canGenerateDocuments');
  const person = asPerson(actor);
  const id = await createArticle(tx, person, body);
  await audit(tx, actor, 'kb.create', subjectOf(id), { title: body.title, category: body.category });
  await emit(tx, actor, 'knowledge.article.created', subjectOf(id), { title: body.title, category: body.category, visibility: body.visibility, version: 1 });
  return getArticle(tx, person, id);
}

/** A new revision: `kb.update`, `knowledge.article.updated`. */
export async function reviseArticle(tx: TenantTx, actor: Actor, id: string, body: Body): Promise<KbArticle> {
  authorize(actor, 'canGenerateDocuments');
  const person = asPerson(actor);
  const version = await updateArticle(tx, person, id, body);
  await audit(tx, actor, 'kb.update', subjectOf(id), { version, title: body.title });
  await emit(tx, actor, 'knowledge.article.updated', subjectOf(id), { title: body.title, category: body.category, visibility: body.visibility, version });
  return getArticle(tx, person, id);
}

/**
 * Shows the article to the firm's customers in their FAQ, or hides it again (decision 0409): not a
 * new revision – the text does not change – but audited (`kb.visibility`) and an update event.
 */
export async function setArticleVisibility(tx: TenantTx, actor: Actor, id: string, visibility: KbVisibility): Promise<KbArticle> {
  authorize(actor, 'canGenerateDocuments');
  const person = asPerson(actor);
  const before = await changeVisibility(tx, person, id, visibility);
  if (before.visibility !== visibility) {
    await audit(tx, actor, 'kb.visibility', subjectOf(id), { from: before.visibility, to: visibility });
    await emit(tx, actor, 'knowledge.article.updated', subjectOf(id), { title: before.title, category: before.category, visibility, version: before.version });
  }
  return getArticle(tx, person, id);
}

/** Deletes the article with its revisions: `kb.delete`, `knowledge.article.deleted`. */
export async function removeArticle(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'canGenerateDocuments');
  const removed = await deleteArticle(tx, asPerson(actor), id);
  await audit(tx, actor, 'kb.delete', subjectOf(id), removed);
  await emit(tx, actor, 'knowledge.article.deleted', subjectOf(id), removed);
}

export async function articleAttachments(tx: TenantTx, actor: Actor, articleId: string): Promise<KbAttachment[]> {
  authorize(actor, 'canViewDocuments');
  const person = asPerson(actor);
  await getArticle(tx, person, articleId);
  return listAttachments(tx, person, articleId);
}

/** Links a vault document the actor may see (`source` 'vault'), or one just uploaded for the article ('upload'). */
export async function attachToArticle(tx: TenantTx, actor: Actor, articleId: string, documentId: string, source: 'vault' | 'upload' = 'vault'): Promise<KbAttachment> {
  authorize(actor, 'canGenerateDocuments');
  const person = asPerson(actor);
  await getArticle(tx, person, articleId);
  const attached = await attachDocument(tx, person, articleId, documentId);
  await audit(tx, actor, 'kb.attach', subjectOf(articleId), { documentId: attached.documentId, title: attached.title, source });
  return attached;
}

/** Before an upload stores a byte: the article exists for the actor and has room. */
export async function assertArticleTakesUpload(tx: TenantTx, actor: Actor, articleId: string): Promise<void> {
  authorize(actor, 'canGenerateDocuments');
  const person = asPerson(actor);
  await getArticle(tx, person, articleId);
  await assertRoomForAttachment(tx, person, articleId);
}

/** Removes the link; the document stays in the vault. */
export async function detachFromArticle(tx: TenantTx, actor: Actor, articleId: string, documentId: string): Promise<void> {
  authorize(actor, 'canGenerateDocuments');
  const person = asPerson(actor);
  await getArticle(tx, person, articleId);
  const removed = await detachDocument(tx, person, articleId, documentId);
  await audit(tx, actor, 'kb.detach', subjectOf(articleId), { documentId, title: removed.title });
}

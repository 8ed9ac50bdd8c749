// The contacts module's reads and changes as services (issue 33.1/33.2, decisions 0290, 0291,
// 0293): each takes the Actor, checks its permission (canView/Create/EditContacts), and writes its
// audit entry and domain event in the caller's transaction. The routes parse, call and shape.
import type { z } from 'zod';
import type { ContactActivityKind, ContactDetail, ContactKind, ContactLinkRole, ContactValues, mergeBodySchema } from '@shared/contacts/contacts.schemas';
import { type Actor, asPerson, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { notFound } from '../../lib/domain-error';
import { contactsRepo, type ContactsRepo, rowValues } from './contacts.repo';
import { createContact, type ImportCheck, mergeContacts, previewMerge, toDto, updateContact } from './contacts.service';
import './contacts.events';

const subjectOf = (id: string) => ({ type: 'contact', id });
const repoOf = (tx: TenantTx, actor: Actor) => contactsRepo(tx, actor.tenantId);

async function detailOf(repo: ContactsRepo, id: string): Promise<ContactDetail> {
  const row = await repo.get(id);
  if (!row) throw notFound();
  const [links, timeline] = [await repo.links(id), await repo.timeline(id)];
  return {
    ...toDto(row),
    links: links.map((l) => ({ id: l.id, role: l.role as ContactLinkRole, title: l.title, contact: { id: l.otherId, name: l.otherName, kind: l.otherKind as ContactKind } })),
    timeline: timeline.map((a) => ({ id: a.id, kind: a.kind as ContactActivityKind, actorName: a.actorName, details: a.details ?? null, createdAt: a.createdAt.toISOString() })),
  };
}

/** A contact with its links and timeline (canViewContacts); 404 when there is none. */
export function contactDetail(tx: TenantTx, actor: Actor, id: string): Promise<ContactDetail> {
  authorize(actor, 'canViewContacts');
  return detailOf(repoOf(tx, actor), id);
}

export function contactDuplicates(tx: TenantTx, actor: Actor) {
  authorize(actor, 'canViewContacts');
  return repoOf(tx, actor).duplicates();
}

/** Every live contact for the CSV export (canViewContacts), audited as `contacts.export`. */
export async function exportContacts(tx: TenantTx, actor: Actor) {
  authorize(actor, 'canViewContacts');
  const rows = await repoOf(tx, actor).all();
  await audit(tx, actor, 'contacts.export', null, { count: rows.length });
  return rows;
}

/** A new contact (canCreateContacts): `contact.created`. */
export async function addContact(tx: TenantTx, actor: Actor, values: ContactValues): Promise<ContactDetail> {
  authorize(actor, 'canCreateContacts');
  const repo = repoOf(tx, actor);
  const row = await createContact(repo, values, asPerson(actor).userId);
  await emit(tx, actor, 'contact.created', subjectOf(row.id), { kind: values.kind, name: row.name });
  return detailOf(repo, row.id);
}

/** Replaces a contact's data (canEditContacts): `contact.updated`; 404 when there is none. */
export async function changeContact(tx: TenantTx, actor: Actor, id: string, values: ContactValues): Promise<ContactDetail> {
  authorize(actor, 'canEditContacts');
  const repo = repoOf(tx, actor);
  const row = await updateContact(repo, id, values, asPerson(actor).userId);
  if (!row) throw notFound();
  await emit(tx, actor, 'contact.updated', subjectOf(row.id), { kind: values.kind, name: row.name });
  return detailOf(repo, row.id);
}

/** Archives a contact (canEditContacts): `contacts.delete`, `contact.deleted`; 404 when there is none. */
export async function removeContact(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'canEditContacts');
  const row = await repoOf(tx, actor).softDelete(id, asPerson(actor).userId);
  if (!row) throw notFound();
  await audit(tx, actor, 'contacts.delete', subjectOf(row.id), { name: row.name });
  await emit(tx, actor, 'contact.deleted', subjectOf(row.id), { name: row.name });
}

export async function contactMergePreview(tx: TenantTx, actor: Actor, targetId: string, sourceId: string) {
  authorize(actor, 'canEditContacts');
  const preview = await previewMerge(repoOf(tx, actor), targetId, sourceId);
  if (!preview) throw notFound();
  return preview;
}

/** Merges the source into the target (canEditContacts): `contacts.merge`, `contact.merged`. */
export async function mergeContactsFor(tx: TenantTx, actor: Actor, targetId: string, body: z.output<typeof mergeBodySchema>): Promise<ContactDetail> {
  authorize(actor, 'canEditContacts');
  const repo = repoOf(tx, actor);
  const merged = await mergeContacts(repo, targetId, body, asPerson(actor).userId);
  if (!merged) throw notFound();
  const subject = subjectOf(merged.row.id);
  await audit(tx, actor, 'contacts.merge', subject, { sourceId: merged.source.id, sourceName: merged.source.name, choices: body.choices ?? {} });
  await emit(tx, actor, 'contact.merged', subject, { sourceId: merged.source.id, sourceName: merged.source.name });
  return detailOf(repo, merged.row.id);
}

/** Imports checked CSV rows, all or nothing (canCreateContacts), audited as `contacts.import`. */
export async function importContacts(tx: TenantTx, actor: Actor, check: ImportCheck): Promise<number> {
  authorize(actor, 'canCreateContacts');
  await repoOf(tx, actor).insertMany(
    check.rows.map((row) => rowValues(row.values!)),
    asPerson(actor).userId,
    'imported',
  );
  await audit(tx, actor, 'contacts.import', null, { count: check.rows.length });
  return check.rows.length;
}

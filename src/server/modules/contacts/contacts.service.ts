// Contact rules that span several rows: create/update with links, merge, CSV import. Each runs
// inside the request's withTenant transaction, so a refusal part-way leaves nothing behind.
import type { z } from 'zod';
import {
  contactInputSchema,
  type mergeBodySchema,
  type Contact,
  type ContactSummary,
  type ContactValues,
  type MergeableField,
  type MergeBody,
  type MergePreview,
  type MergeSide,
  mergeableFields,
} from '@shared/contacts/contacts.schemas';
import { csvToContactInputs } from '@shared/contacts/contacts-csv';
import type { IdDocumentType } from '@shared/hu/id-document';
import { HttpError } from '../../lib/http-error';
import type { TenantTx } from '../../db/tenant-scope';
import { type ContactDtoRow, type ContactsRepo, contactsRepo, rowValues } from './contacts.repo';

const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

export function toDto(row: ContactDtoRow): Contact {
  return {
    id: row.id,
    kind: row.kind as Contact['kind'],
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    familyName: row.familyName,
    givenName: row.givenName,
    birthName: row.birthName,
    birthPlace: row.birthPlace,
    birthDate: row.birthDate,
    mothersName: row.mothersName,
    idDocument: row.idDocumentType && row.idDocumentNumber ? { type: row.idDocumentType as IdDocumentType, number: row.idDocumentNumber } : null,
    taxNumber: row.taxNumber,
    euVatNumber: row.euVatNumber,
    companyRegNumber: row.companyRegNumber,
    address: row.address ?? null,
    bankAccount: row.bankAccount,
    iban: row.iban,
    tags: row.tags,
    notes: row.notes,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toSummary(row: ContactDtoRow): ContactSummary {
  return { id: row.id, kind: row.kind as ContactSummary['kind'], name: row.name, email: row.email, taxNumber: row.taxNumber, createdAt: iso(row.createdAt) };
}

/** Refuses links to anything but this firm's live organisations (another firm's id reads as unknown). */
async function checkLinks(repo: ContactsRepo, values: ContactValues) {
  const ids = (values.links ?? []).map((l) => l.organisationId);
  const known = await repo.organisationIds(ids);
  if (ids.some((id) => !known.has(id))) throw new HttpError(400, 'CONTACT_LINK_INVALID');
}

export async function createContact(repo: ContactsRepo, values: ContactValues, actorUserId: string) {
  await checkLinks(repo, values);
  const row = await repo.insert(rowValues(values), actorUserId);
  if (values.links)
    await repo.replaceLinks(
      row.id,
      values.links.map((l) => ({ ...l, title: l.title ?? null })),
      actorUserId,
    );
  return row;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** createContact for a caller outside this module, which holds a transaction rather than a repo. */
export async function createContactInFirm(tx: TenantTx, tenantId: string, values: ContactValues, actorUserId: string) {
  return createContact(contactsRepo(tx, tenantId), values, actorUserId);
}

export async function updateContact(repo: ContactsRepo, id: string, values: ContactValues, actorUserId: string) {
  const before = await repo.get(id);
  if (!before) return null;
  if (before.kind !== values.kind) throw new HttpError(409, 'CONTACT_KIND_CHANGE');
  await checkLinks(repo, values);
  const next = rowValues(values);
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => !same(before[k], next[k]));
  const row = await repo.update(id, next, actorUserId, changed);
  if (row && values.links && values.kind === 'person')
    await repo.replaceLinks(
      id,
      values.links.map((l) => ({ ...l, title: l.title ?? null })),
      actorUserId,
    );
  return row;
}

// Merge

function fieldValue(c: Contact, field: MergeableField): unknown {
  return c[field];
}

const personOnly: readonly MergeableField[] = ['familyName', 'givenName', 'birthName', 'birthPlace', 'birthDate', 'mothersName', 'idDocument'];
/** The fields a merge chooses for this kind: a person's name follows its parts, an organisation has no birth data. */
export function mergeFieldsOf(kind: Contact['kind']): MergeableField[] {
  return mergeableFields.filter((f) => (kind === 'person' ? f !== 'name' && f !== 'companyRegNumber' : !personOnly.includes(f)));
}
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Per field: the target's value wins unless it is empty and the source has one. */
export function defaultWinner(target: Contact, source: Contact, field: MergeableField): MergeSide {
  return isEmpty(fieldValue(target, field)) && !isEmpty(fieldValue(source, field)) ? 'source' : 'target';
}

async function mergePair(repo: ContactsRepo, targetId: string, sourceId: string) {
  if (targetId === sourceId) throw new HttpError(400, 'CONTACT_MERGE_SAME');
  const [targetRow, sourceRow] = [await repo.get(targetId), await repo.get(sourceId)];
  if (!targetRow || !sourceRow) return null;
  if (targetRow.kind !== sourceRow.kind) throw new HttpError(409, 'CONTACT_MERGE_KIND');
  return { targetRow, sourceRow, target: toDto(targetRow), source: toDto(sourceRow) };
}

export async function previewMerge(repo: ContactsRepo, targetId: string, sourceId: string): Promise<MergePreview | null> {
  const pair = await mergePair(repo, targetId, sourceId);
  if (!pair) return null;
  const { target, source } = pair;
  const counts = await repo.countsOf(sourceId);
  return {
    target,
    source,
    fields: mergeFieldsOf(target.kind)
      .filter((f) => !isEmpty(fieldValue(target, f)) || !isEmpty(fieldValue(source, f)))
      .map((field) => ({ field, target: fieldValue(target, field) ?? null, source: fieldValue(source, field) ?? null, winner: defaultWinner(target, source, field) })),
    tags: [...new Set([...target.tags, ...source.tags])],
    movedLinks: counts.links,
    movedActivities: counts.activities,
  };
}

/**
 * Merges `sourceId` into `targetId`: chosen field values, tags united, both notes kept, every
 * link and timeline entry moved, the source soft-deleted pointing at the target.
 */
export async function mergeContacts(repo: ContactsRepo, targetId: string, body: z.output<typeof mergeBodySchema>, actorUserId: string) {
  const pair = await mergePair(repo, targetId, body.sourceId);
  if (!pair) return null;
  const { target, source, targetRow, sourceRow } = pair;
  const choices = (body.choices ?? {}) as MergeBody['choices'] & object;
  const merged: Record<string, unknown> = {};
  const fromSource: MergeableField[] = [];
  for (const field of mergeFieldsOf(target.kind)) {
    const side = choices[field] ?? defaultWinner(target, source, field);
    merged[field] = side === 'source' ? fieldValue(source, field) : fieldValue(target, field);
    if (side === 'source' && !same(fieldValue(source, field), fieldValue(target, field))) fromSource.push(field);
  }
  const notes = [targetRow.notes, sourceRow.notes].filter((n): n is string => !!n && n.trim() !== '');
  const update = {
    ...rowValues({ ...(merged as unknown as ContactValues), kind: target.kind, tags: [...new Set([...target.tags, ...source.tags])], notes: [...new Set(notes)].join('\n\n') || null }),
    company: (merged.company as string | null) ?? null,
  };
  await repo.moveRelations(source.id, target.id);
  await repo.softDelete(source.id, actorUserId, target.id);
  const row = await repo.update(target.id, update, actorUserId, []);
  await repo.activity(target.id, 'merged', actorUserId, { sourceId: source.id, sourceName: source.name, fieldsFromSource: fromSource });
  return { row: row!, source };
}

// CSV import

export interface ImportCheck {
  rows: { line: number; name: string; kind: Contact['kind'] | null; errors: Record<string, string>; values: ContactValues | null }[];
  unknownColumns: string[];
}

export const IMPORT_MAX_ROWS = 2000;

/** Validates every row of the file with the same schema as the form; no row is written. */
export function checkImport(csv: string): ImportCheck {
  const { rows, unknownColumns } = csvToContactInputs(csv);
  if (rows.length === 0) throw new HttpError(400, 'CONTACT_IMPORT_EMPTY');
  if (rows.length > IMPORT_MAX_ROWS) throw new HttpError(400, 'CONTACT_IMPORT_TOO_LARGE');
  return {
    unknownColumns,
    rows: rows.map(({ line, input }) => {
      const { links: _ignored, ...withoutLinks } = input;
      const parsed = contactInputSchema.safeParse(withoutLinks);
      const name = [input.name, input.familyName, input.givenName].filter(Boolean).join(' ').trim();
      const kind = input.kind === 'person' || input.kind === 'organisation' ? input.kind : null;
      if (parsed.success) return { line, name, kind, errors: {}, values: parsed.data };
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
      return { line, name, kind, errors, values: null };
    }),
  };
}

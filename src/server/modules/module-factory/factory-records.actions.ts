// A firm's records of a published factory module as services (issue 33.1/33.2, decisions 0290,
// 0291, 0293): reading needs canViewContacts, creating canCreateContacts, changing and deleting
// canEditContacts – checked here for every caller (a route, an API key, an automation) – and each
// change writes its audit entry and domain event in the caller's transaction.
import { buildRecordSchema, factoryMessages, linkedIds, recordErrors, type FactoryRecordData } from '@shared/module-factory/record-schema';
import { visibleData } from '@shared/module-factory/versioning';
import { type Actor, asPerson, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError, notFound } from '../../lib/domain-error';
import { latestPublished, type PublishedDefinition } from './factory.repo';
import { factoryRecordsRepo, type FactoryRecordRow } from './factory-records.repo';
import './factory-records.events';

interface Scope {
  repo: ReturnType<typeof factoryRecordsRepo>;
  published: PublishedDefinition;
}

const subjectOf = (id: string) => ({ type: 'factory_record', id });

/** The module's latest published definition and its records' repository; 404 once unpublished. */
async function scopeOf(tx: TenantTx, actor: Actor, moduleKey: string): Promise<Scope> {
  const published = await latestPublished(tx, moduleKey);
  if (!published) throw new DomainError('MODULE_NOT_FOUND');
  return { repo: factoryRecordsRepo(tx, actor.tenantId, moduleKey), published };
}

function toDto(published: PublishedDefinition, row: FactoryRecordRow) {
  return {
    id: row.id,
    data: visibleData(published.definition, row.data),
    definitionVersion: row.definitionVersion,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The names of the contacts and matters the rows link to, for display. */
async function linksOf(scope: Scope, rows: FactoryRecordRow[]) {
  const ids = (type: 'contact' | 'matter') => rows.flatMap((row) => linkedIds(scope.published.definition, row.data as FactoryRecordData, type).map((l) => l.id));
  return { contacts: await scope.repo.contactNames(ids('contact')), matters: await scope.repo.matterNames(ids('matter')) };
}

async function recordAnswer(scope: Scope, row: FactoryRecordRow) {
  return { record: toDto(scope.published, row), ...(await linksOf(scope, [row])) };
}

/**
 * Validates `input` against the latest version, its contact links against the firm's contacts and
 * its matter links against the matters the user sees (issue 38.15). A matter link kept unchanged
 * from `current` is not checked again: a colleague outside a confidential matter's team may still
 * edit the record's other fields without being told which matter it is.
 */
async function validated(scope: Scope, input: Record<string, unknown>, current: Record<string, unknown> = {}): Promise<FactoryRecordData> {
  const parsed = buildRecordSchema(scope.published.definition).safeParse(input);
  if (!parsed.success) throw new DomainError('VALIDATION_ERROR', undefined, recordErrors(parsed.error));
  const contactLinks = linkedIds(scope.published.definition, parsed.data, 'contact');
  const matterLinks = linkedIds(scope.published.definition, parsed.data, 'matter').filter((l) => current[l.key] !== l.id);
  const knownContacts = await scope.repo.contactNames(contactLinks.map((l) => l.id));
  const knownMatters = await scope.repo.matterNames(matterLinks.map((l) => l.id));
  const missing = [
    ...contactLinks.filter((l) => !knownContacts[l.id]).map((l) => [l.key, factoryMessages.contactMissing]),
    ...matterLinks.filter((l) => !knownMatters[l.id]).map((l) => [l.key, factoryMessages.matterMissing]),
  ];
  if (missing.length) throw new DomainError('VALIDATION_ERROR', undefined, Object.fromEntries(missing));
  return parsed.data;
}

/** The module's latest published definition. */
export async function factoryModuleInfo(tx: TenantTx, actor: Actor, moduleKey: string) {
  authorize(actor, 'canViewContacts');
  const { published } = await scopeOf(tx, actor, moduleKey);
  return { key: moduleKey, ...published };
}

export async function factoryRecordList(tx: TenantTx, actor: Actor, moduleKey: string, page: { limit: number; offset: number }) {
  authorize(actor, 'canViewContacts');
  const scope = await scopeOf(tx, actor, moduleKey);
  const { items, total } = await scope.repo.list(page.limit, page.offset);
  return { items: items.map((row) => toDto(scope.published, row)), total, ...(await linksOf(scope, items)) };
}

export async function factoryRecord(tx: TenantTx, actor: Actor, moduleKey: string, id: string) {
  authorize(actor, 'canViewContacts');
  const scope = await scopeOf(tx, actor, moduleKey);
  const row = await scope.repo.get(id);
  if (!row) throw notFound();
  return recordAnswer(scope, row);
}

/** A new record: `factory_records.create`, `factory_record.created`. */
export async function addFactoryRecord(tx: TenantTx, actor: Actor, moduleKey: string, input: Record<string, unknown>) {
  authorize(actor, 'canCreateContacts');
  const scope = await scopeOf(tx, actor, moduleKey);
  const data = await validated(scope, input);
  const row = await scope.repo.insert({ data, definitionVersion: scope.published.version, createdBy: asPerson(actor).userId });
  // Field names only: the values may be personal data and stay in the record itself.
  const fields = Object.keys(data);
  await audit(tx, actor, 'factory_records.create', subjectOf(row.id), { module: moduleKey, fields });
  await emit(tx, actor, 'factory_record.created', subjectOf(row.id), { module: moduleKey, definitionVersion: row.definitionVersion, fields });
  return recordAnswer(scope, row);
}

/**
 * Changes a record: it moves to the latest version, its shown fields validated again; values of
 * fields removed since stay in storage untouched. `factory_records.update`, `factory_record.updated`.
 */
export async function changeFactoryRecord(tx: TenantTx, actor: Actor, moduleKey: string, id: string, input: Record<string, unknown>) {
  authorize(actor, 'canEditContacts');
  const scope = await scopeOf(tx, actor, moduleKey);
  const current = await scope.repo.get(id);
  if (!current) throw notFound();
  const data = await validated(scope, { ...visibleData(scope.published.definition, current.data), ...input }, current.data);
  const row = await scope.repo.update(current.id, { data: { ...current.data, ...data }, definitionVersion: scope.published.version });
  if (!row) throw notFound();
  const fields = Object.keys(data).filter((field) => JSON.stringify((current.data as FactoryRecordData)[field]) !== JSON.stringify(data[field]));
  await audit(tx, actor, 'factory_records.update', subjectOf(row.id), { module: moduleKey, changedFields: fields });
  await emit(tx, actor, 'factory_record.updated', subjectOf(row.id), { module: moduleKey, definitionVersion: row.definitionVersion, fields });
  return recordAnswer(scope, row);
}

/** Deletes a record: `factory_records.delete`, `factory_record.deleted`. */
export async function removeFactoryRecord(tx: TenantTx, actor: Actor, moduleKey: string, id: string): Promise<void> {
  authorize(actor, 'canEditContacts');
  const scope = await scopeOf(tx, actor, moduleKey);
  if (!(await scope.repo.remove(id))) throw notFound();
  await audit(tx, actor, 'factory_records.delete', subjectOf(id), { module: moduleKey });
  await emit(tx, actor, 'factory_record.deleted', subjectOf(id), { module: moduleKey, definitionVersion: null, fields: [] });
}

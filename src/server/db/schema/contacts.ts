import { sql, type SQL } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCENT_FROM, ACCENT_PLAIN } from '../../../shared/contacts/search-key';
import { customerOwnPolicy, tenantIsolationPolicy } from './rls';
import { tenantIdColumn, uuidPrimaryKey } from './columns';

/** Postal address as stored: lakcím of a person, székhely of an organisation. */
export interface StoredAddress {
  country: string;
  postalCode: string;
  city: string;
  street: string;
}

/** The database side of `contactSearchKey` (shared/contacts/search-key.ts), one definition for column and queries. */
export function searchKeySql(value: SQL | string): SQL {
  const input = typeof value === 'string' ? sql`${value}` : value;
  return sql`lower(translate(${input}, ${sql.raw(`'${ACCENT_FROM}'`)}, ${sql.raw(`'${ACCENT_PLAIN}'`)}))`;
}

/** The id and tenant of every row of the contacts tables (fresh builders per table). */
function tenantOwnedColumns() {
  return {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
  };
}

export const contacts = pgTable(
  'contacts',
  {
    ...tenantOwnedColumns(),
    /** 'person' | 'organisation' */
    kind: text('kind').notNull().default('person'),
    /** Display name: "Családi Utónév" of a person, the organisation's name. */
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Free-text employer of the first contacts (before links existed); kept for old clients. */
    company: text('company'),
    // Person
    familyName: text('family_name'),
    givenName: text('given_name'),
    birthName: text('birth_name'),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date', { mode: 'string' }),
    mothersName: text('mothers_name'),
    idDocumentType: text('id_document_type'),
    idDocumentNumber: text('id_document_number'),
    // Organisation
    taxNumber: text('tax_number'),
    euVatNumber: text('eu_vat_number'),
    companyRegNumber: text('company_reg_number'),
    /** Lakcím (person) or székhely (organisation). */
    address: jsonb('address').$type<StoredAddress>(),
    bankAccount: text('bank_account'),
    iban: text('iban'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** Accent-insensitive key of the name (decision 0120). */
    searchKey: text('search_key').generatedAlwaysAs((): SQL => searchKeySql(sql`name`)),
    /** Soft delete; a merged contact is deleted and points at the survivor. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    mergedIntoId: text('merged_into_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('contacts_tenant_search_idx').on(t.tenantId, t.searchKey),
    index('contacts_tenant_tax_number_idx').on(t.tenantId, t.taxNumber),
    index('contacts_tenant_email_idx').on(t.tenantId, t.email),
    check('contacts_kind_check', sql`${t.kind} in ('person', 'organisation')`),
    tenantIsolationPolicy('contacts'),
    customerOwnPolicy('contacts', 'array[id] <@ (select vi_portal_contacts())'),
  ],
).enableRLS();

export type ContactRow = typeof contacts.$inferSelect;

/** A person works at or represents an organisation. */
export const contactLinks = pgTable(
  'contact_links',
  {
    ...tenantOwnedColumns(),
    personId: text('person_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** 'works_at' | 'represents' */
    role: text('role').notNull(),
    /** Beosztás, e.g. "ügyvezető". */
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_links_unique').on(t.personId, t.organisationId, t.role),
    index('contact_links_org_idx').on(t.organisationId),
    check('contact_links_role_check', sql`${t.role} in ('works_at', 'represents')`),
    tenantIsolationPolicy('contact_links'),
  ],
).enableRLS();

export type ContactLinkRow = typeof contactLinks.$inferSelect;

/** The activity timeline of a contact: created, edited, linked, merged, imported, deleted. */
export const contactActivities = pgTable(
  'contact_activities',
  {
    ...tenantOwnedColumns(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** No foreign key: the timeline outlives the user. */
    actorUserId: text('actor_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_activities_contact_idx').on(t.contactId, t.createdAt), tenantIsolationPolicy('contact_activities')],
).enableRLS();

export type ContactActivityRow = typeof contactActivities.$inferSelect;

// The firm's public profile (issue 35 point 6, decision 0401): what its customers see on
// /app/company-info – seat, contacts, opening hours, bar registration and the lawyers with their
// practice areas. One row per firm, written by its administrator in Beállítások; the firm's name is
// tenants.name (one place to rename the firm). Customers read it; only the firm's staff write it.
import { sql } from 'drizzle-orm';
import { jsonb, pgPolicy, pgTable, text } from 'drizzle-orm/pg-core';
import type { FirmLawyerEntry, OpeningHours } from '@shared/client-portal/company-info.schemas';
import { stampedAt, userRef } from './columns';
import { appRole } from './rls';
import { tenants } from './tenants';

const inTenant = 'tenant_id = (select vi_request_tenant())';
/** The firm's staff and the system (vi_portal_contacts() is null for them), not a customer. */
const staffInTenant = sql.raw(`${inTenant} and (select vi_portal_contacts()) is null`);

export const firmProfiles = pgTable(
  'firm_profiles',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Székhely: "1054 Budapest, Szabadság tér 7." */
    seat: text('seat').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    /** One entry per open weekday (1 = hétfő … 7 = vasárnap); a missing day is closed. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
    /** "Ünnepnapokon zárva; időpont egyeztetéssel munkaidőn kívül is." */
    hoursNote: text('hours_note'),
    /** The regional bar the firm is registered with ("Budapesti Ügyvédi Kamara") and its register number. */
    barAssociation: text('bar_association'),
    barRegistrationNumber: text('bar_registration_number'),
    /** The conciliation board (békéltető testület) at the firm's seat with its contacts, named in complaint answers (Fgytv. 17/A. § (8)). */
    conciliationBoard: text('conciliation_board'),
    about: text('about'),
    /** The firm's members shown as its lawyers, with practice areas and chamber id (names read live from users). */
    lawyers: jsonb('lawyers').$type<FirmLawyerEntry[]>().notNull().default([]),
    updatedBy: userRef('updated_by'),
    updatedAt: stampedAt('updated_at'),
  },
  () => [
    pgPolicy('firm_profiles_read', { as: 'permissive', for: 'select', to: appRole, using: sql.raw(inTenant) }),
    pgPolicy('firm_profiles_staff_insert', { as: 'permissive', for: 'insert', to: appRole, withCheck: staffInTenant }),
    pgPolicy('firm_profiles_staff_update', { as: 'permissive', for: 'update', to: appRole, using: staffInTenant, withCheck: staffInTenant }),
  ],
).enableRLS();

export type FirmProfileRow = typeof firmProfiles.$inferSelect;

// Hospitality (issue 37, decisions 0340–0349): properties, units, rate plans, out-of-order periods,
// reservations with their unit stays and history, guests (NTAK's anonymous data) and the guest
// register (personal data, sealed, purged), housekeeping, the folio, and the NTAK outbox.
// Every table is tenant-isolated by RLS. No overbooking is the database's job: the exclusion
// constraint on hospitality_stays (hand-written in the migration) refuses two holding stays of one
// unit whose [starts_on, ends_on) ranges share a night, on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CancellationTerms } from '@shared/hospitality/stay';
import type { PaymentOption } from '@shared/hospitality/codes';
import type { TouristTaxRule } from '@shared/hospitality/tourist-tax';
import { users } from './auth';
import { parentRef, stampedAt, tenantIdColumn as tenantId, userRef, uuidPrimaryKey as id } from './columns';
import { contacts } from './contacts';
import { invoices } from './invoices';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

export interface PropertyAddress {
  postalCode: string;
  city: string;
  addressLine: string;
}

export const hospitalityProperties = pgTable(
  'hospitality_properties',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    address: jsonb('address').$type<PropertyAddress>().notNull(),
    /** The accommodation's NTAK registration number (NTAK szálláshely-azonosító). */
    ntakRegistrationNumber: text('ntak_registration_number'),
    /** The municipality's IFA rule (per guest-night or percentage). */
    touristTax: jsonb('tourist_tax').$type<TouristTaxRule>().notNull(),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerms>().notNull(),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('10:00'),
    /** The first day reported to NTAK; the scheduler asks for no day before it. */
    operatingSince: date('operating_since'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [index('hospitality_properties_tenant_idx').on(t.tenantId), tenantIsolationPolicy('hospitality_properties')],
).enableRLS();

export const housekeepingStates = ['clean', 'dirty', 'inspected', 'out_of_service', 'out_of_order'] as const;

export const hospitalityUnits = pgTable(
  'hospitality_units',
  {
    id: id(),
    tenantId: tenantId(),
    propertyId: parentRef('property_id', () => hospitalityProperties.id),
    /** The unit's number or name ("12", "Napfény apartman"). */
    name: text('name').notNull(),
    /** NTAK's building letter; `a` when the property has one building. */
    building: text('building').notNull().default('a'),
    ntakType: text('ntak_type').notNull(),
    capacity: integer('capacity').notNull(),
    singleBeds: integer('single_beds').notNull().default(0),
    doubleBeds: integer('double_beds').notNull().default(0),
    extraBeds: integer('extra_beds').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The current housekeeping state; every change is also in hospitality_housekeeping_log. */
    housekeeping: text('housekeeping', { enum: housekeepingStates }).notNull().default('clean'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: stampedAt(),
  },
  (t) => [
    uniqueIndex('hospitality_units_property_name_uq').on(t.propertyId, t.building, t.name),
    check('hospitality_units_capacity_positive', sql`${t.capacity} between 1 and 100`),
    tenantIsolationPolicy('hospitality_units'),
  ],
).enableRLS();

export interface RateSeasonRow {
  startsOn: string;
  endsOn: string;
  price: number;
  weekdayPrices: (number | null)[];
  minStay: number;
}

export const hospitalityRatePlans = pgTable(
  'hospitality_rate_plans',
  {
    id: id(),
    tenantId: tenantId(),
    propertyId: parentRef('property_id', () => hospitalityProperties.id),
    name: text('name').notNull(),
    /** Gross HUF per unit-night outside the seasons. */
    basePrice: integer('base_price').notNull(),
    minStay: integer('min_stay').notNull().default(1),
    seasons: jsonb('seasons').$type<RateSeasonRow[]>().notNull().default([]),
    /** The units the plan prices; empty = every unit of the property. */
    unitIds: jsonb('unit_ids').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: stampedAt(),
  },
  (t) => [check('hospitality_rate_plans_price_non_negative', sql`${t.basePrice} >= 0`), tenantIsolationPolicy('hospitality_rate_plans')],
).enableRLS();

export const unitBlockKinds = ['out_of_order', 'out_of_service'] as const;

/** Out of order (leaves the inventory, e.g. renovation) or out of service (short, stays sellable in NTAK's count) for [starts_on, ends_on). */
export const hospitalityUnitBlocks = pgTable(
  'hospitality_unit_blocks',
  {
    id: id(),
    tenantId: tenantId(),
    unitId: parentRef('unit_id', () => hospitalityUnits.id),
    kind: text('kind', { enum: unitBlockKinds }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull(),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  (t) => [index('hospitality_unit_blocks_unit_idx').on(t.unitId, t.startsOn), check('hospitality_unit_blocks_range', sql`${t.endsOn} > ${t.startsOn}`), tenantIsolationPolicy('hospitality_unit_blocks')],
).enableRLS();

/** One row per firm and year: the last reservation number issued. */
export const hospitalityCounters = pgTable(
  'hospitality_counters',
  {
    tenantId: tenantId(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [uniqueIndex('hospitality_counters_pk').on(t.tenantId, t.year), tenantIsolationPolicy('hospitality_counters')],
).enableRLS();

export const reservationStatuses = ['tentative', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show'] as const;

export const hospitalityReservations = pgTable(
  'hospitality_reservations',
  {
    id: id(),
    tenantId: tenantId(),
    propertyId: parentRef('property_id', () => hospitalityProperties.id),
    /** "2026-000123": the same number goes to NTAK in every message of the stay. */
    number: text('number').notNull(),
    status: text('status', { enum: reservationStatuses }).notNull(),
    arrival: date('arrival').notNull(),
    departure: date('departure').notNull(),
    adults: integer('adults').notNull(),
    childrenAges: jsonb('children_ages').$type<number[]>().notNull().default([]),
    bookerName: text('booker_name').notNull(),
    bookerEmail: text('booker_email'),
    bookerPhone: text('booker_phone'),
    /** ISO 3166-1 alpha-2 of the booker (NTAK), or `other`. */
    bookerNationality: text('booker_nationality').notNull().default('HU'),
    /** The contact the folio is invoiced to by default (guest or company). */
    payerContactId: text('payer_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    ratePlanId: text('rate_plan_id').references(() => hospitalityRatePlans.id, { onDelete: 'set null' }),
    /** Gross HUF of the accommodation for all units and nights (the rate plan's, or agreed). */
    accommodationTotal: integer('accommodation_total').notNull(),
    salesChannel: text('sales_channel').notNull(),
    marketSegment: text('market_segment').notNull(),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerms>().notNull(),
    cancellationFee: integer('cancellation_fee'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    note: text('note'),
    /** Raised by every change: a stale form (calendar drag, edit) is refused, not lost. */
    version: integer('version').notNull().default(1),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('hospitality_reservations_number_uq').on(t.tenantId, t.number),
    index('hospitality_reservations_property_dates_idx').on(t.tenantId, t.propertyId, t.arrival, t.departure),
    check('hospitality_reservations_dates', sql`${t.departure} > ${t.arrival}`),
    check('hospitality_reservations_adults', sql`${t.adults} >= 1`),
    tenantIsolationPolicy('hospitality_reservations'),
  ],
).enableRLS();

/**
 * A unit held by a reservation for the nights [starts_on, ends_on). A room change splits the stay
 * at the change day. `holds` mirrors the reservation's status (HOLDING_STATUSES) and is the
 * exclusion constraint's predicate.
 */
export const hospitalityStays = pgTable(
  'hospitality_stays',
  {
    id: id(),
    tenantId: tenantId(),
    reservationId: parentRef('reservation_id', () => hospitalityReservations.id),
    unitId: text('unit_id')
      .notNull()
      .references(() => hospitalityUnits.id, { onDelete: 'restrict' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    holds: boolean('holds').notNull().default(true),
    /** Gross HUF of each night of the stay, in order (the folio's and NTAK's accommodation fee). */
    nightPrices: jsonb('night_prices').$type<number[]>().notNull(),
    /** The stay this one continues after a room change (the guests' earlier unit). */
    previousStayId: text('previous_stay_id'),
  },
  (t) => [
    index('hospitality_stays_reservation_idx').on(t.reservationId),
    index('hospitality_stays_unit_dates_idx').on(t.tenantId, t.unitId, t.startsOn),
    check('hospitality_stays_range', sql`${t.endsOn} > ${t.startsOn}`),
    tenantIsolationPolicy('hospitality_stays'),
  ],
).enableRLS();

/** The reservation's history: what changed, when and by whom. */
export const hospitalityReservationEvents = pgTable(
  'hospitality_reservation_events',
  {
    id: id(),
    tenantId: tenantId(),
    reservationId: parentRef('reservation_id', () => hospitalityReservations.id),
    kind: text('kind').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    userId: userRef('user_id'),
    at: stampedAt('at'),
  },
  (t) => [index('hospitality_reservation_events_reservation_idx').on(t.reservationId, t.at), tenantIsolationPolicy('hospitality_reservation_events')],
).enableRLS();

/** A guest of a stay as NTAK knows them: anonymous (no name, no document), kept as long as the stay's statistics. */
export const hospitalityGuests = pgTable(
  'hospitality_guests',
  {
    /** NTAK's guestNumber: stable across the stay's messages. */
    id: id(),
    tenantId: tenantId(),
    reservationId: parentRef('reservation_id', () => hospitalityReservations.id),
    unitId: text('unit_id').references(() => hospitalityUnits.id, { onDelete: 'set null' }),
    gender: text('gender').notNull(),
    birthYear: integer('birth_year').notNull(),
    nationality: text('nationality').notNull(),
    residenceCountry: text('residence_country').notNull(),
    residencePostcode: text('residence_postcode').notNull(),
    /** Htv. 31. § exemption key, null when liable. */
    touristTaxExemption: text('tourist_tax_exemption'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    createdAt: stampedAt(),
  },
  (t) => [index('hospitality_guests_reservation_idx').on(t.reservationId), check('hospitality_guests_birth_year', sql`${t.birthYear} > 1900`), tenantIsolationPolicy('hospitality_guests')],
).enableRLS();

/**
 * The guest register's personal data (2016. évi CLVI. tv. 9/H. §): name, birth data, document,
 * address, sealed with AES-256-GCM (`data`). Purged (data nulled, purged_at set) by the retention
 * job on `purge_after`, the last day of the year after collection (decision 0344).
 */
export const hospitalityGuestRegister = pgTable(
  'hospitality_guest_register',
  {
    guestId: text('guest_id')
      .primaryKey()
      .references(() => hospitalityGuests.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    /** Searchable display name; emptied with the data. */
    displayName: text('display_name'),
    data: text('data'),
    collectedOn: date('collected_on').notNull(),
    purgeAfter: date('purge_after').notNull(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [index('hospitality_guest_register_purge_idx').on(t.purgeAfter), tenantIsolationPolicy('hospitality_guest_register')],
).enableRLS();

export const hospitalityHousekeepingLog = pgTable(
  'hospitality_housekeeping_log',
  {
    id: id(),
    tenantId: tenantId(),
    unitId: parentRef('unit_id', () => hospitalityUnits.id),
    state: text('state', { enum: housekeepingStates }).notNull(),
    previous: text('previous', { enum: housekeepingStates }),
    /** check_out, check_in_override, manual, block… */
    reason: text('reason').notNull(),
    note: text('note'),
    userId: userRef('user_id'),
    at: stampedAt('at'),
  },
  (t) => [index('hospitality_housekeeping_log_unit_idx').on(t.unitId, t.at), tenantIsolationPolicy('hospitality_housekeeping_log')],
).enableRLS();

/** Who cleans which unit on which day (the task list itself is computed from departures and stay-overs). */
export const hospitalityHousekeepingTasks = pgTable(
  'hospitality_housekeeping_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    unitId: parentRef('unit_id', () => hospitalityUnits.id),
    taskDate: date('task_date').notNull(),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: userRef('done_by'),
  },
  (t) => [uniqueIndex('hospitality_housekeeping_tasks_unit_day_uq').on(t.unitId, t.taskDate), tenantIsolationPolicy('hospitality_housekeeping_tasks')],
).enableRLS();

export const folioChargeKinds = ['accommodation', 'tourist_tax', 'extra', 'cancellation_fee'] as const;

/** The folio: every charge of a stay, gross HUF, with its VAT code and NTAK category. */
export const hospitalityCharges = pgTable(
  'hospitality_charges',
  {
    id: id(),
    tenantId: tenantId(),
    reservationId: parentRef('reservation_id', () => hospitalityReservations.id),
    kind: text('kind', { enum: folioChargeKinds }).notNull(),
    description: text('description').notNull(),
    /** The day the service was given (a night's date for accommodation and IFA). */
    serviceDate: date('service_date').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    /** Gross HUF per unit, VAT included. */
    unitPrice: integer('unit_price').notNull(),
    vatCode: text('vat_code').notNull(),
    ntakCategory: text('ntak_category').notNull(),
    unitId: text('unit_id').references(() => hospitalityUnits.id, { onDelete: 'set null' }),
    /** Set when the charge went onto an invoice. */
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  (t) => [index('hospitality_charges_reservation_idx').on(t.reservationId), index('hospitality_charges_tenant_date_idx').on(t.tenantId, t.kind, t.serviceDate), tenantIsolationPolicy('hospitality_charges')],
).enableRLS();

export const folioPaymentKinds = ['deposit', 'payment'] as const;

export const hospitalityPayments = pgTable(
  'hospitality_payments',
  {
    id: id(),
    tenantId: tenantId(),
    reservationId: parentRef('reservation_id', () => hospitalityReservations.id),
    kind: text('kind', { enum: folioPaymentKinds }).notNull(),
    paidOn: date('paid_on').notNull(),
    amount: integer('amount').notNull(),
    /** NTAK payment option (BANKKARTYA, KESZPENZ, SZEP_KARTYA …). */
    method: text('method').$type<PaymentOption>().notNull(),
    note: text('note'),
    /** The stay invoice this payment was credited on (as an invoice payment). */
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  (t) => [index('hospitality_payments_reservation_idx').on(t.reservationId), check('hospitality_payments_amount_positive', sql`${t.amount} > 0`), tenantIsolationPolicy('hospitality_payments')],
).enableRLS();

/** The invoices issued from a folio, with the payer chosen. */
export const hospitalityFolioInvoices = pgTable(
  'hospitality_folio_invoices',
  {
    invoiceId: text('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    reservationId: parentRef('reservation_id', () => hospitalityReservations.id),
    payerContactId: text('payer_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    createdAt: stampedAt(),
  },
  (t) => [index('hospitality_folio_invoices_reservation_idx').on(t.reservationId), tenantIsolationPolicy('hospitality_folio_invoices')],
).enableRLS();

export const ntakEnvironments = ['test', 'live'] as const;

/** The firm's NTAK connection: environment, certificates (the keys sealed), the test service's address in development. */
export const hospitalityNtakSettings = pgTable(
  'hospitality_ntak_settings',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: ntakEnvironments }).notNull().default('test'),
    /** PEM of the authentication certificate (mutual TLS) and of the signing certificate; public. */
    authCertificate: text('auth_certificate').notNull(),
    signingCertificate: text('signing_certificate').notNull(),
    /** The two private keys, one AES-256-GCM box; never returned by the API. */
    secrets: text('secrets').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: stampedAt('updated_at'),
  },
  () => [tenantIsolationPolicy('hospitality_ntak_settings')],
).enableRLS();

export const ntakMessageKinds = ['FOGLALAS', 'BEJELENTKEZES', 'KIJELENTKEZES', 'SZOBAVALTOZAS', 'NAPI_ZARAS'] as const;
export const ntakMessageStates = ['pending', 'sending', 'accepted', 'rejected'] as const;

/**
 * The NTAK outbox (decision 0346): one row per message, written in the transaction of the change
 * it reports; `message_id` is the idempotency key NTAK's test double (and our retries) rely on.
 */
export const hospitalityNtakMessages = pgTable(
  'hospitality_ntak_messages',
  {
    id: id(),
    tenantId: tenantId(),
    propertyId: parentRef('property_id', () => hospitalityProperties.id),
    kind: text('kind', { enum: ntakMessageKinds }).notNull(),
    reservationId: text('reservation_id').references(() => hospitalityReservations.id, { onDelete: 'set null' }),
    /** The day a daily close reports. */
    closedDay: date('closed_day'),
    /** A reservation message of a cancelled stay. */
    cancelled: boolean('cancelled').notNull().default(false),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: ntakMessageStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** NTAK's own id of the accepted message, and its messages when it refused one. */
    ntakId: text('ntak_id'),
    ntakErrors: jsonb('ntak_errors').$type<Array<{ code: string; message: string }>>().notNull().default([]),
    lastError: text('last_error'),
    createdAt: stampedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A rejected message sent again (resubmission) points at the new row. */
    supersededBy: text('superseded_by'),
  },
  (t) => [
    index('hospitality_ntak_messages_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('hospitality_ntak_messages_day_idx').on(t.tenantId, t.propertyId, t.closedDay),
    index('hospitality_ntak_messages_state_idx').on(t.state),
    tenantIsolationPolicy('hospitality_ntak_messages'),
  ],
).enableRLS();

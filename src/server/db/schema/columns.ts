// Column builders every tenant-owned table repeats (issue 10): a random UUID primary key, the
// owning tenant (deleted with it), the parent row, the acting user and the time stamp (decision
// 0263). They build exactly the columns the tables wrote by hand, so the generated SQL does not change.
import { type AnyPgColumn, customType, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenants } from './tenants';

/** `id text primary key`, a random UUID when the insert gives none. */
export const uuidPrimaryKey = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** `tenant_id text not null references tenants(id) on delete cascade`. */
export const tenantIdColumn = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** `<name> text not null references <parent> on delete cascade`: a row that belongs to its parent row. */
export const parentRef = (name: string, parent: () => AnyPgColumn) => text(name).notNull().references(parent, { onDelete: 'cascade' });

/** `<name> text references users(id) on delete set null`: who did it, kept when the user goes. */
export const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/** `<name> timestamptz not null default now()`: when it happened (created_at unless named). */
export const stampedAt = (name = 'created_at') => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** `bytea`, read as a Buffer on both engines (PGlite gives a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

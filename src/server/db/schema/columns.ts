// Column builders every tenant-owned table repeats (issue 10): a random UUID primary key and the
// owning tenant, deleted with it. They build exactly the columns the tables wrote by hand, so the
// generated SQL does not change.
import { text } from 'drizzle-orm/pg-core';
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

// Row-level security building blocks shared by every tenant-owned table.
// Policies apply to the non-superuser role `vi_app`, which each request transaction
// assumes with SET LOCAL ROLE (see db/tenant-scope.ts); migrations create the role.
import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

export const appRole = pgRole('vi_app').existing();

/** The tenant of the current transaction, or NULL when none was set (then nothing matches). */
export const currentTenant = sql`nullif(current_setting('app.tenant_id', true), '')`;

export function tenantIsolationPolicy(table: string, column = 'tenant_id') {
  const matches = sql.raw(`${column} = nullif(current_setting('app.tenant_id', true), '')`);
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: matches,
    withCheck: matches,
  });
}

// Row-level security building blocks shared by every tenant-owned table and the user tables.
// Policies apply to the non-superuser role `vi_app`, which each request transaction assumes
// (see db/tenant-scope.ts); migrations create the role.
//
// The tenant and user of a request are not read from a setting (`app.tenant_id` could be changed
// by any SQL running as vi_app) but from vi_private.request_context through the functions
// vi_request_tenant() / vi_request_user(): only the owner can write that context, once per
// transaction (drizzle/0014_user_tables_rls.sql, decision 0077). `(select f())` makes each an
// init-plan, evaluated once per query rather than once per row.
import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

export const appRole = pgRole('vi_app').existing();

export function tenantIsolationPolicy(table: string, column = 'tenant_id') {
  const matches = sql.raw(`${column} = (select vi_request_tenant())`);
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: matches,
    withCheck: matches,
  });
}

/**
 * Per-user tables (users, user_profiles, user_settings): a request reads the members of its
 * firm and its own user, writes only its own user's row, and the owner (better-auth, platform
 * admin, registration) keeps full access outside request transactions only. The tables also get
 * FORCE ROW LEVEL SECURITY (migration), so an owner role reached from inside a request is bound
 * too – unless it is a superuser, which production must not use.
 */
export function userTablePolicies(table: string, column: string) {
  const self = sql.raw(`${column} = (select vi_request_user())`);
  const firmMemberOrSelf = sql.raw(`${column} = (select vi_request_user()) or ${column} in (select m.user_id from members m where m.tenant_id = (select vi_request_tenant()))`);
  const ownerOutsideRequests = sql.raw(`current_user <> 'vi_app' and (select vi_request_tenant()) is null`);
  return [
    pgPolicy(`${table}_firm_members_read`, { as: 'permissive', for: 'select', to: appRole, using: firmMemberOrSelf }),
    pgPolicy(`${table}_own_row_insert`, { as: 'permissive', for: 'insert', to: appRole, withCheck: self }),
    pgPolicy(`${table}_own_row_update`, { as: 'permissive', for: 'update', to: appRole, using: self, withCheck: self }),
    pgPolicy(`${table}_own_row_delete`, { as: 'permissive', for: 'delete', to: appRole, using: self }),
    pgPolicy(`${table}_owner_outside_requests`, { as: 'permissive', for: 'all', to: 'public', using: ownerOutsideRequests, withCheck: ownerOutsideRequests }),
  ];
}

/**
 * The customer's "own" scope (issue 33.5, decision 0350), a RESTRICTIVE policy added next to a
 * table's permissive ones: a request whose user is a customer-only member of the firm sees only the
 * rows `own` accepts, through vi_portal_contacts() (the contacts linked to that user in
 * portal_users, migration 0056); for the firm's staff and the system it is NULL and the policy
 * passes. An init-plan, so the firm's own queries pay one evaluation per statement.
 */
export function customerOwnPolicy(table: string, own: string) {
  const rule = sql.raw(`(select vi_portal_contacts()) is null or (${own})`);
  return pgPolicy(`${table}_customer_own`, { as: 'restrictive', for: 'all', to: appRole, using: rule, withCheck: rule });
}

// better-auth keeps a member's roles in one comma-separated string (`parseMemberRoles` reads it in
// TypeScript); "the member holds one of these roles" in SQL is this one pattern.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { TenantRole } from '@shared/permissions/roles';

/** `role` – the members.role column, or an alias's (`sql\`mb.role\``) – names at least one of `roles`. */
export function holdsAnyRole(role: AnyColumn | SQL, roles: readonly [TenantRole, ...TenantRole[]]): SQL<boolean> {
  return sql<boolean>`((',' || ${role} || ',') ~ ${`,(${roles.join('|')}),`})`;
}

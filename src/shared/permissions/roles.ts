/** Platform-wide role of a user (platform owner). */
export const platformRoles = ['admin'] as const;
/** Roles a user can hold inside one tenant (company). A user may hold several. */
export const tenantRoles = ['tenant', 'lawyer', 'customer'] as const;
export const roles = ['admin', 'tenant', 'lawyer', 'customer'] as const;

export type PlatformRole = (typeof platformRoles)[number];
export type TenantRole = (typeof tenantRoles)[number];
export type Role = (typeof roles)[number];

export function isTenantRole(value: string): value is TenantRole {
  return (tenantRoles as readonly string[]).includes(value);
}

/** better-auth stores member roles as a comma-separated string. */
export function parseMemberRoles(stored: string): TenantRole[] {
  return stored
    .split(',')
    .map((r) => r.trim())
    .filter(isTenantRole);
}

export const roleLabels: Record<Role, string> = {
  admin: 'Platform adminisztrátor',
  tenant: 'Cégadminisztrátor',
  lawyer: 'Ügyvéd',
  customer: 'Ügyfél',
};

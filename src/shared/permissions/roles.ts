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

/**
 * Whether a member's roles would make a portal (customer) account the firm's administrator
 * (decision 0494): `tenant` is never held beside `customer`, and a customer account becomes staff
 * (a lawyer, which takes a seat) before it can be given `tenant`. A member who already holds
 * `tenant` keeps it. The server refuses such a change (CUSTOMER_CANNOT_BE_ADMIN); the member list
 * does not offer it.
 */
export function makesCustomerAdmin(from: readonly TenantRole[], to: readonly TenantRole[]): boolean {
  if (!to.includes('tenant')) return false;
  if (to.includes('customer')) return true;
  return from.includes('customer') && !from.includes('tenant');
}

/** The roles a member list offers beside `chosen` (the roles ticked) for a member who holds `held`. */
export function offeredTenantRoles(held: readonly TenantRole[], chosen: readonly TenantRole[]): TenantRole[] {
  return tenantRoles.filter((r) => chosen.includes(r) || !makesCustomerAdmin(held, [...chosen, r]));
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

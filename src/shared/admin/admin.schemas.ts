// Platform administration (spec 1, 2.4): companies, users and analytics across tenants.
import { z } from 'zod';
import { tenantRoles } from '../permissions/roles';

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

export const pageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The companies list: the page and search, and optionally only the firms with no active administrator (decision 0510). */
export const companyListQuerySchema = pageQuerySchema.extend({
  withoutAdministrator: z.enum(['true', 'false']).optional(),
});

/** A firm's id as the other admin bodies take it (`tenants.id` is text; new firms get a UUID, but the id stays opaque). */
const tenantIdField = z.string().min(1).max(100);

/** The users list: the page and search, and optionally only the members of one firm (decision 0511). */
export const userListQuerySchema = pageQuerySchema.extend({ tenantId: tenantIdField.optional() });

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  memberCount: z.number().int(),
  /** Members holding the firm administrator role whose account is not deactivated (decisions 0506, 0510). */
  activeAdministrators: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

export const companyListSchema = z.object({ items: z.array(companySchema), total: z.number().int() });

const companyName = z.string().trim().min(2, 'A cég neve legalább 2 karakter.').max(120, 'A cég neve legfeljebb 120 karakter.');
const companySlug = z.string().trim().toLowerCase().regex(SLUG_PATTERN, 'A cégazonosító kisbetűkből, számokból és kötőjelből állhat (2–60 karakter).');

export const createCompanyBodySchema = z.object({ name: companyName, slug: companySlug.optional() });
export const updateCompanyBodySchema = z.object({ name: companyName.optional(), slug: companySlug.optional() }).refine((b) => b.name !== undefined || b.slug !== undefined, 'Adj meg legalább egy módosítandó mezőt.');
export const suspendCompanyBodySchema = z.object({ suspended: z.boolean() });
/** Deleting a company needs its exact name typed back (confirmation). */
export const deleteCompanyBodySchema = z.object({ confirmName: z.string().max(200) });

export const adminUserMembershipSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  roles: z.array(z.enum(tenantRoles)),
});

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  platformAdmin: z.boolean(),
  deactivated: z.boolean(),
  memberships: z.array(adminUserMembershipSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  /** Only when the list is one firm's members (`?tenantId=`): that firm, or null when there is no such firm (decision 0511). */
  tenant: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const tenantRoleList = z.array(z.enum(tenantRoles)).min(1, 'Válassz legalább egy szerepkört.').max(3);

export const inviteUserBodySchema = z
  .object({
    name: z.string().trim().min(2, 'A név legalább 2 karakter.').max(120),
    email: z.string().trim().toLowerCase().email('Érvénytelen email cím formátum').max(254),
    platformAdmin: z.boolean().default(false),
    tenantId: tenantIdField.optional(),
    roles: z.array(z.enum(tenantRoles)).max(3).default([]),
  })
  .refine((b) => b.platformAdmin || (b.tenantId && b.roles.length > 0), {
    message: 'Válassz céget és szerepkört, vagy adj platform adminisztrátori jogot.',
    path: ['tenantId'],
  });

/** Either the platform role, or the roles in one tenant the user is a member of. */
export const changeRoleBodySchema = z.union([z.object({ platformAdmin: z.boolean() }), z.object({ tenantId: tenantIdField, roles: tenantRoleList })]);

export const userStatusBodySchema = z.object({ deactivated: z.boolean() });

export const analyticsPointSchema = z.object({ month: z.string(), users: z.number().int(), tenants: z.number().int(), signIns: z.number().int() });
export const analyticsSchema = z.object({
  totals: z.object({
    tenants: z.number().int(),
    suspendedTenants: z.number().int(),
    /** Firms with no active administrator (decision 0510's filter counts the same firms). */
    tenantsWithoutAdministrator: z.number().int(),
    users: z.number().int(),
    deactivatedUsers: z.number().int(),
    signIns30d: z.number().int(),
    signInsTotal: z.number().int(),
    activeSessions: z.number().int(),
  }),
  roles: z.object({ admin: z.number().int(), tenant: z.number().int(), lawyer: z.number().int(), customer: z.number().int() }),
  /** The last 12 calendar months (UTC), oldest first: new users, new tenants, sign-ins. */
  growth: z.array(analyticsPointSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

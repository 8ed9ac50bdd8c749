import { z } from 'zod';
import { firmModulesSchema } from '../modules/navigation';
import { tenantRoles } from '../permissions/roles';

export const membershipSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  roles: z.array(z.enum(tenantRoles)),
  /** Suspended by the platform admin: the user cannot act in this tenant. */
  suspended: z.boolean(),
});

export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    /** Full name, Hungarian order. */
    name: z.string(),
    /** For greetings; null for accounts from before the name's parts were kept. */
    givenName: z.string().nullable(),
    email: z.string(),
    image: z.string().nullable(),
    platformRole: z.enum(['admin']).nullable(),
  }),
  memberships: z.array(membershipSchema),
  activeTenantId: z.string().nullable(),
  /** The active firm's installed modules and the sidebar they make (decision 0412); null without a firm or module use. */
  modules: firmModulesSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
export type Membership = z.infer<typeof membershipSchema>;

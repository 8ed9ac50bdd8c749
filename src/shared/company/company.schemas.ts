// The own company as its members see it (spec 3.2: canViewOwnCompany, canManageOwnCompany,
// canViewCompanyUsers, canManageCompanyUsers).
import { z } from 'zod';
import { tenantRoles } from '../permissions/roles';

export const ownCompanySchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), memberCount: z.number().int() });
export type OwnCompany = z.infer<typeof ownCompanySchema>;
export const updateOwnCompanyBodySchema = z.object({
  name: z.string().trim().min(2, 'A cég neve legalább 2 karakter.').max(120, 'A cég neve legfeljebb 120 karakter.'),
});

export const companyMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(tenantRoles)),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;
export const companyMemberListSchema = z.object({ items: z.array(companyMemberSchema) });
export const updateMemberRolesBodySchema = z.object({
  roles: z.array(z.enum(tenantRoles)).min(1, 'Válassz legalább egy szerepkört.').max(3),
});

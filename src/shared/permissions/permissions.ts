import type { Role } from './roles';

/** Every permission of spec 3.2, in the spec's order, grouped for display. */
export const permissionGroups = {
  dashboard: ['canViewDashboard', 'canViewAnalytics'],
  cases: ['canViewCases', 'canCreateCases', 'canEditCases'],
  documents: ['canViewDocuments', 'canGenerateDocuments'],
  contacts: ['canViewContacts', 'canCreateContacts', 'canEditContacts'],
  opportunities: ['canViewOpportunities', 'canCreateOpportunities', 'canEditOpportunities'],
  templates: ['canViewTemplates', 'canCreateTemplates'],
  ai: ['canUseAI'],
  timeTracking: ['canViewTimeTracking', 'canCreateTimeEntries'],
  users: ['canViewUsers', 'canCreateUsers', 'canEditUsers', 'canDeleteUsers'],
  settings: ['canViewSettings', 'canEditSettings'],
  platform: ['canViewModuleBazis', 'canManageModules', 'canEditModulePricing', 'canCreateModules', 'canViewModuleAnalytics', 'canViewAllCompanies', 'canDeleteCompanies', 'canViewBriefs'],
  modules: ['canUseModules', 'canViewModuleStore', 'canPurchaseModules', 'canActivateModules', 'canViewModuleUsage'],
  company: ['canViewOwnCompany', 'canManageOwnCompany', 'canViewCompanyUsers', 'canManageCompanyUsers'],
  customerPortal: ['canContactCompany', 'canBookAppointment', 'canViewPurchases', 'canSubmitComplaint', 'canViewCompanyInfo', 'canRequestSupport'],
} as const;

export type PermissionGroup = keyof typeof permissionGroups;
export type Permission = (typeof permissionGroups)[PermissionGroup][number];
export type PermissionSet = Record<Permission, boolean>;

export const allPermissions: readonly Permission[] = Object.values(permissionGroups).flat();

function setOf(granted: (p: Permission) => boolean): PermissionSet {
  return Object.fromEntries(allPermissions.map((p) => [p, granted(p)])) as PermissionSet;
}

/** Spec 6: the tenant (company administrator) has everything but these four. */
const tenantDenied: readonly Permission[] = ['canEditModulePricing', 'canCreateModules', 'canViewAllCompanies', 'canDeleteCompanies'];

/** Spec 6: a customer has exactly these ten. */
const customerGranted: readonly Permission[] = [
  'canViewDashboard',
  'canUseModules',
  'canViewModuleStore',
  'canViewOwnCompany',
  'canContactCompany',
  'canBookAppointment',
  'canViewPurchases',
  'canSubmitComplaint',
  'canViewCompanyInfo',
  'canRequestSupport',
];

/**
 * The lawyer's set is not given by the spec (docs/decisions/0004-lawyer-permissions.md):
 * a practitioner works the practice (cases, documents, contacts, opportunities, templates,
 * AI, time tracking) and uses the firm's modules, but does not administer users, modules,
 * billing or the company, and sees nothing of the platform or the customer portal.
 */
const lawyerGranted: readonly Permission[] = [
  'canViewDashboard',
  'canViewAnalytics',
  'canViewCases',
  'canCreateCases',
  'canEditCases',
  'canViewDocuments',
  'canGenerateDocuments',
  'canViewContacts',
  'canCreateContacts',
  'canEditContacts',
  'canViewOpportunities',
  'canCreateOpportunities',
  'canEditOpportunities',
  'canViewTemplates',
  'canCreateTemplates',
  'canUseAI',
  'canViewTimeTracking',
  'canCreateTimeEntries',
  'canViewSettings',
  'canUseModules',
  'canViewModuleStore',
  'canViewModuleUsage',
  'canViewOwnCompany',
  'canViewCompanyUsers',
];

export const rolePermissions: Record<Role, PermissionSet> = {
  admin: setOf(() => true),
  tenant: setOf((p) => !tenantDenied.includes(p)),
  lawyer: setOf((p) => lawyerGranted.includes(p)),
  customer: setOf((p) => customerGranted.includes(p)),
};

export function hasPermission(role: Role, permission: Permission): boolean {
  return rolePermissions[role][permission];
}

/** A user holding several roles gets the union of their permissions. */
export function permissionsForRoles(heldRoles: readonly Role[]): PermissionSet {
  return setOf((p) => heldRoles.some((r) => rolePermissions[r][p]));
}

import { describe, expect, it } from 'vitest';
import { allPermissions, hasPermission, permissionsForRoles, rolePermissions } from './permissions';

describe('permission matrix (spec 3.2 / 6)', () => {
  it('lists all 47 permissions of spec 3.2 exactly once', () => {
    expect(allPermissions).toHaveLength(47);
    expect(new Set(allPermissions).size).toBe(47);
  });

  it('gives admin every permission', () => {
    expect(allPermissions.every((p) => hasPermission('admin', p))).toBe(true);
  });

  it('gives tenant everything but the four platform permissions', () => {
    const denied = allPermissions.filter((p) => !rolePermissions.tenant[p]);
    expect(denied.sort()).toEqual(['canCreateModules', 'canDeleteCompanies', 'canEditModulePricing', 'canViewAllCompanies']);
  });

  it('gives customer exactly the ten listed permissions', () => {
    const granted = allPermissions.filter((p) => rolePermissions.customer[p]);
    expect(granted.sort()).toEqual(
      [
        'canBookAppointment',
        'canContactCompany',
        'canRequestSupport',
        'canSubmitComplaint',
        'canUseModules',
        'canViewCompanyInfo',
        'canViewDashboard',
        'canViewModuleStore',
        'canViewOwnCompany',
        'canViewPurchases',
      ].sort(),
    );
  });

  it('keeps lawyers out of user, module and company administration', () => {
    for (const p of ['canCreateUsers', 'canDeleteUsers', 'canManageModules', 'canCreateModules', 'canViewAllCompanies', 'canManageOwnCompany'] as const) {
      expect(hasPermission('lawyer', p)).toBe(false);
    }
    expect(hasPermission('lawyer', 'canViewContacts')).toBe(true);
    expect(hasPermission('lawyer', 'canUseAI')).toBe(true);
  });

  it('unions the permissions of several held roles', () => {
    const both = permissionsForRoles(['lawyer', 'customer']);
    expect(both.canViewContacts).toBe(true);
    expect(both.canContactCompany).toBe(true);
    expect(both.canDeleteCompanies).toBe(false);
    expect(Object.values(permissionsForRoles([])).some(Boolean)).toBe(false);
  });
});

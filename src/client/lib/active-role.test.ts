import { afterEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '@shared/me/me.schemas';
import { ACTIVE_ROLE_STORAGE_KEY, activeRoleOf, heldRoles } from './active-role';

function me(platformRole: 'admin' | null, roles: MeResponse['memberships'][number]['roles']): MeResponse {
  return {
    user: { id: 'u', name: 'N', givenName: null, email: 'n@example.hu', image: null, platformRole },
    memberships: roles.length ? [{ tenantId: 't', tenantName: 'T', roles, suspended: false }] : [],
    activeTenantId: roles.length ? 't' : null,
    modules: null,
  };
}

describe('active role', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the held roles in rank order', () => {
    expect(heldRoles(me(null, ['lawyer', 'tenant']))).toEqual(['tenant', 'lawyer']);
    expect(heldRoles(me('admin', []))).toEqual(['admin']);
  });

  it('uses the stored role only when the user really holds it', () => {
    window.localStorage.setItem(ACTIVE_ROLE_STORAGE_KEY, 'lawyer');
    expect(activeRoleOf(me(null, ['tenant', 'lawyer']))).toBe('lawyer');
    window.localStorage.setItem(ACTIVE_ROLE_STORAGE_KEY, 'admin');
    expect(activeRoleOf(me(null, ['customer']))).toBe('customer');
  });
});

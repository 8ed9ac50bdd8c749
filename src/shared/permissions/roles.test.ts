import { describe, expect, it } from 'vitest';
import { makesCustomerAdmin, offeredTenantRoles } from './roles';

describe('a portal (customer) account is never the firm administrator (decision 0494)', () => {
  it('refuses the administration beside the customer role, or instead of it in one step', () => {
    expect(makesCustomerAdmin(['customer'], ['customer', 'tenant'])).toBe(true);
    expect(makesCustomerAdmin(['customer'], ['tenant'])).toBe(true);
    expect(makesCustomerAdmin(['customer', 'lawyer'], ['lawyer', 'tenant'])).toBe(true);
    expect(makesCustomerAdmin(['tenant', 'lawyer'], ['tenant', 'lawyer', 'customer'])).toBe(true);
  });

  it('lets staff become administrators, customers become lawyers, and administrators keep their role', () => {
    expect(makesCustomerAdmin(['lawyer'], ['lawyer', 'tenant'])).toBe(false);
    expect(makesCustomerAdmin(['customer'], ['customer', 'lawyer'])).toBe(false);
    expect(makesCustomerAdmin(['tenant', 'lawyer'], ['tenant'])).toBe(false);
    expect(makesCustomerAdmin(['tenant'], ['lawyer'])).toBe(false);
  });

  it('offers only the roles the rule allows beside those ticked', () => {
    expect(offeredTenantRoles(['customer'], ['customer'])).toEqual(['lawyer', 'customer']);
    expect(offeredTenantRoles(['customer'], ['lawyer'])).toEqual(['lawyer', 'customer']);
    expect(offeredTenantRoles(['tenant', 'lawyer'], ['tenant', 'lawyer'])).toEqual(['tenant', 'lawyer']);
    expect(offeredTenantRoles(['lawyer'], ['lawyer'])).toEqual(['tenant', 'lawyer', 'customer']);
  });
});

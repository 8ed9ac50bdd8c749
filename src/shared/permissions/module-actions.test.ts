import { describe, expect, it } from 'vitest';
import { hospitalityActions, hospitalityPermissions } from '../hospitality/permissions';
import { invoiceActions } from '../invoice-generator/actions';
import { reportActions } from '../reports/actions';
import { timeActions } from '../time-tracking/actions';
import { actionScope, moduleActions } from './module-actions';
import { permissionsForRoles, rolePermissions } from './permissions';

describe('module actions', () => {
  it('keys each action by its module and keeps the permission it maps from', () => {
    const actions = moduleActions('demo', { read: 'canViewCases', write: { permission: 'canEditCases', anyWith: 'canManageCompanyUsers' } });
    expect(actions.read).toEqual({ key: 'demo.read', permission: 'canViewCases' });
    expect(actions.write).toEqual({ key: 'demo.write', permission: 'canEditCases', anyWith: 'canManageCompanyUsers' });
    expect(invoiceActions.issue.key).toBe('invoice-generator.issue');
    expect(hospitalityActions['reservations.manage'].key).toBe('hospitality.reservations.manage');
  });

  it('gives the role defaults of spec 3.2: own or any scope, or nothing', () => {
    const lawyer = rolePermissions.lawyer;
    const tenant = rolePermissions.tenant;
    const customer = rolePermissions.customer;
    // A lawyer tracks and sees their own time; the firm's administrator everyone's (decision 0115).
    expect(actionScope(lawyer, timeActions.view)).toBe('own');
    expect(actionScope(lawyer, timeActions.record)).toBe('own');
    expect(actionScope(tenant, timeActions.view)).toBe('any');
    expect(actionScope(customer, timeActions.view)).toBeNull();
    expect(actionScope(lawyer, reportActions.view)).toBe('own');
    expect(actionScope(tenant, reportActions.view)).toBe('any');
    // Actions without an `anyWith` reach the firm's records for whoever may do them.
    expect(actionScope(lawyer, invoiceActions.issue)).toBe('any');
    expect(actionScope(lawyer, invoiceActions.configure)).toBeNull();
    expect(actionScope(customer, invoiceActions.view)).toBeNull();
    // Several roles: the widest scope of any of them.
    expect(actionScope(permissionsForRoles(['lawyer', 'tenant']), timeActions.record)).toBe('any');
  });

  it('mirrors the hospitality actions to the client under the pages’ names', () => {
    expect(hospitalityPermissions.book).toBe(hospitalityActions['reservations.manage'].permission);
    expect(hospitalityPermissions.invoice).toBe(hospitalityActions['invoices.issue'].permission);
  });
});

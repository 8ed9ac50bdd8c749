// What can be done in the hospitality module (decisions 0347, 0419), mapped from spec 3.2's
// permissions (the role defaults). The server's guards and services check the actions; the client
// mirrors them through the permission each maps from (`hospitalityPermissions`).
import { moduleActions } from '../permissions/module-actions';
import type { Permission } from '../permissions/permissions';

export const hospitalityActions = moduleActions('hospitality', {
  /** Dashboard, calendar, reservations, housekeeping list, NTAK status. */
  view: 'canViewCases',
  /** Create and change reservations, check in and out, room changes, housekeeping states, folio items. */
  'reservations.manage': 'canCreateCases',
  /** Properties, units, rate plans, out-of-order periods, NTAK certificates and resubmission. */
  configure: 'canEditSettings',
  /** The guest register's personal data. */
  'guests.view': 'canViewContacts',
  /** Reading stay invoices and the tourist-tax figures. */
  'invoices.view': 'canViewTimeTracking',
  /** Turning a folio into an invoice. */
  'invoices.issue': 'canCreateTimeEntries',
  /** The connection check page. */
  'connection-test': 'canViewSettings',
});

/** The permission each action maps from, under the names the pages use. */
export const hospitalityPermissions = {
  view: hospitalityActions.view.permission,
  book: hospitalityActions['reservations.manage'].permission,
  configure: hospitalityActions.configure.permission,
  guests: hospitalityActions['guests.view'].permission,
  viewInvoices: hospitalityActions['invoices.view'].permission,
  invoice: hospitalityActions['invoices.issue'].permission,
  connectionTest: hospitalityActions['connection-test'].permission,
} as const satisfies Record<string, Permission>;

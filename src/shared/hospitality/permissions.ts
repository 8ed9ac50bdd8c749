// Who may do what in the hospitality module (decision 0347): the registry's permissions until the
// module-owned ones (foundation issue) land — then only this table changes.
import type { Permission } from '../permissions/permissions';

export const hospitalityPermissions = {
  /** Dashboard, calendar, reservations, housekeeping list, NTAK status. */
  view: 'canViewCases',
  /** Create and change reservations, check in and out, room changes, housekeeping states, folio items. */
  book: 'canCreateCases',
  /** Properties, units, rate plans, out-of-order periods, NTAK certificates and resubmission. */
  configure: 'canEditSettings',
  /** The guest register's personal data. */
  guests: 'canViewContacts',
  /** Reading stay invoices and the tourist-tax figures. */
  viewInvoices: 'canViewTimeTracking',
  /** Turning a folio into an invoice. */
  invoice: 'canCreateTimeEntries',
  /** The connection check page. */
  connectionTest: 'canViewSettings',
} as const satisfies Record<string, Permission>;

// What can be done in time tracking (decision 0419). Everyone who tracks time sees and changes
// their own entries; who manages the firm's people (canManageCompanyUsers, decision 0115) sees and
// corrects every member's.
import { moduleActions } from '../permissions/module-actions';

export const timeActions = moduleActions('time-tracking', {
  view: { permission: 'canViewTimeTracking', anyWith: 'canManageCompanyUsers' },
  record: { permission: 'canCreateTimeEntries', anyWith: 'canManageCompanyUsers' },
  /** Rates and rounding: the firm's settings. */
  configure: 'canEditSettings',
});

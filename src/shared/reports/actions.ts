// What can be done with the financial reports and analytics (decision 0419): whoever may view
// analytics sees their own figures; who manages the firm's people sees the whole firm's.
import { moduleActions } from '../permissions/module-actions';

export const reportActions = moduleActions('reports', {
  view: { permission: 'canViewAnalytics', anyWith: 'canManageCompanyUsers' },
});

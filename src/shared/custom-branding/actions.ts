// What can be done in the custom-branding module (decision 0419): the firm's administrators shape
// how the firm looks to its customers; everyone of the firm, customers included, sees it.
import { moduleActions } from '../permissions/module-actions';

export const brandingActions = moduleActions('custom-branding', {
  view: 'canViewDashboard',
  manage: 'canEditSettings',
});

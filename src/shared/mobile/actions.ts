// What can be done in the mobile module (decision 0419, 0516): each user of the firm who may use its
// modules manages her own push devices and settings; nobody manages another's.
import { moduleActions } from '../permissions/module-actions';

export const mobileActions = moduleActions('mobile', {
  use: 'canUseModules',
});

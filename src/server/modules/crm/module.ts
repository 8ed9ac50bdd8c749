import { defineModule } from '../../module-system/manifest';
import crmRoutes from './crm.routes';

export default defineModule({
  key: 'crm',
  dependsOn: ['opportunities'],
  routes: [crmRoutes],
});

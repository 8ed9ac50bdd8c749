import { defineModule } from '../../module-system/manifest';
import accountRoutes from './account.routes';
import demoRoutes from './demo.routes';
import joinRequestsRoutes from './join-requests.routes';

export default defineModule({
  key: 'account',
  routes: [accountRoutes, demoRoutes, joinRequestsRoutes],
});

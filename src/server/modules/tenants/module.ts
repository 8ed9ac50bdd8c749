import { defineModule } from '../../module-system/manifest';
import tenantsRoutes from './tenants.routes';

export default defineModule({
  key: 'tenants',
  routes: [tenantsRoutes],
});

import { defineModule } from '../../module-system/manifest';
import companyRoutes from './company.routes';

export default defineModule({
  key: 'company',
  routes: [companyRoutes],
});

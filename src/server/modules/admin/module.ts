import { defineModule } from '../../module-system/manifest';
import adminRoutes from './admin.routes';

export default defineModule({
  key: 'admin',
  routes: [adminRoutes],
});

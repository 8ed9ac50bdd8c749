import { defineModule } from '../../module-system/manifest';
import healthRoutes from './health.routes';

export default defineModule({
  key: 'health',
  routes: [healthRoutes],
});

import { defineModule } from '../../module-system/manifest';
import analyticsRoutes from './analytics.routes';

export default defineModule({
  key: 'analytics',
  routes: [analyticsRoutes],
});

import { defineModule } from '../../module-system/manifest';
import notificationsRoutes from './notifications.routes';

export default defineModule({
  key: 'notifications',
  routes: [notificationsRoutes],
});

import { defineModule } from '../../module-system/manifest';
import profileRoutes from './profile.routes';

export default defineModule({
  key: 'profile',
  routes: [profileRoutes],
});

import { defineModule } from '../../module-system/manifest';
import adminRoutes from './admin.routes';

export default defineModule({
  key: 'admin',
  // The firm's member rules for the platform admin's role changes and invitations (decision 0498),
  // and its count of active administrators for the companies list (decision 0510).
  dependsOn: ['company'],
  routes: [adminRoutes],
});

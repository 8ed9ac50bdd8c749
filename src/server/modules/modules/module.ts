import { defineModule } from '../../module-system/manifest';
import modulesRoutes from './modules.routes';
import adminModulesRoutes from './admin-modules.routes';

export default defineModule({
  key: 'modules',
  routes: [modulesRoutes, adminModulesRoutes],
});

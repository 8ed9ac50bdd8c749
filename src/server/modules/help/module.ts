import { defineModule } from '../../module-system/manifest';
import helpRoutes from './help.routes';

export default defineModule({
  key: 'help',
  routes: [helpRoutes],
});

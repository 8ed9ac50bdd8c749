import { defineModule } from '../../module-system/manifest';
import legalRoutes from './legal.routes';

export default defineModule({
  key: 'legal',
  routes: [legalRoutes],
});

import { defineModule } from '../../module-system/manifest';
import searchRoutes from './search.routes';

export default defineModule({
  key: 'search',
  routes: [searchRoutes],
});

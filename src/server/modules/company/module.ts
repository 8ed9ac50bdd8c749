import { defineModule } from '../../module-system/manifest';
import companyRoutes from './company.routes';

export default defineModule({
  key: 'company',
  events: ['company.member.roles_changed'],
  routes: [companyRoutes],
});

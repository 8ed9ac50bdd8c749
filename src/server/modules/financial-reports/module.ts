import { reportActions } from '@shared/reports/actions';
import { defineModule } from '../../module-system/manifest';
import financialReportsRoutes from './financial-reports.routes';

export default defineModule({
  key: 'financial-reports',
  actions: reportActions,
  routes: [financialReportsRoutes],
});

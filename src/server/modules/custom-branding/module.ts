import { brandingActions } from '@shared/custom-branding/actions';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import { seedBrandingDemo } from './custom-branding.demo-seed';
import customBrandingRoutes from './custom-branding.routes';
import { firmBrandings } from './custom-branding.schema';

export default defineModule({
  key: 'custom-branding',
  actions: brandingActions,
  events: ['branding.updated'],
  routes: [customBrandingRoutes],
  // Edited by the firm's administrators, read by all of the firm, never deleted by a request (migration 0072).
  tablePrivileges: { firm_brandings: 'SELECT, INSERT, UPDATE' },
  demoSeed: seedBrandingDemo,
  recordCounters: {
    'custom-branding': rowsOf([{ table: firmBrandings, tenantId: firmBrandings.tenantId, label: { hu: 'Arculati beállítások és logó', en: 'Branding settings and logo' } }]),
  },
});

import { opportunities, opportunityStages } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import opportunitiesRoutes from './opportunities.routes';

export default defineModule({
  key: 'opportunities',
  events: ['opportunity.created', 'opportunity.updated', 'opportunity.stage_changed', 'opportunity.won', 'opportunity.deleted'],
  dependsOn: ['matters'],
  routes: [opportunitiesRoutes],
  recordCounters: {
    opportunities: rowsOf([
      { table: opportunities, tenantId: opportunities.tenantId, label: { hu: 'Lehetőségek', en: 'Opportunities' } },
      { table: opportunityStages, tenantId: opportunityStages.tenantId, label: { hu: 'Tölcsérszakaszok', en: 'Pipeline stages' } },
    ]),
  },
});

import { matterNotes, matterParties, matters, matterTasks } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import mattersRoutes from './matters.routes';

export default defineModule({
  key: 'matters',
  events: ['matter.created', 'matter.updated', 'matter.closed'],
  routes: [mattersRoutes],
  recordCounters: {
    // Inside a request, row-level security leaves out confidential matters of other teams.
    matters: rowsOf([
      { table: matters, tenantId: matters.tenantId, label: { hu: 'Ügyek', en: 'Matters' } },
      { table: matterParties, tenantId: matterParties.tenantId, label: { hu: 'Ügyfelek és felek', en: 'Clients and parties' } },
      { table: matterNotes, tenantId: matterNotes.tenantId, label: { hu: 'Ügyjegyzetek', en: 'Matter notes' } },
      { table: matterTasks, tenantId: matterTasks.tenantId, label: { hu: 'Feladatok', en: 'Tasks' } },
    ]),
  },
});

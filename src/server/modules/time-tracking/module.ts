import { timeActions } from '@shared/time-tracking/actions';
import { timeEntries, timeRates } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import timeEntriesRoutes from './time-tracking.routes';

export default defineModule({
  key: 'time-tracking',
  actions: timeActions,
  events: ['time_entry.recorded', 'time_entry.updated', 'time_entry.deleted'],
  routes: [timeEntriesRoutes],
  recordCounters: {
    'time-tracking': rowsOf([
      { table: timeEntries, tenantId: timeEntries.tenantId, label: { hu: 'Időbejegyzések', en: 'Time entries' } },
      { table: timeRates, tenantId: timeRates.tenantId, label: { hu: 'Óradíjak', en: 'Hourly rates' } },
    ]),
  },
});

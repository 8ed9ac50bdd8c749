import { timeEntries, timeRates } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import timeEntriesRoutes from './time-tracking.routes';

export default defineModule({
  key: 'time-tracking',
  routes: [timeEntriesRoutes],
  recordCounters: {
    'time-tracking': rowsOf([
      { table: timeEntries, tenantId: timeEntries.tenantId, label: { hu: 'Időbejegyzések', en: 'Time entries' } },
      { table: timeRates, tenantId: timeRates.tenantId, label: { hu: 'Óradíjak', en: 'Hourly rates' } },
    ]),
  },
});

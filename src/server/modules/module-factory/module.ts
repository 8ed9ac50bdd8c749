import { defineModule } from '../../module-system/manifest';
import { countFactoryRecords } from './factory-catalog';
import factoryRecordsRoutes from './factory-records.routes';
import factoryRoutes from './factory.routes';

export default defineModule({
  key: 'module-factory',
  events: ['factory_record.created', 'factory_record.updated', 'factory_record.deleted'],
  routes: [factoryRoutes, factoryRecordsRoutes],
  // Published factory modules' keys are not known in advance.
  dynamicRecordCounter: countFactoryRecords,
});

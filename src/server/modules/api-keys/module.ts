import { defineModule } from '../../module-system/manifest';
import { seedApiKeysDemo } from './api-keys.demo-seed';
import apiKeysRoutes from './api-keys.routes';

export default defineModule({ key: 'api-keys', routes: [apiKeysRoutes], demoSeed: seedApiKeysDemo });

import { defineModule } from '../../module-system/manifest';
import { seedApiKeysDemo } from './api-keys.demo-seed';
import apiKeysRoutes from './api-keys.routes';

export default defineModule({ key: 'api-keys', events: ['api_key.created', 'api_key.revoked', 'api_key.rotated'], routes: [apiKeysRoutes], demoSeed: seedApiKeysDemo });

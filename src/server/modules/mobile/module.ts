import { mobileActions } from '@shared/mobile/actions';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import { seedMobileDemo } from './mobile.demo-seed';
import { pushJob } from './mobile.push';
import mobileRoutes from './mobile.routes';
import { mobileDevices, mobilePushSettings } from './mobile.schema';

// The mobile module (registry key mobile, decision 0516): the office as an installable web app and
// its Web Push – a user's devices and settings, the push job fed by notify() and portal messages.
export default defineModule({
  key: 'mobile',
  dependsOn: ['billing'],
  actions: mobileActions,
  routes: [mobileRoutes],
  jobs: [pushJob],
  demoSeed: seedMobileDemo,
  // A request registers, relabels (errors) and removes its user's devices; settings are saved, never
  // removed by a request; the generated VAPID pair is the platform's (vi_app holds nothing on it).
  tablePrivileges: { mobile_devices: 'SELECT, INSERT, UPDATE, DELETE', mobile_push_settings: 'SELECT, INSERT, UPDATE', mobile_vapid_keys: '' },
  recordCounters: {
    mobile: rowsOf([
      { table: mobileDevices, tenantId: mobileDevices.tenantId, label: { hu: 'Értesítésekre regisztrált eszközök', en: 'Devices registered for notifications' } },
      { table: mobilePushSettings, tenantId: mobilePushSettings.tenantId, label: { hu: 'Értesítési beállítások', en: 'Notification settings' } },
    ]),
  },
});

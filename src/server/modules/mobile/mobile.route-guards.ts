// The mobile module's part of the route-guard harness (test support, decisions 0424, 0516): the
// reviewed guard of each of its routes, another firm's device for the object-level check, and
// valid bodies. Never imported by production code.
import type { Database } from '../../db/client';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';
import { mobileDevices } from './mobile.schema';

interface ForeignDevices {
  mobileDeviceId: string;
}

/** A push device of the other firm's member. */
async function foreignDevices(db: Database, other: ForeignFirm): Promise<ForeignDevices> {
  const [device] = await db
    .insert(mobileDevices)
    .values({ tenantId: other.tenantId, userId: other.userId, label: 'Idegen telefon', endpoint: 'https://push.example.com/idegen', p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) })
    .returning({ id: mobileDevices.id });
  return { mobileDeviceId: device!.id };
}

export default defineRouteGuardPart<ForeignDevices>({
  foreign: foreignDevices,
  guards: {
    // Each user of the firm who may use its modules manages her own devices and settings.
    'GET /api/mobile/vapid-key': tenantPerm('canUseModules'),
    'GET /api/mobile/devices': tenantPerm('canUseModules'),
    'POST /api/mobile/devices': tenantPerm('canUseModules'),
    'DELETE /api/mobile/devices/:id': tenantPerm('canUseModules'),
    'GET /api/mobile/settings': tenantPerm('canUseModules'),
    'PUT /api/mobile/settings': tenantPerm('canUseModules'),
    'POST /api/mobile/test-push': tenantPerm('canUseModules'),
  },
  foreignIds: {
    '/api/mobile/devices/:id': (f) => ({ id: f.mobileDeviceId }),
  },
  bodies: {
    'POST /api/mobile/devices': { endpoint: 'https://push.example.com/harness', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    'PUT /api/mobile/settings': { deadlines: true, messages: true, other: false },
  },
});

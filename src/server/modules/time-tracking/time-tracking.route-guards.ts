// The time-tracking module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { timeEntries, timeRates } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignTimeTracking {
  timeEntryId: string;
  timeRateId: string;
}

/** A time entry of the other firm's member on its matter, and a rate of the other firm. */
async function foreignTimeTracking(db: Database, other: ForeignFirm): Promise<ForeignTimeTracking> {
  const [entry] = await db
    .insert(timeEntries)
    .values({
      tenantId: other.tenantId,
      userId: other.userId,
      matterId: other.matterId,
      description: 'Idegen munka',
      workDate: '2026-01-06',
      minutes: 60,
      billedMinutes: 60,
      rate: '30000',
      currency: 'HUF',
      rateLevel: 'firm',
    })
    .returning({ id: timeEntries.id });
  const [rate] = await db.insert(timeRates).values({ tenantId: other.tenantId, level: 'matter', matterId: other.matterId, amount: '40000', currency: 'HUF' }).returning({ id: timeRates.id });
  return { timeEntryId: entry!.id, timeRateId: rate!.id };
}

export default defineRouteGuardPart<ForeignTimeTracking>({
  foreign: foreignTimeTracking,
  guards: {
    // Time tracking (issue 17 point 1, decision 0115): own entries and timer for who records time,
    // rates and rounding for who edits the firm's settings.
    'GET /api/time-tracking': tenantPerm('canViewTimeTracking'),
    'GET /api/time-tracking/week': tenantPerm('canViewTimeTracking'),
    'POST /api/time-tracking': tenantPerm('canCreateTimeEntries'),
    'PATCH /api/time-tracking/:id': tenantPerm('canCreateTimeEntries'),
    'DELETE /api/time-tracking/:id': tenantPerm('canCreateTimeEntries'),
    'GET /api/time-tracking/timer': tenantPerm('canViewTimeTracking'),
    'POST /api/time-tracking/timer': tenantPerm('canCreateTimeEntries'),
    'POST /api/time-tracking/timer/stop': tenantPerm('canCreateTimeEntries'),
    'DELETE /api/time-tracking/timer': tenantPerm('canCreateTimeEntries'),
    'GET /api/time-tracking/settings': tenantPerm('canViewTimeTracking'),
    'PUT /api/time-tracking/settings': tenantPerm('canEditSettings'),
    'PUT /api/time-tracking/rates': tenantPerm('canEditSettings'),
    'DELETE /api/time-tracking/rates/:id': tenantPerm('canEditSettings'),
  },
  foreignIds: {
    '/api/time-tracking/:id': (f) => ({ id: f.timeEntryId }),
    '/api/time-tracking/rates/:id': (f) => ({ id: f.timeRateId }),
  },
  bodies: {
    'POST /api/time-tracking': { matterId: 'nincs-ilyen-ugy', description: 'Harness munka', workDate: '2026-03-02', duration: '1:12' },
    'PATCH /api/time-tracking/:id': { description: 'Módosítási kísérlet' },
    'POST /api/time-tracking/timer': { matterId: 'nincs-ilyen-ugy' },
    'POST /api/time-tracking/timer/stop': {},
    'PUT /api/time-tracking/settings': { rounding: { mode: 'up', incrementMinutes: 6 }, defaultRate: '30000', defaultCurrency: 'HUF' },
    'PUT /api/time-tracking/rates': { level: 'activity', targetId: 'travel', amount: '15000', currency: 'HUF' },
  },
});

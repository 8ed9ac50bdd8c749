// The time-entries module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    // Time tracking (issue 17 point 1, decision 0115): own entries and timer for who records time,
    // rates and rounding for who edits the firm's settings.
    'GET /api/time-entries': tenantPerm('canViewTimeTracking'),
    'GET /api/time-entries/week': tenantPerm('canViewTimeTracking'),
    'POST /api/time-entries': tenantPerm('canCreateTimeEntries'),
    'PATCH /api/time-entries/:id': tenantPerm('canCreateTimeEntries'),
    'DELETE /api/time-entries/:id': tenantPerm('canCreateTimeEntries'),
    'GET /api/time-entries/timer': tenantPerm('canViewTimeTracking'),
    'POST /api/time-entries/timer': tenantPerm('canCreateTimeEntries'),
    'POST /api/time-entries/timer/stop': tenantPerm('canCreateTimeEntries'),
    'DELETE /api/time-entries/timer': tenantPerm('canCreateTimeEntries'),
    'GET /api/time-entries/settings': tenantPerm('canViewTimeTracking'),
    'PUT /api/time-entries/settings': tenantPerm('canEditSettings'),
    'PUT /api/time-entries/rates': tenantPerm('canEditSettings'),
    'DELETE /api/time-entries/rates/:id': tenantPerm('canEditSettings'),
  },
  foreignIds: {
    '/api/time-entries/:id': (f) => ({ id: f.timeEntryId }),
    '/api/time-entries/rates/:id': (f) => ({ id: f.timeRateId }),
  },
  bodies: {
    'POST /api/time-entries': { matterId: 'nincs-ilyen-ugy', description: 'Harness munka', workDate: '2026-03-02', duration: '1:12' },
    'PATCH /api/time-entries/:id': { description: 'Módosítási kísérlet' },
    'POST /api/time-entries/timer': { matterId: 'nincs-ilyen-ugy' },
    'POST /api/time-entries/timer/stop': {},
    'PUT /api/time-entries/settings': { rounding: { mode: 'up', incrementMinutes: 6 }, defaultRate: '30000', defaultCurrency: 'HUF' },
    'PUT /api/time-entries/rates': { level: 'activity', targetId: 'travel', amount: '15000', currency: 'HUF' },
  },
});

// The hospitality module's part of the route-guard harness (issue 37): the reviewed guard of each
// /api/hospitality route (decision 0347), another firm's objects for the object-level checks, and
// valid bodies. Test support (decision 0424): gathered by src/server/test/route-guard-parts.ts,
// never imported by production code.
import { hospitalityPermissions as can } from '@shared/hospitality/permissions';
import {
  hospitalityCharges,
  hospitalityGuestRegister,
  hospitalityGuests,
  hospitalityProperties,
  hospitalityRatePlans,
  hospitalityReservations,
  hospitalityStays,
  hospitalityUnitBlocks,
  hospitalityUnits,
  hospitalityNtakMessages,
} from '../../db/schema';
import type { Database } from '../../db/client';
import type { RouteGuard } from '../../plugins/request-context';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

const guards: Record<string, RouteGuard> = {
  'GET /api/hospitality/properties': tenantPerm(can.view),
  'POST /api/hospitality/properties': tenantPerm(can.configure),
  'PUT /api/hospitality/properties/:id': tenantPerm(can.configure),
  'POST /api/hospitality/units': tenantPerm(can.configure),
  'PUT /api/hospitality/units/:id': tenantPerm(can.configure),
  'DELETE /api/hospitality/units/:id': tenantPerm(can.configure),
  'POST /api/hospitality/units/:id/blocks': tenantPerm(can.configure),
  'DELETE /api/hospitality/blocks/:id': tenantPerm(can.configure),
  'POST /api/hospitality/rate-plans': tenantPerm(can.configure),
  'PUT /api/hospitality/rate-plans/:id': tenantPerm(can.configure),
  'DELETE /api/hospitality/rate-plans/:id': tenantPerm(can.configure),
  'GET /api/hospitality/reservations': tenantPerm(can.view),
  'POST /api/hospitality/reservations': tenantPerm(can.book),
  'GET /api/hospitality/reservations/:id': tenantPerm(can.view),
  'PUT /api/hospitality/reservations/:id': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/move': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/status': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/cancel': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/check-in': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/check-out': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/room-change': tenantPerm(can.book),
  'GET /api/hospitality/calendar': tenantPerm(can.view),
  'GET /api/hospitality/housekeeping': tenantPerm(can.view),
  'GET /api/hospitality/units/:id/housekeeping': tenantPerm(can.view),
  'PUT /api/hospitality/units/:id/housekeeping': tenantPerm(can.book),
  'PUT /api/hospitality/units/:id/task': tenantPerm(can.book),
  'GET /api/hospitality/reservations/:id/folio': tenantPerm(can.view),
  'POST /api/hospitality/reservations/:id/charges': tenantPerm(can.book),
  'DELETE /api/hospitality/reservations/:id/charges/:chargeId': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/payments': tenantPerm(can.book),
  'POST /api/hospitality/reservations/:id/invoice': tenantPerm(can.invoice),
  'GET /api/hospitality/guests': tenantPerm(can.guests),
  'GET /api/hospitality/guests/:id/register': tenantPerm(can.guests),
  'GET /api/hospitality/tourist-tax': tenantPerm(can.viewInvoices),
  'GET /api/hospitality/tourist-tax/export': tenantPerm(can.viewInvoices),
  'GET /api/hospitality/ntak': tenantPerm(can.view),
  'PUT /api/hospitality/ntak/settings': tenantPerm(can.configure),
  'POST /api/hospitality/ntak/send': tenantPerm(can.configure),
  'POST /api/hospitality/ntak/daily-close': tenantPerm(can.configure),
  'POST /api/hospitality/ntak/messages/:id/resubmit': tenantPerm(can.configure),
  'GET /api/hospitality/ntak/connection-test': tenantPerm(can.connectionTest),
};

interface ForeignHospitality {
  hospitalityPropertyId: string;
  hospitalityUnitId: string;
  hospitalityRatePlanId: string;
  hospitalityBlockId: string;
  hospitalityReservationId: string;
  hospitalityNtakMessageId: string;
  hospitalityChargeId: string;
  hospitalityGuestId: string;
}

/** A property of the other firm with a unit, a rate plan, an out-of-order period, a reservation and an NTAK message. */
async function foreignHospitality(db: Database, tenantId: string): Promise<ForeignHospitality> {
  const [property] = await db
    .insert(hospitalityProperties)
    .values({
      tenantId,
      name: 'Idegen Panzió (harness)',
      type: 'panzio',
      address: { postalCode: '1011', city: 'Budapest', addressLine: 'Idegen utca 1.' },
      ntakRegistrationNumber: 'PA99000001',
      touristTax: { mode: 'none' },
      cancellationTerms: { freeUntilDays: 1, penaltyPercent: 0 },
    })
    .returning({ id: hospitalityProperties.id });
  const [unit] = await db.insert(hospitalityUnits).values({ tenantId, propertyId: property!.id, name: '101', ntakType: 'STANDARD', capacity: 2 }).returning({ id: hospitalityUnits.id });
  const [plan] = await db.insert(hospitalityRatePlans).values({ tenantId, propertyId: property!.id, name: 'Idegen ár', basePrice: 10_000 }).returning({ id: hospitalityRatePlans.id });
  const [block] = await db
    .insert(hospitalityUnitBlocks)
    .values({ tenantId, unitId: unit!.id, kind: 'out_of_order', startsOn: '2030-01-01', endsOn: '2030-01-05', reason: 'Idegen felújítás' })
    .returning({ id: hospitalityUnitBlocks.id });
  const [reservation] = await db
    .insert(hospitalityReservations)
    .values({
      tenantId,
      propertyId: property!.id,
      number: '2026-999999',
      status: 'confirmed',
      arrival: '2026-12-01',
      departure: '2026-12-03',
      adults: 1,
      bookerName: 'Idegen Vendég',
      accommodationTotal: 20_000,
      salesChannel: 'DIREKT_ONLINE',
      marketSegment: 'ISMERETLEN',
      cancellationTerms: { freeUntilDays: 1, penaltyPercent: 0 },
    })
    .returning({ id: hospitalityReservations.id });
  await db.insert(hospitalityStays).values({ tenantId, reservationId: reservation!.id, unitId: unit!.id, startsOn: '2026-12-01', endsOn: '2026-12-03', nightPrices: [10_000, 10_000] });
  const [charge] = await db
    .insert(hospitalityCharges)
    .values({ tenantId, reservationId: reservation!.id, kind: 'extra', description: 'Idegen reggeli', serviceDate: '2026-12-02', quantity: '1', unitPrice: 3000, vatCode: '5', ntakCategory: 'ETEL' })
    .returning({ id: hospitalityCharges.id });
  const [guest] = await db
    .insert(hospitalityGuests)
    .values({ tenantId, reservationId: reservation!.id, unitId: unit!.id, gender: 'NO', birthYear: 1980, nationality: 'HU', residenceCountry: 'HU', residencePostcode: '1011' })
    .returning({ id: hospitalityGuests.id });
  await db.insert(hospitalityGuestRegister).values({ guestId: guest!.id, tenantId, displayName: 'Idegen Vendég', data: null, collectedOn: '2026-12-01', purgeAfter: '2027-12-31' });
  const [message] = await db
    .insert(hospitalityNtakMessages)
    .values({ tenantId, propertyId: property!.id, kind: 'FOGLALAS', reservationId: reservation!.id, payload: {}, state: 'rejected' })
    .returning({ id: hospitalityNtakMessages.id });
  return {
    hospitalityPropertyId: property!.id,
    hospitalityUnitId: unit!.id,
    hospitalityRatePlanId: plan!.id,
    hospitalityBlockId: block!.id,
    hospitalityReservationId: reservation!.id,
    hospitalityNtakMessageId: message!.id,
    hospitalityChargeId: charge!.id,
    hospitalityGuestId: guest!.id,
  };
}

const foreignIds: Record<string, (f: ForeignHospitality) => Record<string, string>> = {
  '/api/hospitality/properties/:id': (f) => ({ id: f.hospitalityPropertyId }),
  '/api/hospitality/units/:id': (f) => ({ id: f.hospitalityUnitId }),
  '/api/hospitality/units/:id/blocks': (f) => ({ id: f.hospitalityUnitId }),
  '/api/hospitality/blocks/:id': (f) => ({ id: f.hospitalityBlockId }),
  '/api/hospitality/rate-plans/:id': (f) => ({ id: f.hospitalityRatePlanId }),
  '/api/hospitality/reservations/:id': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/move': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/status': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/cancel': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/check-in': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/check-out': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/room-change': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/units/:id/housekeeping': (f) => ({ id: f.hospitalityUnitId }),
  '/api/hospitality/units/:id/task': (f) => ({ id: f.hospitalityUnitId }),
  '/api/hospitality/reservations/:id/folio': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/charges': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/charges/:chargeId': (f) => ({ id: f.hospitalityReservationId, chargeId: f.hospitalityChargeId }),
  '/api/hospitality/reservations/:id/payments': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/reservations/:id/invoice': (f) => ({ id: f.hospitalityReservationId }),
  '/api/hospitality/guests/:id/register': (f) => ({ id: f.hospitalityGuestId }),
  '/api/hospitality/ntak/messages/:id/resubmit': (f) => ({ id: f.hospitalityNtakMessageId }),
};

const property = {
  name: 'Harness Vendégház',
  type: 'vendeghaz',
  address: { postalCode: '8230', city: 'Balatonfüred', addressLine: 'Harness utca 1.' },
  touristTax: { mode: 'per_night', amountHuf: 400 },
  cancellationTerms: { freeUntilDays: 3, penaltyPercent: 30 },
};
const guest = {
  unitId: 'x',
  familyName: 'Harness',
  givenName: 'Elek',
  birthPlace: 'Pécs',
  birthDate: '1980-01-01',
  gender: 'FERFI',
  nationality: 'HU',
  documentType: 'SZEM_IG',
  documentNumber: '111111AA',
  residenceCountry: 'HU',
  residencePostcode: '7621',
  residenceCity: 'Pécs',
  residenceAddress: 'Fő utca 1.',
};

const bodies: Record<string, unknown> = {
  'POST /api/hospitality/properties': property,
  'PUT /api/hospitality/properties/:id': property,
  'POST /api/hospitality/units': { propertyId: 'nincs-ilyen', name: '9', ntakType: 'STANDARD', capacity: 2 },
  'PUT /api/hospitality/units/:id': { propertyId: 'nincs-ilyen', name: '9', ntakType: 'STANDARD', capacity: 2 },
  'POST /api/hospitality/units/:id/blocks': { kind: 'out_of_service', startsOn: '2031-01-01', endsOn: '2031-01-02', reason: 'Harness' },
  'POST /api/hospitality/rate-plans': { propertyId: 'nincs-ilyen', name: 'Harness ár', basePrice: 10_000 },
  'PUT /api/hospitality/rate-plans/:id': { propertyId: 'nincs-ilyen', name: 'Harness ár', basePrice: 10_000 },
  'POST /api/hospitality/reservations': {
    propertyId: 'nincs-ilyen',
    unitIds: ['nincs-ilyen'],
    arrival: '2031-01-01',
    departure: '2031-01-02',
    adults: 1,
    bookerName: 'Harness Elek',
    salesChannel: 'DIREKT_ONLINE',
    marketSegment: 'ISMERETLEN',
  },
  'PUT /api/hospitality/reservations/:id': {
    unitIds: ['nincs-ilyen'],
    arrival: '2031-01-01',
    departure: '2031-01-02',
    adults: 1,
    bookerName: 'Harness Elek',
    salesChannel: 'DIREKT_ONLINE',
    marketSegment: 'ISMERETLEN',
    version: 1,
  },
  'POST /api/hospitality/reservations/:id/move': { stayId: 'nincs-ilyen', unitId: 'nincs-ilyen', arrival: '2031-01-01', departure: '2031-01-02', version: 1 },
  'POST /api/hospitality/reservations/:id/status': { status: 'confirmed', version: 1 },
  'POST /api/hospitality/reservations/:id/cancel': { reason: 'Harness', version: 1 },
  'POST /api/hospitality/reservations/:id/check-in': { guests: [guest], version: 1 },
  'POST /api/hospitality/reservations/:id/check-out': { version: 1 },
  'POST /api/hospitality/reservations/:id/room-change': { fromUnitId: 'a', toUnitId: 'b', version: 1 },
  'PUT /api/hospitality/units/:id/housekeeping': { state: 'clean' },
  'PUT /api/hospitality/units/:id/task': { date: '2031-01-01', done: true },
  'POST /api/hospitality/reservations/:id/charges': { description: 'Reggeli', category: 'ETEL', serviceDate: '2031-01-01', quantity: 1, unitPrice: 3000, vatCode: '5' },
  'POST /api/hospitality/reservations/:id/payments': { kind: 'deposit', paidOn: '2026-01-01', amount: 1000, method: 'KESZPENZ' },
  'POST /api/hospitality/reservations/:id/invoice': { payer: { kind: 'contact', contactId: 'nincs-ilyen' } },
  'PUT /api/hospitality/ntak/settings': { environment: 'test', authCertificate: 'nem tanúsítvány', signingCertificate: 'nem tanúsítvány' },
};

const queries: Record<string, string> = {
  'GET /api/hospitality/calendar': 'propertyId=nincs-ilyen&from=2026-12-01&to=2026-12-31',
  'GET /api/hospitality/housekeeping': 'propertyId=nincs-ilyen',
  'GET /api/hospitality/tourist-tax': 'month=2026-11',
  'GET /api/hospitality/tourist-tax/export': 'month=2026-11',
};

export default defineRouteGuardPart<ForeignHospitality>({ guards, foreignIds, bodies, queries, foreign: (db, other) => foreignHospitality(db, other.tenantId) });

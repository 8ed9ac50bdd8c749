// A firm with the hospitality module, a guesthouse with three units and a rate plan, for the API
// tests (each test file builds its own firm, so tests never share reservations).
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { CreateReservationBody, GuestCheckIn } from '@shared/hospitality/hospitality.schemas';
import { installDefaultModules } from '../../../module-system/defaults';
import { createTenantWithMember, injectAs, signIn, type TestApp } from '../../../test/test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function hospitalityFirm(t: TestApp, options: { ntakRegistrationNumber?: string | null; operatingSince?: string } = {}) {
  const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
  await installDefaultModules(t.database.db, firm.tenantId, null, ['contacts', 'invoice-generator', 'hospitality']);
  const cookie = await signIn(t.app, firm.email);
  const call = (method: Method, url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const ok = async <T = Record<string, unknown>>(method: Method, url: string, payload?: object, status = method === 'POST' ? [200, 201] : [200]): Promise<T> => {
    const res = await call(method, url, payload);
    if (!status.includes(res.statusCode)) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const property = await ok<{ id: string }>('POST', '/api/hospitality/properties', {
    name: 'Tölgyfa Vendégház',
    type: 'vendeghaz',
    address: { postalCode: '8230', city: 'Balatonfüred', addressLine: 'Tölgyfa utca 12.' },
    ntakRegistrationNumber: options.ntakRegistrationNumber === undefined ? 'MA23001234' : options.ntakRegistrationNumber,
    touristTax: { mode: 'per_night', amountHuf: 500 },
    cancellationTerms: { freeUntilDays: 7, penaltyPercent: 50 },
    operatingSince: options.operatingSince ?? addDays(todayInBudapest(), -3),
  });
  const unit = async (name: string, capacity: number) =>
    (await ok<{ id: string }>('POST', '/api/hospitality/units', { propertyId: property.id, name, ntakType: 'STANDARD', capacity, doubleBeds: 1, singleBeds: capacity - 2 >= 0 ? capacity - 2 : 0, position: Number(name) }))
      .id;
  const units = [await unit('1', 2), await unit('2', 3), await unit('3', 4)];
  const plan = await ok<{ id: string }>('POST', '/api/hospitality/rate-plans', { propertyId: property.id, name: 'Alapár', basePrice: 24_000, minStay: 1, isDefault: true, seasons: [] });
  const book = (overrides: Partial<CreateReservationBody> = {}) =>
    call('POST', '/api/hospitality/reservations', {
      propertyId: property.id,
      unitIds: [units[0]],
      arrival: todayInBudapest(),
      departure: addDays(todayInBudapest(), 2),
      adults: 2,
      bookerName: 'Kiss Péter',
      bookerEmail: 'kiss.peter@example.hu',
      bookerNationality: 'HU',
      salesChannel: 'DIREKT_ONLINE',
      marketSegment: 'SZABADIDOS_EGYENI',
      ...overrides,
    });
  return { ...firm, cookie, call, ok, propertyId: property.id, units, ratePlanId: plan.id, book };
}

export function guest(unitId: string, overrides: Partial<GuestCheckIn> = {}): GuestCheckIn {
  return {
    unitId,
    familyName: 'Kiss',
    givenName: 'Péter',
    birthPlace: 'Szeged',
    birthDate: '1984-03-15',
    gender: 'FERFI',
    nationality: 'HU',
    documentType: 'SZEM_IG',
    documentNumber: '123456AB',
    residenceCountry: 'HU',
    residencePostcode: '6720',
    residenceCity: 'Szeged',
    residenceAddress: 'Kárász utca 5.',
    ...overrides,
  };
}

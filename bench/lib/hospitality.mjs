// The hospitality rows of `npm run bench` (issue 37): the reservation calendar's month for a
// property of 50 units, and booking throughput (POST /api/hospitality/reservations), both through
// the production server as the demo firm's admin, next to the ceiling route on the same data in
// the same run (scripts/bench.mjs). The property is made through the API like a firm would: 50
// units, and the month filled with stays of 1–4 nights (a real calendar's answer, not an empty
// grid). Each booking of the throughput row takes its own unit-night far in the future (unit i of
// 50, night 2040-01-01 + ⌊i / 50⌋), so every request is a success and not a refused overlap; the
// property has an NTAK registration number, so each booking also writes its NTAK message in the
// same transaction, as in production.

export const HOSPITALITY_UNITS = 50;
const BOOKING_FROM = '2040-01-01';

const addDays = (iso, n) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function call(base, cookie, method, path, body) {
  const res = await fetch(`${base}${path}`, { method, headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

const booking = (propertyId, unitId, arrival, departure, bookerName) => ({
  propertyId,
  unitIds: [unitId],
  arrival,
  departure,
  adults: 2,
  bookerName,
  accommodationTotal: 24_000 * Math.max(1, (Date.parse(departure) - Date.parse(arrival)) / 86_400_000),
  salesChannel: 'DIREKT_ONLINE',
  marketSegment: 'SZABADIDOS_EGYENI',
});

/** A property with 50 units and this month's calendar filled; returns what the rows need. */
export async function prepareHospitality(base, cookie) {
  const property = await call(base, cookie, 'POST', '/api/hospitality/properties', {
    name: 'Bench Hotel',
    type: 'szalloda',
    address: { postalCode: '1051', city: 'Budapest', addressLine: 'Bench utca 50.' },
    ntakRegistrationNumber: 'SZ24005050',
    touristTax: { mode: 'per_night', amountHuf: 600 },
    cancellationTerms: { freeUntilDays: 3, penaltyPercent: 50 },
  });
  const unitIds = [];
  for (let i = 0; i < HOSPITALITY_UNITS; i++) {
    const unit = await call(base, cookie, 'POST', '/api/hospitality/units', { propertyId: property.id, name: String(101 + i), ntakType: i % 5 === 4 ? 'SUPERIOR' : 'STANDARD', capacity: 2, doubleBeds: 1, position: i + 1 });
    unitIds.push(unit.id);
  }
  const from = `${new Date().toISOString().slice(0, 7)}-01`;
  const to = addDays(from, 31);
  let stays = 0;
  for (const [i, unitId] of unitIds.entries()) {
    // Stays of 1–4 nights with a free night between some of them, different per unit.
    for (let d = addDays(from, i % 3); d < to; ) {
      const nights = 1 + ((i + stays) % 4);
      const departure = addDays(d, nights);
      await call(base, cookie, 'POST', '/api/hospitality/reservations', booking(property.id, unitId, d, departure, `Vendég ${i}-${stays}`));
      stays++;
      d = addDays(departure, (i + stays) % 5 === 0 ? 1 : 0);
    }
  }
  const calendarPath = `/api/hospitality/calendar?propertyId=${property.id}&from=${from}&to=${to}`;
  const month = await call(base, cookie, 'GET', calendarPath);
  if (month.units?.length !== HOSPITALITY_UNITS || month.days?.length !== 31 || month.stays?.length < HOSPITALITY_UNITS * 5) throw new Error(`the calendar month did not answer 50 units × 31 days with the stays: ${JSON.stringify({ units: month.units?.length, days: month.days?.length, stays: month.stays?.length })}`);
  return { propertyId: property.id, unitIds, calendarPath, stays };
}

/** The booking row's autocannon spec: each request books the next free unit-night. */
export function bookingSpec(base, cookie, prepared, load) {
  let n = 0;
  return {
    url: `${base}/api/hospitality/reservations`,
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          const arrival = addDays(BOOKING_FROM, Math.floor(i / HOSPITALITY_UNITS));
          return { ...request, body: JSON.stringify(booking(prepared.propertyId, prepared.unitIds[i % HOSPITALITY_UNITS], arrival, addDays(arrival, 1), `Terhelés ${i}`)) };
        },
      },
    ],
    ...load,
  };
}

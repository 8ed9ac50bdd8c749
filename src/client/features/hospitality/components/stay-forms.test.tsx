// The front desk's room change and cancellation and the calendar's move dialog on the form kit:
// they send the shared bodies and put the server's VALIDATION_ERROR messages on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import type { CalendarData, Property, ReservationDetail } from '../api/types';
import { CalendarPage } from './calendar-page';
import { CancelForm, RoomChangeForm } from './stay-actions';

const today = todayInBudapest();

const property = {
  id: 'p1',
  name: 'Tölgyfa Vendégház',
  type: 'vendeghaz',
  address: { postalCode: '8230', city: 'Balatonfüred', addressLine: 'Tölgyfa utca 12.' },
  ntakRegistrationNumber: null,
  touristTax: { mode: 'none' },
  cancellationTerms: { freeUntilDays: 7, penaltyPercent: 50 },
  checkInTime: '14:00',
  checkOutTime: '10:00',
  operatingSince: null,
  units: [
    { id: 'u1', name: '1', building: 'a', ntakType: 'STANDARD', capacity: 2, singleBeds: 0, doubleBeds: 1, extraBeds: 0, position: 1, housekeeping: 'clean', blocks: [] },
    { id: 'u2', name: '2', building: 'a', ntakType: 'STANDARD', capacity: 3, singleBeds: 2, doubleBeds: 0, extraBeds: 1, position: 2, housekeeping: 'dirty', blocks: [] },
  ],
  ratePlans: [],
} satisfies Property;

const reservation = {
  id: 'res1',
  number: 'F-2026-0007',
  status: 'checked_in',
  version: 3,
  propertyId: 'p1',
  propertyName: property.name,
  arrival: today,
  departure: addDays(today, 2),
  nights: 2,
  adults: 2,
  childrenAges: [],
  bookerName: 'Kiss Anna',
  bookerEmail: 'kiss.anna@example.hu',
  bookerPhone: null,
  bookerNationality: 'HU',
  payerContactId: null,
  ratePlanId: null,
  accommodationTotal: 49000,
  salesChannel: 'DIREKT_ONLINE',
  marketSegment: 'SZABADIDOS_EGYENI',
  cancellationTerms: { freeUntilDays: 7, penaltyPercent: 50 },
  cancellationFee: null,
  cancellationReason: null,
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  stays: [{ id: 's1', unitId: 'u1', unitName: '1', housekeeping: 'clean', startsOn: today, endsOn: addDays(today, 2), nightPrices: [24500, 24500], holds: true }],
  guests: [],
  history: [],
  ntakMessages: [],
} satisfies ReservationDetail;

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('front-desk forms on the form kit', () => {
  it('room change: sends the override with its reason, the server message lands on the reason', async () => {
    const calls = mockFetch((url) => (url === '/api/hospitality/reservations/res1/room-change' ? invalid({ overrideReason: 'A felülbírálás okát legalább 10 karakterrel add meg.' }) : undefined));
    const onDone = vi.fn();
    renderWithProviders(<RoomChangeForm reservation={reservation} property={property} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Szobacsere' });
    expect(within(form).getByLabelText('Melyik egységbe')).toHaveDisplayValue('2 (3 fő)');
    await userEvent.click(within(form).getByLabelText('Felülbírálás: a cél egység nincs kitakarítva'));
    await userEvent.type(within(form).getByLabelText('A felülbírálás oka'), 'Sürgős');
    await userEvent.click(within(form).getByRole('button', { name: 'Szobacsere' }));
    await waitFor(() => expect(within(form).getByLabelText('A felülbírálás oka')).toHaveAccessibleDescription('A felülbírálás okát legalább 10 karakterrel add meg.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ fromUnitId: 'u1', toUnitId: 'u2', override: true, overrideReason: 'Sürgős', version: 3 });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancellation: waits for a reason, sends the waiver, the server message lands on the reason', async () => {
    const calls = mockFetch((url) => (url === '/api/hospitality/reservations/res1/cancel' ? invalid({ reason: 'Az ok legfeljebb 500 karakter lehet.' }) : undefined));
    renderWithProviders(<CancelForm reservation={reservation} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Lemondás' });
    expect(within(form).getByRole('button', { name: 'Lemondás' })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('A lemondás oka'), 'A vendég megbetegedett');
    await userEvent.click(within(form).getByLabelText('Lemondási díj elengedése'));
    await userEvent.click(within(form).getByRole('button', { name: 'Lemondás' }));
    await waitFor(() => expect(within(form).getByLabelText('A lemondás oka')).toHaveAccessibleDescription('Az ok legfeljebb 500 karakter lehet.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'A vendég megbetegedett', waiveFee: true, version: 3 });
  });

  it("the calendar's move dialog: sends the stay to another unit, the server message lands on the departure", async () => {
    const from = addDays(today, -1);
    const stay = { id: 's2', unitId: 'u2', startsOn: addDays(from, 1), endsOn: addDays(from, 3), reservationId: 'r2', number: 'F-2026-0002', status: 'confirmed' as const, bookerName: 'Nagy Béla', guests: 1, version: 4 };
    const calendar = {
      from,
      to: addDays(from, 14),
      units: property.units.map((u) => ({ id: u.id, name: u.name, building: 'a', capacity: u.capacity, ntakType: u.ntakType, housekeeping: u.housekeeping })),
      stays: [stay],
      blocks: [],
      days: Array.from({ length: 14 }, (_, i) => ({ date: addDays(from, i), occupied: 0, available: 2, occupancy: 0 })),
    } satisfies CalendarData;
    const calls = mockFetch((url, method) => {
      if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
      if (url.startsWith('/api/hospitality/calendar')) return json(200, calendar);
      if (url === '/api/hospitality/reservations/r2/move' && method === 'POST') return invalid({ departure: 'Ebben az egységben ekkor már van foglalás.' });
      return undefined;
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/hospitality/calendar']}>
        <Routes>
          <Route path="/app/hospitality/calendar" element={<CalendarPage canBook />} />
        </Routes>
      </MemoryRouter>,
    );
    const grid = await screen.findByRole('region', { name: 'Foglalási naptár' });
    await userEvent.click(within(grid).getByRole('button', { name: /^F-2026-0002 Nagy Béla/ }));
    const dialog = await screen.findByRole('dialog', { name: 'F-2026-0002 – Nagy Béla' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Egység'), 'u1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Áthelyezés' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Távozás')).toHaveAccessibleDescription(/Ebben az egységben ekkor már van foglalás\./));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ stayId: 's2', unitId: 'u1', arrival: stay.startsOn, departure: stay.endsOn, version: 4 });
  });
});

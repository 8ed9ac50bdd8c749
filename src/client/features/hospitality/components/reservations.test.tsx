import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDate } from '@shared/hu/format';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { CalendarData, Property } from '../api/types';
import { CalendarPage, keyboardMove, rowCells } from './calendar-page';
import { NewReservationPage } from './reservation-pages';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const today = todayInBudapest();
const from = addDays(today, -1);

const property: Property = {
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
    { id: 'u2', name: '2', building: 'a', ntakType: 'STANDARD', capacity: 2, singleBeds: 2, doubleBeds: 0, extraBeds: 0, position: 2, housekeeping: 'clean', blocks: [] },
  ],
  ratePlans: [],
};

const calendar: CalendarData = {
  from,
  to: addDays(from, 14),
  units: property.units.map((u) => ({ id: u.id, name: u.name, building: 'a', capacity: u.capacity, ntakType: u.ntakType, housekeeping: u.housekeeping })),
  stays: [{ id: 's1', unitId: 'u1', startsOn: addDays(from, -2), endsOn: addDays(from, 3), reservationId: 'r1', number: 'F-2026-0001', status: 'checked_in', bookerName: 'Kiss Anna', guests: 2, version: 1 }],
  blocks: [{ id: 'b1', unitId: 'u2', kind: 'out_of_order', startsOn: addDays(from, 5), endsOn: addDays(from, 7), reason: 'Festés' }],
  days: Array.from({ length: 14 }, (_, i) => ({ date: addDays(from, i), occupied: i < 3 ? 1 : 0, available: 2, occupancy: i < 3 ? 50 : 0 })),
};

describe('reservation calendar', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lays out a unit row: a stay clipped to the range spans its nights, a block its days, the rest are free days', () => {
    const u1 = rowCells(calendar, 'u1', from);
    expect(u1[0]).toMatchObject({ kind: 'stay', span: 3 });
    expect(u1.slice(1).every((c) => c.kind === 'free')).toBe(true);
    expect(u1.length).toBe(1 + 11);
    const u2 = rowCells(calendar, 'u2', from);
    expect(u2[5]).toMatchObject({ kind: 'block', span: 2, outOfOrder: true });
    expect(u2.length).toBe(14 - 1);
  });

  it('shows a bar per stay and books from the keyboard: arrival, then the last night, opens the form with them', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
      if (url.startsWith('/api/hospitality/calendar')) return json(200, calendar);
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/hospitality/calendar']}>
        <Routes>
          <Route path="/app/hospitality/calendar" element={<CalendarPage canBook />} />
          <Route path="/app/hospitality/reservations/new" element={<p>Űrlap</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const grid = await screen.findByRole('region', { name: 'Foglalási naptár' });
    expect(within(grid).getByRole('button', { name: /F-2026-0001 Kiss Anna, 1, .*Bejelentkezett/ })).toBeInTheDocument();
    expect(within(grid).getByText(/Üzemen kívül: Festés/)).toBeInTheDocument();
    const arrival = within(grid).getAllByRole('button', { name: /^2, .*: szabad – érkezés$/ })[0]!;
    arrival.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(/Válaszd ki ugyanennél az egységnél az utolsó éjszakát/)).toBeInTheDocument();
    const cells = within(grid).getAllByRole('button', { name: /^2, .*: szabad – utolsó éjszaka$/ });
    cells[1]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Űrlap')).toBeInTheDocument();
  });
});

describe('calendar: moving and extending a reservation by keyboard', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('maps the arrows: a day earlier or later, the unit above or below, Shift for the departure only', () => {
    const stay = { unitId: 'u2', startsOn: '2026-12-10', endsOn: '2026-12-12' };
    const units = ['u1', 'u2', 'u3'];
    expect(keyboardMove(stay, units, 'ArrowRight', false)).toEqual({ unitId: 'u2', arrival: '2026-12-11', departure: '2026-12-13' });
    expect(keyboardMove(stay, units, 'ArrowLeft', false)).toEqual({ unitId: 'u2', arrival: '2026-12-09', departure: '2026-12-11' });
    expect(keyboardMove(stay, units, 'ArrowUp', false)).toEqual({ unitId: 'u1', arrival: '2026-12-10', departure: '2026-12-12' });
    expect(keyboardMove(stay, units, 'ArrowDown', false)).toEqual({ unitId: 'u3', arrival: '2026-12-10', departure: '2026-12-12' });
    expect(keyboardMove(stay, units, 'ArrowRight', true)).toEqual({ unitId: 'u2', arrival: '2026-12-10', departure: '2026-12-13' });
    expect(keyboardMove(stay, units, 'ArrowLeft', true)).toEqual({ unitId: 'u2', arrival: '2026-12-10', departure: '2026-12-11' });
    // Never shorter than a night, never past the first or last unit, other keys do nothing.
    expect(keyboardMove({ ...stay, endsOn: '2026-12-11' }, units, 'ArrowLeft', true)).toBeNull();
    expect(keyboardMove({ ...stay, unitId: 'u1' }, units, 'ArrowUp', false)).toBeNull();
    expect(keyboardMove({ ...stay, unitId: 'u3' }, units, 'ArrowDown', false)).toBeNull();
    expect(keyboardMove(stay, units, 'Enter', false)).toBeNull();
    expect(keyboardMove(stay, units, 'ArrowUp', true)).toBeNull();
  });

  it('moves a focused confirmed stay with the arrows and extends it with Shift, keeps the focus on it, and leaves a checked-in stay alone', async () => {
    const confirmed = {
      id: 's2',
      unitId: 'u2',
      startsOn: addDays(from, 1),
      endsOn: addDays(from, 3),
      reservationId: 'r2',
      number: 'F-2026-0002',
      status: 'confirmed' as const,
      bookerName: 'Nagy Béla',
      guests: 1,
      version: 4,
    };
    let current = { ...calendar, stays: [...calendar.stays, confirmed] };
    const moves: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
      if (url.startsWith('/api/hospitality/calendar')) return json(200, current);
      if (url === '/api/hospitality/reservations/r2/move' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { unitId: string; arrival: string; departure: string };
        moves.push(body);
        current = { ...current, stays: current.stays.map((s) => (s.id === 's2' ? { ...s, unitId: body.unitId, startsOn: body.arrival, endsOn: body.departure, version: s.version + 1 } : s)) };
        return json(200, { id: 'r2' });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/hospitality/calendar']}>
        <Routes>
          <Route path="/app/hospitality/calendar" element={<CalendarPage canBook />} />
        </Routes>
      </MemoryRouter>,
    );
    const grid = await screen.findByRole('region', { name: 'Foglalási naptár' });
    const bar = () => within(grid).getByRole('button', { name: /^F-2026-0002 Nagy Béla/ });
    // The hint is on the page and each movable bar points to it.
    const hint = screen.getByText(/^Billentyűzettel: egy előzetes vagy visszaigazolt foglalásra lépve/);
    expect(bar()).toHaveAttribute('aria-describedby', hint.id);
    expect(bar()).toHaveAccessibleDescription(/a ← és → nyíl egy nappal korábbra vagy későbbre teszi/);

    bar().focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(bar()).toHaveAccessibleName(new RegExp(`, 2, ${formatHuDate(addDays(from, 2), 'medium')} – ${formatHuDate(addDays(from, 4), 'medium')}, Visszaigazolt$`)));
    expect(moves[0]).toEqual({ stayId: 's2', unitId: 'u2', arrival: addDays(from, 2), departure: addDays(from, 4), version: 4 });
    await waitFor(() => expect(bar()).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(/^Áthelyezve: Nagy Béla: 2,/);

    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[1]).toEqual({ stayId: 's2', unitId: 'u2', arrival: addDays(from, 2), departure: addDays(from, 5), version: 5 });
    await waitFor(() => expect(bar()).toHaveAccessibleName(new RegExp(`– ${formatHuDate(addDays(from, 5), 'medium')}, Visszaigazolt$`)));

    await waitFor(() => expect(bar()).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(moves).toHaveLength(3));
    expect(moves[2]).toMatchObject({ unitId: 'u1', arrival: addDays(from, 2), departure: addDays(from, 5) });
    await waitFor(() => expect(bar()).toHaveAccessibleName(/, 1, /));
    await waitFor(() => expect(bar()).toHaveFocus());

    // A checked-in stay has no hint and ignores the arrows (room change is an action on its page).
    const inHouse = within(grid).getByRole('button', { name: /^F-2026-0001 Kiss Anna/ });
    expect(inHouse).not.toHaveAttribute('aria-describedby');
    inHouse.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(moves).toHaveLength(3);
  });
});

describe('new reservation', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the booking and shows the server's overbooking refusal in Hungarian above the fields", async () => {
    const message = 'A kiválasztott egység erre az időszakra már foglalt (legalább egy éjszaka ütközik).';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
      if (url === '/api/hospitality/reservations' && init?.method === 'POST') return json(409, { code: 'HOSPITALITY_OVERBOOKED', message });
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(
      <MemoryRouter initialEntries={[`/app/hospitality/reservations/new?egyseg=u1&erkezes=${today}&tavozas=${addDays(today, 1)}`]}>
        <Routes>
          <Route path="/app/hospitality/reservations/new" element={<NewReservationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const form = await screen.findByRole('form', { name: 'Új foglalás' });
    expect(within(form).getByRole('checkbox', { name: /^1/ })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/^Név/), 'Nagy Péter');
    await userEvent.click(within(form).getByRole('button', { name: 'Foglalás rögzítése' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(message));
    const sent = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/hospitality/reservations' && i?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ propertyId: 'p1', unitIds: ['u1'], arrival: today, departure: addDays(today, 1), bookerName: 'Nagy Péter', adults: 2, status: 'confirmed' });
  });
});

// The reservation calendar (issue 37.3) while another range loads: the range left behind stays in
// view (keepPreviousData) drawn from its own days, busy, and nothing in it can be booked or moved –
// the same defect as the portal's week of slots (CI booked a day the customer had moved away from).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { CalendarData, Property } from '../api/types';
import { CalendarPage } from './calendar-page';
import { day } from './labels';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const property = { id: 'p1', name: 'Tölgyfa Vendégház', units: [] } as unknown as Property;
const unit = { id: 'u1', name: 'Szoba 1', building: 'A', capacity: 2, ntakType: 'STANDARD', housekeeping: 'clean' } as CalendarData['units'][number];
const today = todayInBudapest();

/** The calendar of [from, to), with Kiss Péter's stay when it overlaps the range (as the server answers). */
function calendarOf(from: string, to: string, stay: { startsOn: string; endsOn: string }): CalendarData {
  const days: CalendarData['days'] = [];
  for (let d = from; d < to; d = addDays(d, 1)) days.push({ date: d, occupied: 0, available: 1, occupancy: 0 });
  const stays =
    stay.startsOn < to && stay.endsOn > from ? [{ id: 's1', unitId: 'u1', ...stay, reservationId: 'r1', number: 'F-2026-0001', status: 'confirmed' as const, bookerName: 'Kiss Péter', guests: 2, version: 1 }] : [];
  return { from, to, units: [unit], stays, blocks: [], days };
}

/** Answers the first calendar of each view at once and holds the later ones until released. */
function serve() {
  const held: { from: string; to: string; release: () => void }[] = [];
  const seen = new Set<string>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/hospitality/properties') return json([property]);
    if (url.pathname === '/api/hospitality/calendar') {
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const view = to > addDays(from, 2) ? 'week' : 'day';
      const answer = json(calendarOf(from, to, { startsOn: addDays(today, 8), endsOn: addDays(today, 10) }));
      if (!seen.has(view)) {
        seen.add(view);
        return answer;
      }
      return new Promise<Response>((resolve) => held.push({ from, to, release: () => resolve(answer) }));
    }
    return json({});
  });
  return held;
}

const renderCalendar = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/app/hospitality/calendar']}>
      <CalendarPage canBook />
    </MemoryRouter>,
  );

describe('reservation calendar while another range loads', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('draws the week left behind from its own days, busy and not bookable, then the next week', async () => {
    const held = serve();
    renderCalendar();
    const grid = await screen.findByRole('region', { name: 'Foglalási naptár' });
    const firstDay = within(grid).getByRole('button', { name: `Szoba 1, ${day(addDays(today, -1))}: szabad – érkezés` });
    expect(firstDay).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Következő hét ›' }));
    // The old week's first day is still its own cell (not relabelled with the new week's dates), and cannot be chosen.
    const stale = within(grid).getByRole('button', { name: `Szoba 1, ${day(addDays(today, -1))}: szabad – érkezés` });
    expect(stale).toBeDisabled();
    expect(grid.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(grid).getByRole('button', { name: /Kiss Péter/ })).toBeDisabled();
    fireEvent.click(stale);
    expect(screen.queryByText(/Érkezés:/)).toBeNull();

    await act(async () => held.find((h) => h.from === addDays(today, 6))!.release());
    const fresh = await screen.findByRole('button', { name: `Szoba 1, ${day(addDays(today, 6))}: szabad – érkezés` });
    expect(fresh).toBeEnabled();
    expect(screen.getByRole('button', { name: /Kiss Péter/ })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Foglalási naptár' }).closest('[aria-busy="true"]')).toBeNull();
    fireEvent.click(fresh);
    expect(screen.getByText(/Érkezés:/)).toBeInTheDocument();
  });

  it('shows the day left behind in the day view, its free units not bookable, until the next day arrives', async () => {
    const held = serve();
    renderCalendar();
    const agenda = await screen.findByRole('region', { name: 'Napi nézet' });
    expect(await within(agenda).findByRole('button', { name: 'Szoba 1: foglalás erre az éjszakára' })).toBeEnabled();
    // Eight days on: the stay's first night. Step there day by day, each day answered but the last.
    for (let i = 1; i <= 8; i++) {
      fireEvent.click(within(agenda).getByRole('button', { name: 'Következő nap' }));
      if (i < 8) await act(async () => held.find((h) => h.from === addDays(today, i - 1))!.release());
    }
    // The night left behind (day 7) is shown, free but not bookable, while day 8 loads.
    expect(within(agenda).getByRole('button', { name: 'Szoba 1: foglalás erre az éjszakára' })).toBeDisabled();
    await act(async () => held.find((h) => h.from === addDays(today, 7))!.release());
    expect(await within(agenda).findByRole('link', { name: /Kiss Péter/ })).toBeInTheDocument();
    expect(within(agenda).queryByRole('button', { name: 'Szoba 1: foglalás erre az éjszakára' })).toBeNull();
  });
});

// The hospitality pages wait for their property (decision 0491): while the properties load they
// show a loading bar – not the empty state, nor every property's reservations – and ask for the
// reservations of the chosen property only. On a phone the stays and the tourist tax (IFA) days
// are cards, and the calendar's day view loads, moves to today and jumps to a date.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { CalendarData, Property } from '../api/types';
import { CalendarPage } from './calendar-page';
import { HospitalityDashboardPage } from './dashboard-page';
import { ReservationsPage } from './reservations-page';
import { StayInvoicesPage } from './stay-invoices-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const property = { id: 'p1', name: 'Tölgyfa Vendégház', units: [], touristTax: null } as unknown as Property;
const today = todayInBudapest();
const stay = {
  id: 'r1',
  number: '2026-000001',
  bookerName: 'Nagy Zsófia',
  arrival: addDays(today, -3),
  departure: today,
  nights: 3,
  adults: 2,
  childrenAges: [],
  units: ['1'],
  status: 'checked_out',
  accommodationTotal: 60000,
};
const taxMonth = {
  month: today.slice(0, 7),
  rule: { mode: 'per_night', amountHuf: 550 },
  dueOn: addDays(today, 30),
  guestNights: 3,
  liableGuestNights: 2,
  exemptGuestNights: 1,
  taxDue: 1100,
  collected: 0,
  exemptByReason: [],
  days: [{ date: today, guestNights: 3, liable: 2, exempt: 1, tax: 1100 }],
};
const unit = { id: 'u1', name: 'Szoba 1', building: 'A', capacity: 2, ntakType: 'STANDARD', housekeeping: 'clean' };
const calendarOf = (from: string, to: string): CalendarData => {
  const days: CalendarData['days'] = [];
  for (let d = from; d < to; d = addDays(d, 1)) days.push({ date: d, occupied: 0, available: 1, occupancy: 0 });
  return { from, to, units: [unit], stays: [], blocks: [], days } as unknown as CalendarData;
};

/** The properties are held until released; every other GET is recorded and answered. */
function serve() {
  let release = () => {};
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/auth/get-session') return json(null);
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/hospitality/properties') return new Promise<Response>((resolve) => (release = () => resolve(json([property]))));
    if (url.pathname === '/api/hospitality/reservations') return json({ items: [stay], total: 1 });
    if (url.pathname === '/api/hospitality/tourist-tax') return json(taxMonth);
    if (url.pathname === '/api/hospitality/calendar') return json(calendarOf(url.searchParams.get('from')!, url.searchParams.get('to')!));
    if (url.pathname === '/api/hospitality/ntak') return json({ days: [] });
    return json({});
  });
  return { asked, release: () => act(async () => release()) };
}
const inRouter = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
const reservationAsks = (asked: string[]) => asked.filter((a) => a.startsWith('/api/hospitality/reservations'));

describe('hospitality pages wait for the chosen property', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('the reservations: a loading bar, then only the chosen property is asked', async () => {
    const { asked, release } = serve();
    inRouter(<ReservationsPage canBook />);
    expect(await screen.findByRole('status', { name: 'Betöltés' })).toBeInTheDocument();
    expect(screen.queryByText('Nincs a szűrésnek megfelelő foglalás.')).not.toBeInTheDocument();
    expect(reservationAsks(asked)).toEqual([]);
    await release();
    expect(await screen.findByRole('link', { name: '2026-000001' })).toBeInTheDocument();
    expect(reservationAsks(asked).length).toBeGreaterThan(0);
    expect(reservationAsks(asked).every((a) => a.includes('propertyId=p1'))).toBe(true);
  });

  it('the dashboard: no "Nincs." and no other property\'s guests before its property is known', async () => {
    const { asked, release } = serve();
    inRouter(<HospitalityDashboardPage canViewInvoices />);
    expect(await screen.findByRole('status', { name: 'Betöltés' })).toBeInTheDocument();
    expect(screen.queryByText('Nincs.')).not.toBeInTheDocument();
    expect(reservationAsks(asked)).toEqual([]);
    await release();
    expect(await screen.findByRole('heading', { name: /Távozók ma \(1\)/ })).toBeInTheDocument();
    expect(reservationAsks(asked).every((a) => a.includes('propertyId=p1'))).toBe(true);
  });

  it('the stays to invoice and the IFA days are cards on a phone', async () => {
    const { release } = serve();
    inRouter(<StayInvoicesPage />);
    expect(await screen.findByRole('status', { name: 'Betöltés' })).toBeInTheDocument();
    expect(screen.queryByText('Nincs ilyen tartózkodás.')).not.toBeInTheDocument();
    await release();
    // The table's scroll region (its panel may carry the same name).
    const table = async (name: string) => {
      await waitFor(() => expect(screen.getAllByRole('region', { name }).some((r) => r.querySelector(':scope > table'))).toBe(true));
      return screen
        .getAllByRole('region', { name })
        .find((r) => r.querySelector(':scope > table'))!
        .querySelector('table')!;
    };
    const stays = await table('Számlázandó tartózkodások');
    const ifa = await table('Napi bontás');
    for (const table of [stays, ifa]) expect(table).toHaveClass('max-sm:block');
    expect(within(ifa).getByText('Vendégéjszaka', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  });

  it("the calendar's day view: loading, then the units; back to today and a jump to a date", async () => {
    const { release } = serve();
    inRouter(<CalendarPage canBook />);
    expect(await screen.findByRole('status', { name: 'Betöltés' })).toBeInTheDocument();
    await release();
    const agenda = await screen.findByRole('region', { name: 'Napi nézet' });
    expect(await within(agenda).findByRole('button', { name: 'Szoba 1: foglalás erre az éjszakára' })).toBeInTheDocument();
    const todayButton = within(agenda).getByRole('button', { name: 'Ma' });
    expect(todayButton).toBeDisabled();
    await userEvent.click(within(agenda).getByRole('button', { name: 'Következő nap' }));
    expect(within(agenda).getByRole('heading', { name: formatHuDateWithWeekday(addDays(today, 1)) })).toBeInTheDocument();
    await userEvent.click(todayButton);
    await waitFor(() => expect(within(agenda).getByRole('heading', { name: formatHuDateWithWeekday(today) })).toBeInTheDocument());
    const jump = within(agenda).getByRole('textbox', { name: 'Ugrás napra' });
    expect(jump).toBeInTheDocument();
  });
});

// The firm's calendar of customer bookings (issue 35 point 3): it opens on the signed-in lawyer's
// own bookings, and a colleague's can be chosen – the firm's administrator, who answers the portal,
// could not see a customer's booking with another lawyer of the firm at all.
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking, BookingCalendar } from '@shared/client-portal/booking.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { AppointmentsPage, rangeText } from './appointments-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const katalin = { id: 'l1', name: 'Kovács Katalin' };
const peter = { id: 'l2', name: 'dr. Nagy Péter' };
const annasBooking: Booking = {
  id: 'b1',
  status: 'confirmed',
  start: '2099-12-11T09:00:00.000Z',
  end: '2099-12-11T10:00:00.000Z',
  mode: 'in_person',
  priceHuf: 30000,
  note: null,
  type: { id: 't1', name: 'Első konzultáció' },
  lawyer: peter,
  client: { id: 'c1', name: 'Szabó Anna' },
  matter: null,
  cancelledAt: null,
  cancelReason: null,
  changeableUntil: '2099-12-10T09:00:00.000Z',
};

describe('AppointmentsPage calendar', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it("opens on one's own bookings and shows a colleague's when chosen", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/client-portal/firm/calendar') {
        const calendar: BookingCalendar = url.searchParams.get('lawyerId') === 'l2' ? { lawyer: peter, items: [annasBooking] } : { lawyer: katalin, items: [] };
        return json(calendar);
      }
      return json({ items: [] });
    });
    renderWithProviders(
      <MemoryRouter>
        <AppointmentsPage
          canEditTypes
          staff={[
            { userId: 'l1', name: 'Kovács Katalin' },
            { userId: 'l2', name: 'dr. Nagy Péter' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/A következő négy hétben nincs foglalásod/)).toBeTruthy();
    const whose = screen.getByLabelText('Kinek a naptára') as HTMLSelectElement;
    expect(whose.value).toBe('l1');
    fireEvent.change(whose, { target: { value: 'l2' } });
    const card = await screen.findByText(/Ügyfél: Szabó Anna/);
    expect(card).toBeTruthy();
    expect(screen.getByText(/dr. Nagy Péter foglalásai/).textContent).toMatch(/foglalásai: \d{4}\. [a-zőúűéáóüöí]+ \d{1,2}\., [a-zőúűéáóüöí]+ – (\d{4}\. )?[a-zőúűéáóüöí]+ \d{1,2}\., [a-zőúűéáóüöí]+$/);
    expect(within(document.body).queryByText(/nincs foglalásod/)).toBeNull();
    // Back to one's own calendar.
    fireEvent.change(screen.getByLabelText('Kinek a naptára'), { target: { value: 'l1' } });
    expect(await screen.findByText(/A következő négy hétben nincs foglalásod/)).toBeTruthy();
  });

  it('names the four weeks with the year, once when they are in one year', () => {
    expect(rangeText('2026-11-07', '2026-12-04')).toBe('2026. november 7., szombat – december 4., péntek');
    expect(rangeText('2026-12-05', '2027-01-01')).toBe('2026. december 5., szombat – 2027. január 1., péntek');
  });
});

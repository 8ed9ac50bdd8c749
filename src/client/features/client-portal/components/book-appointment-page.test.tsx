// The customer's new booking (issue 35 point 3): while another week's free slots load, the slots
// still in view are the previous week's and cannot be chosen (CI once booked tomorrow morning from
// them, past its change notice, after the customer had moved on to next week). The lawyer offered
// first is the one who handles her matter, not the firm's first lawyer she may never have met.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingOptions, SlotList } from '@shared/client-portal/booking.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { BookAppointmentPage } from './book-appointment-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const options: BookingOptions = {
  types: [{ id: 't1', name: 'Első konzultáció', description: null, durationMinutes: 60, bufferMinutes: 0, mode: 'in_person', priceHuf: null, minNoticeHours: 2, cancelNoticeHours: 24, active: true }],
  lawyers: [{ id: 'l1', name: 'Dr. Kovács Anna' }],
  clients: [{ id: 'c1', name: 'Tóth Gábor' }],
  matters: [],
};
const week = (date: string, time: string): SlotList => ({
  timeZone: 'Europe/Budapest',
  typeId: 't1',
  lawyerId: 'l1',
  slots: [{ start: `${date}T${time}:00+01:00`, end: `${date}T${time}:00+01:00`, date, time }],
});

/** The booking page as the sidebar opens it; its "Új időpont" form once shown. */
async function renderBookingForm() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/app/book-appointment']}>
      <BookAppointmentPage />
    </MemoryRouter>,
  );
  return screen.findByRole('region', { name: 'Új időpont' });
}

describe('new booking', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('lets no slot of the week left behind be chosen while the next week loads, then offers the next week', async () => {
    let releaseNextWeek: (r: Response) => void = () => {};
    let slotCalls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/booking/options')) return json(options);
      if (url.includes('/booking/slots')) return ++slotCalls === 1 ? json(week('2026-12-01', '09:00')) : new Promise<Response>((resolve) => (releaseNextWeek = resolve));
      return json({ items: [] });
    });
    const region = await renderBookingForm();
    expect(await within(region).findByRole('button', { name: '09:00' })).toBeEnabled();
    // The day's heading in Hungarian: the first letter capital, the month and the weekday not.
    const day = within(region).getByRole('group', { name: 'December 1., kedd' });
    expect(day.querySelector('legend')).not.toHaveClass('capitalize');

    fireEvent.click(within(region).getByRole('button', { name: 'Következő hét' }));
    // Still this week's 09:00 on screen while next week loads: shown, marked busy, not choosable.
    const stale = within(region).getByRole('button', { name: '09:00' });
    expect(stale).toBeDisabled();
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    fireEvent.click(stale);
    expect(within(region).queryByText(/Kiválasztott időpont/)).toBeNull();

    await act(async () => releaseNextWeek(json(week('2026-12-08', '10:00'))));
    const fresh = await within(region).findByRole('button', { name: '10:00' });
    expect(fresh).toBeEnabled();
    expect(region.querySelector('[aria-busy="true"]')).toBeNull();
    fireEvent.click(fresh);
    expect(within(region).getByText(/Kiválasztott időpont/)).toBeInTheDocument();
  });

  it('names the week with its year, across the turn of the year too (formatWeekRange)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-28T09:00:00Z'));
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/booking/options')) return json(options);
        if (url.includes('/booking/slots')) return json(week('2026-12-29', '09:00'));
        return json({ items: [] });
      });
      const region = await renderBookingForm();
      expect(await within(region).findByText('2026. dec. 28. – 2027. jan. 3.')).toBeInTheDocument();
      fireEvent.click(within(region).getByRole('button', { name: 'Következő hét' }));
      expect(await within(region).findByText('2027. jan. 4–10.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers her matter's lawyer first, and choosing a matter chooses its lawyer", async () => {
    const twoLawyers: BookingOptions = {
      ...options,
      lawyers: [
        { id: 'l1', name: 'Kovács Katalin' },
        { id: 'l2', name: 'dr. Nagy Péter' },
        { id: 'l3', name: 'dr. Szép Ilona' },
      ],
      matters: [
        { id: 'm1', number: '2026/0001', title: 'Kártérítési per', clientId: 'c1', responsibleLawyerId: 'l2' },
        { id: 'm2', number: '2026/0007', title: 'Bérleti szerződés', clientId: 'c1', responsibleLawyerId: 'l3' },
      ],
    };
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/booking/options')) return json(twoLawyers);
      if (url.includes('/booking/slots')) {
        asked.push(new URL(url, 'http://localhost').searchParams.get('lawyerId') ?? '');
        return json(week('2026-12-01', '09:00'));
      }
      return json({ items: [] });
    });
    const region = await renderBookingForm();
    const lawyer = within(region).getByLabelText('Ügyvéd') as HTMLSelectElement;
    // Two matters with two lawyers: the first matter's lawyer, not the firm's first lawyer.
    expect(lawyer.value).toBe('l2');
    fireEvent.change(within(region).getByLabelText('Ügy (nem kötelező)'), { target: { value: 'm2' } });
    expect(lawyer.value).toBe('l3');
    await within(region).findByRole('button', { name: '09:00' });
    expect(asked).not.toContain('l1');
  });
});

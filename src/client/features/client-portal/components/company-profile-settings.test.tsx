// The firm's public profile form on the form kit: the shared profile rules per field, the body the
// server takes (open days, listed lawyers in member order), and the server's messages on the
// form's own fields (a list item's path names the open day or the listed lawyer it belongs to).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CompanyProfileSettings } from './company-profile-settings';

const info = {
  name: 'Kovács és Társa Ügyvédi Iroda',
  configured: true,
  seat: '1052 Budapest, Váci utca 12.',
  email: 'iroda@kovacs-ugyved.hu',
  phone: null,
  website: null,
  openingHours: [
    { weekday: 1, opens: '09:00', closes: '17:00' },
    { weekday: 3, opens: '09:00', closes: '17:00' },
  ],
  hoursNote: null,
  barAssociation: 'Budapesti Ügyvédi Kamara',
  barRegistrationNumber: null,
  conciliationBoard: null,
  about: null,
  lawyers: [{ userId: 'u2', name: 'dr. Nagy Péter', practiceAreas: ['ingatlanjog'], chamberId: null }],
  updatedAt: '2026-11-20T10:00:00.000Z',
} satisfies ApiAnswer<'get', '/api/client-portal/company-info'>;

const members = {
  items: [
    { userId: 'u1', name: 'Kovács Katalin', email: 'iroda@kovacs-ugyved.hu', roles: ['tenant'], id: 'm1' },
    { userId: 'u2', name: 'dr. Nagy Péter', email: 'nagy.peter@kovacs-ugyved.hu', roles: ['lawyer'], id: 'm2' },
  ],
} satisfies Pick<ApiAnswer<'get', '/api/company/members'>, 'items'>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('CompanyProfileSettings', () => {
  it('a profile that failed to load offers a retry that brings the form', async () => {
    let failing = true;
    const loads: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      if (url === '/api/client-portal/company-info') {
        loads.push(url);
        return failing ? json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }) : json(200, info);
      }
      if (url === '/api/company/members') return json(200, members);
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(<CompanyProfileSettings />);
    const retry = await screen.findByRole('button', { name: 'Újrapróbálás' });
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByDisplayValue('1052 Budapest, Váci utca 12.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
    expect(loads).toHaveLength(2);
  });

  it("checks the seat, sends the open days and listed lawyers, and lands the server's list messages on the day and the lawyer", async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url).pathname;
      const text = await request.clone().text();
      calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
      if (url === '/api/client-portal/company-info' && request.method === 'GET') return json(200, info);
      if (url === '/api/company/members') return json(200, members);
      if (url === '/api/client-portal/company-info' && request.method === 'PUT')
        return json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Hibás adatok.',
          fields: { 'openingHours.1.closes': 'A zárás ideje legyen későbbi a nyitásénál.', 'lawyers.0.chamberId': 'Ez a kamarai azonosító nem létezik.' },
        });
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(<CompanyProfileSettings />);
    const section = await screen.findByRole('region', { name: 'Az iroda nyilvános adatlapja' });
    const seat = await within(section).findByLabelText('Székhely');
    await userEvent.clear(seat);
    await userEvent.click(within(section).getByRole('button', { name: 'Adatlap mentése' }));
    expect(await within(section).findByText('Add meg az iroda székhelyét.', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(seat, '1054 Budapest, Szabadság tér 7.');
    await userEvent.click(within(section).getByLabelText('Nyitva: szerda'));
    await userEvent.click(within(section).getByLabelText('Nyitva: péntek'));
    await userEvent.click(await within(section).findByLabelText('Kovács Katalin megjelenik'));
    await userEvent.type(within(section).getByLabelText('Szakterületek (Kovács Katalin), vesszővel elválasztva'), 'családjog, öröklési jog');
    await userEvent.type(within(section).getByLabelText('A székhely szerinti békéltető testület (név, cím, telefon, honlap)'), 'Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.');
    await userEvent.click(within(section).getByRole('button', { name: 'Adatlap mentése' }));
    // The second open day is Friday; the first listed lawyer is Kovács Katalin (member order).
    await waitFor(() => expect(within(section).getByLabelText('Zárás (péntek)')).toHaveAccessibleDescription('A zárás ideje legyen későbbi a nyitásénál.'));
    expect(within(section).getByLabelText('Kamarai azonosító (Kovács Katalin)')).toHaveAccessibleDescription('Ez a kamarai azonosító nem létezik.');
    expect(within(section).getByLabelText('Kamarai azonosító (dr. Nagy Péter)')).toHaveAttribute('aria-invalid', 'false');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      seat: '1054 Budapest, Szabadság tér 7.',
      email: 'iroda@kovacs-ugyved.hu',
      phone: null,
      website: null,
      about: null,
      barAssociation: 'Budapesti Ügyvédi Kamara',
      barRegistrationNumber: null,
      conciliationBoard: 'Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.',
      hoursNote: null,
      openingHours: [
        { weekday: 1, opens: '09:00', closes: '17:00' },
        { weekday: 5, opens: '09:00', closes: '17:00' },
      ],
      lawyers: [
        { userId: 'u1', practiceAreas: ['családjog', 'öröklési jog'], chamberId: '' },
        { userId: 'u2', practiceAreas: ['ingatlanjog'], chamberId: '' },
      ],
    });
  });

  it('opening hours are typed and shown in 24 hours whatever the browser\'s language: "1430" is sent as 14:30', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url).pathname;
      if (url === '/api/client-portal/company-info' && request.method === 'PUT') {
        sent.push(JSON.parse(await request.text()));
        return json(200, info);
      }
      if (url === '/api/client-portal/company-info') return json(200, info);
      if (url === '/api/company/members') return json(200, members);
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(<CompanyProfileSettings />);
    const section = await screen.findByRole('region', { name: 'Az iroda nyilvános adatlapja' });
    const opens = await within(section).findByRole('textbox', { name: 'Nyitás (hétfő)' });
    expect(opens).toHaveValue('09:00');
    const closes = within(section).getByRole('textbox', { name: 'Zárás (hétfő)' });
    // The two times wrap as one (a phone puts them under the day, side by side, not one per line).
    const day = within(section).getByRole('checkbox', { name: 'Nyitva: hétfő' }).closest('label')!.parentElement!;
    const times = [...day.children].find((c) => c.contains(opens))!;
    expect(times.contains(closes)).toBe(true);
    await userEvent.clear(closes);
    await userEvent.type(closes, '1430');
    await userEvent.tab();
    expect(closes).toHaveValue('14:30');
    await userEvent.click(within(section).getByRole('button', { name: 'Adatlap mentése' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { openingHours: unknown[] }).openingHours[0]).toEqual({ weekday: 1, opens: '09:00', closes: '14:30' });
  });
});

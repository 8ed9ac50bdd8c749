// The hospitality forms' lists (children's ages, a rate plan's seasons, the guests at check-in)
// on the form kit's useFieldList (decision 0377): an item just added shows no message under its
// empty fields while they are being filled, and the item reaches the request body.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { Property, ReservationDetail } from '../api/types';
import { PropertiesPage } from './properties-page';
import { NewReservationPage } from './reservation-pages';
import { CheckInForm } from './stay-actions';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const today = todayInBudapest();

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
  units: [{ id: 'u1', name: '1', building: 'a', ntakType: 'STANDARD', capacity: 4, singleBeds: 0, doubleBeds: 2, extraBeds: 0, position: 1, housekeeping: 'clean', blocks: [] }],
  ratePlans: [{ id: 'r1', name: 'Alap', basePrice: 24500, minStay: 1, seasons: [], unitIds: [], isDefault: true }],
};

/** Records the API's requests; answers the property list and 200 to any change. */
function mockApi() {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ url, method, body: JSON.parse(String(init?.body)) });
      return json(200, { id: 'x1', version: 2 });
    }
    if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
  return sent;
}

const flagged = (root: HTMLElement) => [...root.querySelectorAll('[aria-invalid="true"]')].map((el) => el.id || el.getAttribute('name'));
// The field array's check after a change is asynchronous: let it settle before looking.
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('hospitality forms: lists of items', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reservation: adds a child, sets the age and books with it', async () => {
    const sent = mockApi();
    renderWithProviders(
      <MemoryRouter initialEntries={[`/app/hospitality/reservations/new?egyseg=u1&erkezes=${today}&tavozas=${addDays(today, 2)}`]}>
        <Routes>
          <Route path="/app/hospitality/reservations/new" element={<NewReservationPage />} />
          <Route path="*" element={<p>Másik oldal</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const form = await screen.findByRole('form', { name: 'Új foglalás' });
    await userEvent.type(within(form).getByLabelText(/^Név/), 'Nagy Péter');
    await userEvent.click(within(form).getByRole('button', { name: 'Gyermek hozzáadása' }));
    const age = within(form).getByLabelText('1. gyermek (év)');
    await userEvent.clear(age);
    await userEvent.type(age, '5');
    await settle();
    expect(flagged(form)).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Foglalás rögzítése' }));
    await waitFor(() => expect(sent.find((c) => c.url === '/api/hospitality/reservations')).toBeDefined());
    expect(sent.find((c) => c.url === '/api/hospitality/reservations')!.body).toMatchObject({ bookerName: 'Nagy Péter', unitIds: ['u1'], childrenAges: [5] });
  });

  it('rate plan: adds a season, fills it without messages under its empty fields, and saves it', async () => {
    const sent = mockApi();
    renderWithProviders(
      <MemoryRouter>
        <PropertiesPage canConfigure />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Tölgyfa Vendégház' });
    await userEvent.click(screen.getByRole('button', { name: 'Új árazás' }));
    const form = await screen.findByRole('form', { name: 'Új árazás' });
    await userEvent.type(within(form).getByLabelText(/^Név/), 'Nyár');
    await userEvent.click(within(form).getByRole('button', { name: 'Szezon hozzáadása' }));
    await userEvent.type(within(form).getByLabelText(/^1\. szezon első napja/), '2027. 06. 15.');
    await settle();
    // Without the kit's list, every empty field of the new season was flagged right away.
    expect(flagged(form)).toEqual([]);
    await userEvent.type(within(form).getByLabelText(/^1\. szezon utolsó napja/), '2027. 08. 31.');
    const price = within(form).getByLabelText(/Ár éjszakánként/);
    await userEvent.clear(price);
    await userEvent.type(price, '32000');
    await settle();
    expect(flagged(form)).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(sent.find((c) => c.url === '/api/hospitality/rate-plans')).toBeDefined());
    expect(sent.find((c) => c.url === '/api/hospitality/rate-plans')!.body).toMatchObject({
      name: 'Nyár',
      seasons: [{ startsOn: '2027-06-15', endsOn: '2027-08-31', price: 32000, minStay: 1 }],
    });
  });

  it('check-in: adds a guest, fills the register without messages under the fields not yet left, and checks in with both guests', async () => {
    const sent = mockApi();
    const reservation = {
      id: 'res1',
      number: 'F-2026-0007',
      status: 'confirmed',
      version: 3,
      propertyId: 'p1',
      propertyName: property.name,
      arrival: today,
      departure: addDays(today, 2),
      nights: 2,
      adults: 1,
      childrenAges: [],
      bookerName: 'Kiss Anna',
      bookerNationality: 'HU',
      stays: [{ id: 's1', unitId: 'u1', unitName: '1', housekeeping: 'clean', startsOn: today, endsOn: addDays(today, 2), nightPrices: [24500, 24500], holds: true }],
    } as unknown as ReservationDetail;
    const onDone = vi.fn();
    renderWithProviders(<CheckInForm reservation={reservation} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Bejelentkezés' });
    const fill = async (n: number, family: string, given: string) => {
      if (family) await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég családi neve`)), family);
      await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég utóneve`)), given);
      await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég születési helye`)), 'Eger');
      await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég születési dátuma`)), '1990. 05. 12.');
      await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég okmányszáma`)), `12345${n}AB`);
      await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég lakóhelyének irányítószáma`)), '3300');
      await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég lakóhelye \\(település\\)`)), 'Eger');
      await userEvent.type(within(form).getByLabelText(new RegExp(`^${n}\\. vendég lakcíme`)), 'Dobó tér 1.');
    };
    await fill(1, 'Kiss', 'Anna');
    await userEvent.click(within(form).getByRole('button', { name: 'Vendég hozzáadása' }));
    await userEvent.type(within(form).getByLabelText(/^2\. vendég családi neve/), 'Kiss');
    await settle();
    expect(flagged(form)).toEqual([]);
    await fill(2, '', 'Béla');
    await settle();
    expect(flagged(form)).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Bejelentkeztetés' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = sent.find((c) => c.url === '/api/hospitality/reservations/res1/check-in')!.body as { guests: unknown[]; version: number };
    expect(body.version).toBe(3);
    expect(body.guests).toEqual([
      expect.objectContaining({ familyName: 'Kiss', givenName: 'Anna', birthDate: '1990-05-12', unitId: 'u1' }),
      expect.objectContaining({ familyName: 'Kiss', givenName: 'Béla', birthPlace: 'Eger', documentNumber: '123452AB', residenceAddress: 'Dobó tér 1.', unitId: 'u1' }),
    ]);
  });
});

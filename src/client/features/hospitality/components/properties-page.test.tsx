import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { Property } from '../api/types';
import { PropertiesPage } from './properties-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const property: Property = {
  id: 'p1',
  name: 'Tölgyfa Vendégház',
  type: 'vendeghaz',
  address: { postalCode: '8230', city: 'Balatonfüred', addressLine: 'Tölgyfa utca 12.' },
  ntakRegistrationNumber: 'MA23004521',
  touristTax: { mode: 'per_night', amountHuf: 550 },
  cancellationTerms: { freeUntilDays: 7, penaltyPercent: 50 },
  checkInTime: '14:00',
  checkOutTime: '10:00',
  operatingSince: null,
  units: [
    {
      id: 'u1',
      name: '1',
      building: 'a',
      ntakType: 'STANDARD',
      capacity: 2,
      singleBeds: 0,
      doubleBeds: 1,
      extraBeds: 0,
      position: 1,
      housekeeping: 'dirty',
      blocks: [{ id: 'b1', kind: 'out_of_service', startsOn: '2026-12-01', endsOn: '2026-12-03', reason: 'Vízszerelés' }],
    },
  ],
  ratePlans: [{ id: 'r1', name: 'Alap', basePrice: 24500, minStay: 1, seasons: [], unitIds: [], isDefault: true }],
};

describe('PropertiesPage', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the property in Hungarian (tourist tax, units, rate plans, out-of-order periods) and sends a new unit to the API', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
      if (url === '/api/hospitality/units' && init?.method === 'POST') return json(409, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { name: 'Ilyen nevű egység már van ebben az épületben.' } });
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(
      <MemoryRouter>
        <PropertiesPage canConfigure />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Tölgyfa Vendégház' })).toBeInTheDocument();
    expect(screen.getByText('550 Ft vendégéjszakánként')).toBeInTheDocument();
    expect(screen.getByText('Takarítandó')).toBeInTheDocument();
    expect(screen.getByText('24 500 Ft')).toBeInTheDocument();
    expect(screen.getByText('2026. dec. 1.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Új egység' }));
    const dialog = await screen.findByRole('form', { name: 'Új egység' });
    await userEvent.type(within(dialog).getByLabelText(/Szobaszám vagy név/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Ilyen nevű egység már van ebben az épületben.'));
    const sent = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/hospitality/units' && i?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ propertyId: 'p1', name: '1', ntakType: 'STANDARD', capacity: 2 });
  });

  it('offers no changes to who may only view', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, [property]));
    renderWithProviders(
      <MemoryRouter>
        <PropertiesPage canConfigure={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Tölgyfa Vendégház' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Új egység|Szerkesztés|Törlés/ })).not.toBeInTheDocument();
  });
});

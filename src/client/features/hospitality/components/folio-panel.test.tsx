// The folio's lines read as a Hungarian hotel folio: each line is the server's description
// ("Szállásdíj – 2. szoba"), not prefixed with its kind again ("Szállás: Szállás – 2").
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { Folio, FolioLine, ReservationDetail } from '../api/types';
import { FolioPanel } from './folio-panel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line = (kind: FolioLine['kind'], description: string, gross: number, vatCode: string): FolioLine => ({
  id: null,
  kind,
  description,
  serviceDate: '2026-12-01',
  unitId: 'u2',
  quantity: 1,
  unitPrice: gross,
  gross,
  vatCode,
  ntakCategory: kind === 'tourist_tax' ? 'IFA' : 'SZALLASDIJ',
  invoiceId: null,
});

const folio: Folio = {
  lines: [line('accommodation', 'Szállásdíj – 2. szoba', 26_000, '5'), line('tourist_tax', 'Idegenforgalmi adó – 2 vendégéjszaka', 1_100, 'ATK'), line('extra', 'Reggeli (2 fő × 3 nap)', 21_000, '5')],
  payments: [],
  invoices: [],
  total: 48_100,
  touristTax: 1_100,
  paid: 0,
  balance: 48_100,
  uninvoiced: 48_100,
};

describe('FolioPanel', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows each line as its description, without repeating its kind', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => (String(input).startsWith('/api/hospitality/reservations/r1/folio') ? json(200, folio) : json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' })));
    renderWithProviders(
      <MemoryRouter>
        <FolioPanel reservation={{ id: 'r1' } as ReservationDetail} canBook={false} canInvoice={false} />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('region', { name: 'Folió tételei' });
    await within(table).findByRole('cell', { name: 'Szállásdíj – 2. szoba' });
    expect(within(table).getByRole('cell', { name: 'Idegenforgalmi adó – 2 vendégéjszaka' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Reggeli (2 fő × 3 nap)' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent(/Szállás: |Idegenforgalmi adó: |Extra: /);
  });
});

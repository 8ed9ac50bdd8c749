// One reservation's page: an id the firm has no reservation under says so under the page's heading,
// with the way back to the reservations and no retry.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { ReservationDetailPage } from './reservation-pages';

describe('ReservationDetailPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('a reservation that does not exist: the heading, "not found", the way back and no retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    renderWithProviders(
      <MemoryRouter>
        <ReservationDetailPage id="minta-1" canBook canInvoice canViewInvoices />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a foglalás nem található.');
    expect(screen.getByRole('heading', { level: 1, name: 'Foglalás' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a foglalásokhoz' })).toHaveAttribute('href', '/app/hospitality/reservations');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });
});

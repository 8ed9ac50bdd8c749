// One complaint's page: an id the firm has no complaint under says so under the page's heading,
// without the retry that could not help; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { FirmComplaintPage } from './firm-complaints-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(status: number, body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(status, body));
  renderWithProviders(
    <MemoryRouter>
      <FirmComplaintPage id="minta-1" canHandle />
    </MemoryRouter>,
  );
}

describe('FirmComplaintPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('a complaint that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a panasz nem található.');
    expect(screen.getByRole('heading', { level: 1, name: 'Panasz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a panaszokhoz' })).toHaveAttribute('href', '/app/complaints');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a server fault: "Hiba történt" with the retry', async () => {
    renderPage(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
  });
});

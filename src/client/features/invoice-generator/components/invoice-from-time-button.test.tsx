import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { InvoiceFromTimeButton } from './invoice-from-time-button';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderButton(source: { matterId: string } | { clientContactId: string } = { matterId: 'm-1' }) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/app/matters/m-1']}>
      <Routes>
        <Route path="/app/matters/:id" element={<InvoiceFromTimeButton {...source} />} />
        <Route path="/app/invoice-generator/:id" element={<p>piszkozat megnyitva</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('InvoiceFromTimeButton', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('posts the matter and opens the new draft', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(201, { id: 'inv-1', entries: 2, currency: 'HUF' }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Számla a nem számlázott időből' }));
    expect(await screen.findByText('piszkozat megnyitva')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/invoice-generator/from-time');
    expect(calls).toHaveLength(1);
    const init = calls[0]![1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ matterId: 'm-1' });
  });

  it('decision 0513: on a client’s panel it posts the client (all its matters) and opens the new draft', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(201, { id: 'inv-2', entries: 5, currency: 'HUF' }));
    renderButton({ clientContactId: 'c-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Számla a nem számlázott időből' }));
    expect(await screen.findByText('piszkozat megnyitva')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/invoice-generator/from-time');
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ clientContactId: 'c-1' });
  });

  it('shows the server’s Hungarian refusal', async () => {
    const message = 'Nincs nem számlázott, számlázható munkaidő: minden rögzített idő számlázva van, vagy nem számlázható.';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(409, { code: 'INVOICE_TIME_NOTHING_UNBILLED', message }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Számla a nem számlázott időből' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });
});

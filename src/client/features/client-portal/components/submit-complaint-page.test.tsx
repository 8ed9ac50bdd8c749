// The customer's complaint form (issue 35 point 5): a customer who acts for more than one client
// (herself and her company) picks the client first, then one of that client's matters or invoices.
// Changing the client drops a matter or invoice of the other one: the select showed "Nincs" but the
// form still sent the other client's invoice, and the firm's server refused the complaint.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplaintOptions } from '@shared/client-portal/complaints.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { SubmitComplaintPage } from './submit-complaint-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const options: ComplaintOptions = {
  clients: [
    { id: 'person', name: 'Tóth Gábor' },
    { id: 'company', name: 'Tóth és Fia Kft.' },
  ],
  matters: [{ id: 'm-1', clientId: 'company', label: '2026/0003 – leányvállalat alapítása' }],
  invoices: [{ id: 'inv-1', clientId: 'company', label: 'SZ/000001' }],
};

describe('SubmitComplaintPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it("does not send the other client's invoice after the client is changed", async () => {
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      if (url.pathname === '/api/client-portal/complaints/options') return json(200, options);
      if (url.pathname === '/api/client-portal/complaints' && method === 'POST') {
        posted.push(input instanceof Request ? await input.json() : JSON.parse(String(init?.body)));
        return json(400, { code: 'VALIDATION_FAILED', message: 'x' });
      }
      return json(200, { items: [] });
    });
    renderWithProviders(
      <MemoryRouter>
        <SubmitComplaintPage />
      </MemoryRouter>,
    );
    const client = await screen.findByLabelText(/Kinek a nevében/);
    fireEvent.change(client, { target: { value: 'company' } });
    fireEvent.change(screen.getByLabelText(/Kapcsolódó számla/), { target: { value: 'inv-1' } });
    fireEvent.change(client, { target: { value: 'person' } });
    fireEvent.change(screen.getByLabelText(/Tárgy/), { target: { value: 'Késedelmes tájékoztatás' } });
    fireEvent.change(screen.getByLabelText(/részletes leírása/), { target: { value: 'Két hétig nem kaptam választ a levelemre.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Panasz elküldése' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0] as Record<string, unknown>;
    expect(body.clientId).toBe('person');
    expect(body.invoiceId ?? '').toBe('');
  });
});

// The firm issues a díjbekérő from a draft (decision 0368): the editor saves what is on the screen
// first, then asks for the pro-forma, and shows its number with a link to its PDF; a refusal is shown.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { draftInvoice } from '../test/draft-invoice';
import { InvoiceEditorPage } from './invoice-editor-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const draft = draftInvoice({
  id: 'inv-7',
  customerName: 'Szabó Anna',
  deliveryDate: null,
  paymentDate: '2026-12-10',
  matterId: 'm-1',
});

describe('pro-forma from the invoice editor', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  function mockServer(proformaAnswer: Response) {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const u = String(url);
      calls.push(`${init?.method ?? 'GET'} ${u}`);
      if (u === '/api/invoice-generator/inv-7' && init?.method === 'PUT') return json(200, draft);
      if (u === '/api/invoice-generator/inv-7/proforma') return proformaAnswer;
      if (u.startsWith('/api/contacts')) return json(200, { items: [{ id: 'c-1', name: 'Szabó Anna' }], total: 1 });
      return json(200, {});
    });
    return calls;
  }
  const render = () =>
    renderWithProviders(
      <MemoryRouter>
        <InvoiceEditorPage draft={draft} />
      </MemoryRouter>,
    );

  it('saves the draft, then issues the pro-forma and links its PDF', async () => {
    const calls = mockServer(json(201, { id: 'pf-1', number: 'DB-2026/000003' } satisfies ApiAnswer<'post', '/api/invoice-generator/{id}/proforma'>));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Díjbekérő kiállítása' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Díjbekérő kiállítva: DB-2026/000003. Nem számla, a NAV-hoz nem kerül');
    expect(screen.getByRole('link', { name: 'A díjbekérő PDF-je (DB-2026/000003)' })).toHaveAttribute('href', '/api/invoice-generator/proformas/pf-1/pdf');
    const save = calls.indexOf('PUT /api/invoice-generator/inv-7');
    expect(save).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('POST /api/invoice-generator/inv-7/proforma')).toBeGreaterThan(save);
  });

  it("shows the server's refusal in Hungarian and no number", async () => {
    mockServer(json(400, { code: 'INVOICE_CONTACT_REQUIRED', message: 'A számla kiállításához válassz vevőt.' }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Díjbekérő kiállítása' }));
    expect(await screen.findByText('A számla kiállításához válassz vevőt.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

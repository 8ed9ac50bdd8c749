// NAV problems in the UI (issue 39.6): the editor shows the NAV check's warnings before issuing and
// sends the accepted ones; the invoices page lists rejected reports with NAV's message and resubmits.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { draftInvoice } from '../test/draft-invoice';
import { InvoiceEditorPage } from './invoice-editor-page';
import { NavRejectedPanel } from './nav-problems';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const draft = draftInvoice();
const warning = (code: string, path: string, message: string, origin = 'nav') => ({ code, severity: 'warning', origin, path, message });
const warnings = [
  warning('INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE', 'deliveryDate', 'A teljesítés dátuma legalább 13 hónappal eltér a kiállítás dátumától.'),
  warning('PAYMENT_DATE_BEFORE_ISSUE_DATE', 'paymentDate', 'A fizetési határidő korábbi a kiállítás dátumánál.', 'own'),
];

describe('NAV problems', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the warnings before issuing and sends the accepted codes with the conscious click', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const u = String(url);
      if (u === '/api/invoice-generator/inv-1/nav-check') return json(200, { issues: warnings, xsdErrors: [] });
      if (u === '/api/invoice-generator/inv-1/issue') return json(200, { id: 'inv-1', number: 'SZ/000042' });
      if (u === '/api/invoice-generator/inv-1' && init?.method === 'PUT') return json(200, draft);
      if (u.startsWith('/api/contacts')) return json(200, { items: [{ id: 'c-1', name: 'Tóth és Fia Kft.' }], total: 1 });
      return json(200, {});
    });
    renderWithProviders(
      <MemoryRouter>
        <InvoiceEditorPage draft={draft} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kiállítás…' }));
    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('region', { name: '2 figyelmeztetés a NAV szabályai szerint' });
    expect(list).toHaveTextContent('A teljesítés dátuma legalább 13 hónappal eltér a kiállítás dátumától.');
    expect(list).toHaveTextContent('INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE, NAV-kód');
    expect(list).toHaveTextContent('PAYMENT_DATE_BEFORE_ISSUE_DATE, saját ellenőrzés');
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/invoice-generator/inv-1/issue')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kiállítás így is' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/invoice-generator/inv-1/issue')).toBe(true));
    const issueCall = fetchMock.mock.calls.find(([u]) => String(u) === '/api/invoice-generator/inv-1/issue')!;
    expect(JSON.parse(String(issueCall[1]?.body))).toEqual({ acceptWarnings: ['INCORRECT_DATE_INVOICE_DELIVERY_DATE_LATE', 'PAYMENT_DATE_BEFORE_ISSUE_DATE'] });
  });

  // The firm's first month: no NAV technical user yet. The confirmation must not promise that the
  // data goes to NAV automatically (the PDF and the invoice page say it is not sent).
  it('does not promise automatic NAV reporting when the firm has no NAV technical user', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const u = String(url);
      if (u === '/api/invoice-generator/inv-1/nav-check') return json(200, { issues: [], xsdErrors: [], navConfigured: false });
      if (u === '/api/invoice-generator/inv-1' && init?.method === 'PUT') return json(200, draft);
      return json(200, { items: [], total: 0 });
    });
    renderWithProviders(
      <MemoryRouter>
        <InvoiceEditorPage draft={draft} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kiállítás…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveTextContent('automatikusan jelentjük');
    expect(dialog).toHaveTextContent('Az iroda még nem adott meg NAV technikai felhasználót, ezért a program a számla adatait most nem küldi be a NAV-nak');
  });

  it('does not offer issuing when the check finds an error', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const u = String(url);
      if (u === '/api/invoice-generator/inv-1/nav-check')
        return json(200, { issues: [{ code: 'CUSTOMER_INFO_MISSING', severity: 'error', origin: 'nav', path: 'customer.address', message: 'A vevő neve és címe kötelező (kivéve magánszemélynél).' }], xsdErrors: [] });
      if (u === '/api/invoice-generator/inv-1' && init?.method === 'PUT') return json(200, draft);
      return json(200, { items: [], total: 0 });
    });
    renderWithProviders(
      <MemoryRouter>
        <InvoiceEditorPage draft={draft} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kiállítás…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A vevő neve és címe kötelező');
    expect(within(dialog).queryByRole('button', { name: /Kiállítás/ })).toBeNull();
  });

  it('lists the rejected reports with NAV’s message and resubmits one under its number', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      const u = String(url);
      if (u === '/api/invoice-generator/nav-rejected') {
        return json(200, {
          items: [
            {
              id: 'inv-7',
              number: 'SZ/000007',
              operation: 'CREATE',
              customerName: 'Tóth és Fia Kft.',
              issueDate: '2026-11-20',
              transactionId: 'T1',
              messages: [{ resultCode: 'ERROR', errorCode: 'SUPPLIER_TAX_NUMBER_MISMATCH', message: 'Az eladó adószáma nem egyezik a kérés adószámával.' }],
              rejectedAt: '2026-11-20T10:00:00Z',
            },
          ],
        });
      }
      if (u === '/api/invoice-generator/inv-7/nav-resubmit') return json(200, { id: 'inv-7', number: 'SZ/000007' });
      return json(200, {});
    });
    renderWithProviders(
      <MemoryRouter>
        <NavRejectedPanel canWrite />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: '1 számla adatszolgáltatását elutasította a NAV' });
    expect(panel).toHaveTextContent('Az eladó adószáma nem egyezik a kérés adószámával. (SUPPLIER_TAX_NUMBER_MISMATCH)');
    await userEvent.click(within(panel).getByRole('button', { name: 'SZ/000007 újraküldése ugyanazzal a sorszámmal' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/invoice-generator/inv-7/nav-resubmit' && init?.method === 'POST')).toBe(true));
    expect(await screen.findByText('SZ/000007 újra beküldésre vár.')).toBeInTheDocument();
  });
});

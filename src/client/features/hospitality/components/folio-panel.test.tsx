// The folio's lines read as a Hungarian hotel folio: each line is the server's description
// ("Szállásdíj – 2. szoba"), not prefixed with its kind again ("Szállás: Szállás – 2").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { chooseInCombobox } from '@client/test/combobox';
import { mockFetch } from '@client/test/form-api-mock';
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

  it('the invoice payer from the contacts is found by typing part of its name and sent as its id; none chosen is refused on the field', async () => {
    const contacts = [
      { id: 'c1', kind: 'organisation', name: 'Bence Bau Kft.' },
      { id: 'c2', kind: 'organisation', name: 'Balaton Üdülő Zrt.' },
      { id: 'c3', kind: 'person', name: 'Kovács Ödön' },
    ];
    const sent = mockFetch(
      (url, method) => {
        if (url === '/api/hospitality/reservations/r1/folio') return json(200, folio);
        if (url === '/api/contacts') return json(200, { items: contacts, total: contacts.length });
        if (url === '/api/hospitality/reservations/r1/invoice' && method === 'POST') return json(201, { id: 'inv1' });
        return undefined;
      },
      { record: 'writes' },
    );
    renderWithProviders(
      <MemoryRouter>
        <FolioPanel reservation={{ id: 'r1' } as ReservationDetail} canBook={false} canInvoice />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Számla a nyitott tételekből' }));
    const form = screen.getByRole('form', { name: 'Számla a folióból' });
    await userEvent.selectOptions(within(form).getByLabelText('Vevő'), 'contact');
    const payer = await within(form).findByRole('combobox', { name: /^Kapcsolat/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Számla készítése' }));
    await waitFor(() => expect(payer).toHaveAttribute('aria-invalid', 'true'));
    expect(payer).toHaveAccessibleDescription('Kötelező mező.');
    expect(sent).toEqual([]);

    await chooseInCombobox(payer, 'Balaton Üdülő Zrt.', 'udulo');
    expect(payer).toHaveValue('Balaton Üdülő Zrt.');
    await userEvent.click(within(form).getByRole('button', { name: 'Számla készítése' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ payer: { kind: 'contact', contactId: 'c2' } });
  });
});

// The customer's purchases page and the firm's profile page (issue 35 points 4 and 6): Hungarian
// money and dates, the status of each invoice, PDF links per document, the pending filter that
// asks the server, totals, and the firm's hours with closed days.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyInfo } from '@shared/client-portal/company-info.schemas';
import type { Purchases } from '@shared/client-portal/purchases.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CompanyInfoPage } from './company-info';
import { MyPurchasesPage } from './my-purchases';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const purchases: Purchases = {
  invoices: [
    {
      id: 'inv-1',
      number: 'SZ/000012',
      customerName: 'Tóth és Fia Kft.',
      matterTitle: 'Bérleti szerződés',
      currency: 'HUF',
      issueDate: '2026-11-02',
      dueDate: '2026-11-10',
      owed: '172355.00',
      paid: '0.00',
      open: '172355.00',
      status: 'overdue',
      daysOverdue: 19,
      documents: [{ id: 'inv-1', number: 'SZ/000012', operation: 'CREATE', issueDate: '2026-11-02', gross: '172355.00' }],
      payments: [],
    },
    {
      id: 'inv-2',
      number: 'SZ/000015',
      customerName: 'Tóth Gábor',
      matterTitle: null,
      currency: 'HUF',
      issueDate: '2026-11-20',
      dueDate: '2026-11-28',
      owed: '101600.00',
      paid: '40000.00',
      open: '61600.00',
      status: 'partially_paid',
      daysOverdue: 0,
      documents: [
        { id: 'inv-2', number: 'SZ/000015', operation: 'CREATE', issueDate: '2026-11-20', gross: '101600.00' },
        { id: 'inv-3', number: 'SZ/000016', operation: 'MODIFY', issueDate: '2026-11-21', gross: '0.00' },
      ],
      payments: [{ id: 'p-1', paidOn: '2026-11-25', amount: '40000.00', method: 'TRANSFER' }],
    },
  ],
  proformas: [],
  totals: [{ currency: 'HUF', owed: '273955.00', paid: '40000.00', open: '233955.00', overdue: '172355.00' }],
  pendingCount: 2,
};

describe('customer purchases page', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows the own invoices with state, Ft amounts, Hungarian dates, PDF links, payments and totals', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, purchases));
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/my-purchases?filter=pending']}>
        <MyPurchasesPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/client-portal/purchases?filter=pending');
    const overdueRow = within(table).getByRole('row', { name: /SZ\/000012/ });
    expect(within(overdueRow).getByText('Lejárt')).toBeInTheDocument();
    expect(within(overdueRow).getByText('19 napja lejárt')).toBeInTheDocument();
    expect(within(overdueRow).getAllByText(/172\s355\sFt/).length).toBeGreaterThan(0);
    expect(within(overdueRow).getByText('2026. november 2.')).toBeInTheDocument();
    expect(within(overdueRow).getByRole('link', { name: 'SZ/000012 letöltése (PDF)' })).toHaveAttribute('href', '/api/client-portal/invoices/inv-1/pdf');
    const partly = within(table).getByRole('row', { name: /SZ\/000015/ });
    expect(within(partly).getByText('Részben fizetve')).toBeInTheDocument();
    expect(within(partly).getByRole('link', { name: 'SZ/000016 letöltése (PDF)' })).toHaveAttribute('href', '/api/client-portal/invoices/inv-3/pdf');
    expect(screen.getByRole('link', { name: 'Függő (2)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Ebből lejárt').nextSibling?.textContent).toMatch(/172\s355\sFt/);
    const payments = screen.getByRole('region', { name: 'Befizetéseim' });
    expect(within(payments).getByText(/2026\. november 25\./)).toBeInTheDocument();
    expect(within(payments).getByText(/40\s000\sFt/)).toBeInTheDocument();
  });

  it('shows the pro-formas apart from the invoices, each marked as not an invoice, with its state and PDF (decision 0368)', async () => {
    const withProformas: Purchases = {
      ...purchases,
      proformas: [
        {
          id: 'pf-1',
          number: 'DB-2026/000003',
          customerName: 'Tóth és Fia Kft.',
          matterTitle: 'Bérleti szerződés',
          currency: 'HUF',
          issueDate: '2026-11-25',
          dueDate: '2026-12-03',
          gross: '254000.00',
          status: 'open',
          invoiceNumber: null,
        },
        {
          id: 'pf-2',
          number: 'DB-2026/000001',
          customerName: 'Tóth Gábor',
          matterTitle: null,
          currency: 'HUF',
          issueDate: '2026-11-10',
          dueDate: null,
          gross: '101600.00',
          status: 'invoiced',
          invoiceNumber: 'SZ/000015',
        },
      ],
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, withProformas));
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/my-purchases']}>
        <MyPurchasesPage />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Díjbekérők' });
    expect(within(section).getByText(/nem számla: áfa levonására nem jogosít/)).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('DB-2026/000003')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Díjbekérő – nem számla')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Fizetésre vár')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/254\s000\sFt/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Fizetési határidő: 2026\. december 3\./)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'DB-2026/000003 díjbekérő letöltése (PDF)' })).toHaveAttribute('href', '/api/client-portal/proformas/pf-1/pdf');
    expect(within(items[1]!).getByText('Kiszámlázva: SZ/000015')).toBeInTheDocument();
    // Not among the invoices, and not in the totals.
    const table = screen.getByRole('table');
    expect(within(table).queryByText(/DB-2026/)).toBeNull();
    expect(screen.getByText('Számlázott összeg').nextSibling?.textContent).toMatch(/273\s955\sFt/);
  });

  it('shows no pro-forma section when there is none', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, purchases));
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/my-purchases']}>
        <MyPurchasesPage />
      </MemoryRouter>,
    );
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Díjbekérők' })).toBeNull();
  });

  it('says so when nothing is open', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { invoices: [], proformas: [], totals: [], pendingCount: 0 }));
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/my-purchases?filter=pending']}>
        <MyPurchasesPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Nincs kifizetetlen számlád.')).toBeInTheDocument();
  });
});

describe('company info page', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it("shows the firm's contacts, hours (closed days too), bar registration, conciliation board and lawyers", async () => {
    const info: CompanyInfo = {
      name: 'Kovács és Társai Ügyvédi Iroda',
      configured: true,
      seat: '1055 Budapest, Kossuth Lajos tér 1–3.',
      email: 'iroda@kovacs-ugyved.hu',
      phone: '+36 1 234 5678',
      website: 'https://kovacs-ugyved.hu',
      openingHours: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
      hoursNote: 'Munkaszüneti napokon zárva.',
      barAssociation: 'Budapesti Ügyvédi Kamara',
      barRegistrationNumber: 'BÜK 2/1234/2008',
      conciliationBoard: 'Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.',
      about: null,
      lawyers: [{ userId: 'u-1', name: 'dr. Nagy Péter', practiceAreas: ['Munkajog'], chamberId: '36065678' }],
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, info));
    renderWithProviders(
      <MemoryRouter>
        <CompanyInfoPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kovács és Társai Ügyvédi Iroda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+36 1 234 5678' })).toHaveAttribute('href', 'tel:+3612345678');
    expect(screen.getByText('Hétfő').nextSibling?.textContent).toBe('09:00–17:00');
    expect(screen.getByText('Vasárnap').nextSibling?.textContent).toBe('Zárva');
    expect(screen.getByText('BÜK 2/1234/2008')).toBeInTheDocument();
    expect(screen.getByText('Békéltető testület').nextSibling?.textContent).toBe('Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.');
    expect(screen.getByText('Munkajog')).toBeInTheDocument();
    expect(screen.getByText('Kamarai azonosító: 36065678')).toBeInTheDocument();
    expect(screen.queryByText(/^Hivatalos név/)).not.toBeInTheDocument();
  });

  it('is headed by the name the frame shows, the registered name beneath it (decision 0477)', async () => {
    const info: CompanyInfo = { ...emptyProfile, name: 'Kovács és Társai Ügyvédi Iroda' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, info));
    renderWithProviders(
      <MemoryRouter>
        <CompanyInfoPage firmDisplayName="Kovács Ügyvédi Iroda" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kovács Ügyvédi Iroda' })).toBeInTheDocument();
    expect(await screen.findByText('Hivatalos név: Kovács és Társai Ügyvédi Iroda')).toBeVisible();
  });
});

const emptyProfile: CompanyInfo = {
  name: '',
  configured: false,
  seat: '',
  email: null,
  phone: null,
  website: null,
  openingHours: [],
  hoursNote: null,
  barAssociation: null,
  barRegistrationNumber: null,
  conciliationBoard: null,
  about: null,
  lawyers: [],
  updatedAt: null,
};

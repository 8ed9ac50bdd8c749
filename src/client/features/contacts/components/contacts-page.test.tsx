import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { ContactsPage } from './contacts-page';

const org = {
  id: 'c1',
  kind: 'organisation',
  name: 'Kovács Kertészet Kft.',
  email: 'kert@example.hu',
  phone: '+36 30 987 1234',
  company: null,
  familyName: null,
  givenName: null,
  birthName: null,
  birthPlace: null,
  birthDate: null,
  mothersName: null,
  idDocument: null,
  taxNumber: '11377304-2-43',
  euVatNumber: null,
  companyRegNumber: null,
  address: null,
  bankAccount: null,
  iban: null,
  tags: ['ellenérdekű fél'],
  notes: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
} satisfies ApiAnswer<'get', '/api/contacts'>['items'][number];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPage = (can: boolean) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/app/contacts']}>
      <ContactsPage canCreate={can} canEdit={can} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await loadAppLocales();
});
afterEach(() => vi.restoreAllMocks());

describe('contacts page', () => {
  it('lists contacts with Hungarian headers and searches on the server with the typed text', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [org], total: 1 }));
    renderPage(true);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Név', 'Típus', 'E-mail', 'Telefon', 'Adószám', 'Címkék']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Kovács Kertészet Kft.');
    fireEvent.change(screen.getByLabelText('Keresés névre, e-mailre, adószámra'), { target: { value: 'kovacs' } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=kovacs'))).toBe(true));
    expect(document.body.textContent).not.toContain('{{');
  });

  it('shows the Hungarian check-digit error on the adószám field before anything is sent', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [], total: 0 }));
    renderPage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Új szervezet' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Szervezet neve'), { target: { value: 'Hibás Kft.' } });
    fireEvent.change(within(dialog).getByLabelText('Adószám'), { target: { value: '12892313-2-42' } });
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText('Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Adószám')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.slice(calls).some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers no create or import to a role without canCreateContacts', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [org], total: 1 }));
    renderPage(false);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Új személy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duplikátumok' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportálás (CSV)' })).toHaveAttribute('href', '/api/contacts/export');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AddressProbe, shownAddress, shownParams } from '@client/test/address-probe';
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

const renderPage = (can: boolean, path = '/app/contacts') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ContactsPage canCreate={can} canEdit={can} />
      <AddressProbe />
    </MemoryRouter>,
  );
const listUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url instanceof Request ? url.url : url), 'http://localhost')).filter((u) => u.pathname === '/api/contacts');

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
        // Név, Típus and Rögzítve sort (on the server): their arrow is not part of the name.
        .map((th) => th.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['Név', 'Típus', 'Rögzítve', 'E-mail', 'Telefon', 'Adószám', 'Címkék']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Kovács Kertészet Kft.');
    // The day it was recorded, the Hungarian way.
    expect(within(table).getByText('2026. márc. 2.')).toBeInTheDocument();
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

  it('sorts on the server: a header click writes ?sort=&dir= beside the search and asks for that order from the first page (decision 0502)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [org], total: 80 }));
    renderPage(true, '/app/contacts?q=kft');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Következő' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('offset')).toBe('25'));

    fireEvent.click(screen.getByRole('button', { name: /Név/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('name'));
    const asked = listUrls(fetchMock).at(-1)!.searchParams;
    expect([asked.get('dir'), asked.get('offset'), asked.get('q')]).toEqual(['asc', '0', 'kft']);
    expect(shownAddress()).toHaveTextContent('?q=kft&sort=name&dir=asc');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: /Típus/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('kind'));
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');
    // A new search keeps the sort.
    fireEvent.change(screen.getByLabelText('Keresés névre, e-mailre, adószámra'), { target: { value: 'bt' } });
    await waitFor(() => expect(shownAddress()).toHaveTextContent('?q=bt&sort=kind&dir=asc'));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('q')).toBe('bt'));
    expect(listUrls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('kind');
  });

  it('keeps the type and tag filters in the address beside the search (decision 0508), and ignores an unknown type', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [org], total: 1 }));
    renderPage(true, '/app/contacts?q=kft&kind=organisation&tag=%C3%BCgyf%C3%A9l');
    await screen.findByRole('table');
    const first = listUrls(fetchMock)[0]!.searchParams;
    expect([first.get('q'), first.get('kind'), first.get('tag')]).toEqual(['kft', 'organisation', 'ügyfél']);
    expect(screen.getByRole('combobox', { name: 'Típus' })).toHaveValue('organisation');

    fireEvent.change(screen.getByRole('combobox', { name: 'Típus' }), { target: { value: 'person' } });
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('kind')).toBe('person'));
    // A tag of a row replaces the tag filter; the rest stays.
    fireEvent.click(screen.getByRole('button', { name: /ellenérdekű fél/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('tag')).toBe('ellenérdekű fél'));
    expect(Object.fromEntries(shownParams())).toEqual({ q: 'kft', kind: 'person', tag: 'ellenérdekű fél' });

    fireEvent.click(screen.getByRole('button', { name: /Minden címke/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('tag')).toBeNull());
    expect(shownParams().get('tag')).toBeNull();
  });

  it('opens with every type when the address names an unknown one', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [org], total: 1 }));
    renderPage(true, '/app/contacts?kind=robot');
    await screen.findByRole('table');
    expect(listUrls(fetchMock)[0]!.searchParams.get('kind')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Típus' })).toHaveValue('');
  });

  it('„Csak ügyfelek” asks the server for the clients only (?matterRole=client beside the other filters), and the address keeps it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [org], total: 1 }));
    renderPage(true, '/app/contacts?kind=organisation');
    await screen.findByRole('table');
    const only = screen.getByRole('checkbox', { name: 'Csak ügyfelek' });
    expect(only).not.toBeChecked();
    expect(only).toHaveAccessibleDescription('Csak azok a névjegyek, akik legalább egy általad látható ügyben ügyfélként szerepelnek.');
    expect(listUrls(fetchMock)[0]!.searchParams.get('matterRole')).toBeNull();

    fireEvent.click(only);
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('matterRole')).toBe('client'));
    expect(listUrls(fetchMock).at(-1)!.searchParams.get('kind')).toBe('organisation');
    expect(Object.fromEntries(shownParams())).toEqual({ kind: 'organisation', matterRole: 'client' });

    fireEvent.click(only);
    await waitFor(() => expect(listUrls(fetchMock).at(-1)!.searchParams.get('matterRole')).toBeNull());
    expect(shownParams().get('matterRole')).toBeNull();
  });

  it('opens with the clients only when the address says so, and ignores another role', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [org], total: 1 }));
    renderPage(true, '/app/contacts?matterRole=client');
    await screen.findByRole('table');
    expect(screen.getByRole('checkbox', { name: 'Csak ügyfelek' })).toBeChecked();
    expect(listUrls(fetchMock)[0]!.searchParams.get('matterRole')).toBe('client');
    fetchMock.mockClear();
    renderPage(true, '/app/contacts?matterRole=opponent');
    await waitFor(() => expect(listUrls(fetchMock).length).toBeGreaterThan(0));
    expect(listUrls(fetchMock)[0]!.searchParams.get('matterRole')).toBeNull();
  });
});

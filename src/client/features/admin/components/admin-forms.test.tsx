// The admin dialogs on the form kit: they send the typed values and put the server's
// VALIDATION_ERROR messages (Hungarian) on the field they belong to.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { chooseInCombobox } from '@client/test/combobox';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { CompaniesPage } from './companies-page';
import { UsersPage } from './users-page';

const company = { id: 't1', name: 'Kovács és Társa Ügyvédi Iroda', slug: 'kovacs', createdAt: '2026-03-02T09:00:00.000Z', suspendedAt: null, memberCount: 4, activeAdministrators: 1 } satisfies ApiAnswer<
  'get',
  '/api/admin/companies'
>['items'][number];
const user = {
  id: 'u2',
  name: 'Szabó Eszter',
  email: 'szabo.eszter@example.hu',
  createdAt: '2026-04-01T08:00:00.000Z',
  platformAdmin: false,
  deactivated: false,
  memberships: [{ tenantId: 't1', tenantName: company.name, roles: ['lawyer'] }],
} satisfies ApiAnswer<'get', '/api/admin/users'>['items'][number];

/** The companies' and users' lists answer unless the test says otherwise. */
const mockApi = (answer: (url: string, method: string, body: unknown) => Response | undefined) =>
  mockFetch((url, method, body) => {
    const given = answer(url, method, body);
    if (given) return given;
    if (url === '/api/admin/companies') return json(200, { items: [company], total: 1 });
    if (url === '/api/admin/users') return json(200, { items: [user], total: 1 });
    return undefined;
  });

/** The users page reads its firm filter from the address (decision 0511): it needs a router. */
const renderUsersPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <UsersPage currentUserId="u1" />
    </MemoryRouter>,
  );

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('admin forms on the form kit', () => {
  it('a new company: the schema checks the name, the server says the slug is taken under the slug field', async () => {
    const calls = mockApi((url, method) => (url === '/api/admin/companies' && method === 'POST' ? invalid({ slug: 'Ez a cégazonosító már foglalt.' }) : undefined));
    renderWithProviders(
      <MemoryRouter>
        <CompaniesPage />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Új cég' }));
    const dialog = await screen.findByRole('dialog', { name: 'Új cég létrehozása' });
    await userEvent.type(within(dialog).getByLabelText('Cégnév'), 'P');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText('A cég neve legalább 2 karakter.', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Cégnév'), 'róba Iroda');
    await userEvent.type(within(dialog).getByLabelText('Cégazonosító'), 'kovacs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Cégazonosító')).toHaveAccessibleDescription(/Ez a cégazonosító már foglalt\./));
    expect(within(dialog).getByLabelText('Cégazonosító')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Cégnév')).toHaveAttribute('aria-invalid', 'false');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Próba Iroda', slug: 'kovacs' });
  });

  it('deleting a company: the button waits for the exact name, a server message lands on the confirmation field', async () => {
    const calls = mockApi((url, method) => (url === '/api/admin/companies/t1' && method === 'DELETE' ? invalid({ confirmName: 'A név nem egyezik a cég nevével.' }) : undefined));
    renderWithProviders(
      <MemoryRouter>
        <CompaniesPage />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: `${company.name} törlése` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cég végleges törlése' });
    const confirm = within(dialog).getByRole('button', { name: 'Végleges törlés' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText(/A megerősítéshez írd be a cég nevét/);
    await userEvent.type(field, company.name);
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(field).toHaveAccessibleDescription('A név nem egyezik a cég nevével.'));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ confirmName: company.name });
  });

  it('an invitation: the company-or-platform rule and the server email message show on their fields', async () => {
    const calls = mockApi((url, method) => (url === '/api/admin/users' && method === 'POST' ? invalid({ email: 'Ezzel az emailcímmel már van felhasználó.' }) : undefined));
    renderUsersPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    await userEvent.type(within(dialog).getByLabelText('Név'), 'Meghívott Márta');
    await userEvent.type(within(dialog).getByLabelText('Emailcím'), 'marta@example.hu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meghívó küldése' }));
    expect(await within(dialog).findByText('Válassz céget és szerepkört, vagy adj platform adminisztrátori jogot.', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await chooseInCombobox(within(dialog).getByRole('combobox', { name: 'Cég' }), company.name, 'kovács');
    await userEvent.click(within(dialog).getByLabelText('Ügyvéd'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meghívó küldése' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Emailcím')).toHaveAccessibleDescription('Ezzel az emailcímmel már van felhasználó.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Meghívott Márta', email: 'marta@example.hu', platformAdmin: false, tenantId: 't1', roles: ['lawyer'] });
  });

  it("roles: a company's roles go to the server, its message lands under that company's checkboxes", async () => {
    const calls = mockApi((url, method) => (url === '/api/admin/users/u2/role' && method === 'PATCH' ? invalid({ roles: 'Válassz legalább egy szerepkört.' }) : undefined));
    renderUsersPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Szabó Eszter szerepköreinek módosítása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szabó Eszter szerepkörei' });
    await userEvent.click(within(dialog).getByLabelText('Ügyfél'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Szerepkörök' })).toHaveAccessibleDescription('Válassz legalább egy szerepkört.'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ tenantId: 't1', roles: ['lawyer', 'customer'] });
  });

  it("roles: the firm's rule refusal (decision 0498) shows its Hungarian text under that firm's checkboxes, the dialog stays open", async () => {
    const firm = { tenantId: 't1', tenantName: company.name, roles: ['customer'] as ['customer'] };
    const other = { tenantId: 't2', tenantName: 'Másik Iroda', roles: ['lawyer'] as ['lawyer'] };
    const customer = { ...user, id: 'u4', name: 'Tóth Gábor', email: 'toth.gabor@example.hu', memberships: [other, firm] };
    const refusal = 'Ügyfélfiók nem kaphat cégadminisztrátori szerepkört, és a cégadminisztrátor nem lehet egyben ügyfél.';
    const calls = mockApi((url, method) => {
      if (url === '/api/admin/users' && method === 'GET') return json(200, { items: [customer], total: 1 });
      if (url === '/api/admin/users/u4/role' && method === 'PATCH') return json(409, { code: 'CUSTOMER_CANNOT_BE_ADMIN', message: refusal });
      return undefined;
    });
    renderUsersPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tóth Gábor szerepköreinek módosítása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tóth Gábor szerepkörei' });
    const [, firmRoles] = within(dialog).getAllByRole('group', { name: 'Szerepkörök' });
    await userEvent.click(within(firmRoles!).getByLabelText('Cégadminisztrátor'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(firmRoles).toHaveAccessibleDescription(refusal));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${company.name}: ${refusal}`);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ tenantId: 't1', roles: ['tenant', 'customer'] }]);
  });

  it("roles: the firm's last administrator keeps the role (decision 0501): the Hungarian refusal under that firm's checkboxes", async () => {
    const lastAdmin = 'Az iroda utolsó adminisztrátora nem távolítható el, és a szerepköre sem vehető el.';
    const admin = { ...user, memberships: [{ tenantId: 't1', tenantName: company.name, roles: ['tenant', 'lawyer'] as ('tenant' | 'lawyer')[] }] };
    const calls = mockApi((url, method) => {
      if (url === '/api/admin/users' && method === 'GET') return json(200, { items: [admin], total: 1 });
      if (url === '/api/admin/users/u2/role' && method === 'PATCH') return json(409, { code: 'MEMBER_LAST_ADMIN', message: lastAdmin });
      return undefined;
    });
    renderUsersPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Szabó Eszter szerepköreinek módosítása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szabó Eszter szerepkörei' });
    const firmRoles = within(dialog).getByRole('group', { name: 'Szerepkörök' });
    await userEvent.click(within(firmRoles).getByLabelText('Cégadminisztrátor'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(firmRoles).toHaveAccessibleDescription(lastAdmin));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${company.name}: ${lastAdmin}`);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ tenantId: 't1', roles: ['lawyer'] }]);
  });

  it('an invitation the firm refuses (no free seat) says so under the roles', async () => {
    const full = 'A csomagodban foglalt felhasználói helyek elfogytak: válts nagyobb csomagra, vagy vonj vissza egy függő meghívót, illetve távolíts el egy tagot.';
    mockApi((url, method) => (url === '/api/admin/users' && method === 'POST' ? json(409, { code: 'SEAT_LIMIT_REACHED', message: full }) : undefined));
    renderUsersPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    await userEvent.type(within(dialog).getByLabelText('Név'), 'Meghívott Márta');
    await userEvent.type(within(dialog).getByLabelText('Emailcím'), 'marta@example.hu');
    await chooseInCombobox(within(dialog).getByRole('combobox', { name: 'Cég' }), company.name, 'kovács');
    await userEvent.click(within(dialog).getByLabelText('Ügyvéd'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meghívó küldése' }));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Szerepkörök' })).toHaveAccessibleDescription(full));
  });

  it("deactivating a firm's only active administrator (decision 0506): the Hungarian refusal above the list, no success message", async () => {
    const refusal = 'A felhasználó egy cég egyetlen aktív cégadminisztrátora: előbb adj cégadminisztrátori szerepkört a cég egy másik tagjának, és csak utána deaktiváld.';
    const admin = { ...user, memberships: [{ tenantId: 't1', tenantName: company.name, roles: ['tenant', 'lawyer'] as ('tenant' | 'lawyer')[] }] };
    const calls = mockApi((url, method) => {
      if (url === '/api/admin/users' && method === 'GET') return json(200, { items: [admin], total: 1 });
      if (url === '/api/admin/users/u2/status' && method === 'POST') return json(409, { code: 'USER_LAST_FIRM_ADMIN', message: refusal });
      return undefined;
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderUsersPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Szabó Eszter deaktiválása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText('Szabó Eszter deaktiválva, munkamenetei lezárva.')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Szabó Eszter/ })).toHaveTextContent('Aktív');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ deactivated: true }]);
  });

  it('a user in no firm says so in the roles column instead of an empty cell', async () => {
    const loner = { ...user, id: 'u3', name: 'Kiss Bence', email: 'kiss.bence@example.hu', memberships: [] };
    mockApi((url) => (url === '/api/admin/users' ? json(200, { items: [loner], total: 1 }) : undefined));
    renderUsersPage();
    const row = await screen.findByRole('row', { name: /Kiss Bence/ });
    expect(row).toHaveTextContent('Nincs szerepköre (egy cégnek sem tagja)');
  });
});

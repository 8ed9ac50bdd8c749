// The users page narrowed to one firm's members (decision 0511): `?tenantId=` from the address goes
// to the server, the firm's name from the answer stands above the list, and „Szűrés törlése” takes
// the parameter out of the address (the whole list again).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AddressProbe, shownAddress } from '@client/test/address-probe';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { chooseInCombobox } from '@client/test/combobox';
import { json } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { UsersPage } from './users-page';

type Answer = ApiAnswer<'get', '/api/admin/users'>;
const firm = { id: '5b0c7f1e-2a8e-4f57-9a61-3c1f0d2b7e44', name: 'Kovács és Társa Ügyvédi Iroda' };
const member = {
  id: 'u2',
  name: 'Szabó Eszter',
  email: 'szabo.eszter@example.hu',
  createdAt: '2026-04-01T08:00:00.000Z',
  platformAdmin: false,
  deactivated: false,
  memberships: [{ tenantId: firm.id, tenantName: firm.name, roles: ['lawyer'] }],
} satisfies Answer['items'][number];
const outsider = { ...member, id: 'u3', name: 'Kiss Bence', email: 'kiss.bence@example.hu', memberships: [] };

const requestUrl = (input: Parameters<typeof fetch>[0]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
/** The users list requests so far, as their query parameters. */
const listRequests = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => requestUrl(input))
    .filter((url) => url.pathname === '/api/admin/users')
    .map((url) => url.searchParams);

/** The server's answer: with the firm's id its member and its name, with another id nothing and no firm, otherwise everyone. */
function answer(tenantId: string | null, members: Answer['items'] = [member]): Answer {
  if (tenantId === null) return { items: [member, outsider], total: 2 };
  return tenantId === firm.id ? { items: members, total: members.length, tenant: firm } : { items: [], total: 0, tenant: null };
}

beforeAll(() => loadAppLocales());
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = requestUrl(input);
    return url.pathname === '/api/admin/users' ? json(200, answer(url.searchParams.get('tenantId'))) : json(200, { items: [], total: 0 });
  });
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <UsersPage currentUserId="u1" />
      <AddressProbe />
    </MemoryRouter>,
  );

describe("the users page on one firm's members (decision 0511)", () => {
  it("asks for the firm's members from the address, names the firm, and „Szűrés törlése” (by keyboard) lists everyone again", async () => {
    const user = userEvent.setup();
    renderAt(`/app/admin/users?tenantId=${firm.id}`);
    expect(await screen.findByText(`${firm.name} tagjai`)).toBeInTheDocument();
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]?.get('tenantId')).toBe(firm.id);
    expect(listRequests()[0]?.get('offset')).toBe('0');
    const table = screen.getByRole('table');
    expect(within(table).getByText(member.name)).toBeInTheDocument();
    expect(within(table).queryByText(outsider.name)).toBeNull();

    const clear = screen.getByRole('button', { name: 'Szűrés törlése' });
    for (let i = 0; i < 20 && document.activeElement !== clear; i++) await user.tab();
    expect(clear).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shownAddress()).toHaveTextContent(/^$/);
    await waitFor(() => expect(listRequests().at(-1)?.has('tenantId')).toBe(false));
    expect(await within(screen.getByRole('table')).findByText(outsider.name)).toBeInTheDocument();
    expect(screen.queryByText(`${firm.name} tagjai`)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Szűrés törlése' })).toBeNull();
    // The button went with the filter: the focus is in the page's search, not lost on the body.
    expect(screen.getByLabelText('Keresés név vagy emailcím szerint')).toHaveFocus();
  });

  it('keeps the other parameters of the address when the filter is cleared', async () => {
    renderAt(`/app/admin/users?tenantId=${firm.id}&from=companies`);
    await userEvent.click(await screen.findByRole('button', { name: 'Szűrés törlése' }));
    expect(shownAddress()).toHaveTextContent('?from=companies');
  });

  it("a firm with no member: its name above the list and the firm's own empty text", async () => {
    vi.mocked(globalThis.fetch).mockImplementation(async (input) => json(200, answer(requestUrl(input).searchParams.get('tenantId'), [])));
    renderAt(`/app/admin/users?tenantId=${firm.id}`);
    expect(await screen.findByText('A cégnek nincs a keresésnek megfelelő tagja.')).toBeInTheDocument();
    expect(screen.getByText(`${firm.name} tagjai`)).toBeInTheDocument();
  });

  it('an unknown firm says so, and the whole list is one click away', async () => {
    renderAt('/app/admin/users?tenantId=ismeretlen');
    expect(await screen.findByText('Nincs ilyen cég.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Szűrés törlése' })).toBeInTheDocument();
  });

  it('without the parameter: no firm line, no tenantId in the request', async () => {
    renderAt('/app/admin/users');
    expect(await within(await screen.findByRole('table')).findByText(outsider.name)).toBeInTheDocument();
    expect(listRequests().every((p) => !p.has('tenantId'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Szűrés törlése' })).toBeNull();
  });

  it("invites into the firm it lists: the firm is chosen in the dialog, even when it is not on the picker's page of firms", async () => {
    renderAt(`/app/admin/users?tenantId=${firm.id}`);
    expect(await screen.findByText(`${firm.name} tagjai`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    const picker = within(dialog).getByRole('combobox', { name: 'Cég' });
    expect(picker).toHaveValue(firm.name);
    await userEvent.click(picker);
    expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent(firm.name);
  });

  it('without a firm in the address the dialog chooses none', async () => {
    renderAt('/app/admin/users');
    expect(await within(await screen.findByRole('table')).findByText(outsider.name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    expect(within(dialog).getByRole('combobox', { name: 'Cég' })).toHaveValue('');
  });
});

// The invitation's firm picker searches on the server (decision 0512): 25 firms, the list's page 20.
const firmNames = ['Alfa', 'Béta', 'Gamma', 'Delta', 'Epszilon', 'Zéta', 'Éta', 'Théta', 'Ióta', 'Kappa', 'Lambda', 'Mű', 'Nű', 'Kszí', 'Omikron', 'Pí', 'Rhó', 'Szigma', 'Tau', 'Üpszilon', 'Fí', 'Khí', 'Pszí', 'Ómega'];
const firms = [...firmNames.map((n, i) => ({ id: `t${i + 1}`, name: `${n} Ügyvédi Iroda` })), { id: 't25', name: 'Zöld és Fekete Ügyvédi Társulás' }].map((f) => ({
  ...f,
  slug: f.id === 't25' ? 'zf-partners' : f.id,
  createdAt: '2026-03-02T09:00:00.000Z',
  suspendedAt: null,
  memberCount: 1,
  activeAdministrators: 1,
}));
const far = firms.at(-1)!;

describe("the invitation's firm picker (decision 0512)", () => {
  it('finds a firm off the first page of firms by typing, and sends its id in the invitation', async () => {
    const sent: unknown[] = [];
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(requestUrl(input), init);
      const url = requestUrl(request.url);
      if (url.pathname === '/api/admin/companies') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const hits = firms.filter((f) => f.name.toLowerCase().includes(q) || f.slug.includes(q));
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return json(200, { items: hits.slice(offset, offset + Number(url.searchParams.get('limit'))), total: hits.length });
      }
      if (url.pathname === '/api/admin/users' && request.method === 'POST') {
        sent.push(await request.json());
        return json(201, { id: 'u9' });
      }
      return json(200, answer(null));
    });
    const user = userEvent.setup();
    renderAt('/app/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    await user.type(within(dialog).getByLabelText('Név'), 'Meghívott Márta');
    await user.type(within(dialog).getByLabelText('Emailcím'), 'marta@example.hu');
    const picker = within(dialog).getByRole('combobox', { name: 'Cég' });
    // Opened: the first page of firms, the empty choice first; the far firm is not on it.
    await user.click(picker);
    expect(await within(dialog).findByRole('option', { name: 'Üpszilon Ügyvédi Iroda' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option')).toHaveLength(21);
    expect(within(dialog).getByRole('option', { name: 'Nincs (csak platform adminisztrátor)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: far.name })).toBeNull();
    expect(within(dialog).getByText('Még 5 találat – írj be többet a szűkítéshez.')).toBeInTheDocument();

    await chooseInCombobox(picker, far.name, 'zöld');
    expect(picker).toHaveValue(far.name);
    const searches = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([input]) => requestUrl(input instanceof Request ? input.url : input))
      .filter((url) => url.pathname === '/api/admin/companies')
      .map((url) => url.searchParams.get('q'));
    expect(searches).toContain('zöld');
    await user.click(within(dialog).getByLabelText('Ügyvéd'));
    await user.click(within(dialog).getByRole('button', { name: 'Meghívó küldése' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Meghívott Márta', email: 'marta@example.hu', platformAdmin: false, tenantId: far.id, roles: ['lawyer'] }]));
  });

  it('finds a firm by its slug alone: the picker keeps what the server found by it (the slug is its keywords)', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = requestUrl((input instanceof Request ? input : new Request(requestUrl(input), init)).url);
      if (url.pathname !== '/api/admin/companies') return json(200, answer(null));
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const hits = firms.filter((f) => f.name.toLowerCase().includes(q) || f.slug.includes(q));
      return json(200, { items: hits.slice(0, Number(url.searchParams.get('limit'))), total: hits.length });
    });
    const user = userEvent.setup();
    renderAt('/app/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    const picker = within(dialog).getByRole('combobox', { name: 'Cég' });
    await user.type(picker, 'partners');
    expect(await within(dialog).findByRole('option', { name: far.name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('option', { name: far.name }));
    expect(picker).toHaveValue(far.name);
  });
});

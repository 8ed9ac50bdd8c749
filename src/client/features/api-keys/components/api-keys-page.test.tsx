import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rolePermissions } from '@shared/permissions/permissions';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { ApiKeyItem } from '../api/api-keys-api';
import { ApiKeysPage } from './api-keys-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const base = {
  id: 'k1',
  name: 'Könyvelőiroda – havi szinkron',
  start: 'vi_live_Ab3d',
  scopes: ['canViewContacts', 'canViewTimeTracking'],
  createdAt: '2026-10-20T08:00:00.000Z',
  createdBy: { id: 'u1', name: 'Kovács Péter' },
  expiresAt: '2027-04-18T08:00:00.000Z',
  lastUsedAt: '2026-11-28T05:00:00.000Z',
  lastUsedIp: '198.51.100.24',
  revokedAt: null,
  replacedBy: null,
  ratePerMinute: 600,
  status: 'active',
} satisfies ApiKeyItem;
const revoked = { ...base, id: 'k2', name: 'Régi riportoló', start: 'vi_live_Zz99', lastUsedAt: null, lastUsedIp: null, revokedAt: '2026-11-01T10:00:00.000Z', status: 'revoked' } satisfies ApiKeyItem;
const secret = 'vi_live_' + 'Q'.repeat(32) + 'abcdef';

function mockApi(apiAccess = true) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/api-keys' && method === 'GET') return json(200, { items: [base, revoked], apiAccess });
    if (url === '/api/api-keys' && method === 'POST') return json(201, { key: { ...base, id: 'k3', name: 'Ügyféladat-szinkron' }, secret });
    if (url === '/api/api-keys/k1/rotate') return json(201, { key: { ...base, id: 'k4' }, secret });
    if (url === '/api/api-keys/k1/revoke') return json(200, { ...base, status: 'revoked', revokedAt: '2026-11-29T09:00:00.000Z' });
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
  return calls;
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <ApiKeysPage held={rolePermissions.tenant} installed={new Set(['contacts', 'matters', 'time-tracking'])} />
    </MemoryRouter>,
  );

describe('ApiKeysPage', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the keys with prefix, scopes, expiry, last use (time and address) and state; a revoked key has no actions', async () => {
    mockApi();
    render();
    const row = (await screen.findByRole('rowheader', { name: /Könyvelőiroda – havi szinkron/ })).closest('tr')!;
    expect(within(row).getByText('vi_live_Ab3d…')).toBeInTheDocument();
    expect(within(row).getByText('Névjegyek olvasása')).toBeInTheDocument();
    expect(within(row).getByText('Időbejegyzések és számlák olvasása')).toBeInTheDocument();
    expect(within(row).getByText('innen: 198.51.100.24')).toBeInTheDocument();
    expect(within(row).getByText('Aktív')).toBeInTheDocument();
    expect(within(row).getByText(/2026\. nov\. 28\./)).toBeInTheDocument();
    const old = screen.getByRole('rowheader', { name: /Régi riportoló/ }).closest('tr')!;
    expect(within(old).getByText('Visszavonva')).toBeInTheDocument();
    expect(within(old).getByText('Még nem használták')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a key from the scopes of installed modules, shows the secret once with a warning and a copy button', async () => {
    const calls = mockApi();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Új API-kulcs' }));
    const form = await screen.findByRole('form', { name: 'Új API-kulcs' });
    // Documents are not installed: its scope is not offered.
    expect(within(form).queryByLabelText('Dokumentumok olvasása')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Kulcs létrehozása' }));
    expect(await within(form).findByText('Válassz legalább egy jogosultságot.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Megnevezés/), 'Ügyféladat-szinkron');
    await userEvent.click(within(form).getByLabelText('Névjegyek olvasása'));
    await userEvent.click(within(form).getByLabelText('Ügyek és határidők olvasása'));
    await userEvent.selectOptions(within(form).getByLabelText('Lejárat'), '365');
    await userEvent.click(within(form).getByRole('button', { name: 'Kulcs létrehozása' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Ügyféladat-szinkron', scopes: ['canViewContacts', 'canViewCases'], expiresInDays: 365 }));

    const dialog = await screen.findByRole('dialog', { name: 'Az új API-kulcs' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ezt a kulcsot most látod utoljára');
    expect(within(dialog).getByLabelText('Titkos kulcs')).toHaveValue(secret);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Másolás' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await within(dialog).findByText('Kimásolva a vágólapra.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kimásoltam, bezárás' }));
    await waitFor(() => expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument());
  });

  it('rotates with the chosen overlap and shows the new secret; revokes after a confirmation', async () => {
    const calls = mockApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Könyvelőiroda – havi szinkron cseréje' }));
    const rotate = await screen.findByRole('dialog', { name: 'Könyvelőiroda – havi szinkron cseréje' });
    await userEvent.selectOptions(within(rotate).getByLabelText('A régi kulcs még ennyi ideig működik'), '72');
    await userEvent.click(within(rotate).getByRole('button', { name: 'Csere' }));
    expect(await screen.findByRole('dialog', { name: 'A csere utáni új API-kulcs' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/rotate'))?.body).toEqual({ overlapHours: 72 });
    await userEvent.click(screen.getByRole('button', { name: 'Kimásoltam, bezárás' }));

    await userEvent.click(screen.getByRole('button', { name: 'Könyvelőiroda – havi szinkron visszavonása' }));
    const revoke = await screen.findByRole('dialog', { name: 'Könyvelőiroda – havi szinkron visszavonása' });
    await userEvent.click(within(revoke).getByRole('button', { name: 'Visszavonás' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/api-keys/k1/revoke' && c.method === 'POST')).toBe(true));
  });

  it('rotation on the form kit: the server message on the overlap lands under the overlap select, the dialog stays open', async () => {
    const calls = mockApi();
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/api-keys/k1/rotate') {
        calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return json(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { overlapHours: 'A régi kulcs legfeljebb 168 óráig működhet tovább.' } });
      }
      return answer(input, init);
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Könyvelőiroda – havi szinkron cseréje' }));
    const rotate = await screen.findByRole('dialog', { name: 'Könyvelőiroda – havi szinkron cseréje' });
    await userEvent.selectOptions(within(rotate).getByLabelText('A régi kulcs még ennyi ideig működik'), '168');
    await userEvent.click(within(rotate).getByRole('button', { name: 'Csere' }));
    await waitFor(() => expect(within(rotate).getByLabelText('A régi kulcs még ennyi ideig működik')).toHaveAccessibleDescription('A régi kulcs legfeljebb 168 óráig működhet tovább.'));
    expect(calls.find((c) => c.url.endsWith('/rotate'))?.body).toEqual({ overlapHours: 168 });
    expect(screen.queryByRole('dialog', { name: 'A csere utáni új API-kulcs' })).not.toBeInTheDocument();
  });

  it('says a plan without API access cannot create keys', async () => {
    mockApi(false);
    render();
    expect(await screen.findByText(/Az API-hozzáférés a Haladó és a Profi csomag része/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Új API-kulcs' })).toBeDisabled();
    // The notice leads to the plans, where the firm can upgrade.
    expect(screen.getByRole('link', { name: 'Csomagváltás' })).toHaveAttribute('href', '/app/pricing');
    // The server refuses every key without the plan's api_access: a live key is paused, not active.
    const row = screen.getByRole('rowheader', { name: /Könyvelőiroda – havi szinkron/ }).closest('tr')!;
    expect(within(row).getByText('Szünetel')).toBeInTheDocument();
    expect(within(row).getByText(/csomagváltás után újra működik/)).toBeInTheDocument();
    expect(within(row).queryByText('Aktív')).not.toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /Régi riportoló/ }).closest('tr')!).getByText('Visszavonva')).toBeInTheDocument();
  });

  it('shows each key as a card under 1280 px, its revoke button on the screen (decisions 0478, 0494)', async () => {
    mockApi();
    render();
    const table = within(await screen.findByRole('region', { name: 'Az iroda API-kulcsai' })).getByRole('table');
    expect(table.getAttribute('role')).toBe('table');
    // Beside the sidebar of a laptop the table scrolled sideways: cards from 1280 px down, not only on a phone.
    expect(table.className).toContain('max-xl:block');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@client/app/providers';
import { authClient, resetAuthClientMock, setMockSession } from '@client/test/auth-client-mock';
import { createTestQueryClient } from '@client/test/render';
import { loadAccountLocales } from '@client/lib/account-locales';
import { SecuritySettings } from './security-settings';

const twoFactor = vi.hoisted(() => ({
  enable: vi.fn(),
  verifyTotp: vi.fn(),
  disable: vi.fn(),
}));
vi.mock('@client/lib/auth-client', async () => {
  const base = await import('@client/test/auth-client-mock');
  // The real session hook also offers refetch (used after 2FA changes).
  const useSession = base.authClient.useSession.getMockImplementation()!;
  base.authClient.useSession.mockImplementation(() => ({ ...useSession(), refetch: async () => undefined }) as never);
  Object.assign(base.authClient, { twoFactor });
  return base;
});

// The account screens' strings come with the app's bundle or their routes (decision 0444); this test mounts the component itself.
beforeAll(() => loadAccountLocales());

const sessions = [
  {
    id: 's1',
    current: true,
    createdAt: '2026-11-20T08:00:00.000Z',
    lastActiveAt: '2026-11-22T08:00:00.000Z',
    expiresAt: '2026-11-23T08:00:00.000Z',
    ipAddress: '10.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  },
  {
    id: 's2',
    current: false,
    createdAt: '2026-11-19T08:00:00.000Z',
    lastActiveAt: '2026-11-21T08:00:00.000Z',
    expiresAt: '2026-11-22T20:00:00.000Z',
    ipAddress: '10.0.0.2',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:121.0) Gecko/20100101 Firefox/121.0',
  },
];
const calls: { url: string; method: string; body?: unknown }[] = [];

function json(body: unknown, status = 200) {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderSettings() {
  const router = createMemoryRouter(
    [
      { path: '/app/profile', element: <SecuritySettings /> },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: ['/app/profile'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  resetAuthClientMock();
  setMockSession({ id: 'u1', name: 'Anna Kovács', email: 'anna@example.hu' });
  Object.values(twoFactor).forEach((f) => f.mockReset());
  calls.length = 0;
  let list = [...sessions];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}) });
    if (url === '/api/account/sessions') return json({ sessions: list });
    const revoked = /^\/api\/account\/sessions\/(\w+)$/.exec(url)?.[1];
    if (revoked && method === 'DELETE') {
      list = list.filter((s) => s.id !== revoked);
      return json(null, 204);
    }
    if (url === '/api/account/password') {
      const body = JSON.parse(String(init?.body)) as { currentPassword: string };
      if (body.currentPassword !== 'Regi-Jelszo-1') return json({ code: 'INVALID_CURRENT_PASSWORD', message: 'A jelenlegi jelszó nem megfelelő.', fields: { currentPassword: 'A jelenlegi jelszó nem megfelelő.' } }, 400);
      return json({ success: true, message: 'A jelszavad megváltozott. A többi eszközön kijelentkeztettünk.' });
    }
    return json({ code: 'NOT_FOUND', message: 'nincs' }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('SecuritySettings', () => {
  it('a sessions list that failed to load says so and loads again on retry', async () => {
    let failing = true;
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (String(input) === '/api/account/sessions' && failing) return json({ code: 'INTERNAL_ERROR', message: 'Belső hiba.' }, 500);
      return answer(input, init);
    });
    renderSettings();
    expect(await screen.findByText('A munkamenetek nem tölthetők be.')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    const list = await screen.findByRole('list', { name: 'Aktív munkamenetek' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('A munkamenetek nem tölthetők be.')).not.toBeInTheDocument();
  });

  it('lists sessions, marks this device, and revokes another one', async () => {
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Aktív munkamenetek' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Ez az eszköz')).toBeInTheDocument();
    const firefox = within(list).getByText('Firefox · Windows').closest('li')!;
    await userEvent.setup().click(within(firefox).getByRole('button', { name: 'Visszavonás' }));
    expect(await screen.findByText('A munkamenetet visszavontuk.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Aktív munkamenetek' })).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((c) => c.url === '/api/account/sessions/s2' && c.method === 'DELETE')).toBe(true);
  });

  it('revoking this device signs out and goes to /login', async () => {
    const router = renderSettings();
    const list = await screen.findByRole('list', { name: 'Aktív munkamenetek' });
    const current = within(list).getByText('Ez az eszköz').closest('li')!;
    await userEvent.setup().click(within(current).getByRole('button', { name: 'Visszavonás' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authClient.signOut).toHaveBeenCalled();
  });

  it('changes the password only with a strong, matching new one and shows server errors', async () => {
    renderSettings();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Jelszó módosítása' });
    await user.type(screen.getByLabelText('Jelenlegi jelszó'), 'rossz');
    await user.type(screen.getByLabelText('Új jelszó'), 'gyenge');
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Új jelszó'));
    await user.type(screen.getByLabelText('Új jelszó'), 'Uj-Eros-Jelszo-2026');
    await user.type(screen.getByLabelText('Új jelszó megerősítése'), 'Uj-Eros-Jelszo-2026');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('A jelenlegi jelszó nem megfelelő.')).toBeInTheDocument();
    // The server's field error is on its field, not above the form.
    expect(screen.getByLabelText('Jelenlegi jelszó')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Jelenlegi jelszó')).toHaveAccessibleDescription('A jelenlegi jelszó nem megfelelő.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Jelenlegi jelszó'));
    await user.type(screen.getByLabelText('Jelenlegi jelszó'), 'Regi-Jelszo-1');
    await user.click(button);
    expect(await screen.findByText('A jelszavad megváltozott. A többi eszközön kijelentkeztettünk.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jelenlegi jelszó')).toHaveValue('');
  });

  it('turns TOTP on: password, secret and backup codes, then the code', async () => {
    twoFactor.enable.mockResolvedValue({ data: { totpURI: 'otpauth://totp/Virtu%C3%A1lis%20Iroda:anna?secret=JBSWY3DPEHPK3PXP&issuer=VI', backupCodes: ['aaaa-1111', 'bbbb-2222'] }, error: null });
    twoFactor.verifyTotp.mockResolvedValueOnce({ data: null, error: { status: 401, message: 'bad' } }).mockResolvedValueOnce({ data: { token: 't' }, error: null });
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Jelszó a megerősítéshez'), 'Regi-Jelszo-1');
    await user.click(screen.getByRole('button', { name: 'Bekapcsolás' }));
    await waitFor(() => expect(twoFactor.enable).toHaveBeenCalledWith({ password: 'Regi-Jelszo-1' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByText('bbbb-2222')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6 jegyű kód'), '123456');
    await user.click(screen.getByRole('button', { name: 'Kód ellenőrzése' }));
    expect(await screen.findByText('Hibás kód. Próbáld újra.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kód ellenőrzése' }));
    expect(await screen.findByText('A kétlépcsős azonosítás bekapcsolva.')).toBeInTheDocument();
    expect(twoFactor.verifyTotp).toHaveBeenLastCalledWith({ code: '123456' });
  });
});

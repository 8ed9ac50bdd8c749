import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, resetAuthClientMock, setMockSession, setMockSessionUnavailable } from '@client/test/auth-client-mock';
import { renderRoute } from '@client/test/render';
import { anna, annaMe, jsonResponse, shellApiMock as apiMock } from '@client/test/shell-api-mock';

vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));

beforeEach(() => {
  resetAuthClientMock();
  vi.spyOn(globalThis, 'fetch').mockImplementation(apiMock());
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Folytatás' });
  if (email) await user.type(screen.getByLabelText('Emailcím'), email);
  if (password) await user.type(screen.getByLabelText('Jelszó'), password);
  await user.click(submit);
  return user;
}

describe('sign-in screen', () => {
  it('shows the product, the fields and the links of spec 2.2', async () => {
    renderRoute('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Virtuális Iroda' })).toBeInTheDocument();
    expect(screen.getByText('A cégre szabott virtuális iroda')).toBeInTheDocument();
    expect(screen.getByText(/saját szerverünk védi/)).toBeInTheDocument();

    const email = screen.getByLabelText('Emailcím');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'Add meg az emailcímed');
    expect(email).toBeRequired();
    const password = screen.getByLabelText('Jelszó');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('placeholder', 'Add meg a jelszavad');
    expect(password).toBeRequired();

    expect(screen.getByRole('link', { name: 'Elfelejtetted a jelszavad?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByText(/Nincs még fiókod\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regisztrálj' })).toHaveAttribute('href', '/clerk-signup');
    expect(screen.getByRole('link', { name: 'Ugrás a fő tartalomra' })).toHaveAttribute('href', '#main');
  });

  it.each(['/', '/clerk-login', '/legacy-login', '/valami/ismeretlen'])('shows the sign-in screen at %s', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('button', { name: 'Folytatás' })).toBeInTheDocument();
  });

  it('shows the loading spinner while the session is being checked', async () => {
    setMockSession(null, true);
    renderRoute('/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Betöltés...');
    expect(screen.queryByRole('button', { name: 'Folytatás' })).not.toBeInTheDocument();
  });

  it('requires e-mail and password before calling the server', async () => {
    renderRoute('/login');
    await fillAndSubmit('', '');

    expect(await screen.findByText('Email cím kötelező')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Jelszó megadása kötelező')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Emailcím')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Emailcím')).toHaveFocus();
    expect(authClient.signIn.email).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    renderRoute('/login');
    await fillAndSubmit('nem-email', 'titok123');

    expect(await screen.findByText('Érvénytelen email cím formátum')).toBeInTheDocument();
    expect(screen.queryByText('Jelszó megadása kötelező')).not.toBeInTheDocument();
    expect(authClient.signIn.email).not.toHaveBeenCalled();
  });

  it('shows "Betöltés..." on a disabled button while submitting', async () => {
    authClient.signIn.email.mockReturnValue(new Promise(() => {}));
    renderRoute('/login');
    await fillAndSubmit('  anna@example.hu ', 'titok123');

    const button = await screen.findByRole('button', { name: 'Betöltés...' });
    expect(button).toBeDisabled();
    expect(authClient.signIn.email).toHaveBeenCalledWith({ email: 'anna@example.hu', password: 'titok123' });
  });

  it('shows the server message when sign-in fails', async () => {
    authClient.signIn.email.mockResolvedValue({
      data: null,
      error: { code: 'ACCOUNT_LOCKED', message: 'A fiók zárolva van.', status: 403 },
    });
    renderRoute('/login');
    await fillAndSubmit('anna@example.hu', 'rossz');

    expect(await screen.findByRole('alert')).toHaveTextContent('A fiók zárolva van.');
    expect(screen.getByRole('button', { name: 'Folytatás' })).toBeEnabled();
  });

  it('asks for the authenticator code, sends digits only, and says when the code is wrong', async () => {
    authClient.signIn.email.mockResolvedValue({ data: { twoFactorRedirect: true }, error: null });
    authClient.twoFactor.verifyTotp.mockResolvedValue({ data: null, error: { code: 'INVALID_CODE', message: 'Invalid code', status: 401 } });
    renderRoute('/login');
    const user = await fillAndSubmit('anna@example.hu', 'titok123');
    expect(await screen.findByRole('heading', { name: 'Kétlépcsős azonosítás' })).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Ellenőrzés' });
    const code = screen.getByLabelText('Ellenőrző kód');
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(check).toBeDisabled();
    await user.type(code, '56');
    await user.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hibás vagy lejárt kód. Próbáld újra.');
    expect(authClient.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(await screen.findByRole('button', { name: 'Folytatás' })).toBeInTheDocument();
  });

  it('warns how many wrong passwords are left before the lock-out', async () => {
    const wrong = (attemptsLeft: number) => ({ data: null, error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x', status: 401, attemptsLeft } });
    authClient.signIn.email.mockResolvedValueOnce(wrong(2)).mockResolvedValueOnce(wrong(1)).mockResolvedValueOnce(wrong(0));
    renderRoute('/login');
    const user = await fillAndSubmit('anna@example.hu', 'rossz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hibás emailcím vagy jelszó. Még 2 sikertelen próbálkozás után a belépést 15 percre felfüggesztjük.');
    await user.click(screen.getByRole('button', { name: 'Folytatás' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A következő sikertelen próbálkozás után a belépést 15 percre felfüggesztjük.'));
    await user.click(screen.getByRole('button', { name: 'Folytatás' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Túl sok sikertelen próbálkozás miatt a belépést 15 percre felfüggesztettük.'));
  });

  it('translates wrong credentials and falls back to "Belépési hiba történt"', async () => {
    authClient.signIn.email
      .mockResolvedValueOnce({
        data: null,
        error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 },
      })
      .mockResolvedValueOnce({ data: null, error: { message: '', status: 500 } });
    renderRoute('/login');
    const user = await fillAndSubmit('anna@example.hu', 'rossz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hibás emailcím vagy jelszó.');

    await user.click(screen.getByRole('button', { name: 'Folytatás' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Belépési hiba történt'));
  });

  it('shows "Váratlan hiba történt" when the call throws', async () => {
    authClient.signIn.email.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/login');
    await fillAndSubmit('anna@example.hu', 'titok123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Váratlan hiba történt');
  });

  it('shows a handed-over message and prefilled e-mail', async () => {
    renderRoute('/login', { state: { message: 'Sikeres regisztráció, jelentkezz be.', email: 'uj@example.hu' } });
    expect(await screen.findByText('Sikeres regisztráció, jelentkezz be.')).toBeInTheDocument();
    expect(screen.getByLabelText('Emailcím')).toHaveValue('uj@example.hu');
  });

  // The redirect follows a 3 s pause; on a loaded machine the dashboard's chunk took seconds more.
  it('greets by first name after signing in, then goes to the dashboard', { timeout: 60_000 }, async () => {
    authClient.signIn.email.mockImplementation(async () => {
      setMockSession(anna);
      return { data: { user: anna, token: 't', redirect: false }, error: null };
    });
    const { router } = renderRoute('/login');
    await fillAndSubmit('anna@example.hu', 'titok123');

    expect(await screen.findByRole('heading', { name: 'Sikeresen beléptél!' })).toBeInTheDocument();
    expect(screen.getByText('Üdv, Anna!')).toBeInTheDocument();
    expect(screen.getByText('Átirányítás a főoldalra...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboard-hoz' })).toBeInTheDocument();

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'), { timeout: 30_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Üdv, Anna!' })).toBeInTheDocument();
  });

  it('greets by the given name, not the family name that comes first in Hungarian', async () => {
    setMockSession({ id: 'u3', name: 'Nagy Péter', email: 'nagy.peter@example.hu' });
    renderRoute('/login');
    expect(await screen.findByText('Üdv, Péter!')).toBeInTheDocument();
  });

  it('greets by e-mail when the user has no name', async () => {
    setMockSession({ id: 'u2', name: '', email: 'nevtelen@example.hu' });
    renderRoute('/login');
    expect(await screen.findByText('Üdv, nevtelen@example.hu!')).toBeInTheDocument();
  });

  it('signs out from the success screen and shows the form again', async () => {
    setMockSession(anna);
    const { router } = renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kijelentkezés' }));

    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Folytatás' })).toBeInTheDocument();
    // The cancelled redirect must not fire later.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('authenticated area', () => {
  it('keeps the user on the page with a retry when the first session check fails (429, 503, network)', async () => {
    setMockSession(null, true);
    setMockSessionUnavailable();
    const { router } = renderRoute('/app/settings');
    expect(await screen.findByRole('heading', { name: 'A munkamenet ellenőrzése nem sikerült' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/settings');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(authClient.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('shows "Hiba történt" with a retry, never a raw message or a made-up 0, when /api/company fails', async () => {
    const api = apiMock();
    let companyFails = true;
    vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
      if (String(input).startsWith('/api/company') && companyFails) return jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, 503);
      return api(input);
    });
    setMockSession(anna);
    renderRoute('/app/dashboard');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    expect(screen.getByText('A cég tagjai').parentElement).toHaveTextContent('Nem elérhető');
    expect(screen.getByText('A cég tagjai').parentElement).not.toHaveTextContent('0');

    companyFails = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Újrapróbálás' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('A cég tagjai').parentElement).toHaveTextContent('3');
  });

  it('returns to the page that was asked for after signing in', async () => {
    authClient.signIn.email.mockImplementation(async () => {
      setMockSession(anna);
      return { data: { user: anna, token: 't', redirect: false }, error: null };
    });
    const { router } = renderRoute('/app/settings');
    expect(await screen.findByText('Jelentkezz be a folytatáshoz.')).toBeInTheDocument();
    await fillAndSubmit('anna@example.hu', 'titok123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'), { timeout: 10_000 });
  });

  it('sends a visitor without a session to /login with a message', async () => {
    const { router } = renderRoute('/app/dashboard');
    expect(await screen.findByText('Jelentkezz be a folytatáshoz.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the dashboard of the role from /api/me, the held roles in the switcher, and signs out', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(
      apiMock({
        ...annaMe,
        memberships: [
          { tenantId: 't1', tenantName: 'Kovács és Társa Ügyvédi Iroda', roles: ['lawyer', 'tenant'], suspended: false },
          { tenantId: 't2', tenantName: 'Minta Kft.', roles: ['customer'], suspended: false },
        ],
      }),
    );
    setMockSession(anna);
    const { router } = renderRoute('/app');

    expect(await screen.findByRole('heading', { level: 1, name: 'Üdv, Anna!' })).toBeInTheDocument();
    expect(await screen.findByText('Kovács és Társa Ügyvédi Iroda')).toBeInTheDocument();
    // Only the roles held in the active tenant; the other company is offered as a company switch.
    const switcher = screen.getByRole('combobox', { name: 'Szerepkör' });
    expect(
      within(within(switcher).getByRole('group', { name: 'Saját szerepköreim' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cégadminisztrátor', 'Ügyvéd']);
    expect(
      within(within(switcher).getByRole('group', { name: 'Másik cégem' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Minta Kft.']);
    const nav = screen.getByRole('navigation', { name: 'Főmenü' });
    expect(within(nav).getByRole('link', { name: 'Integrációk' })).toHaveAttribute('href', '/app/integrations');
    expect(await screen.findByRole('button', { name: 'Értesítések, 2 olvasatlan' })).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/me', expect.objectContaining({ credentials: 'same-origin' }));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Kijelentkezés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Folytatás' })).toBeInTheDocument();
    expect(screen.queryByText('Jelentkezz be a folytatáshoz.')).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown /app path', async () => {
    setMockSession(anna);
    renderRoute('/app/nincs-ilyen');
    expect(await screen.findByRole('heading', { name: '404 - Oldal nem található' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a főoldalra' })).toHaveAttribute('href', '/');
  });
});

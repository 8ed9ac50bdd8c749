// The account screens on the form kit (issue 41 points 2 and 4): each form sends what was typed
// and shows the server's Hungarian field error on the field it names.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@client/app/providers';
import { routerOptions, routes } from '@client/app/router';
import type { ApiAnswer } from '@client/lib/api-client';
import { resetAuthClientMock } from '@client/test/auth-client-mock';
import { createTestQueryClient } from '@client/test/render';
// Loaded up front, not on the first lazy route (see account-screens.test.tsx).
import '@client/app/routes/auth/accept-invitation';
import '@client/app/routes/auth/forgot-password';
import '@client/app/routes/auth/reset-password';
import '@client/app/routes/auth/verify-email';

vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));

type Reply = { status?: number; body: unknown };
let handlers: Record<string, (body: unknown) => Reply> = {};
const calls: { url: string; body: unknown }[] = [];
const invalid = (fields: Record<string, string>): Reply => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields } });

function open(entry: string, state?: unknown) {
  const [pathname, search = ''] = entry.split('?');
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [{ pathname: pathname!, search: search ? `?${search}` : '', state }] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  resetAuthClientMock();
  handlers = {};
  calls.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ url, body });
    const reply = handlers[url]?.(body) ?? { status: 404, body: { code: 'NOT_FOUND', message: 'nincs' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const sent = (url: string) => calls.filter((c) => c.url === url).map((c) => c.body);

describe('forgot password', () => {
  it("sends the trimmed address and shows the server's field error on it", async () => {
    handlers['/api/account/forgot-password'] = () => invalid({ email: 'Érvénytelen email cím formátum' });
    open('/forgot-password');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Emailcím');
    await user.type(email, ' anna@example.hu ');
    await user.click(screen.getByRole('button', { name: 'Visszaállító link küldése' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Érvénytelen email cím formátum');
    expect(sent('/api/account/forgot-password')).toEqual([{ email: 'anna@example.hu' }]);
  });

  it('shows a refusal without fields above the form', async () => {
    handlers['/api/account/forgot-password'] = () => ({ status: 429, body: { code: 'RATE_LIMITED', message: 'Túl sok kérés érkezett erről a hálózatról. Kérlek, próbáld újra 15 perc múlva.' } });
    open('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Emailcím'), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Visszaállító link küldése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Túl sok kérés/);
  });
});

describe('reset password', () => {
  it("shows the server's field error on the new password", async () => {
    handlers['/api/account/reset-password/validate'] = () => ({ body: { isValid: true, email: 'anna@example.hu' } satisfies ApiAnswer<'post', '/api/account/reset-password/validate'> });
    handlers['/api/account/reset-password'] = () => invalid({ password: 'Ezt a jelszót nemrég már használtad.' });
    open('/reset-password?token=tok');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Új jelszó');
    await user.type(password, 'Hosszu-Jelszo-2026!');
    await user.type(screen.getByLabelText('Új jelszó megerősítése'), 'Hosszu-Jelszo-2026!');
    await user.click(screen.getByRole('button', { name: 'Jelszó mentése' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Ezt a jelszót nemrég már használtad.');
    expect(screen.getByLabelText('Új jelszó megerősítése')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('resending the verification e-mail', () => {
  it("checks the address as the server does, then shows the server's field error on it", async () => {
    handlers['/api/account/resend-verification'] = () => invalid({ email: 'Email cím szükséges az újraküldéshez.' });
    open('/verify-email');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Emailcím az újraküldéshez');
    await user.click(screen.getByRole('button', { name: 'Megerősítő email újraküldése' }));
    expect(email).toHaveAccessibleDescription('Email cím szükséges az újraküldéshez.');
    expect(sent('/api/account/resend-verification')).toEqual([]);
    await user.type(email, 'uj@example.hu');
    await user.click(screen.getByRole('button', { name: 'Megerősítő email újraküldése' }));
    await waitFor(() => expect(sent('/api/account/resend-verification')).toEqual([{ email: 'uj@example.hu' }]));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('accepting a colleague invitation', () => {
  const preview = { firmName: 'Kovács és Társai', name: 'Nagy Éva', email: 'eva@kovacs.hu', roles: 'lawyer', expiresAt: '2026-12-06T08:00:00.000Z', accountExists: false } satisfies ApiAnswer<
    'post',
    '/api/colleague-invitations/validate'
  >;

  it("sends name, password and consent, and shows the server's field error on the name", async () => {
    handlers['/api/colleague-invitations/validate'] = () => ({ body: preview });
    handlers['/api/colleague-invitations/accept'] = () => invalid({ name: 'A név betűvel kezdődjön.' });
    open('/accept-invitation?token=meghivo');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Teljes név');
    expect(name).toHaveValue('Nagy Éva');
    const submit = screen.getByRole('button', { name: 'Fiók létrehozása és csatlakozás' });
    await user.type(screen.getByLabelText('Jelszó'), 'Hosszu-Jelszo-2026!');
    await user.type(screen.getByLabelText('Jelszó megerősítése'), 'Hosszu-Jelszo-2026');
    expect(screen.getByText('A jelszavak nem egyeznek')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Jelszó megerősítése'), '!');
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('A név betűvel kezdődjön.');
    expect(sent('/api/colleague-invitations/accept')).toEqual([{ token: 'meghivo', name: 'Nagy Éva', password: 'Hosszu-Jelszo-2026!', confirmPassword: 'Hosszu-Jelszo-2026!', acceptTerms: true }]);
  });
});

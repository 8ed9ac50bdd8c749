import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@client/app/providers';
import { routerOptions, routes } from '@client/app/router';
import { resetAuthClientMock } from '@client/test/auth-client-mock';
import { createTestQueryClient } from '@client/test/render';
import { REGISTRATION_DRAFT_KEY } from './registration-wizard';
// The routes' modules are loaded up front: a lazy route's first import (the form kit with zod and
// react-hook-form) must not eat into the time a test gives a redirect.
import '@client/app/routes/auth/forgot-password';
import '@client/app/routes/auth/reset-password';
import '@client/app/routes/auth/verify-email';
import '@client/app/routes/auth/register';

vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));

type Handler = (body: unknown) => { status?: number; body: unknown };
let handlers: Record<string, Handler> = {};
const calls: { url: string; body: unknown }[] = [];

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
  window.localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ url, body });
    const handler = handlers[url];
    const result = handler ? handler(body) : { status: 404, body: { code: 'NOT_FOUND', message: 'nincs' } };
    return new Response(JSON.stringify(result.body), { status: result.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('registration wizard', () => {
  it('enables Next only for a valid step, keeps a draft without passwords, and goes to /verify-email after success', async () => {
    handlers['/api/account/register'] = () => ({ status: 201, body: { success: true, email: 'uj@example.hu', message: 'Sikeres regisztráció! Elküldtük a megerősítő emailt.' } });
    const router = open('/register');
    const user = userEvent.setup();
    const next = await screen.findByRole('button', { name: 'Tovább' });
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText('Emailcím'), 'uj@example.hu');
    await user.type(screen.getByLabelText('Jelszó'), 'rovid');
    await user.click(screen.getByLabelText('Jelszó megerősítése'));
    expect(screen.getByText('A jelszónak legalább 8 karakter hosszúnak kell lennie')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Jelszó'));
    await user.type(screen.getByLabelText('Jelszó'), 'Jo-Jelszo-2026');
    await user.type(screen.getByLabelText('Jelszó megerősítése'), 'Jo-Jelszo-2026');
    await user.click(screen.getByLabelText('Ügyvéd / iroda'));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(await screen.findByRole('heading', { name: /2\. lépés/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tovább' })).toBeDisabled();
    await user.type(screen.getByLabelText('Teljes név'), 'Dr. Teszt Elek');
    await user.type(screen.getByLabelText('Iroda neve'), 'Teszt Iroda');
    const draft = JSON.parse(window.localStorage.getItem(REGISTRATION_DRAFT_KEY)!) as Record<string, unknown>;
    expect(draft).toMatchObject({ email: 'uj@example.hu', fullName: 'Dr. Teszt Elek', userType: 'lawyer' });
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('confirmPassword');
    await user.click(screen.getByRole('button', { name: 'Tovább' }));

    const submit = await screen.findByRole('button', { name: 'Regisztráció' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(/általános szerződési feltételeket/));
    await user.click(screen.getByLabelText(/adatvédelmi tájékoztatót/));
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Sikeres regisztráció!' })).toBeInTheDocument();
    expect(screen.getAllByText(/Sikeres regisztráció/)).toHaveLength(1);
    expect(screen.getByText('Megerősítő email címzettje: uj@example.hu')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/account/register')?.body).toMatchObject({ email: 'uj@example.hu', password: 'Jo-Jelszo-2026', userType: 'lawyer', firmName: 'Teszt Iroda', acceptTerms: true });
    expect(window.localStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'), { timeout: 10_000 });
    expect(router.state.location.state).toMatchObject({ email: 'uj@example.hu' });
  }, 30_000);

  it('shows server field errors on the step that holds the field', async () => {
    window.localStorage.setItem(
      REGISTRATION_DRAFT_KEY,
      JSON.stringify({ email: 'a@example.hu', userType: 'customer', fullName: 'Ügyfél Anna', companyName: 'Kft', hasExistingLawyer: true, lawyerEmailOrCode: 'x@y.hu', acceptTerms: true, acceptPrivacy: true }),
    );
    handlers['/api/account/register'] = () => ({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Nem találtunk ügyvédet', fields: { lawyerEmailOrCode: 'Nem találtunk ügyvédet vagy érvényes meghívót ezzel az adattal.' } },
    });
    open('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Jelszó'), 'Jo-Jelszo-2026');
    await user.type(screen.getByLabelText('Jelszó megerősítése'), 'Jo-Jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await user.click(await screen.findByRole('button', { name: 'Tovább' }));
    await user.click(await screen.findByRole('button', { name: 'Regisztráció' }));
    expect(await screen.findByText('Nem találtunk ügyvédet vagy érvényes meghívót ezzel az adattal.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /2\. lépés/ })).toBeInTheDocument();
  });
});

describe('e-mail verification', () => {
  it('verifies the token from the query once and reports success', async () => {
    handlers['/api/account/verify-email'] = () => ({ body: { success: true, message: 'Az emailcímed sikeresen megerősítve.', email: 'uj@example.hu' } });
    const router = open('/verify-email?token=abc');
    expect(await screen.findByText('Az emailcímed sikeresen megerősítve.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/account/verify-email')).toEqual([{ url: '/api/account/verify-email', body: { token: 'abc' } }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(router.state.location.state).toMatchObject({ email: 'uj@example.hu' });
  }, 10_000);

  it('says the token is missing when the link carries an empty one, and sends nothing', async () => {
    open('/verify-email?token=');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hiányzó vagy érvénytelen megerősítő token.');
    expect(calls.filter((c) => c.url === '/api/account/verify-email')).toEqual([]);
  });

  it('disables resend while the countdown runs', async () => {
    handlers['/api/account/resend-verification'] = () => ({ body: { success: true, message: 'Elküldtük.', canResendAt: new Date(Date.now() + 60_000).toISOString() } });
    open('/verify-email', { email: 'uj@example.hu' });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Emailcím az újraküldéshez')).toHaveValue('uj@example.hu');
    await user.click(screen.getByRole('button', { name: 'Megerősítő email újraküldése' }));
    expect(await screen.findByRole('button', { name: /Újraküldés \d+ mp múlva/ })).toBeDisabled();
  });
});

describe('forgot password', () => {
  it('disables submit while an error shows, then confirms and can start over', async () => {
    handlers['/api/account/forgot-password'] = () => ({ body: { success: true, message: 'Ha létezik fiók ezzel az emailcímmel, elküldtük a linket.' } });
    open('/forgot-password');
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Visszaállító link küldése' });
    await user.click(send);
    expect(screen.getByText('Email cím kötelező')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Emailcím'), 'anna@example.hu');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Ha létezik fiók ezzel az emailcímmel, elküldtük a linket.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Másik emailcímet használok' }));
    expect(screen.getByLabelText('Emailcím')).toHaveValue('');
  });
});

describe('reset password', () => {
  it("shows 'Érvénytelen link' for a bad token", async () => {
    handlers['/api/account/reset-password/validate'] = () => ({ body: { isValid: false, error: 'Érvénytelen vagy hiányzó visszaállítási token' } });
    open('/reset-password?token=rossz');
    expect(await screen.findByRole('heading', { name: 'Érvénytelen link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Érvénytelen vagy hiányzó visszaállítási token');
  });

  it('accepts custom_token, needs score 3 and a match, then resets', async () => {
    handlers['/api/account/reset-password/validate'] = () => ({ body: { isValid: true, email: 'anna@example.hu' } });
    handlers['/api/account/reset-password'] = () => ({ body: { success: true, message: 'A jelszavad megváltozott.' } });
    open('/reset-password?custom_token=tok&type=recovery');
    const user = userEvent.setup();
    expect(await screen.findByText('Fiók: anna@example.hu')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Jelszó mentése' });
    await user.type(screen.getByLabelText('Új jelszó'), 'abcdefgh');
    await user.type(screen.getByLabelText('Új jelszó megerősítése'), 'abcdefgh');
    expect(screen.getByText(/A jelszó nem elég erős/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Új jelszó'), 'X1');
    expect(screen.getByText('A jelszavak nem egyeznek')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Új jelszó megerősítése'), 'X1');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('A jelszavad megváltozott.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/account/reset-password')?.body).toEqual({ token: 'tok', password: 'abcdefghX1', confirmPassword: 'abcdefghX1' });
  });
});

describe('password-reset-success', () => {
  it('goes to / after 5 seconds', async () => {
    const started = Date.now();
    const router = open('/password-reset-success');
    expect(await screen.findByRole('heading', { name: 'Sikeres jelszócsere' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 12_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 10_000);
});

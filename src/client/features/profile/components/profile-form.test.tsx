// The profile's details on the form kit (issue 41 points 2 and 4): what is sent, the consent for
// accounts without a registration profile, and the server's field errors on their fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { ProfileForm } from './profile-form';

type Reply = { status?: number; body?: unknown };
let profile: ApiAnswer<'get', '/api/profile'>;
let saveReply: Reply | undefined;
const calls: { method: string; url: string; body: unknown }[] = [];

beforeAll(() => loadAppLocales());
beforeEach(() => {
  calls.length = 0;
  saveReply = undefined;
  profile = {
    name: 'dr. Kovács Anna',
    familyName: 'dr. Kovács',
    givenName: 'Anna',
    email: 'anna@kovacs.hu',
    avatarUrl: null,
    firmName: 'Kovács Iroda',
    specialties: ['családjog'],
    hasRegistrationProfile: true,
    memberFirm: null,
    legalAcceptedAt: { terms: '2026-11-26T09:00:00.000Z', privacy: '2026-11-26T09:00:00.000Z' },
    language: 'hu',
    theme: 'light',
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    let reply: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'nincs' } };
    if (url === '/api/profile' && method === 'GET') reply = { body: profile };
    if (url === '/api/profile' && method === 'PATCH') reply = saveReply ?? { body: { ...profile, ...body } satisfies ApiAnswer<'patch', '/api/profile'> };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const saved = () => calls.filter((c) => c.method === 'PATCH' && c.url === '/api/profile').map((c) => c.body);

describe('ProfileForm details', () => {
  it('sends the names, and the firm data only when they changed', async () => {
    renderWithProviders(<ProfileForm loading={null} />);
    const user = userEvent.setup();
    const given = await screen.findByLabelText('Utónév');
    await user.clear(given);
    await user.type(given, ' Anna Mária ');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Mentve.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Szakterületek'), ', munkajog');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()).toEqual([
      { familyName: 'dr. Kovács', givenName: 'Anna Mária' },
      { familyName: 'dr. Kovács', givenName: 'Anna Mária', firmName: 'Kovács Iroda', specialties: ['családjog', 'munkajog'] },
    ]);
  });

  it('checks the fields by the server rules, in Hungarian, before sending', async () => {
    renderWithProviders(<ProfileForm loading={null} />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Vezetéknév'));
    await user.type(screen.getByLabelText('Szakterületek'), ', x');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByLabelText('Vezetéknév')).toHaveAccessibleDescription(expect.stringContaining('A vezetéknév megadása kötelező.')));
    expect(screen.getByLabelText('Szakterületek')).toHaveAccessibleDescription(expect.stringContaining('Egy szakterület legalább 2 karakter.'));
    expect(saved()).toEqual([]);
  });

  it("puts the server's field errors on their fields (a specialty's on the specialties field)", async () => {
    profile = { ...profile, hasRegistrationProfile: false, legalAcceptedAt: { terms: null, privacy: null } };
    saveReply = {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { acceptTerms: 'A felhasználási feltételek elfogadása kötelező.', 'specialties.1': 'Egy szakterület legfeljebb 60 karakter.' } },
    };
    renderWithProviders(<ProfileForm loading={null} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Szakterületek'), ', munkajog');
    await user.click(screen.getByRole('checkbox', { name: 'Elfogadom az adatvédelmi tájékoztatót' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const terms = screen.getByRole('checkbox', { name: 'Elfogadom a felhasználási feltételeket' });
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    expect(terms).toHaveAccessibleDescription('A felhasználási feltételek elfogadása kötelező.');
    expect(screen.getByLabelText('Szakterületek')).toHaveAccessibleDescription(expect.stringContaining('Egy szakterület legfeljebb 60 karakter.'));
    expect(saved()).toEqual([{ familyName: 'dr. Kovács', givenName: 'Anna', firmName: 'Kovács Iroda', specialties: ['családjog', 'munkajog'], acceptTerms: false, acceptPrivacy: true }]);
    expect(screen.queryByText('Mentve.')).not.toBeInTheDocument();
  });

  // A seeded or invited lawyer saw an empty "Iroda neve" and consent boxes as if never accepted.
  it('shows a member the firm’s own name and the consents accepted on joining, and asks for nothing', async () => {
    profile = { ...profile, firmName: null, specialties: [], hasRegistrationProfile: false, memberFirm: 'Kovács és Társai Ügyvédi Iroda' };
    renderWithProviders(<ProfileForm loading={null} />);
    const user = userEvent.setup();
    const firm = await screen.findByLabelText('Iroda neve');
    expect(firm).toHaveValue('Kovács és Társai Ügyvédi Iroda');
    expect(firm).toHaveAttribute('readonly');
    expect(firm).toHaveAccessibleDescription(expect.stringContaining('az iroda adatainál'));
    expect(screen.getByText('Felhasználási feltételek: elfogadva (2026. november 26.). Adatvédelmi tájékoztató: elfogadva (2026. november 26.).')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Szakterületek'), 'munkajog');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Mentve.')).toBeInTheDocument();
    expect(saved()).toEqual([{ familyName: 'dr. Kovács', givenName: 'Anna', specialties: ['munkajog'] }]);
  });
});

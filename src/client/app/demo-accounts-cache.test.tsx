// The demo accounts are one query shared by the sign-in page and the role switcher: after a
// sign-in from the login page (which cached them), the switcher still lists them.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoSignIn } from '@client/features/auth/components/demo-sign-in';
import { loadAppLocales } from '@client/lib/app-locales';
import { i18n } from '@client/lib/i18n';
import { createTestQueryClient } from '@client/test/render';
import { RoleSwitcher } from '@client/features/shell/components/role-switcher';

const accounts = [
  { email: 'admin@virtualis-iroda.hu', name: 'Platform Admin', roles: ['admin'] },
  { email: 'szabo.anna@example.hu', name: 'Szabó Anna', roles: ['customer'] },
];

beforeAll(() => loadAppLocales());
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ accounts }), { status: 200, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => vi.restoreAllMocks());

describe('role switcher demo accounts', () => {
  it('lists the demo accounts the sign-in page already loaded into the cache', async () => {
    const client = createTestQueryClient();
    const wrap = (ui: React.ReactNode) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    );
    const signIn = render(wrap(<DemoSignIn onSignedIn={() => {}} />));
    expect(await screen.findByText('Platform Admin', { exact: false })).toBeInTheDocument();
    signIn.unmount();

    render(wrap(<RoleSwitcher roles={['lawyer', 'tenant']} active="lawyer" currentEmail="ugyved@kovacs-ugyved.hu" companies={[]} activeTenantId="t1" />));
    const group = await screen.findByRole('group', { name: 'Demó fiókok' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Platform Admin (Platform adminisztrátor)', 'Szabó Anna (Ügyfél)']);
  });
});

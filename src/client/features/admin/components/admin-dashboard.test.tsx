// The platform owner's dashboard: the ways in include the cross-firm AI screen, which the spec's admin
// sidebar (2.4) does not list.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { AdminDashboard } from './admin-dashboard';

beforeAll(() => loadAppLocales());
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Belső hiba.' }), { status: 500, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => vi.restoreAllMocks());

describe("the platform owner's dashboard", () => {
  it('leads to the AI screen (keys, every firm’s usage, alerts and AI log)', async () => {
    renderWithProviders(
      <MemoryRouter>
        <AdminDashboard name="Admin" />
      </MemoryRouter>,
    );
    const shortcuts = await screen.findByRole('navigation', { name: 'Adminisztráció' });
    const ai = within(shortcuts).getByRole('link', { name: /AI modulok/ });
    expect(ai.getAttribute('href')).toBe('/app/ai-modules');
    expect(ai.textContent).toContain('Platformkulcsok, az irodák AI-használata, riasztásai és AI-naplója.');
  });
});

describe('firms without an active administrator on the dashboard (decision 0510)', () => {
  const analytics = (tenantsWithoutAdministrator: number) => ({
    totals: { tenants: 12, suspendedTenants: 1, tenantsWithoutAdministrator, users: 40, deactivatedUsers: 2, signIns30d: 1234, signInsTotal: 5000, activeSessions: 7 },
    roles: { admin: 1, tenant: 11, lawyer: 20, customer: 8 },
    growth: [],
  });
  const renderWith = (count: number) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(analytics(count)), { status: 200, headers: { 'content-type': 'application/json' } }));
    return renderWithProviders(
      <MemoryRouter>
        <AdminDashboard name="Admin" />
      </MemoryRouter>,
    );
  };

  it('names how many there are and leads to the companies page filtered to them', async () => {
    renderWith(12345);
    const notice = await screen.findByRole('region', { name: /^12\s345 cégnek nincs aktív adminisztrátora$/ });
    const link = within(notice).getByRole('link', { name: 'Cégek aktív adminisztrátor nélkül' });
    expect(link.getAttribute('href')).toBe('/app/admin/companies?withoutAdministrator=1');
    expect(notice.textContent).toContain('Ezekben a cégekben senki sem hívhat meg tagot');
  });

  it('speaks of one firm in the singular', async () => {
    renderWith(1);
    const notice = await screen.findByRole('region', { name: '1 cégnek nincs aktív adminisztrátora' });
    expect(notice.textContent).toContain('Ebben a cégben senki sem hívhat meg tagot');
  });

  it('says nothing when every firm has one', async () => {
    renderWith(0);
    await screen.findByText('Aktív munkamenetek');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/nincs aktív adminisztrátora/)).toBeNull();
  });
});

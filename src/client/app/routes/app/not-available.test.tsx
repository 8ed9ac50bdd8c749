// A page not built yet promises itself only to the roles it is for; a role that will never have
// it (a customer on the firm's direct-test page) gets the 403 screen.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantRole } from '@shared/permissions/roles';
import { resetAuthClientMock, setMockSession } from '@client/test/auth-client-mock';
import { renderRoute } from '@client/test/render';
import { anna, annaMe, meWithRoles, shellApiMock } from '@client/test/shell-api-mock';

vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));

beforeEach(() => {
  resetAuthClientMock();
  setMockSession(anna);
});
afterEach(() => vi.restoreAllMocks());

function as(roles: TenantRole[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(shellApiMock(meWithRoles(roles)));
}

describe('not-yet-available pages by role', () => {
  it('shows a customer the 403 screen for a firm-only page', async () => {
    as(['customer']);
    renderRoute('/app/direct-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nincs jogosultságod ehhez az oldalhoz' })).toBeInTheDocument();
    expect(screen.queryByText(/ezen a címen éred el/)).not.toBeInTheDocument();
  });

  it('promises the same page to a lawyer, who will have it', async () => {
    as(['lawyer']);
    renderRoute('/app/direct-test');
    expect(await screen.findByText(/ezen a címen éred el/)).toBeInTheDocument();
  });

  it('one guard and one 403 screen for built pages too: a customer on the templates, a lawyer on the platform billing', async () => {
    as(['customer']);
    const { unmount } = renderRoute('/app/documents/templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nincs jogosultságod ehhez az oldalhoz' })).toBeInTheDocument();
    unmount();
    as(['lawyer', 'tenant']);
    renderRoute('/app/admin/platform');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nincs jogosultságod ehhez az oldalhoz' })).toBeInTheDocument();
  });

  // Credits and templates are firm pages: the platform admin, who acts in no firm, gets the one 403
  // screen saying why, with the way to the companies page (issue 38.6, decision 0332).
  it('tells the platform admin, who has no firm, why a firm page is closed instead of a load error', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(shellApiMock({ ...annaMe, user: { ...annaMe.user, platformRole: 'admin' }, memberships: [], activeTenantId: null }));
    for (const path of ['/app/credits', '/app/documents/templates']) {
      const { unmount } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Nincs jogosultságod ehhez az oldalhoz' })).toBeInTheDocument();
      expect(screen.getByText(/Ez az oldal egy iroda saját adatait mutatja/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cégek kezelése' })).toHaveAttribute('href', '/app/admin/companies');
      // The 403 screen is the only alert: no load error beside it.
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.queryByText('Hiba történt')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('opens the help centre, now built, for a customer as for every role', async () => {
    as(['customer']);
    renderRoute('/app/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Súgó' })).toBeInTheDocument();
    expect(screen.queryByText(/ezen a címen éred el/)).not.toBeInTheDocument();
  });
});

// The module pages inside the real route table and shell: who may open them, the "not installed"
// page of a released module, and the firm sidebar following the installed modules (decision 0096).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstalledModule, StoreResponse } from '@shared/modules/modules.schemas';
import type { TenantRole } from '@shared/permissions/roles';
import { firmModulesOf, json, storeResponse } from '@client/features/modules/test/fixtures';
import { resetAuthClientMock, setMockSession } from '@client/test/auth-client-mock';
import { renderRoute } from '@client/test/render';
import { anna, meWithRoles, shellApiMock } from '@client/test/shell-api-mock';

vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));

beforeEach(() => {
  resetAuthClientMock();
  setMockSession(anna);
});
afterEach(() => vi.restoreAllMocks());

const contactsInstalled: InstalledModule = { key: 'contacts', installedAt: '2026-10-01T08:00:00.000Z', installedBy: 'u1', settings: {}, usage: null };

function as(roles: TenantRole[], store: StoreResponse = storeResponse(), installed: InstalledModule[] = [contactsInstalled]) {
  // The sidebar and the "not installed" page read the session's modules (decision 0412).
  const shell = shellApiMock({ ...meWithRoles(roles), modules: firmModulesOf(store, installed) });
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/modules') return json(store);
    if (url === '/api/modules/installed') return json({ modules: installed });
    if (url === '/api/modules/contacts') return json(store.modules.find((m) => m.key === 'contacts'));
    return shell(input);
  });
  return fetchMock;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Főmenü' });

describe('module pages in the app', () => {
  it('opens the real store for the firm administrator, with the installed modules in the sidebar', async () => {
    as(['tenant']);
    renderRoute('/app/modulstore');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modulbolt' })).toBeVisible();
    expect(await screen.findByTestId('module-card-contacts')).toBeVisible();
    const modules = await within(sidebar()).findByRole('list', { name: 'Telepített modulok' });
    expect(within(modules).getByRole('link', { name: 'Névjegyek' })).toHaveAttribute('href', '/app/contacts');
    // A released module the firm has not installed leaves its item out (integrations, issue 36.5).
    expect(within(sidebar()).queryByRole('link', { name: 'Integrációk' })).not.toBeInTheDocument();
  });

  it('leaves a module out of the sidebar when its "show in navigation" setting is off', async () => {
    as(['tenant'], storeResponse(), [{ ...contactsInstalled, settings: { showInNav: false } }]);
    renderRoute('/app/store');
    expect(await screen.findByTestId('module-card-contacts')).toBeVisible();
    expect(within(sidebar()).queryByRole('link', { name: 'Névjegyek' })).not.toBeInTheDocument();
  });

  it('shows "Ez a modul nincs telepítve" on a released module page the firm has not installed', async () => {
    as(['lawyer'], storeResponse('halado', { contacts: { installed: false, installedAt: null } }), []);
    renderRoute('/app/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ez a modul nincs telepítve' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Megnézem a Modulboltban' })).toHaveAttribute('href', '/app/modulstore/contacts');
  });

  it('keeps the page of an installed module', async () => {
    as(['lawyer']);
    renderRoute('/app/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Névjegyek' })).toBeVisible();
    expect(screen.queryByText('Ez a modul nincs telepítve')).not.toBeInTheDocument();
  });

  it('shows a lawyer the module page without an install button', async () => {
    as(['lawyer'], storeResponse('halado', { contacts: { installed: false, installedAt: null } }), []);
    renderRoute('/app/modulstore/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Névjegyek' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /telepítése/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Modult a cég adminisztrátora telepíthet/)).toBeVisible();
  });

  it.each<[TenantRole[], string]>([
    [['customer'], '/app/admin/modules'],
    [['customer'], '/app/admin/modulbazis'],
    // The firm administrator holds canManageModules in spec 6, but the module base is the platform's (0097).
    [['tenant'], '/app/admin/modules'],
    [['tenant'], '/app/admin/modulbazis'],
  ])('keeps the admin module pages from firm roles and customers: %s on %s', async (roles, path) => {
    as(roles);
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nincs jogosultságod ehhez az oldalhoz' })).toBeVisible();
  });

  it("leaves the customer's sidebar as spec 2.4 gives it, without asking for modules", async () => {
    const fetchMock = as(['customer']);
    renderRoute('/app/dashboard');
    await screen.findByRole('navigation', { name: 'Főmenü' });
    expect(within(sidebar()).queryByText('Telepített modulok')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/modules');
  });

  it('asks a firm page load for the session only, not for the store or the installed modules (decision 0412)', async () => {
    const fetchMock = as(['lawyer']);
    renderRoute('/app/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Névjegyek' })).toBeVisible();
    expect(await within(sidebar()).findByRole('link', { name: 'Névjegyek' })).toBeVisible();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.startsWith('/api/me'))).toBe(true);
    expect(urls).not.toContain('/api/modules');
    expect(urls).not.toContain('/api/modules/installed');
  });
});

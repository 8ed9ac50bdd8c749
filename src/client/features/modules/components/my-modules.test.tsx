import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InstalledModule } from '@shared/modules/modules.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { json, polyfillDialog, storeResponse, stubApi } from '../test/fixtures';
import { MyModuleDetail, MyModulesList } from './my-modules';

beforeAll(async () => {
  polyfillDialog();
  await loadAppLocales();
});
afterEach(() => vi.unstubAllGlobals());

const store = storeResponse('halado', { opportunities: { released: true, installed: true } });
const contacts: InstalledModule = {
  key: 'contacts',
  installedAt: '2026-10-01T08:00:00.000Z',
  installedBy: 'u1',
  settings: {},
  usage: {
    records: 12345,
    lastUsedAt: '2026-11-24T09:30:00.000Z',
    activeUsers: [
      { id: 'u1', name: 'Kovács Anna' },
      { id: 'u2', name: 'Nagy Péter' },
    ],
  },
};

function renderDetail(installed: InstalledModule | undefined = contacts, canActivate = true) {
  return renderWithProviders(
    <MemoryRouter>
      <MyModuleDetail moduleKey="contacts" store={store.modules} installed={installed} canActivate={canActivate} />
    </MemoryRouter>,
  );
}

describe('my modules', () => {
  it('lists the installed modules with their usage', () => {
    renderWithProviders(
      <MemoryRouter>
        <MyModulesList installed={[contacts, { ...contacts, key: 'opportunities', usage: null }]} store={store.modules} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('my-module-contacts');
    expect(within(card).getByRole('link', { name: 'Névjegyek' })).toHaveAttribute('href', '/app/my-modules/contacts');
    expect(card.textContent).toContain('12\u00a0345');
    expect(within(screen.getByTestId('my-module-opportunities')).queryByText('Rekordok')).not.toBeInTheDocument();
  });

  it('shows usage with the active users on the module page', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Névjegyek' })).toBeVisible();
    expect(screen.getByText('Kovács Anna, Nagy Péter')).toBeVisible();
  });

  it('stores the "show in navigation" setting through PATCH', async () => {
    const fetchMock = stubApi({ 'PATCH /api/modules/contacts/settings': () => json({ ...contacts, settings: { showInNav: false } }) });
    renderDetail();
    const toggle = screen.getByRole('checkbox', { name: 'Megjelenik az oldalsávban' });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Beállítás mentve.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/modules/contacts/settings', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ settings: { showInNav: false } }) }));
  });

  it('lets a lawyer see the setting but not change it, and offers no uninstall', () => {
    renderDetail(contacts, false);
    expect(screen.getByRole('checkbox', { name: 'Megjelenik az oldalsávban' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Eltávolítás előnézete' })).not.toBeInTheDocument();
  });

  it('blocks the uninstall while an installed module depends on it, after a dry run', async () => {
    const fetchMock = stubApi({
      'GET /api/modules/contacts/uninstall-preview': () => json({ key: 'contacts', dependents: ['opportunities'], records: [{ label: { hu: 'Névjegyek', en: 'Contacts' }, count: 42 }], retentionDays: 90 }),
    });
    renderDetail();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eltávolítás előnézete' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nem távolítható el, amíg ezek a telepített modulok ráépülnek:Lehetőségek');
    expect(dialog).toHaveTextContent('Névjegyek: 42');
    expect(dialog).toHaveTextContent('Az adatokat 90 napig megőrizzük');
    expect(within(dialog).getByRole('button', { name: 'Eltávolítás' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('uninstalls after the dry run and says until when the data is kept', async () => {
    const fetchMock = stubApi({
      'GET /api/modules/contacts/uninstall-preview': () => json({ key: 'contacts', dependents: [], records: [{ label: { hu: 'Névjegyek', en: 'Contacts' }, count: 42 }], retentionDays: 90 }),
      'POST /api/modules/contacts/uninstall': () => json({ key: 'contacts', retainedUntil: '2027-02-23T10:00:00.000Z' }),
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eltávolítás előnézete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Eltávolítás' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Névjegyek eltávolítva. Az adatait megőrizzük, a megőrzés vége: 2027. febr. 23. Addig újratelepítve minden visszakerül.');
    expect(fetchMock).toHaveBeenCalledWith('/api/modules/contacts/uninstall', expect.objectContaining({ method: 'POST', body: JSON.stringify({ confirm: true }) }));
  });

  it('offers a retry when the dry run fails to load, and shows the preview once it loads', async () => {
    let calls = 0;
    const fetchMock = stubApi({
      'GET /api/modules/contacts/uninstall-preview': () =>
        ++calls === 1 ? json({ code: 'INTERNAL_ERROR', message: 'Belső hiba.' }, 500) : json({ key: 'contacts', dependents: [], records: [{ label: { hu: 'Névjegyek', en: 'Contacts' }, count: 42 }], retentionDays: 90 }),
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eltávolítás előnézete' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nem sikerült betölteni, mit érintene az eltávolítás.');
    expect(within(dialog).getByRole('button', { name: 'Eltávolítás' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálás' }));
    expect(await within(dialog).findByText('Névjegyek: 42')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Eltávolítás' })).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/modules/contacts/uninstall-preview')).toHaveLength(2);
  });

  it('cancelling the dry run changes nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/modules/contacts/uninstall-preview': () => json({ key: 'contacts', dependents: [], records: [], retentionDays: 90 }) });
    renderDetail();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eltávolítás előnézete' }));
    await user.click(await screen.findByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});

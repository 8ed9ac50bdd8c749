import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminModule } from '@shared/modules/modules.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { json, storeEntry, stubApi } from '../test/fixtures';
import { AdminModulesTable, ModuleBase } from './admin-modules';

beforeAll(() => loadAppLocales());
afterEach(() => vi.unstubAllGlobals());

function adminEntry(key: string, extra: Partial<AdminModule> = {}): AdminModule {
  const { installed: _i, installedAt: _a, includedInPlan: _p, ...entry } = storeEntry(key);
  return { ...entry, installCount: 3, hiddenForTenants: [], apiPrefixes: [`/api/${key}`], ...extra };
}
const modules = [adminEntry('contacts'), adminEntry('opportunities', { hiddenForTenants: ['t2'], monthlyPriceHuf: 4900 })];
const usage = {
  key: 'opportunities',
  points: [
    { month: '2026-10', installs: 1, activeTenants: 1 },
    { month: '2026-11', installs: 2, activeTenants: 3 },
  ],
  perTenant: [{ tenantId: 't1', tenantName: 'Kovács és Társa Ügyvédi Iroda', installedAt: '2026-11-02T10:00:00.000Z', records: 17 }],
};
const firms = {
  items: [
    { id: 't1', name: 'Kovács és Társa Ügyvédi Iroda' },
    { id: 't2', name: 'Szabó Ügyvédi Iroda' },
  ],
  total: 2,
};

function renderTable(canEditPricing: boolean) {
  return renderWithProviders(
    <MemoryRouter>
      <AdminModulesTable modules={modules} canEditPricing={canEditPricing} />
    </MemoryRouter>,
  );
}

describe('admin module management', () => {
  it('changes status and featured flag through PATCH', async () => {
    const fetchMock = stubApi({ 'PATCH /api/admin/modules/contacts': () => json(modules[0]) });
    renderTable(false);
    const user = userEvent.setup();
    const row = screen.getByTestId('admin-module-contacts');
    expect(within(row).getByRole('cell', { name: '3' })).toBeVisible();
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Névjegyek állapota' }), 'Béta');
    await user.click(within(row).getByRole('checkbox', { name: 'Névjegyek kiemelt' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/modules/contacts', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'beta' }) }));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/modules/contacts', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ featured: true }) }));
  });

  it('lets only canEditModulePricing change the price', async () => {
    const { unmount } = renderTable(false);
    expect(screen.queryByRole('textbox', { name: /havidíja/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-module-opportunities').textContent).toContain('+ 4900\u00a0Ft/hó');
    unmount();

    const fetchMock = stubApi({ 'PATCH /api/admin/modules/opportunities': () => json({ code: 'MODULE_PRICING_FORBIDDEN', message: 'A modul árát csak árazási jogosultsággal módosíthatod.' }, 403) });
    renderTable(true);
    const user = userEvent.setup();
    const price = screen.getByRole('textbox', { name: 'Lehetőségek havidíja forintban' });
    await user.clear(price);
    await user.type(price, '12a');
    expect(within(screen.getByTestId('admin-module-opportunities')).getByRole('button', { name: 'Mentés' })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '5900');
    await user.click(within(screen.getByTestId('admin-module-opportunities')).getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A modul árát csak árazási jogosultsággal módosíthatod.');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/modules/opportunities', expect.objectContaining({ body: JSON.stringify({ monthlyPriceHuf: 5900 }) }));
  });

  it("puts the server's message on a refused price on the price field (form kit)", async () => {
    const fetchMock = stubApi({
      'PATCH /api/admin/modules/opportunities': () => json({ code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { monthlyPriceHuf: 'A havidíj legfeljebb 10 000 000 Ft lehet.' } }, 400),
    });
    renderTable(true);
    const user = userEvent.setup();
    const row = screen.getByTestId('admin-module-opportunities');
    const price = within(row).getByRole('textbox', { name: 'Lehetőségek havidíja forintban' });
    expect(within(row).getByRole('button', { name: 'Mentés' })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '9900');
    await user.click(within(row).getByRole('button', { name: 'Mentés' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('A havidíj legfeljebb 10 000 000 Ft lehet.');
    expect(price).toHaveAccessibleDescription('A havidíj legfeljebb 10 000 000 Ft lehet.');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/modules/opportunities', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ monthlyPriceHuf: 9900 }) }));
  });

  it('shows usage over time as a chart with a table, and switches visibility per firm', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/modules/opportunities/usage': () => json(usage),
      'GET /api/admin/companies?limit=100&offset=0': () => json(firms),
      'PUT /api/admin/modules/opportunities/visibility': () => json(modules[1]),
    });
    renderTable(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Részletek – Lehetőségek' }));
    expect(await screen.findByRole('img', { name: 'Lehetőségek: használat havonta' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Kovács és Társa Ügyvédi Iroda' })).toBeVisible();
    const hidden = await screen.findByRole('checkbox', { name: 'Szabó Ügyvédi Iroda látja' });
    expect(hidden).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kovács és Társa Ügyvédi Iroda látja' })).toBeChecked();
    await user.click(hidden);
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/modules/opportunities/visibility', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ tenantId: 't2', visible: true }) }));
  });

  it('shows the modules as cards under 1280 px, where the six columns scrolled sideways beside the sidebar (decision 0494)', () => {
    renderTable(true);
    const table = screen.getByRole('table', { name: 'Modulok' });
    expect(table.className).toContain('max-xl:block');
    expect(table.className).toContain('max-xl:min-w-0');
    const row = within(table)
      .getByRole('rowheader', { name: /Lehetőségek/ })
      .closest('tr')!;
    expect([...row.querySelectorAll('td [aria-hidden="true"]')].map((l) => l.textContent)).toContain('Havidíj (nettó)');
  });

  it('lists the technical module base read-only', () => {
    renderWithProviders(<ModuleBase modules={modules} />);
    const table = screen.getByRole('table', { name: 'Modulbázis' });
    expect(
      within(table)
        .getByRole('rowheader', { name: /Lehetőségek/ })
        .closest('tr'),
    ).toHaveTextContent('/api/opportunities');
    expect(
      within(table)
        .getByRole('rowheader', { name: /Lehetőségek/ })
        .closest('tr'),
    ).toHaveTextContent('Névjegyek');
    // Read-only: the only buttons sort a column; no row has a control.
    for (const row of within(table).getAllByRole('row').slice(1)) expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Modul/ }).closest('th')).toHaveAttribute('scope', 'col');
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('the module base fits a phone and a laptop: no minimum width forcing a sideways scroll, a card per module under 1280 px (decisions 0478, 0494)', () => {
    renderWithProviders(<ModuleBase modules={modules} />);
    const table = screen.getByRole('table', { name: 'Modulbázis' });
    expect(table.className).not.toMatch(/(^|\s)min-w-/);
    expect(table.className).toContain('max-xl:block');
    // Stacked: the roles are set explicitly, and each value carries its column's name on a phone.
    expect(table.getAttribute('role')).toBe('table');
    const row = within(table)
      .getByRole('rowheader', { name: /Lehetőségek/ })
      .closest('tr')!;
    expect([...row.querySelectorAll('td [aria-hidden="true"]')].map((l) => l.textContent)).toContain('API-előtagok');
    // The long technical names (paths, API prefixes) may break, so no cell is wider than a card.
    for (const cell of within(row).getAllByRole('cell')) expect(cell.className).toMatch(/break-words|\[overflow-wrap:anywhere\]/);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { i18n } from '@client/lib/i18n';
import { renderWithProviders } from '@client/test/render';
import { storeResponse } from '../test/fixtures';
import { StorePage } from './store-page';

beforeAll(() => loadAppLocales());

function renderStore() {
  // Every registry module is released since the mobile app (decision 0516): one is marked in development here, as the store shows it.
  const store = storeResponse('halado', { hospitality: { featured: true }, themis: { released: true }, mobile: { released: false } });
  renderWithProviders(
    <MemoryRouter>
      <StorePage store={store} />
    </MemoryRouter>,
  );
  return store;
}

describe('module store', () => {
  it('a free module the firm’s plan does not include is not "Benne van a csomagban" (issue 38.11)', () => {
    renderWithProviders(
      <MemoryRouter>
        <StorePage store={storeResponse('alap')} />
      </MemoryRouter>,
    );
    const reports = screen.getByTestId('module-card-financial-reports');
    expect(within(reports).getByText('Haladó')).toBeVisible();
    expect(within(reports).getByText('Nincs benne a csomagodban')).toBeVisible();
    expect(within(reports).queryByText('Benne van a csomagban')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('module-card-contacts')).getByText('Benne van a csomagban')).toBeVisible();
  });

  it('shows every module as a card with its plan, price and state, featured ones first', () => {
    const store = renderStore();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(store.modules.length);
    expect(cards[0]).toHaveAttribute('data-testid', 'module-card-hospitality');

    const contacts = screen.getByTestId('module-card-contacts');
    expect(within(contacts).getByRole('link', { name: 'Névjegyek' })).toHaveAttribute('href', '/app/modulstore/contacts');
    expect(within(contacts).getByText('Telepítve')).toBeVisible();
    expect(within(contacts).getByText('Alap')).toBeVisible();
    expect(within(contacts).getByText('Benne van a csomagban')).toBeVisible();

    const hospitality = screen.getByTestId('module-card-hospitality');
    expect(within(hospitality).getByText('Kiemelt')).toBeVisible();
    // Released with its pages (issue 37); a module still in development says "Hamarosan".
    expect(within(hospitality).queryByText('Hamarosan')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('module-card-mobile')).getByText('Hamarosan')).toBeVisible();
    expect(within(hospitality).getByText('Haladó')).toBeVisible();
    // Hungarian money: groups of three with a no-break space from five digits up, net.
    expect(hospitality.textContent).toContain('+ 14\u00a0900\u00a0Ft/hó');
    expect(within(hospitality).getByText('nettó, ÁFA nélkül')).toHaveClass('sr-only');

    expect(within(screen.getByTestId('module-card-themis')).queryByText('Hamarosan')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('filters by search text and by category, and says when nothing matches', async () => {
    renderStore();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Keresés a modulok között'), 'névjegy');
    expect(screen.getAllByRole('article').map((a) => a.dataset.testid)).toContain('module-card-contacts');
    expect(screen.queryByTestId('module-card-hospitality')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Keresés a modulok között'));
    await user.selectOptions(screen.getByLabelText('Kategória'), 'Vendéglátás');
    expect(screen.getAllByRole('article').map((a) => a.dataset.testid)).toEqual(['module-card-hospitality']);
    expect(screen.getByRole('status')).toHaveTextContent('1 modul');

    await user.type(screen.getByLabelText('Keresés a modulok között'), 'nincs ilyen szó');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Nincs a keresésnek megfelelő modul.')).toBeVisible();
  });

  it('speaks English too, with the module texts of the registry', async () => {
    await i18n.changeLanguage('en');
    renderStore();
    const contacts = screen.getByTestId('module-card-contacts');
    expect(within(contacts).getByRole('link', { name: 'Contacts' })).toBeVisible();
    expect(within(contacts).getByText('Installed')).toBeVisible();
    expect(within(contacts).getByText('Included in the plan')).toBeVisible();
    expect(within(contacts).getByText('Basic')).toBeVisible();
    expect(within(screen.getByTestId('module-card-mobile')).getByText('Coming soon')).toBeVisible();
    expect(screen.getByLabelText('Search modules')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/modules\.|\{\{/);
  });
});

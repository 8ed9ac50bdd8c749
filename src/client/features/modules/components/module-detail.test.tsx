import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { json, polyfillDialog, storeEntry, storeResponse, stubApi } from '../test/fixtures';
import { ModuleDetail, type ModuleDetailProps } from './module-detail';

beforeAll(async () => {
  polyfillDialog();
  await loadAppLocales();
});
afterEach(() => vi.unstubAllGlobals());

// Opportunities as if released: it needs contacts (installed) and, here, a paid price.
const store = storeResponse('halado', {
  opportunities: { released: true, monthlyPriceHuf: 4900 },
  'client-management': { released: true },
  hospitality: { released: true, includedInPlan: false },
});
const entry = (key: string) => store.modules.find((m) => m.key === key)!;

function renderDetail(props: Partial<ModuleDetailProps> & { module: ModuleDetailProps['module'] }) {
  return renderWithProviders(
    <MemoryRouter>
      <ModuleDetail store={store.modules} canActivate canPurchase upgrade={<p>Csomagváltás kártya</p>} {...props} />
    </MemoryRouter>,
  );
}

describe('module store page', () => {
  it('says what the module does, needs, keeps and who can use it', () => {
    renderDetail({ module: entry('opportunities') });
    expect(screen.getByRole('heading', { level: 1, name: 'Lehetőségek' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mire épül?' }).parentElement).toHaveTextContent('Névjegyek (már telepítve)');
    expect(screen.getByRole('heading', { name: 'Milyen adatokat tárol?' }).parentElement).toHaveTextContent(entry('opportunities').dataKept.hu);
    // canViewOpportunities: the firm administrator and the lawyer, never the customer.
    expect(screen.getByRole('heading', { name: 'Ki használhatja?' }).parentElement).toHaveTextContent('Cégadminisztrátor, Ügyvéd');
    expect(screen.getByRole('heading', { name: 'Ki használhatja?' }).parentElement).not.toHaveTextContent('Ügyfél');
  });

  it('confirms a paid install with the dependencies and the monthly price, posts it and shows the pro-forma', async () => {
    const fetchMock = stubApi({ 'POST /api/modules/opportunities/install': () => json({ installed: ['opportunities'], proformas: ['DIJBEKERO-2026-000012'] }) });
    const contactsMissing = store.modules.map((m) => (m.key === 'contacts' ? { ...m, installed: false } : m));
    renderDetail({ module: entry('opportunities'), store: contactsMissing });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lehetőségek telepítése' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/ezek is települnek/)).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Névjegyek', 'Ügyek', 'Lehetőségek']);
    expect(dialog.textContent).toContain('Havidíj: 4900\u00a0Ft + ÁFA (bruttó 6223\u00a0Ft)');
    await user.click(within(dialog).getByRole('button', { name: 'Telepítés' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Telepítve: Lehetőségek.');
    expect(screen.getByRole('status')).toHaveTextContent('Kiállított díjbekérő: DIJBEKERO-2026-000012.');
    expect(fetchMock).toHaveBeenCalledWith('/api/modules/opportunities/install', expect.objectContaining({ method: 'POST' }));
  });

  it('shows a refusal by its code in the UI language and keeps the dialog open', async () => {
    stubApi({ 'POST /api/modules/client-management/install': () => json({ code: 'MODULE_ALREADY_INSTALLED', message: 'A modul már telepítve van.' }, 409) });
    renderDetail({ module: entry('client-management') });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ügyfélkezelés telepítése' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('A modul benne van a csomagodban, külön díja nincs.');
    await user.click(screen.getByRole('button', { name: 'Telepítés' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a modul már telepítve van.');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('gives a lawyer no install button but tells who installs', () => {
    renderDetail({ module: entry('client-management'), canActivate: false, canPurchase: false });
    expect(screen.queryByRole('button', { name: /telepítése/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Modult a cég adminisztrátora telepíthet/)).toBeVisible();
  });

  it('offers a paid module only to whoever may purchase', () => {
    renderDetail({ module: entry('opportunities'), canPurchase: false });
    expect(screen.queryByRole('button', { name: /telepítése/ })).not.toBeInTheDocument();
    expect(screen.getByText('Fizetős modult a cég adminisztrátora vásárolhat.')).toBeVisible();
  });

  it('shows the plan gate instead of the install button outside the plan', () => {
    renderDetail({ module: entry('hospitality') });
    expect(screen.getByText('Csomagváltás kártya')).toBeVisible();
    expect(screen.queryByRole('button', { name: /telepítése/ })).not.toBeInTheDocument();
  });

  it('says an unreleased module is coming soon, and an installed one links to my modules', () => {
    const { unmount } = renderDetail({ module: storeEntry('mobile', { released: false }) });
    expect(screen.getByText('Ez a modul hamarosan érkezik; még nem telepíthető.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /telepítése/ })).not.toBeInTheDocument();
    unmount();
    renderDetail({ module: entry('contacts') });
    expect(screen.getByRole('link', { name: 'Beállítások és használat a Moduljaim között' })).toHaveAttribute('href', '/app/my-modules/contacts');
  });
});

// The matter's case file (issue 38.3): the money totals from the server above the tabs, the tabs
// other features compose in (shown when chosen, remembered in the URL), the messages tab saying
// there are none, and a failed totals request shown as a failure with a retry. A matter the user
// may not see (404: "not found or no access"; 403 without a firm: the server's message) has no
// retry; any other failure has the retry; the way back is there in both.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { MatterDetailPage } from './matter-detail-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const matter = {
  id: 'm-1',
  number: '2026/0001',
  title: 'Szabó Anna – kártérítési per',
  status: 'open',
  practiceArea: 'civil_litigation',
  responsibleLawyer: { id: 'u-1', name: 'dr. Nagy Péter' },
  openedOn: '2026-11-02',
  confidential: false,
  authority: null,
  authorityCaseNumber: null,
  closedOn: null,
  valueInDisputeHuf: null,
  billingArrangement: 'hourly',
  billingAmountHuf: 45_000,
  successFeePercent: null,
  conflictDecision: 'no_conflict',
  conflictReason: null,
  conflictHits: [],
  parties: [],
  team: [],
  notes: [],
  tasks: [],
} satisfies ApiAnswer<'get', '/api/matters/{id}'>;
const totals = { workedHours: 5.5, unbilledHours: 2.5, unbilledHuf: 150_000, invoicedHuf: 635_000, paidHuf: 135_000, openHuf: 500_000 } satisfies ApiAnswer<'get', '/api/matters/{id}/totals'>;

function answer(totalsAnswer: () => Response, matterAnswer = () => json(200, matter)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/matters/m-1/totals')) return totalsAnswer();
    if (url.startsWith('/api/matters/m-1')) return matterAnswer();
    if (url.startsWith('/api/company/members')) return json(200, []);
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
}

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/app/matters/m-1']}>
      <Routes>
        <Route path="/app/matters/:id" element={<MatterDetailPage matterId="m-1" tabs={[{ key: 'invoices', label: 'Számlák', render: (m) => <p>az ügy számlái: {m.number}</p> }]} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('MatterDetailPage as a case file', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows the matter’s totals and its tabs', async () => {
    answer(() => json(200, totals));
    renderPage();
    const money = await screen.findByRole('region', { name: 'Az ügy pénzügyei' });
    expect(await within(money).findByText('Ledolgozott idő')).toBeInTheDocument();
    const figure = (label: string) => within(money).getByText(label).parentElement!;
    expect(figure('Ledolgozott idő')).toHaveTextContent('5,5 óra');
    expect(figure('Nem számlázott munka')).toHaveTextContent('150 000 Ft2,5 óra');
    expect(figure('Számlázva (bruttó)')).toHaveTextContent('635 000 Ft');
    expect(figure('Befizetve')).toHaveTextContent('135 000 Ft');
    expect(figure('Nyitott')).toHaveTextContent('500 000 Ft');

    // The cards and tabs follow the heading in a second render (the heading first, issue 40.5).
    const tabs = await screen.findByRole('tablist', { name: 'Az ügy iratai' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Áttekintés', 'Számlák', 'Üzenetek']);
    expect(within(tabs).getByRole('tab', { name: 'Áttekintés' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/az ügy számlái/)).not.toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Számlák' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('az ügy számlái: 2026/0001');
    // Arrow keys move between the tabs.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Üzenetek' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ehhez az ügyhöz nincs üzenet');
  });

  it('a failed totals request is a failure with a retry, not zeros', async () => {
    let calls = 0;
    answer(() => (++calls === 1 ? json(429, { code: 'RATE_LIMITED', message: 'Túl sok kérés.' }) : json(200, totals)));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Túl sok kérés érkezett rövid idő alatt');
    expect(screen.queryByText('0 Ft')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('635 000 Ft')).toBeInTheDocument();
  });

  it.each([
    [404, 'NOT_FOUND', 'A kért erőforrás nem található.', 'Ez az ügy nem található, vagy nincs hozzá hozzáférésed.'],
    [403, 'NO_TENANT', 'Nincs kiválasztott cég ehhez a művelethez.', 'Nincs kiválasztott cég ehhez a művelethez.'],
  ])('a refused matter (%i): the heading, why, the way back and no retry', async (status, code, message, shown) => {
    answer(
      () => json(200, totals),
      () => json(status, { code, message }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('heading', { level: 1, name: 'Ügy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza az ügyekhez' })).toHaveAttribute('href', '/app/matters');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a matter that fails to load: "Hiba történt" with the retry and the way back', async () => {
    answer(
      () => json(200, totals),
      () => json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza az ügyekhez' })).toHaveAttribute('href', '/app/matters');
  });
});

// The credit purchase and the plan editor on the form kit (issue 41.2): the shared bodies check
// them in the browser (nothing is sent when refused), the request carries the parsed body and the
// server's messages land on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlatformOverview } from '@shared/entitlements/billing.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { CreditsPanel } from './credits-panel';
import { PlatformBillingPanel } from './platform-billing-panel';

/** GETs answer null; `answer` answers the writes, which are recorded. */
const mockApi = (answer: (url: string) => Response) => mockFetch((url, method) => (method === 'GET' ? json(200, null) : answer(url)), { record: 'writes' });

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('credit purchase on the form kit', () => {
  const credits = { balance: 0, ledger: [], purchases: [] };

  it('a refused amount sends nothing; a valid one is sent, the server message lands under the amount', async () => {
    const calls = mockApi(() => invalid({ credits: 'Most nem vásárolhatsz kreditet.' }));
    renderWithProviders(<CreditsPanel overview={credits} canBuy />);
    const amount = screen.getByLabelText('Kreditek száma');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Díjbekérő kérése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Legalább 10 kreditet vásárolhatsz.');
    expect(amount).toHaveFocus();
    expect(calls).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Díjbekérő kérése' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Most nem vásárolhatsz kreditet\./));
    expect(calls).toEqual([{ url: '/api/credits/purchases', method: 'POST', body: { credits: 20 } }]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an accepted request says so', async () => {
    mockApi(() => json(201, {}));
    renderWithProviders(<CreditsPanel overview={credits} canBuy />);
    await userEvent.click(screen.getByRole('button', { name: 'Díjbekérő kérése' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Az egyenleget az átutalás beérkezése után írjuk jóvá/);
  });
});

describe('plan editor on the form kit', () => {
  const overview = {
    plans: [
      {
        id: 'plan-halado',
        code: 'halado',
        name: 'Haladó',
        features: [],
        agents_limit: 20,
        automations_limit: null,
        mobile_app: false,
        custom_branding: false,
        priority_support: false,
        api_access: false,
        monthly_price_huf: 14_900,
        is_default: false,
      },
    ],
    tenants: [],
    pendingPlanChanges: [],
    pendingCreditPurchases: [],
  } as unknown as PlatformOverview;

  it('an empty limit is unlimited; a short name is refused in the browser; the server message lands on the price', async () => {
    const calls = mockApi(() => invalid({ monthly_price_huf: 'Az ár legfeljebb 10 000 000 Ft.' }));
    renderWithProviders(<PlatformBillingPanel overview={overview} />);
    const editor = screen.getByRole('form', { name: 'Haladó' });
    const name = within(editor).getByLabelText('Név');
    await userEvent.clear(name);
    await userEvent.type(name, 'H');
    await userEvent.click(within(editor).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A név legalább 2 karakter.'));
    expect(calls).toEqual([]);

    await userEvent.type(name, 'aladó');
    await userEvent.clear(within(editor).getByLabelText('AI ügynök limit'));
    await userEvent.click(within(editor).getByRole('button', { name: 'Mentés' }));
    const price = within(editor).getByLabelText(/Havidíj/);
    await waitFor(() => expect(price).toHaveAccessibleDescription('Az ár legfeljebb 10 000 000 Ft.'));
    expect(calls).toEqual([{ url: '/api/platform/billing/plans/plan-halado', method: 'PATCH', body: { name: 'Haladó', agents_limit: null, automations_limit: null, monthly_price_huf: 14_900 } }]);
  });
});

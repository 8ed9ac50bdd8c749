import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Proforma } from '@shared/entitlements/billing.schemas';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CreditsPanel } from './credits-panel';
import { PlanChangePanel } from './plan-change-panel';

// The billing strings come with the app layout (locales/app-bundles.ts).
beforeAll(() => loadAppLocales());

type Plan = ApiAnswer<'get', '/api/plans'>[number];
const plan = (code: string, name: string, price: number, extra: Partial<Plan> = {}): Plan => ({
  id: `plan-${code}`,
  code,
  name,
  features: [],
  agents_limit: 2,
  automations_limit: 1,
  mobile_app: false,
  custom_branding: false,
  priority_support: false,
  api_access: false,
  monthly_price_huf: price,
  is_default: code === 'alap',
  ...extra,
});
const plans = [plan('alap', 'Alap', 0), plan('halado', 'Haladó', 14_900, { agents_limit: 20 }), plan('profi', 'Profi', 39_900, { agents_limit: null })];
const proforma: Proforma = {
  id: 'pf1',
  number: 'DIJBEKERO-2026-000007',
  kind: 'plan_change',
  description: 'Haladó csomag – első havidíj',
  net_huf: 14_900,
  vat_huf: 4_023,
  gross_huf: 18_923,
  status: 'issued',
  issued_at: '2026-11-22T10:00:00Z',
  due_at: '2026-11-30T10:00:00Z',
  paid_at: null,
  payee: { name: 'Virtuális Iroda Kft.', bank: 'OTP Bank Nyrt.', account_number: '11700000-20000000-30000000', tax_number: '12345678-2-42' },
  customer: 'Kovács és Társai',
};
const overview = {
  current: { plan: plans[0]!, started_at: '2026-10-01T00:00:00Z' },
  history: [{ plan: 'Alap', status: 'active', started_at: '2026-10-01T00:00:00Z', ended_at: null }],
  changes: [],
} satisfies ApiAnswer<'get', '/api/billing/subscription'>;

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('plan change panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the current plan, confirms a paid change with the gross amount and posts it', async () => {
    const fetchMock = stubFetch(201, { id: 'c1', from_plan: 'Alap', to_plan: 'Haladó', status: 'awaiting_payment', requested_at: '2026-11-22T10:00:00Z', decided_at: null, proforma } satisfies ApiAnswer<
      'post',
      '/api/billing/plan-changes'
    >);
    renderWithProviders(<PlanChangePanel plans={plans} overview={overview} />);
    expect(within(screen.getByTestId('plan-alap')).getByText('Aktív')).toBeVisible();
    expect(within(screen.getByTestId('plan-alap')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Haladó választása' }));
    expect(screen.getByRole('heading', { name: 'Csomagváltás: Haladó' })).toBeVisible();
    expect(screen.getByText(/18\s923\sFt/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Váltás kérése' }));
    expect(await screen.findByText('A csomagváltást rögzítettük.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/billing/plan-changes', expect.objectContaining({ method: 'POST', body: JSON.stringify({ planId: 'plan-halado' }) }));
  });

  it('shows the server refusal in Hungarian and keeps the confirmation open', async () => {
    stubFetch(409, { code: 'PLAN_CHANGE_PENDING', message: 'Már van folyamatban lévő csomagváltásod.' });
    renderWithProviders(<PlanChangePanel plans={plans} overview={overview} />);
    await userEvent.click(screen.getByRole('button', { name: 'Profi választása' }));
    await userEvent.click(screen.getByRole('button', { name: 'Váltás kérése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Már van folyamatban lévő csomagváltásod.');
    expect(screen.getByRole('heading', { name: 'Csomagváltás: Profi' })).toBeVisible();
  });

  it('shows a pending change with its pro-forma and disables further choices', () => {
    const pending = { ...overview, changes: [{ id: 'c1', from_plan: 'Alap', to_plan: 'Haladó', status: 'awaiting_payment' as const, requested_at: '2026-11-22T10:00:00Z', decided_at: null, proforma }] };
    renderWithProviders(<PlanChangePanel plans={plans} overview={pending} />);
    expect(screen.getByTestId('proforma')).toHaveTextContent('DIJBEKERO-2026-000007');
    expect(screen.getByTestId('proforma')).toHaveTextContent('11700000-20000000-30000000');
    expect(screen.getByRole('button', { name: 'Profi választása' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kérés visszavonása' })).toBeEnabled();
  });
});

describe('credits panel', () => {
  afterEach(() => vi.unstubAllGlobals());
  const credits = {
    balance: 7,
    ledger: [
      { id: 'l2', delta: -1, balance_after: 7, kind: 'spend', description: 'AI ügynökök: futtatás a csomaglimit felett', user_name: 'Dr. Nagy Péter', created_at: '2026-11-22T10:00:00Z' },
      { id: 'l1', delta: 8, balance_after: 8, kind: 'purchase', description: 'Kreditvásárlás (8 kredit)', user_name: null, created_at: '2026-11-20T10:00:00Z' },
    ],
    purchases: [],
  } satisfies ApiAnswer<'get', '/api/credits'>;

  it('shows the balance and every ledger row with its sign', () => {
    renderWithProviders(<CreditsPanel overview={credits} canBuy />);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('7 kredit');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('-1');
    expect(rows[2]).toHaveTextContent('+8');
  });

  it('validates the amount in Hungarian before calling the server', async () => {
    const fetchMock = stubFetch(201, {});
    renderWithProviders(<CreditsPanel overview={credits} canBuy />);
    await userEvent.clear(screen.getByLabelText('Kreditek száma'));
    await userEvent.type(screen.getByLabelText('Kreditek száma'), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Díjbekérő kérése' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Legfeljebb 10\s000 kreditet vásárolhatsz egyszerre\.$/);
    expect(screen.getByLabelText('Kreditek száma')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers no purchase form to users who may not buy', () => {
    renderWithProviders(<CreditsPanel overview={credits} canBuy={false} />);
    expect(screen.queryByLabelText('Kreditek száma')).not.toBeInTheDocument();
    expect(screen.getByText('Kreditet csak a cég adminisztrátora vásárolhat.')).toBeVisible();
  });
});

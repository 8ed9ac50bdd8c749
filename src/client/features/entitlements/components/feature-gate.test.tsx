import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkAccess, DEFAULT_ENTITLEMENTS, type FeatureKey } from '@shared/entitlements/entitlements';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { FeatureGate, GateDecision } from './feature-gate';

// The billing strings come with the app layout (locales/app-bundles.ts).
beforeAll(() => loadAppLocales());

type Entitlements = ApiAnswer<'get', '/api/entitlements'>;

/** GET /api/entitlements of a firm that ran `agents` agents, its checks as the server makes them. */
function entitlements(agents: number, extra: Partial<Entitlements['entitlements']> = {}): Entitlements {
  const state = { entitlements: { ...DEFAULT_ENTITLEMENTS, ...extra }, usage: { agents, automations: 0, period_start: '2026-11-01', period_end: '2026-11-30' } };
  const check = (key: FeatureKey) => checkAccess(key, state);
  return {
    plan: { id: 'plan-alap', code: 'alap', name: 'Alap' },
    ...state,
    checks: {
      agent_run: check('agent_run'),
      automation_run: check('automation_run'),
      mobile_app: check('mobile_app'),
      custom_branding: check('custom_branding'),
      priority_support: check('priority_support'),
      api_access: check('api_access'),
    },
    warnings: [],
    credits: 0,
  };
}

const content = <p>Sablonlista</p>;

function renderDecision(props: Parameters<typeof GateDecision>[0]) {
  return renderWithProviders(
    <MemoryRouter>
      <GateDecision {...props} />
    </MemoryRouter>,
  );
}

describe('FeatureGate (spec 2.9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the content when the plan allows the feature', () => {
    renderDecision({ canUpgrade: true, feature: 'agent_run', data: entitlements(1), children: content });
    expect(screen.getByText('Sablonlista')).toBeVisible();
  });

  it('shows the upgrade card with name, description, upgrade message, usage badge and a link to /app/pricing', () => {
    renderDecision({ canUpgrade: true, feature: 'agent_run', data: entitlements(2), children: content });
    expect(screen.queryByText('Sablonlista')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI ügynökök' })).toBeVisible();
    expect(screen.getByText(/AI ügynökök futtatása jogi feladatokra/)).toBeVisible();
    expect(screen.getByText(/Válts magasabb csomagra a további futtatásokhoz!/)).toBeVisible();
    expect(screen.getByText('Felhasznált AI ügynökök: 2 / 2')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Csomagváltás' })).toHaveAttribute('href', '/app/pricing');
    expect(screen.getByRole('link', { name: 'Súgó' })).toHaveAttribute('href', '/app/help');
  });

  it('tells a member who may not change the plan who can, and asks them in one click', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ notified: 1, alreadyAsked: false } satisfies ApiAnswer<'post', '/api/billing/upgrade-requests'>), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderDecision({ canUpgrade: false, feature: 'agent_run', data: entitlements(2), children: content });
    expect(screen.queryByRole('link', { name: 'Csomagváltás' })).not.toBeInTheDocument();
    expect(screen.getByText('A csomagot a cég adminisztrátora válthatja.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Megkérem az adminisztrátort' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Elküldtük a kérésedet a cég adminisztrátorának.');
    expect(fetchMock).toHaveBeenCalledWith('/api/billing/upgrade-requests', expect.objectContaining({ method: 'POST', body: JSON.stringify({ feature: 'agent_run' }) }));
  });

  it('shows no usage badge for plan flags', () => {
    renderDecision({ canUpgrade: true, feature: 'mobile_app', data: entitlements(0), children: content });
    expect(screen.getByRole('heading', { name: 'Mobilalkalmazás' })).toBeVisible();
    expect(screen.queryByText(/Felhasznált/)).not.toBeInTheDocument();
  });

  it('shows a custom fallback instead of the card when given one', () => {
    renderDecision({ canUpgrade: true, feature: 'api_access', data: entitlements(0), fallback: <p>Egyedi tartalék</p>, children: content });
    expect(screen.getByText('Egyedi tartalék')).toBeVisible();
    expect(screen.queryByTestId('upgrade-card')).not.toBeInTheDocument();
  });

  it('shows a dimmed, inert locked copy of the content in the dimmed variant', () => {
    renderDecision({ canUpgrade: true, feature: 'custom_branding', data: entitlements(0), variant: 'dimmed', children: <button type="button">Logó feltöltése</button> });
    const locked = screen.getByTestId('feature-gate-locked');
    expect(locked).toHaveTextContent('Logó feltöltése');
    expect(screen.queryByRole('button', { name: 'Logó feltöltése' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Csomagváltás' })).toHaveAttribute('href', '/app/pricing');
  });

  it('denies with the upgrade card while nothing is loaded (entitlements_not_loaded)', () => {
    renderDecision({ canUpgrade: true, feature: 'agent_run', data: null, children: content });
    expect(screen.getByTestId('upgrade-card')).toBeVisible();
    expect(screen.queryByText('Sablonlista')).not.toBeInTheDocument();
  });

  it('pulses a placeholder while entitlements load, then decides from the server answer', async () => {
    let resolve: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    renderWithProviders(
      <MemoryRouter>
        <FeatureGate feature="agent_run" canUpgrade>
          {content}
        </FeatureGate>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('feature-gate-loading')).toHaveClass('animate-pulse');
    expect(screen.getByRole('status')).toHaveTextContent('Jogosultságok betöltése...');
    resolve(new Response(JSON.stringify(entitlements(0)), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText('Sablonlista')).toBeVisible();
  });
});

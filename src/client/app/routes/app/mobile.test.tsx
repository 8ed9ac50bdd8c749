// /app/mobile behind the plan's mobile_app (decision 0516): outside the Profi plan the upgrade card
// shows and nothing of /api/mobile is asked; on Profi the page renders.
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkAccess, DEFAULT_ENTITLEMENTS, type FeatureKey, featureKeys } from '@shared/entitlements/entitlements';
import type { MeResponse } from '@shared/me/me.schemas';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { appContextFor } from '../../layout/app-context';
import { MobileRoute } from './mobile';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function entitlementsAnswer(mobileApp: boolean): ApiAnswer<'get', '/api/entitlements'> {
  const state = { entitlements: { ...DEFAULT_ENTITLEMENTS, mobile_app: mobileApp }, usage: { agents: 0, automations: 0, period_start: null, period_end: null } };
  const checks = Object.fromEntries(featureKeys.map((k: FeatureKey) => [k, checkAccess(k, state)])) as ApiAnswer<'get', '/api/entitlements'>['checks'];
  return { plan: mobileApp ? { id: 'plan-profi', code: 'profi', name: 'Profi' } : { id: 'plan-alap', code: 'alap', name: 'Alap' }, ...state, checks, warnings: [], credits: 0 };
}

function mockApi(mobileApp: boolean) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? new URL(input.url).pathname : String(input);
    urls.push(url);
    if (url === '/api/entitlements') return json(entitlementsAnswer(mobileApp));
    if (url === '/api/mobile/devices') return json({ items: [] });
    if (url === '/api/mobile/settings') return json({ deadlines: true, messages: true, other: false });
    return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Nincs ilyen.' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

const me = { activeTenantId: 't1' } as MeResponse;

const render = (role: 'tenant' | 'customer' = 'tenant') =>
  renderWithProviders(
    <MemoryRouter>
      <Routes>
        <Route element={<Outlet context={appContextFor(me, role, [role])} />}>
          <Route path="/" element={<MobileRoute />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('MobileRoute', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows the upgrade card, not the page, outside the Profi plan', async () => {
    const urls = mockApi(false);
    render();
    expect(await screen.findByText(/A mobilalkalmazás a Profi csomag része/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Mobilalkalmazás' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Regisztrált eszközeim' })).not.toBeInTheDocument();
    expect(urls.some((u) => u.startsWith('/api/mobile'))).toBe(false);
  });

  it('tells a customer her firm offers no mobile notifications, with no upgrade, outside the Profi plan (decision 0518)', async () => {
    const urls = mockApi(false);
    render('customer');
    expect(await screen.findByText(/Az irodád jelenleg nem kínál mobilértesítéseket/)).toBeVisible();
    expect(screen.queryByText(/Profi csomag/)).not.toBeInTheDocument();
    expect(urls.some((u) => u.startsWith('/api/mobile'))).toBe(false);
  });

  it('gives a customer on a Profi firm the firm’s messages and notices as her only setting (decisions 0518, 0519)', async () => {
    mockApi(true);
    render('customer');
    expect(await screen.findByText(/kapj értesítést, amikor az iroda üzenetet küld neked, lemondja egy időpontodat/)).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Az iroda üzenetei és értesítései' })).toBeChecked();
    expect(screen.getByText('Ha ez be van kapcsolva, amit az értesítési harangodban az iroda küld, az eszközeidre is megérkezik.')).toBeVisible();
    expect(screen.queryByText(/A harang értesítései/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Határidők' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Minden más a harangból' })).not.toBeInTheDocument();
  });

  it('renders the page on the Profi plan', async () => {
    mockApi(true);
    render();
    expect(await screen.findByRole('heading', { name: 'Regisztrált eszközeim' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('Még nincs értesítésekre regisztrált eszközöd.')).toBeVisible());
  });
});

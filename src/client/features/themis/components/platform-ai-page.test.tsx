// The platform admin's /app/ai-modules (decision 0243) with the platform admin's data: platform keys
// masked (a saved key is never shown again), add and delete; every firm's usage, alerts and AI log,
// each table headed in Hungarian with the firm in front; the firm filter asks the server for one firm.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformAiOverview } from '@shared/ai/platform.schemas';
import type { ProviderKey } from '@shared/ai/themis.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { PlatformAiPage } from './platform-ai-page';

const SECRET = 'sk-platform-0123456789abcdef6789';
const kovacs = { tenantId: 't-kovacs', tenantName: 'Kovács és Társa Ügyvédi Iroda' };
const szabo = { tenantId: 't-szabo', tenantName: 'Szabó Ügyvédi Iroda' };

const overview = (tenantId?: string): PlatformAiOverview => {
  const firms = [
    { ...kovacs, requests: 12, failures: 1, cost: 0.42, openAlerts: 1, ownKeys: 1 },
    { ...szabo, requests: 3, failures: 0, cost: 0.05, openAlerts: 0, ownKeys: 0 },
  ].filter((f) => !tenantId || f.tenantId === tenantId);
  const audit = firms.map((f, i) => ({
    id: `log-${f.tenantId}`, requestId: `r${i}`, action: 'response' as const, userId: 'u1', userName: f.tenantId === kovacs.tenantId ? 'Dr. Nagy Péter' : 'Dr. Szabó Éva', provider: 'openai', model: 'gpt-4o-mini',
    classification: 'internal', categories: [], ipAddress: '10.0.0.1', userAgent: null, cost: 0.0004, details: {}, createdAt: '2026-11-27T10:00:00.000Z', tenantId: f.tenantId, tenantName: f.tenantName,
  }));
  const alerts = tenantId && tenantId !== kovacs.tenantId ? [] : [{
    id: 'al-1', ...kovacs, ruleId: 'rule-1', ruleName: 'Minden fizetős kérés', type: 'cost' as const, severity: 'warning' as const, title: 'Magas AI-költség kérésenként', message: 'Minden fizetős kérés: €0.0004',
    metrics: {}, subjectUserId: null, subjectUserName: null, state: 'acknowledged' as const, acknowledged: true, createdAt: '2026-11-27T10:01:00.000Z', acknowledgedAt: '2026-11-27T10:05:00.000Z', acknowledgedByName: 'Kovács Katalin', resolvedAt: null, resolvedByName: null,
  }];
  return { firms, audit, alerts };
};

let keys: ProviderKey[];
let calls: { method: string; url: string; body: unknown }[];
/** The section (a DataTable's scroll region carries the same name, inside it). */
const section = async (name: string) => (await screen.findAllByRole('region', { name }))[0]!;
const json = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => loadAppLocales());
beforeEach(() => {
  keys = [{ id: 'k1', provider: 'anthropic', keyHint: 'sk-ant-••••••••4321', baseUrl: null, model: null, embeddingModel: null, enabled: true, createdAt: '2026-11-20T09:00:00.000Z' }];
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/platform/ai/keys' && method === 'GET') return json({ items: keys });
    if (url === '/api/platform/ai/keys' && method === 'POST') {
      const saved = { id: 'k2', provider: body.provider, keyHint: 'sk-••••••••6789', baseUrl: body.baseUrl, model: body.model, embeddingModel: body.embeddingModel ?? null, enabled: true, createdAt: '2026-11-27T11:00:00.000Z' };
      keys = [...keys, saved];
      return json(saved, 201);
    }
    if (url.startsWith('/api/platform/ai/keys/') && method === 'DELETE') {
      keys = keys.filter((k) => k.id !== decodeURIComponent(url.split('/').pop()!));
      return new Response(null, { status: 204 });
    }
    if (url.startsWith('/api/platform/ai/overview')) return json(overview(new URL(url, 'http://x').searchParams.get('tenantId') ?? undefined));
    return json({ code: 'NOT_FOUND', message: url }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the platform admin\'s AI screen', () => {
  it('lists the platform keys masked; a saved key is sent once and never shown again; a key can be deleted', async () => {
    renderWithProviders(<PlatformAiPage />);
    const region = await section('Platformszintű kulcsok');
    const table = await within(region).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Szolgáltató', 'API-kulcs', 'Cím (URL)', 'Modell', 'Beágyazási modell', 'Felvéve', 'Műveletek']);
    expect(within(table).getByText('sk-ant-••••••••4321')).toBeTruthy();

    fireEvent.change(within(region).getByLabelText('Szolgáltató'), { target: { value: 'openai' } });
    fireEvent.change(within(region).getByLabelText('API-kulcs'), { target: { value: SECRET } });
    fireEvent.click(within(region).getByRole('button', { name: 'Kulcs mentése' }));
    await within(region).findByText('sk-••••••••6789');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/platform/ai/keys', body: { provider: 'openai', apiKey: SECRET, baseUrl: null, model: null } });
    expect((within(region).getByLabelText('API-kulcs') as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(SECRET);

    fireEvent.click(within(region).getByRole('button', { name: 'Anthropic kulcs törlése' }));
    await waitFor(() => expect(within(region).queryByText('sk-ant-••••••••4321')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/platform/ai/keys/k1')).toBe(true);
  });

  it('shows every firm\'s usage, alerts and AI log with the firm in front; the firm filter asks for one firm', async () => {
    renderWithProviders(<PlatformAiPage />);
    const firms = await section('Irodák AI-használata az elmúlt 30 napban');
    const firmTable = await within(firms).findByRole('table');
    expect(within(firmTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Iroda', 'Kérések', 'Hibák', 'Költség', 'Nyitott riasztások', 'Kulcs']);
    const kovacsRow = within(firmTable).getByRole('row', { name: /Kovács és Társa/ });
    expect(kovacsRow.textContent).toContain('saját kulcs: 1');
    expect(within(firmTable).getByRole('row', { name: /Szabó Ügyvédi Iroda/ }).textContent).toContain('platformkulcs');

    const alerts = await section('Riasztások');
    const alertTable = within(alerts).getByRole('table');
    expect(within(alertTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Iroda', 'Időpont', 'Súlyosság', 'Riasztás', 'Állapot']);
    expect(within(alertTable).getByRole('row', { name: /Kovács és Társa/ }).textContent).toContain('Magas AI-költség kérésenként');
    // Read-only across firms: the firm's own admin acknowledges and resolves.
    expect(within(alerts).queryByRole('button')).toBeNull();

    const log = await section('AI-napló');
    const logTable = within(log).getByRole('table');
    expect(within(logTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Iroda', 'Időpont', 'Felhasználó', 'Esemény', 'Szolgáltató', 'Adatbesorolás', 'IP-cím', 'Költség']);
    expect(within(logTable).getAllByRole('row')).toHaveLength(3);
    expect(calls.filter((c) => c.url.startsWith('/api/platform/ai/overview')).map((c) => c.url)).toEqual(['/api/platform/ai/overview?alertState=open']);

    fireEvent.change(within(firms).getByLabelText('Iroda'), { target: { value: szabo.tenantId } });
    await waitFor(() => expect(within(within(log).getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(calls.map((c) => c.url)).toContain('/api/platform/ai/overview?tenantId=t-szabo&alertState=open');
    expect(within(log).getByRole('table').textContent).toContain('Dr. Szabó Éva');
    expect(within(log).getByRole('table').textContent).not.toContain('Dr. Nagy Péter');
    expect(within(alerts).getByText('Nincs a szűrőnek megfelelő riasztás.')).toBeTruthy();
    // The filter still offers every firm.
    expect(within(within(firms).getByLabelText('Iroda')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Mind', kovacs.tenantName, szabo.tenantName]);
    expect(document.body.textContent).not.toContain('{{');
  });
});

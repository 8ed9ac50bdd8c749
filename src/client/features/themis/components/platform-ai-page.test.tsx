// The platform admin's /app/ai-modules (decision 0243) with the platform admin's data: platform keys
// masked (a saved key is never shown again), add and delete; every firm's usage, alerts and AI log,
// each table headed in Hungarian with the firm in front; the firm filter asks the server for one firm.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { PlatformAiPage } from './platform-ai-page';

const SECRET = 'sk-platform-0123456789abcdef6789';
const kovacs = { tenantId: 't-kovacs', tenantName: 'Kovács és Társa Ügyvédi Iroda' };
const szabo = { tenantId: 't-szabo', tenantName: 'Szabó Ügyvédi Iroda' };

/** How many extra AI-log entries the overview carries (a long log pages). */
let extraAudit = 0;

const overview = (tenantId?: string): ApiAnswer<'get', '/api/platform/ai/overview'> => {
  const firms = [
    { ...kovacs, requests: 12, failures: 1, cost: 0.42, openAlerts: 1, ownKeys: 1 },
    { ...szabo, requests: 3, failures: 0, cost: 0.05, openAlerts: 0, ownKeys: 0 },
  ].filter((f) => !tenantId || f.tenantId === tenantId);
  const audit = firms.map((f, i) => ({
    id: `log-${f.tenantId}`,
    requestId: `r${i}`,
    action: 'response' as const,
    userId: 'u1',
    userName: f.tenantId === kovacs.tenantId ? 'Dr. Nagy Péter' : 'Dr. Szabó Éva',
    provider: 'openai',
    model: 'gpt-4o-mini',
    classification: 'internal',
    categories: [],
    ipAddress: '10.0.0.1',
    userAgent: null,
    cost: 0.0004,
    details: {},
    createdAt: '2026-11-27T10:00:00.000Z',
    tenantId: f.tenantId,
    tenantName: f.tenantName,
  }));
  for (let i = 0; i < extraAudit; i++) audit.push({ ...audit[0]!, id: `log-extra-${i}`, requestId: `x${i}` });
  const alerts =
    tenantId && tenantId !== kovacs.tenantId
      ? []
      : [
          {
            id: 'al-1',
            ...kovacs,
            ruleId: 'rule-1',
            ruleName: 'Minden fizetős kérés',
            type: 'cost' as const,
            severity: 'warning' as const,
            title: 'Magas AI-költség kérésenként',
            message: 'Minden fizetős kérés: €0.0004',
            metrics: {},
            subjectUserId: null,
            subjectUserName: null,
            state: 'acknowledged' as const,
            acknowledged: true,
            createdAt: '2026-11-27T10:01:00.000Z',
            acknowledgedAt: '2026-11-27T10:05:00.000Z',
            acknowledgedByName: 'Kovács Katalin',
            resolvedAt: null,
            resolvedByName: null,
          },
        ];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const days = [{ day: today, requests: 15, tokens: 12_000, cost: tenantId ? 0.05 : 12_345.5 }];
  const health = [
    { provider: 'openai', scope: 'platform', scopeName: 'Platform', status: 'healthy' as const, latency: 820, errorRate: 0, lastCheck: '2026-11-27T10:00:00.000Z', requests24h: 12, failures24h: 0 },
    { provider: 'anthropic', scope: 't-kovacs', scopeName: kovacs.tenantName, status: 'degraded' as const, latency: 12_400, errorRate: 0.125, lastCheck: '2026-11-27T10:00:00.000Z', requests24h: 8, failures24h: 1 },
  ];
  return { firms, audit, alerts, days, health };
};

let keys: ApiAnswer<'get', '/api/platform/ai/keys'>['items'];
let rules: unknown[];
let calls: { method: string; url: string; body: unknown }[];
/** The section (a DataTable's scroll region carries the same name, inside it). */
const section = async (name: string) => (await screen.findAllByRole('region', { name }))[0]!;
const json = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => loadAppLocales());
beforeEach(() => {
  extraAudit = 0;
  keys = [{ id: 'k1', provider: 'anthropic', keyHint: 'sk-ant-••••••••4321', baseUrl: null, model: null, embeddingModel: null, enabled: true, createdAt: '2026-11-20T09:00:00.000Z' }];
  calls = [];
  rules = [
    {
      id: 'pr1',
      name: 'Platform költés',
      type: 'spend',
      provider: null,
      condition: 'greater_than',
      threshold: 1000,
      timeWindowMs: 3_600_000,
      enabled: true,
      notificationTargets: ['ops@virtualis-iroda.hu'],
      updatedAt: '2026-11-27T09:00:00.000Z',
    },
  ];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/platform/ai/keys' && method === 'GET') return json({ items: keys });
    if (url === '/api/platform/ai/keys' && method === 'POST') {
      const saved = {
        id: 'k2',
        provider: body.provider,
        keyHint: 'sk-••••••••6789',
        baseUrl: body.baseUrl,
        model: body.model,
        embeddingModel: body.embeddingModel ?? null,
        enabled: true,
        createdAt: '2026-11-27T11:00:00.000Z',
      };
      keys = [...keys, saved];
      return json(saved, 201);
    }
    if (url.startsWith('/api/platform/ai/keys/') && method === 'DELETE') {
      keys = keys.filter((k) => k.id !== decodeURIComponent(url.split('/').pop()!));
      return new Response(null, { status: 204 });
    }
    if (url === '/api/platform/ai/alert-rules' && method === 'GET') return json({ items: rules });
    if (url === '/api/platform/ai/alert-rules' && method === 'POST') {
      const saved = { id: `pr${rules.length + 1}`, ...body, condition: 'greater_than', enabled: true, updatedAt: '2026-11-27T11:00:00.000Z' };
      rules = [...rules, saved];
      return json(saved, 201);
    }
    if (url.startsWith('/api/platform/ai/alerts'))
      return json({
        items: [
          {
            id: 'pa1',
            ruleId: 'pr1',
            ruleName: 'Platform költés',
            type: 'spend',
            severity: 'critical',
            title: 'Magas platformszintű AI-költés',
            message: 'Platform költés: €1\u00a0250,00',
            metrics: {},
            state: 'created',
            createdAt: '2026-11-27T10:01:00.000Z',
            acknowledgedAt: null,
            acknowledgedByName: null,
            resolvedAt: null,
            resolvedByName: null,
          },
        ],
      });
    if (url.startsWith('/api/platform/ai/overview')) return json(overview(new URL(url, 'http://x').searchParams.get('tenantId') ?? undefined));
    return json({ code: 'NOT_FOUND', message: url }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe("the platform admin's AI screen", () => {
  it('lists the platform keys masked; a saved key is sent once and never shown again; a key can be deleted', async () => {
    renderWithProviders(<PlatformAiPage />);
    const region = await section('Platformszintű kulcsok');
    const table = await within(region).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Szolgáltató', 'API-kulcs', 'Cím (URL)', 'Modell', 'Beágyazási modell', 'Felvéve', 'Műveletek']);
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

  it("shows every firm's usage, alerts and AI log with the firm in front; the firm filter asks for one firm", async () => {
    renderWithProviders(<PlatformAiPage />);
    const firms = await section('Irodák AI-használata az elmúlt 30 napban');
    const firmTable = (await within(firms).findAllByRole('table'))[0]!;
    expect(
      within(firmTable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Iroda', 'Kérések', 'Hibák', 'Költség', 'Nyitott riasztások', 'Kulcs']);
    const kovacsRow = within(firmTable).getByRole('row', { name: /Kovács és Társa/ });
    expect(kovacsRow.textContent).toContain('saját kulcs: 1');
    expect(within(firmTable).getByRole('row', { name: /Szabó Ügyvédi Iroda/ }).textContent).toContain('platformkulcs');

    const alerts = await section('Riasztások');
    const alertTable = within(alerts).getByRole('table');
    expect(
      within(alertTable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Iroda', 'Időpont', 'Súlyosság', 'Riasztás', 'Állapot']);
    expect(within(alertTable).getByRole('row', { name: /Kovács és Társa/ }).textContent).toContain('Magas AI-költség kérésenként');
    // Read-only across firms: the firm's own admin acknowledges and resolves.
    expect(within(alerts).queryByRole('button')).toBeNull();

    const log = await section('AI-napló');
    const logTable = within(log).getByRole('table');
    expect(
      within(logTable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Iroda', 'Időpont', 'Felhasználó', 'Esemény', 'Szolgáltató', 'Adatbesorolás', 'IP-cím', 'Költség']);
    expect(within(logTable).getAllByRole('row')).toHaveLength(3);
    // The provider by its name, as in the keys table (not the id "openai").
    expect(within(logTable).getByRole('row', { name: /Kovács és Társa/ }).textContent).toContain('OpenAI / gpt-4o-mini');
    expect(calls.filter((c) => c.url.startsWith('/api/platform/ai/overview')).map((c) => c.url)).toEqual(['/api/platform/ai/overview?alertState=open']);

    fireEvent.change(within(firms).getByLabelText('Iroda'), { target: { value: szabo.tenantId } });
    await waitFor(() => expect(within(within(log).getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(calls.map((c) => c.url)).toContain('/api/platform/ai/overview?tenantId=t-szabo&alertState=open');
    expect(within(log).getByRole('table').textContent).toContain('Dr. Szabó Éva');
    expect(within(log).getByRole('table').textContent).not.toContain('Dr. Nagy Péter');
    expect(within(alerts).getByText('Nincs a szűrőnek megfelelő riasztás.')).toBeTruthy();
    // The filter still offers every firm.
    expect(
      within(within(firms).getByLabelText('Iroda'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mind', kovacs.tenantName, szabo.tenantName]);
    expect(document.body.textContent).not.toContain('{{');
  });

  it('shows provider health and the daily spend (chart with a table), Hungarian figures; the platform rules and their alerts', async () => {
    renderWithProviders(<PlatformAiPage />);
    const health = await section('Szolgáltatók állapota');
    const healthTable = await within(health).findByRole('table');
    expect(
      within(healthTable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Szolgáltató', 'Kulcs', 'Állapot', 'Átlagos válaszidő', 'Hibaarány', 'Kérések (24 óra)', 'Utolsó ellenőrzés']);
    const degraded = within(healthTable).getByRole('row', { name: /Anthropic/ });
    expect(degraded.textContent).toContain('Lassú / hibázik');
    expect(degraded.textContent).toContain('12\u00a0400 ms');
    expect(degraded.textContent).toContain('12,5%');

    const firms = await section('Irodák AI-használata az elmúlt 30 napban');
    const chart = within(firms).getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('12\u00a0345,50\u00a0EUR');
    expect(within(firms).getByText('Költés: minden iroda')).toBeTruthy();
    const toggle = within(firms).getByRole('button', { name: 'Adatok táblázatban' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(firms).getByRole('table', { name: 'Költés naponta' }).className).not.toContain('sr-only');

    const rulesRegion = await section('Platformszintű riasztási szabályok');
    const ruleRow = await within(rulesRegion).findByRole('row', { name: /Platform költés/ });
    expect(ruleRow.textContent).toContain('1000,00\u00a0EUR');
    expect((within(ruleRow).getByLabelText('Platform költés értesítendő e-mail-címei') as HTMLInputElement).value).toBe('ops@virtualis-iroda.hu');
    fireEvent.change(within(rulesRegion).getByLabelText('Név'), { target: { value: 'OpenAI hibaarány' } });
    fireEvent.change(within(rulesRegion).getByLabelText('Típus'), { target: { value: 'error_rate' } });
    fireEvent.change(within(rulesRegion).getByLabelText('Szolgáltató'), { target: { value: 'openai' } });
    fireEvent.change(within(rulesRegion).getByLabelText('Küszöb (%)'), { target: { value: '12,5' } });
    fireEvent.change(within(rulesRegion).getByLabelText(/Értesítendő e-mail-címek/), { target: { value: 'nem-cim' } });
    fireEvent.click(within(rulesRegion).getByRole('button', { name: 'Szabály felvétele' }));
    expect(await within(rulesRegion).findByRole('alert')).toHaveTextContent('Értesítendő e-mail-címek (vesszővel elválasztva): Érvényes e-mail-címeket adj meg');
    fireEvent.change(within(rulesRegion).getByLabelText(/Értesítendő e-mail-címek/), { target: { value: 'ops@virtualis-iroda.hu, it@virtualis-iroda.hu' } });
    fireEvent.click(within(rulesRegion).getByRole('button', { name: 'Szabály felvétele' }));
    await within(rulesRegion).findByRole('row', { name: /OpenAI hibaarány/ });
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/platform/ai/alert-rules')?.body).toEqual({
      name: 'OpenAI hibaarány',
      type: 'error_rate',
      provider: 'openai',
      threshold: 12.5,
      timeWindowMs: 3_600_000,
      notificationTargets: ['ops@virtualis-iroda.hu', 'it@virtualis-iroda.hu'],
    });

    const platformAlerts = await section('Platformszintű riasztások');
    const alertRow = await within(platformAlerts).findByRole('row', { name: /Magas platformszintű AI-költés/ });
    expect(within(alertRow).getByRole('button', { name: 'Tudomásul vettem: Magas platformszintű AI-költés' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('pages a long AI log (up to 100 entries come at once)', async () => {
    extraAudit = 98;
    renderWithProviders(<PlatformAiPage />);
    const log = await section('AI-napló');
    const table = await within(log).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const pager = within(log).getByRole('navigation', { name: 'Lapozás' });
    expect(pager.textContent).toContain('1–25 / 100');
    // 100 is the newest entries, not the whole log: the section says so.
    expect(log.textContent).toContain('A legutóbbi 100 bejegyzés, a legújabb elöl; régebbiekhez szűkíts a szűrőkkel.');
    fireEvent.click(within(pager).getByRole('button', { name: 'Következő' }));
    expect(pager.textContent).toContain('26–50 / 100');
  });
});

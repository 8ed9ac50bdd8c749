// /app/integrations (issue 36.5) against a fake server: a new endpoint's secret is shown once, the
// "test connection" button shows what failed, the delivery log offers redelivery, and the other
// connections link to where they are set.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@shared/integrations/webhooks';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { IntegrationsPage } from './integrations-page';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const eventTypes = [
  { type: 'matter.created', label: 'Ügy létrehozva' },
  { type: 'invoice.issued', label: 'Számla kiállítva' },
];

let endpoints: WebhookEndpoint[];
let calls: { method: string; url: string; body: unknown }[];
let feedActive: boolean;
/** GET paths that answer 500 (a load that failed). */
let failing: Set<string>;
const inbound = {
  platform: { smtpEnabled: true, domain: 'in.virtualis-iroda.hu', maxMegabytes: 25 },
  address: 'kovacs-ugyved@in.virtualis-iroda.hu',
  matterAddressExample: 'kovacs-ugyved+2026-0042@in.virtualis-iroda.hu',
  enabled: true,
  allowedSenders: [],
  maxMegabytes: 10,
  imap: { enabled: false, host: '', port: 993, secure: true, user: '', hasPassword: false, mailbox: 'INBOX', polledAt: null, error: null },
  configuredBy: null,
  recent: [],
};
const delivery: WebhookDelivery = {
  id: 'd1',
  messageId: 'msg_2Fz0k',
  endpointId: 'e1',
  eventType: 'matter.created',
  status: 'failed',
  attempts: 12,
  nextAttemptAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  requestBody: '{"type":"matter.created"}',
  log: [
    { at: '2026-11-23T09:00:00.000Z', status: 500, error: 'A végpont HTTP 500 hibával válaszolt.', durationMs: 40, requestHeaders: { 'webhook-id': 'msg_2Fz0k' }, responseBody: 'Internal Server Error', manual: false },
  ],
};

beforeAll(async () => {
  await loadAppLocales();
});
beforeEach(() => {
  calls = [];
  endpoints = [];
  feedActive = false;
  failing = new Set();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (method === 'GET' && failing.has(url)) return json({ code: 'INTERNAL_ERROR', message: 'Belső hiba.' }, 500);
    if (url === '/api/integrations/webhooks' && method === 'GET') return json({ items: endpoints, eventTypes });
    if (url === '/api/integrations/webhooks' && method === 'POST') {
      const endpoint: WebhookEndpoint = {
        id: 'e1',
        url: body.url,
        description: body.description,
        events: body.events,
        enabled: true,
        disabledReason: null,
        disabledAt: null,
        secretStart: SECRET.slice(0, 10),
        previousSecretExpiresAt: null,
        createdAt: '2026-11-20T08:00:00.000Z',
        lastDelivery: null,
      };
      endpoints = [endpoint];
      return json({ endpoint, secret: SECRET }, 201);
    }
    if (url === '/api/integrations/webhooks/e1/test') return json({ ok: false, status: null, message: 'A végpont elutasította a kapcsolatot (ECONNREFUSED): nem fut szolgáltatás ezen a címen és porton.', durationMs: 3 });
    if (url === '/api/integrations/webhooks/e1/deliveries') return json({ items: [delivery] });
    if (url === '/api/integrations/webhooks/deliveries/d1/redeliver') return json({ ...delivery, status: 'pending' });
    if (url === '/api/compliance-tracker/calendar-feed' && method === 'GET') return json({ active: feedActive, createdAt: feedActive ? '2026-11-20T08:00:00.000Z' : null });
    if (url === '/api/compliance-tracker/calendar-feed' && method === 'POST') {
      feedActive = true;
      return json({ url: 'https://iroda.example.hu/api/calendar-feed/tok_9f8e7d.ics', createdAt: '2026-11-29T10:00:00.000Z' }, 201);
    }
    if (url === '/api/automations/email-to-case') return json(inbound);
    if (url === '/api/documents/storage') return json({ plan: 'halado', usedBytes: 2.5 * 1024 ** 3, storageBytes: 50 * 1024 ** 3, maxFileBytes: 100 * 1024 ** 2 });
    if (url === '/api/invoice-generator/nav-credentials' && method === 'GET') return json({ configured: true, environment: 'test', login: 'kovacstech1', taxNumber: '24225221', updatedAt: '2026-11-01T08:00:00.000Z' });
    if (url === '/api/ai-modules/keys' && method === 'GET')
      return json({ items: [{ id: 'k1', provider: 'openai', keyHint: 'sk-…cdef', baseUrl: null, model: null, embeddingModel: null, enabled: true, createdAt: '2026-11-01T08:00:00.000Z' }] });
    if (url === '/api/ai-modules/keys/test') return json({ ok: true, message: 'A(z) OpenAI elfogadta a kulcsot.', durationMs: 210 });
    if (url === '/api/invoice-generator/nav-credentials/test')
      return json({ ok: false, message: 'A NAV nem fogadta el a technikai felhasználó adatait. (INVALID_SECURITY_USER: Helytelen authentikációs adatok)', durationMs: 120 });
    return json({ code: 'NOT_FOUND', message: url }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('integrations page', () => {
  it('the endpoint list and a connection that failed to load offer a retry that loads them again', async () => {
    failing = new Set(['/api/integrations/webhooks', '/api/documents/storage']);
    renderWithProviders(
      <MemoryRouter>
        <IntegrationsPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Újrapróbálás' })).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Új végpont' })).toBeDisabled();
    failing.clear();
    for (const retry of screen.getAllByRole('button', { name: 'Újrapróbálás' })) fireEvent.click(retry);
    expect(await screen.findByText('Még nincs webhook-végpont.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url === '/api/integrations/webhooks' && c.method === 'GET')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/documents/storage')).toHaveLength(2);
  });

  it('creates an endpoint, shows its secret once, tests the connection and redelivers from the log', async () => {
    renderWithProviders(
      <MemoryRouter>
        <IntegrationsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Még nincs webhook-végpont.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Új végpont' }));
    const form = await screen.findByRole('dialog', { name: 'Új végpont' });
    // The address is required, and the field says so (the asterisk, and to screen readers).
    expect(within(form).getByLabelText(/^Cím \(URL\)/)).toHaveAttribute('aria-required', 'true');
    fireEvent.change(within(form).getByLabelText(/^Cím \(URL\)/), { target: { value: 'https://ugyvitel.iroda.hu/webhook' } });
    fireEvent.click(within(form).getByLabelText('Ügy létrehozva'));
    fireEvent.click(within(form).getByRole('button', { name: 'Létrehozás' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'A végpont titkos kulcsa' });
    expect(within(secretDialog).getByLabelText('Titkos kulcs')).toHaveValue(SECRET);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { url: 'https://ugyvitel.iroda.hu/webhook', events: ['matter.created'] } });
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Bezárás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once closed, the secret is nowhere on the page: only its start.
    const card = await screen.findByRole('listitem', { name: 'https://ugyvitel.iroda.hu/webhook' });
    expect(document.body.textContent).not.toContain(SECRET);
    expect(within(card).getByText(`Kulcs: ${SECRET.slice(0, 10)}…`)).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'Kapcsolat tesztelése' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Sikertelen kapcsolat: A végpont elutasította a kapcsolatot (ECONNREFUSED)');

    fireEvent.click(within(card).getByRole('button', { name: 'Kézbesítési napló' }));
    const row = (await within(card).findByText('msg_2Fz0k')).closest('tr')!;
    expect(row).toHaveTextContent('Sikertelen');
    expect(row).toHaveTextContent('A végpont HTTP 500 hibával válaszolt.');
    fireEvent.click(within(row).getByRole('button', { name: 'Újraküldés' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('ugyanazzal a webhook-id-val');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/integrations/webhooks/deliveries/d1/redeliver')).toBe(true);

    // The log is a card per delivery on a phone (decision 0478), and a delivery's request and
    // answer open under the table at its full width, not squeezed into the actions cell.
    const table = row.closest('table')!;
    expect(table.getAttribute('role')).toBe('table');
    fireEvent.click(within(row).getByRole('button', { name: 'Részletek' }));
    const details = await within(card).findByRole('region', { name: /Részletek: Ügy létrehozva/ });
    expect(table.contains(details)).toBe(false);
    expect(within(details).getByText(/"type":"matter.created"/)).toBeVisible();
  });

  it('shows the calendar feed, the inbound address, storage against the plan and the NAV test in Hungarian', async () => {
    renderWithProviders(
      <MemoryRouter>
        <IntegrationsPage />
      </MemoryRouter>,
    );
    const calendar = await screen.findByRole('listitem', { name: 'Naptár-hírcsatorna' });
    expect(await within(calendar).findByText('Még nincs naptárhivatkozásod.')).toBeVisible();
    fireEvent.click(within(calendar).getByRole('button', { name: 'Naptárhivatkozás készítése' }));
    expect(await within(calendar).findByLabelText('Naptárhivatkozás (iCal)')).toHaveValue('https://iroda.example.hu/api/calendar-feed/tok_9f8e7d.ics');
    expect(await within(calendar).findByRole('button', { name: 'Új hivatkozás (a régi megszűnik)' })).toBeVisible();

    const mail = screen.getByRole('listitem', { name: 'Bejövő e-mail (e-mailből ügy)' });
    expect(await within(mail).findByText('kovacs-ugyved@in.virtualis-iroda.hu')).toBeVisible();
    expect(mail).toHaveTextContent('Állapot: bekapcsolva');
    expect(within(mail).getByRole('link', { name: 'E-mailből ügy beállításai' })).toHaveAttribute('href', '/app/automations/email-to-case');

    const storage = screen.getByRole('listitem', { name: 'Tárhely' });
    expect(await within(storage).findByText('2,5 GB / 50 GB foglalt (5%)')).toBeVisible();
    expect(within(storage).getByRole('meter', { name: 'Foglalt tárhely' })).toHaveAttribute('value', String(2.5 * 1024 ** 3));
    expect(storage).toHaveTextContent('Egy fájl legfeljebb 100 MB lehet.');

    const nav = screen.getByRole('listitem', { name: 'NAV Online Számla – technikai felhasználó' });
    expect(await within(nav).findByText('Beállítva: kovacstech1 (tesztkörnyezet)')).toBeVisible();
    fireEvent.click(within(nav).getByRole('button', { name: 'Kapcsolat tesztelése' }));
    expect(await within(nav).findByRole('alert')).toHaveTextContent('Sikertelen kapcsolat: A NAV nem fogadta el a technikai felhasználó adatait.');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/invoice-generator/nav-credentials/test')).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Számlázási beállítások' })).toHaveAttribute('href', '/app/invoice-generator/settings');
    const ai = screen.getByRole('listitem', { name: 'AI-szolgáltatók kulcsai' });
    fireEvent.click(await within(ai).findByRole('button', { name: 'OpenAI kapcsolat tesztelése' }));
    expect(await within(ai).findByRole('status')).toHaveTextContent('Sikeres kapcsolat: A(z) OpenAI elfogadta a kulcsot.');
    expect(calls.find((c) => c.url === '/api/ai-modules/keys/test')).toMatchObject({ method: 'POST', body: { provider: 'openai' } });
    expect(within(ai).getByRole('link', { name: 'AI-kezelés' })).toHaveAttribute('href', '/app/ai-modules');
  });

  it('keeps the other sections when a module is missing', async () => {
    const fetchMock = vi.mocked(globalThis.fetch);
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => (String(input) === '/api/automations/email-to-case' ? json({ code: 'MODULE_NOT_INSTALLED', message: 'A modul nincs telepítve.' }, 403) : inner(input, init)));
    renderWithProviders(
      <MemoryRouter>
        <IntegrationsPage />
      </MemoryRouter>,
    );
    const mail = await screen.findByRole('listitem', { name: 'Bejövő e-mail (e-mailből ügy)' });
    expect(await within(mail).findByText(/nincs telepítve/)).toBeVisible();
    expect(await within(screen.getByRole('listitem', { name: 'Tárhely' })).findByText(/GB foglalt/)).toBeVisible();
  });
});

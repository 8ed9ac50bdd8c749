// /app/integrations (issue 36.5) against a fake server: a new endpoint's secret is shown once, the
// "test connection" button shows what failed, the delivery log offers redelivery, and the other
// connections link to where they are set.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@shared/webhooks/webhooks';
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
const delivery: WebhookDelivery = {
  id: 'd1', messageId: 'msg_2Fz0k', endpointId: 'e1', eventType: 'matter.created', status: 'failed', attempts: 12, nextAttemptAt: null, createdAt: '2026-11-20T09:00:00.000Z',
  requestBody: '{"type":"matter.created"}',
  log: [{ at: '2026-11-23T09:00:00.000Z', status: 500, error: 'A végpont HTTP 500 hibával válaszolt.', durationMs: 40, requestHeaders: { 'webhook-id': 'msg_2Fz0k' }, responseBody: 'Internal Server Error', manual: false }],
};

beforeAll(async () => {
  await loadAppLocales();
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  calls = [];
  endpoints = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/integrations/webhooks' && method === 'GET') return json({ items: endpoints, eventTypes });
    if (url === '/api/integrations/webhooks' && method === 'POST') {
      const endpoint: WebhookEndpoint = { id: 'e1', url: body.url, description: body.description, events: body.events, enabled: true, disabledReason: null, disabledAt: null, secretStart: SECRET.slice(0, 10), previousSecretExpiresAt: null, createdAt: '2026-11-20T08:00:00.000Z', lastDelivery: null };
      endpoints = [endpoint];
      return json({ endpoint, secret: SECRET }, 201);
    }
    if (url === '/api/integrations/webhooks/e1/test') return json({ ok: false, status: null, message: 'A végpont elutasította a kapcsolatot (ECONNREFUSED): nem fut szolgáltatás ezen a címen és porton.', durationMs: 3 });
    if (url === '/api/integrations/webhooks/e1/deliveries') return json({ items: [delivery] });
    if (url === '/api/integrations/webhooks/deliveries/d1/redeliver') return json({ ...delivery, status: 'pending' });
    return json({ code: 'NOT_FOUND', message: url }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('integrations page', () => {
  it('creates an endpoint, shows its secret once, tests the connection and redelivers from the log', async () => {
    renderWithProviders(<MemoryRouter><IntegrationsPage /></MemoryRouter>);
    expect(await screen.findByText('Még nincs webhook-végpont.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Új végpont' }));
    const form = await screen.findByRole('dialog', { name: 'Új végpont' });
    fireEvent.change(within(form).getByLabelText('Cím (URL)'), { target: { value: 'https://ugyvitel.iroda.hu/webhook' } });
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
  });

  it('links to where the NAV technical user and the AI keys are set', async () => {
    renderWithProviders(<MemoryRouter><IntegrationsPage /></MemoryRouter>);
    expect(await screen.findByRole('link', { name: 'Számlázási beállítások' })).toHaveAttribute('href', '/app/invoice-generator/settings');
    expect(screen.getByRole('link', { name: 'AI-kezelés' })).toHaveAttribute('href', '/app/ai-modules');
  });
});

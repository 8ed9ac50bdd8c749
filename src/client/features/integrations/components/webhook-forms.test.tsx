// The webhook endpoint's dialogs on the form kit: the shared create body (an event at least) in the
// browser, the server's VALIDATION_ERROR messages on the URL and on the overlap.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint } from '@shared/integrations/webhooks';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { EndpointFormDialog, RotateDialog } from './webhook-forms';

const eventTypes = [
  { type: 'matter.created', label: 'Ügy létrehozva' },
  { type: 'invoice.issued', label: 'Számla kiállítva' },
];
const endpoint = {
  id: 'e1',
  url: 'https://ugyvitel.iroda.hu/webhook',
  description: 'Ügyviteli rendszer',
  events: ['matter.created'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  secretStart: 'whsec_MfKQ',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastDelivery: null,
} satisfies WebhookEndpoint;

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('webhook forms on the form kit', () => {
  it('a new endpoint: an event is required, the server message on the URL lands under it', async () => {
    const calls = mockFetch((url, method) => (url === '/api/integrations/webhooks' && method === 'POST' ? invalid({ url: 'Belső hálózati címre nem küldünk webhookot.' }) : undefined));
    const onCreated = vi.fn();
    renderWithProviders(<EndpointFormDialog endpoint={null} eventTypes={eventTypes} onClose={vi.fn()} onCreated={onCreated} />);
    const dialog = screen.getByRole('dialog', { name: 'Új végpont' });
    await userEvent.type(within(dialog).getByLabelText(/^Cím \(URL\)/), 'http://10.0.0.8/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    expect(within(dialog).getByRole('group', { name: 'Események' })).toHaveAccessibleDescription(/Válassz legalább egy eseményt\./);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByLabelText('Számla kiállítva'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Cím \(URL\)/)).toHaveAccessibleDescription(/Belső hálózati címre nem küldünk webhookot\./));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ url: 'http://10.0.0.8/hook', description: '', events: ['invoice.issued'] });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("an address the firm already has: the server's 409 message lands under the URL, the dialog stays open", async () => {
    const taken = 'Erre a címre már küld egy végpont („Ügyviteli rendszer”): módosítsd azt, vagy adj meg másik címet.';
    mockFetch((url, method) =>
      url === '/api/integrations/webhooks' && method === 'POST' ? json(409, { code: 'WEBHOOK_URL_TAKEN', message: 'Erre a címre már van webhook-végpontja az irodának.', fields: { url: taken } }) : undefined,
    );
    const onCreated = vi.fn();
    renderWithProviders(<EndpointFormDialog endpoint={null} eventTypes={eventTypes} onClose={vi.fn()} onCreated={onCreated} />);
    const dialog = screen.getByRole('dialog', { name: 'Új végpont' });
    await userEvent.type(within(dialog).getByLabelText(/^Cím \(URL\)/), 'https://Ugyvitel.iroda.hu/webhook/');
    await userEvent.click(within(dialog).getByLabelText('Ügy létrehozva'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Cím \(URL\)/)).toHaveAccessibleDescription(new RegExp(taken.replace(/[()]/g, '\\$&'))));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('editing sends the changed events; rotation puts the server message under the overlap', async () => {
    const calls = mockFetch((url) => {
      if (url === '/api/integrations/webhooks/e1') return json(200, { ...endpoint, events: ['matter.created', 'invoice.issued'] });
      if (url === '/api/integrations/webhooks/e1/rotate-secret') return invalid({ overlapHours: 'A régi kulcs legfeljebb 168 óráig írhat alá.' });
      return undefined;
    });
    const onClose = vi.fn();
    const { unmount } = renderWithProviders(<EndpointFormDialog endpoint={endpoint} eventTypes={eventTypes} onClose={onClose} onCreated={vi.fn()} />);
    await userEvent.click(screen.getByLabelText('Számla kiállítva'));
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ url: endpoint.url, description: endpoint.description, events: ['matter.created', 'invoice.issued'] });
    unmount();

    renderWithProviders(<RotateDialog endpoint={endpoint} onClose={vi.fn()} onRotated={vi.fn()} />);
    const overlap = screen.getByLabelText('Átfedés');
    await userEvent.selectOptions(overlap, '168');
    await userEvent.click(screen.getByRole('button', { name: 'Kulcscsere' }));
    await waitFor(() => expect(overlap).toHaveAccessibleDescription('A régi kulcs legfeljebb 168 óráig írhat alá.'));
    expect(calls.find((c) => c.url.endsWith('/rotate-secret'))?.body).toEqual({ overlapHours: 168 });
  });
});

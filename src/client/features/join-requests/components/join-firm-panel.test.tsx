// The no-firm screen's way forward (issue 12 point 3): own requests with their state, the
// invitations to accept, and the server's Hungarian answers shown as they come.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { JoinFirmPanel } from './join-firm-panel';

type Reply = { status?: number; body?: unknown };
let mine: ApiAnswer<'get', '/api/join-requests/mine'>;
let submitReply: Reply;
const calls: { method: string; url: string; body: unknown }[] = [];

beforeAll(() => loadAppLocales());
beforeEach(() => {
  calls.length = 0;
  mine = {
    items: [
      { id: 'r1', requestedWith: 'ugyved@kovacs-ugyved.hu', status: 'pending', tenantName: null, createdAt: '2026-11-25T08:00:00.000Z', decidedAt: null },
      { id: 'r2', requestedWith: 'masik-iroda', status: 'declined', tenantName: null, createdAt: '2026-11-20T08:00:00.000Z', decidedAt: '2026-11-21T08:00:00.000Z' },
    ],
    invitations: [{ id: 'inv-1', tenantName: 'Kovács és Társai Ügyvédi Iroda', expiresAt: '2026-12-01T08:00:00.000Z' }],
  };
  submitReply = { status: 202, body: { status: 'pending', message: 'Csatlakozási kérelmedet rögzítettük.' } satisfies ApiAnswer<'post', '/api/join-requests'> };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    let reply: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'nincs' } };
    if (url === '/api/join-requests/mine') reply = { body: mine };
    if (url === '/api/join-requests' && method === 'POST') reply = submitReply;
    if (url === '/api/join-requests/invitations/inv-1/accept' && method === 'POST') {
      mine = { ...mine, invitations: [] };
      reply = { status: 204 };
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('JoinFirmPanel', () => {
  it('lists own requests with their Hungarian state, never naming a firm that did not accept', async () => {
    renderWithProviders(<JoinFirmPanel />);
    expect(await screen.findByText('ugyved@kovacs-ugyved.hu')).toBeInTheDocument();
    expect(screen.getByText('Függőben')).toBeInTheDocument();
    expect(screen.getByText('Elutasítva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visszavonás: ugyved@kovacs-ugyved.hu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visszavonás: masik-iroda' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Elfogadta:/)).not.toBeInTheDocument();
  });

  it('accepts an invitation on the server and drops it from the list', async () => {
    renderWithProviders(<JoinFirmPanel />);
    const user = userEvent.setup();
    expect(await screen.findByText('A(z) Kovács és Társai Ügyvédi Iroda meghívott ügyfélként.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meghívó elfogadása: Kovács és Társai Ügyvédi Iroda' }));
    await waitFor(() => expect(screen.queryByText(/meghívott ügyfélként/)).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/join-requests/invitations/inv-1/accept')).toBe(true);
  });

  it("sends the typed value and shows the server's answer, or its error (e.g. too many pending requests)", async () => {
    renderWithProviders(<JoinFirmPanel />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Az ügyvéded emailcíme vagy az iroda kódja'), ' kovacs-es-tarsai ');
    await user.click(screen.getByRole('button', { name: 'Csatlakozási kérelem küldése' }));
    expect(await screen.findByText('Csatlakozási kérelmedet rögzítettük.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/join-requests')?.body).toEqual({ lawyerEmailOrCode: 'kovacs-es-tarsai' });

    submitReply = { status: 409, body: { code: 'JOIN_REQUEST_LIMIT', message: 'Legfeljebb 5 függő csatlakozási kérelmed lehet egyszerre.' } };
    await user.type(screen.getByLabelText('Az ügyvéded emailcíme vagy az iroda kódja'), 'hatodik@example.hu');
    await user.click(screen.getByRole('button', { name: 'Csatlakozási kérelem küldése' }));
    expect(await screen.findByText('Legfeljebb 5 függő csatlakozási kérelmed lehet egyszerre.')).toBeInTheDocument();
  });

  it('asks for a value in Hungarian without sending an empty request', async () => {
    renderWithProviders(<JoinFirmPanel />);
    const user = userEvent.setup();
    await screen.findByText('ugyved@kovacs-ugyved.hu');
    await user.click(screen.getByRole('button', { name: 'Csatlakozási kérelem küldése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add meg az ügyvéded emailcímét vagy az iroda kódját');
    expect(screen.getByLabelText('Az ügyvéded emailcíme vagy az iroda kódja')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/join-requests')).toBe(false);
  });

  it("shows the server's field error on the field", async () => {
    submitReply = { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { lawyerEmailOrCode: 'Túl hosszú érték' } } };
    renderWithProviders(<JoinFirmPanel />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Az ügyvéded emailcíme vagy az iroda kódja');
    await user.type(field, 'kovacs-es-tarsai');
    await user.click(screen.getByRole('button', { name: 'Csatlakozási kérelem küldése' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Túl hosszú érték'));
    expect(field).toHaveValue('kovacs-es-tarsai');
  });
});

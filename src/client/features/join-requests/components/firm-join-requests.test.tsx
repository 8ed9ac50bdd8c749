// The firm's side of join requests: accepting a request, and the direct invitation of a customer
// on the form kit, whose server field errors land on the e-mail field (issue 41 points 2 and 4).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { FirmJoinRequests } from './firm-join-requests';

type Reply = { status?: number; body?: unknown };
let inviteReply: Reply;
const calls: { method: string; url: string; body: unknown }[] = [];

const requests = {
  items: [{ id: 'jr1', name: 'Csatlakozó Cecília', email: 'cecilia@example.hu', company: null, requestedWith: 'kovacs-es-tarsai', createdAt: '2026-11-28T08:00:00.000Z' }],
} satisfies ApiAnswer<'get', '/api/company/join-requests'>;

beforeAll(() => loadAppLocales());
beforeEach(() => {
  calls.length = 0;
  inviteReply = { status: 201, body: { id: 'ci1', email: 'kiss.bence@example.hu', expiresAt: '2026-12-06T08:00:00.000Z' } satisfies ApiAnswer<'post', '/api/company/invitations'> };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    let reply: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'nincs' } };
    if (url === '/api/company/join-requests') reply = { body: requests };
    if (url === '/api/company/join-requests/jr1/accept') reply = { body: { id: 'jr1', status: 'accepted' } satisfies ApiAnswer<'post', '/api/company/join-requests/{id}/accept'> };
    if (url === '/api/company/invitations' && method === 'POST') reply = inviteReply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const posted = (url: string) => calls.filter((c) => c.method === 'POST' && c.url === url).map((c) => c.body);

describe('FirmJoinRequests', () => {
  it('shows the firm code and accepts a request', async () => {
    renderWithProviders(<FirmJoinRequests firmCode="kovacs-es-tarsai" />);
    const user = userEvent.setup();
    expect(screen.getByTestId('firm-code')).toHaveTextContent('kovacs-es-tarsai');
    await user.click(await screen.findByRole('button', { name: 'Elfogadás: Csatlakozó Cecília' }));
    expect(await screen.findByText('Csatlakozó Cecília ügyfélként csatlakozott.')).toBeInTheDocument();
  });

  it('invites a customer by e-mail and empties the field', async () => {
    renderWithProviders(<FirmJoinRequests firmCode="kovacs-es-tarsai" />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Az ügyfél emailcíme');
    await user.type(field, ' kiss.bence@example.hu ');
    await user.click(screen.getByRole('button', { name: 'Meghívó küldése' }));
    expect(await screen.findByText('Meghívót küldtünk ide: kiss.bence@example.hu.')).toBeInTheDocument();
    expect(posted('/api/company/invitations')).toEqual([{ email: 'kiss.bence@example.hu' }]);
    expect(field).toHaveValue('');
  });

  it('names a wrong address in Hungarian without sending', async () => {
    renderWithProviders(<FirmJoinRequests firmCode="kovacs-es-tarsai" />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Az ügyfél emailcíme');
    await user.type(field, 'kiss.bence');
    await user.click(screen.getByRole('button', { name: 'Meghívó küldése' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Érvénytelen email cím formátum')));
    expect(posted('/api/company/invitations')).toEqual([]);
  });

  it("shows the server's field error on the e-mail field", async () => {
    inviteReply = { status: 409, body: { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { email: 'Ez az ügyfél már tagja az irodának.' } } };
    renderWithProviders(<FirmJoinRequests firmCode="kovacs-es-tarsai" />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Az ügyfél emailcíme');
    await user.type(field, 'kiss.bence@example.hu');
    await user.click(screen.getByRole('button', { name: 'Meghívó küldése' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Ez az ügyfél már tagja az irodának.'));
    expect(screen.queryByText(/Meghívót küldtünk/)).not.toBeInTheDocument();
  });
});

// The firm's inbox (issue 35 point 2): the filters ask the server for what they name, a thread
// opens with its assignee, and saving the assignee or closing sends the change; a thread that does
// not load says why in its pane.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { FirmInbox } from './firm-inbox';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const summary = {
  id: 't-1',
  subject: 'Hagyatéki kérdés',
  client: { id: 'c-1', name: 'Szabó Anna' },
  matter: null,
  status: 'open',
  lastMessageAt: '2026-11-20T09:00:00.000Z',
  lastFromFirm: false,
  unread: 0,
  assignedTo: null,
} satisfies ApiAnswer<'get', '/api/client-portal/inbox'>['items'][number];
const thread = {
  ...summary,
  messages: [
    {
      id: 'msg-1',
      body: 'Milyen iratok kellenek?',
      fromFirm: false,
      authorName: 'Szabó Anna',
      createdAt: '2026-11-20T09:00:00.000Z',
      readByOtherSide: false,
      attachment: { documentId: 'd-1', fileName: 'meghatalmazás.pdf', sizeBytes: 1024 },
    },
  ],
} satisfies ApiAnswer<'get', '/api/client-portal/inbox/{id}'>;

function requestOf(input: RequestInfo | URL, init?: RequestInit) {
  return input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
}

/** The inbox's answers; `other` answers further paths (a thread that fails). */
function answer(other: Record<string, () => Response> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = requestOf(input, init);
    const url = new URL(request.url, 'http://localhost');
    const answered = other[url.pathname];
    if (answered) return answered();
    if (request.method === 'PATCH' && url.pathname === '/api/client-portal/inbox/t-1') return json(200, { ...thread, ...(await request.json()) });
    if (url.pathname === '/api/client-portal/inbox') return json(200, { items: url.searchParams.get('status') === 'closed' ? [] : [summary], unreadTotal: 0 });
    if (url.pathname === '/api/client-portal/inbox/t-1') return json(200, thread);
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
}

const renderInbox = (thread: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/app/client-portal?thread=${thread}`]}>
      <Routes>
        <Route path="/app/client-portal" element={<FirmInbox staff={[{ userId: 'u-2', name: 'dr. Kiss Éva' }]} />} />
      </Routes>
    </MemoryRouter>,
  );

const sent = (spy: ReturnType<typeof answer>, method: string, path: string) =>
  spy.mock.calls.map(([input, init]) => requestOf(input, init)).filter((r) => r.method === method && new URL(r.url, 'http://localhost').pathname === path);

describe('FirmInbox', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('filters, opens a thread and assigns it or closes it', async () => {
    const spy = answer();
    renderInbox('t-1');
    const list = await screen.findByRole('list', { name: 'Üzenetváltások' });
    expect(within(list).getByRole('link', { name: /Hagyatéki kérdés/ })).toHaveTextContent('Válaszra vár');
    expect(await screen.findByRole('log', { name: 'Üzenetek' })).toHaveTextContent('Milyen iratok kellenek?');
    expect(screen.getByRole('link', { name: 'Csatolmány: meghatalmazás.pdf' })).toHaveAttribute('href', '/api/client-portal/inbox/t-1/attachments/d-1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Felelős' }), 'u-2');
    await userEvent.click(screen.getByRole('button', { name: 'Felelős mentése' }));
    await vi.waitFor(() => expect(sent(spy, 'PATCH', '/api/client-portal/inbox/t-1')).toHaveLength(1));
    expect(await sent(spy, 'PATCH', '/api/client-portal/inbox/t-1')[0]!.json()).toEqual({ assignedTo: 'u-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Lezárás' }));
    await vi.waitFor(() => expect(sent(spy, 'PATCH', '/api/client-portal/inbox/t-1')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Lezárt' }));
    expect(await screen.findByText('Nincs a szűrésnek megfelelő üzenetváltás.')).toBeInTheDocument();
    expect(sent(spy, 'GET', '/api/client-portal/inbox').some((r) => new URL(r.url, 'http://localhost').searchParams.get('status') === 'closed')).toBe(true);
  });

  it('an inbox with no conversation at all says so, without blaming the "Mind" filter; a filter that finds none says that', async () => {
    answer({ '/api/client-portal/inbox': () => json(200, { items: [], unreadTotal: 0 }) });
    renderInbox('');
    expect(await screen.findByText('Még egyetlen ügyfél sem írt üzenetet a portálon.')).toBeInTheDocument();
    expect(screen.queryByText('Nincs a szűrésnek megfelelő üzenetváltás.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Válaszra vár' }));
    expect(await screen.findByText('Nincs a szűrésnek megfelelő üzenetváltás.')).toBeInTheDocument();
  });

  it('a thread that does not exist: "not found" in its pane, no heading of its own and no retry; the way back (a phone shows the pane alone)', async () => {
    answer();
    renderInbox('t-9');
    expect(await screen.findByText('Ez az üzenetváltás nem található, vagy nincs hozzá hozzáférésed.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vissza a listához' }));
    expect(screen.queryByText('Ez az üzenetváltás nem található, vagy nincs hozzá hozzáférésed.')).not.toBeInTheDocument();
  });

  it('a thread that fails to load: a level-2 "Hiba történt" in its pane, with the retry', async () => {
    answer({ '/api/client-portal/inbox/t-9': () => json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }) });
    renderInbox('t-9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
  });
});

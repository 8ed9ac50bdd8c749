// The customer's messages page (issue 35 point 2): the thread list with unread counts, a thread
// with its read receipts that marks itself read, the reply going to the server, and ?action=new
// asking a customer who acts for several clients which one they write for; a thread that does not
// load says why in its pane, under the page's heading.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { ContactCompanyPage } from './contact-company-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const summary = {
  id: 't-1',
  subject: 'Kérdés a tárgyalásról',
  client: { id: 'c-1', name: 'Tóth Gábor' },
  matter: { id: 'm-1', number: '2026/0007', title: 'Tóth Gábor – bérleti vita' },
  status: 'open',
  lastMessageAt: '2026-11-20T09:30:00.000Z',
  lastFromFirm: true,
  unread: 1,
  assignedTo: null,
} satisfies ApiAnswer<'get', '/api/client-portal/threads'>['items'][number];
const thread = {
  ...summary,
  messages: [
    { id: 'msg-1', body: 'Mikor lesz a tárgyalás?', fromFirm: false, authorName: 'Tóth Gábor', createdAt: '2026-11-20T09:00:00.000Z', readByOtherSide: true, attachment: null },
    {
      id: 'msg-2',
      body: 'December 3-án 10 órakor.',
      fromFirm: true,
      authorName: 'dr. Nagy Péter',
      createdAt: '2026-11-20T09:30:00.000Z',
      readByOtherSide: false,
      attachment: { documentId: 'd-1', fileName: 'idézés.pdf', sizeBytes: 2048 },
    },
  ],
} satisfies ApiAnswer<'get', '/api/client-portal/threads/{id}'>;
const overview = {
  customerData: { name: 'Tóth Gábor' },
  connectedCompany: { name: 'Kovács és Társai', contact: null, email: null, phone: null },
  recentActivities: [],
  stats: { unread_messages: 1, upcoming_appointments: 0, pending_invoices: 0 },
  clients: [
    { id: 'c-1', name: 'Tóth Gábor' },
    { id: 'c-2', name: 'Tóth és Fia Kft.' },
  ],
  matters: [{ id: 'm-1', number: '2026/0007', title: 'Tóth Gábor – bérleti vita', status: 'open', openedOn: '2026-10-01', responsibleLawyer: 'dr. Nagy Péter' }],
} satisfies ApiAnswer<'get', '/api/client-portal/overview'>;

/** The portal's answers; `other` answers further paths (a thread that fails). */
function answer(other: Record<string, () => Response> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost').pathname;
    const answered = other[url];
    if (answered) return answered();
    if (request.method === 'POST' && url === '/api/client-portal/threads/t-1/read') return json(200, { ok: true });
    if (request.method === 'POST' && url === '/api/client-portal/threads/t-1/messages') return json(201, { id: 'msg-3' });
    if (request.method === 'POST' && url === '/api/client-portal/threads') return json(400, { code: 'PORTAL_CLIENT_REQUIRED', message: 'Válaszd ki, melyik ügyfél nevében írsz.' });
    if (url === '/api/client-portal/threads') return json(200, { items: [summary], unreadTotal: 1 });
    if (url === '/api/client-portal/threads/t-1') return json(200, thread);
    if (url === '/api/client-portal/overview') return json(200, overview);
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
}

const calls = (spy: ReturnType<typeof answer>, method: string, path: string) =>
  spy.mock.calls.filter(([input, init]) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    return request.method === method && new URL(request.url, 'http://localhost').pathname === path;
  });

const renderAt = (url: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/app/contact-company" element={<ContactCompanyPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ContactCompanyPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('lists the threads with unread counts, opens one, marks it read and sends a reply', async () => {
    const spy = answer();
    renderAt('/app/contact-company?thread=t-1');
    const list = await screen.findByRole('list', { name: 'Üzenetváltások' });
    expect(within(list).getByRole('link', { name: /Kérdés a tárgyalásról/ })).toHaveTextContent('1 olvasatlan');
    const log = await screen.findByRole('log', { name: 'Üzenetek' });
    expect(within(log).getByText('Mikor lesz a tárgyalás?').closest('article')).toHaveTextContent('Olvasva');
    expect(within(log).getByText('December 3-án 10 órakor.').closest('article')).toHaveTextContent('dr. Nagy Péter');
    await vi.waitFor(() => expect(calls(spy, 'POST', '/api/client-portal/threads/t-1/read')).toHaveLength(1));
    // The firm's attachment downloads through the customer's own thread route.
    expect(within(log).getByRole('link', { name: 'Csatolmány: idézés.pdf' })).toHaveAttribute('href', '/api/client-portal/threads/t-1/attachments/d-1');

    // Neither text nor file: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Küldés' }));
    expect(await screen.findByText('Írj üzenetet vagy csatolj fájlt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Csatolt fájl (nem kötelező)')).toBeInTheDocument();
    expect(calls(spy, 'POST', '/api/client-portal/threads/t-1/messages')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Válasz/ }), 'Köszönöm, ott leszek.');
    await userEvent.click(screen.getByRole('button', { name: 'Küldés' }));
    await vi.waitFor(() => expect(calls(spy, 'POST', '/api/client-portal/threads/t-1/messages')).toHaveLength(1));
  });

  it('opens the new-message form with ?action=new and shows the server’s answer', async () => {
    answer();
    renderAt('/app/contact-company?action=new');
    const form = await screen.findByRole('form', { name: 'Új üzenet az irodának' });
    expect(within(form).getByRole('combobox', { name: /Kinek a nevében írsz/ })).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Tárgy/ }), 'Cégkivonat');
    await userEvent.type(within(form).getByRole('textbox', { name: /Üzenet/ }), 'Kérem a cégkivonatot.');
    await userEvent.click(within(form).getByRole('button', { name: 'Üzenet küldése' }));
    expect(await within(form).findByText('Válaszd ki, melyik ügyfél nevében írsz.')).toBeInTheDocument();
  });

  it('a thread that does not exist: "not found" in its pane, no retry, the way back', async () => {
    answer();
    renderAt('/app/contact-company?thread=t-9');
    expect(await screen.findByText('Ez az üzenetváltás nem található, vagy nincs hozzá hozzáférésed.')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
    // A phone shows the pane alone: the way back to the list is there.
    expect(screen.getByRole('link', { name: 'Vissza a listához' })).toHaveAttribute('href', '/app/contact-company');
  });

  it('a thread that fails to load: a level-2 "Hiba történt" under the page heading, with the retry', async () => {
    answer({ '/api/client-portal/threads/t-9': () => json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }) });
    renderAt('/app/contact-company?thread=t-9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
  });
});

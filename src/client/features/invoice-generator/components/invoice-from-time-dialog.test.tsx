// The invoice list's "Számla a nem számlázott időből" dialog (decision 0513): a client chosen in
// the searching picker sends `clientContactId` (all its matters), a matter sends `matterId`, the
// new draft opens, and a refusal shows the server's message in the dialog. The client picker
// offers only the clients (`matterRole=client`, decision 0514), not every contact of the firm.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { InvoiceFromTimeDialogButton } from './invoice-from-time-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const contactOf = (id: string, kind: string, name: string, taxNumber: string | null = null) => ({ id, kind, name, email: null, taxNumber, createdAt: '2026-01-01T00:00:00Z' });
/** The clients: what `/api/contacts?matterRole=client` answers. */
const clients = [contactOf('c-1', 'organisation', 'Soproni Borház Kft.', '12892312-2-08'), contactOf('c-2', 'person', 'Kovács Ödön')];
/** The firm's other contacts: an opposing party and a court, which the unfiltered list holds too. */
const others = [contactOf('c-3', 'organisation', 'Kovács és Társa Ellenfél Kft.'), contactOf('c-4', 'organisation', 'Soproni Járásbíróság')];
const matterOf = (id: string, number: string, title: string, clients: string[]) => ({
  id,
  number,
  title,
  status: 'open',
  practiceArea: 'civil',
  clients,
  responsibleLawyer: null,
  openedOn: '2026-01-01',
  confidential: false,
  openTasks: 0,
});
const matters = {
  items: [matterOf('m-1', '2026/0001', 'Bérleti vita', ['Kovács Ödön']), matterOf('m-2', '2026/0002', 'Cégalapítás', ['Soproni Borház Kft.'])],
  total: 2,
  counts: { open: 2, in_progress: 0, closed: 0, archived: 0 },
};

/**
 * The server's answers. `firmClients`: the clients it lists (none for a firm without any);
 * `contactQueries`: collects the contacts list's queries; `contactsAnswered`: the contacts list answers once it settles.
 */
function mockApi(answer: () => Response, firmClients = clients, contactQueries: string[] = [], contactsAnswered: Promise<void> = Promise.resolve()) {
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname: url, searchParams } = new URL(request.url);
    if (url === '/api/contacts') {
      contactQueries.push(searchParams.toString());
      await contactsAnswered;
      const items = searchParams.get('matterRole') === 'client' ? firmClients : [...firmClients, ...others];
      return json(200, { items, total: items.length });
    }
    if (url === '/api/matters') return json(200, matters);
    if (url === '/api/invoice-generator/from-time' && request.method === 'POST') {
      posted.push(JSON.parse(await request.clone().text()));
      return answer();
    }
    return json(200, null);
  });
  return posted;
}

function renderList() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/app/invoice-generator']}>
      <Routes>
        <Route path="/app/invoice-generator" element={<InvoiceFromTimeDialogButton />} />
        <Route path="/app/invoice-generator/:id" element={<p>piszkozat megnyitva</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Számla a nem számlázott időből' }));
  return screen.findByRole('dialog', { name: 'Számla a nem számlázott időből' });
}

async function choose(label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: new RegExp(label) });
  await userEvent.click(box);
  await userEvent.type(box, typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('InvoiceFromTimeDialog', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('offers only the clients, not every contact of the firm (decision 0514)', async () => {
    const contactQueries: string[] = [];
    mockApi(() => json(201, { id: 'inv-0', entries: 1, currency: 'HUF' }), clients, contactQueries);
    renderList();
    await openDialog();
    const box = screen.getByRole('combobox', { name: /Ügyfél/ });
    await userEvent.click(box);
    await waitFor(() => expect(optionNames()).toEqual(['Soproni Borház Kft. (12892312-2-08)', 'Kovács Ödön']));
    // Typed: the clients' matches only, no opposing party or court of the same name.
    await userEvent.type(box, 'kovacs');
    expect(optionNames()).toEqual(['Kovács Ödön']);
    await userEvent.clear(box);
    await userEvent.type(box, 'soproni');
    expect(optionNames()).toEqual(['Soproni Borház Kft. (12892312-2-08)']);
    expect(contactQueries).toEqual(['limit=200&offset=0&matterRole=client']);
  });

  it('says „Keresés…” while the clients load, and that there is no client yet when the firm has none', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    mockApi(() => json(201, { id: 'inv-0', entries: 1, currency: 'HUF' }), [], [], loaded);
    renderList();
    await openDialog();
    await userEvent.click(screen.getByRole('combobox', { name: /Ügyfél/ }));
    const list = screen.getByRole('listbox', { name: /Ügyfél/ });
    expect(list).toHaveTextContent('Keresés…');
    expect(list).not.toHaveTextContent('Nincs találat.');
    release();
    await waitFor(() => expect(list).toHaveTextContent('Még nincs ügyfél: egyetlen általad látható ügyben sincs ügyfélként felvett névjegy.'));
    expect(list).not.toHaveTextContent('Nincs találat.');
    expect(optionNames()).toEqual([]);
  });

  it('a client chosen in the searching picker sends clientContactId and opens the new draft', async () => {
    const posted = mockApi(() => json(201, { id: 'inv-1', entries: 3, currency: 'HUF' }));
    renderList();
    await openDialog();
    expect(screen.getByRole('radio', { name: 'Egy ügyfél összes ügyéből' })).toBeChecked();
    await choose('Ügyfél', 'soproni', 'Soproni Borház Kft. (12892312-2-08)');
    await userEvent.click(screen.getByRole('button', { name: 'Piszkozat készítése' }));
    expect(await screen.findByText('piszkozat megnyitva')).toBeInTheDocument();
    expect(posted).toEqual([{ clientContactId: 'c-1' }]);
  });

  it('a matter chosen instead sends matterId (with the last day of work when given)', async () => {
    const posted = mockApi(() => json(201, { id: 'inv-2', entries: 1, currency: 'HUF' }));
    renderList();
    await openDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Egy ügyből' }));
    await choose('Ügy', 'berleti', '2026/0001 – Bérleti vita (Kovács Ödön)');
    await userEvent.type(screen.getByRole('textbox', { name: /Munka eddig a napig/ }), '2026. 11. 30.');
    await userEvent.click(screen.getByRole('button', { name: 'Piszkozat készítése' }));
    expect(await screen.findByText('piszkozat megnyitva')).toBeInTheDocument();
    expect(posted).toEqual([{ matterId: 'm-1', until: '2026-11-30' }]);
  });

  it('nothing chosen is refused on the picker and nothing is sent', async () => {
    const posted = mockApi(() => json(201, { id: 'inv-3', entries: 1, currency: 'HUF' }));
    renderList();
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Piszkozat készítése' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Ügyfél/ })).toHaveAccessibleDescription(/Válaszd ki az ügyfelet\./));
    expect(posted).toEqual([]);
  });

  it('shows the server’s Hungarian refusal in the dialog, which stays open', async () => {
    const message = 'Ez a névjegy egyetlen általad látható ügyben sem ügyfél, ezért nincs az ügyfél ügyeiből számlázható munkaidő.';
    mockApi(() => json(409, { code: 'INVOICE_TIME_NOT_A_CLIENT', message }));
    renderList();
    const dialog = await openDialog();
    await choose('Ügyfél', 'kovacs', 'Kovács Ödön');
    await userEvent.click(screen.getByRole('button', { name: 'Piszkozat készítése' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(dialog).toBeVisible();
    expect(screen.queryByText('piszkozat megnyitva')).not.toBeInTheDocument();
  });
});

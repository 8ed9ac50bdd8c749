// The invoice list's "Számla a nem számlázott időből" dialog (decision 0513): a client chosen in
// the searching picker sends `clientContactId` (all its matters), a matter sends `matterId`, the
// new draft opens, and a refusal shows the server's message in the dialog.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { InvoiceFromTimeDialogButton } from './invoice-from-time-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const contacts = {
  items: [
    { id: 'c-1', kind: 'organisation', name: 'Soproni Borház Kft.', email: null, taxNumber: '12892312-2-08', createdAt: '2026-01-01T00:00:00Z' },
    { id: 'c-2', kind: 'person', name: 'Kovács Ödön', email: null, taxNumber: null, createdAt: '2026-01-01T00:00:00Z' },
  ],
  total: 2,
};
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

function mockApi(answer: () => Response) {
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url).pathname;
    if (url === '/api/contacts') return json(200, contacts);
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

describe('InvoiceFromTimeDialog', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

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

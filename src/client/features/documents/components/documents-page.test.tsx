// The vault's list: its search says what it searches (decision 0431: title, file name, tags and the
// text inside the files, not only the title and the file name), and one list/grid switch with the
// bin apart from it (decision 0492).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { chooseInCombobox } from '@client/test/combobox';
import { mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { DocumentsPage } from './documents-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderList(matters: { id: string; number: string; title: string; status: string }[] = []) {
  mockApi({ '/api/documents': { items: [], total: 0, folders: [], tags: [] }, '/api/matters': { items: matters, total: matters.length } }, []);
  renderWithProviders(
    <MemoryRouter initialEntries={['/app/documents']}>
      <DocumentsPage canUpload={false} />
    </MemoryRouter>,
  );
}

describe('DocumentsPage, the search and the filter row', () => {
  it('names the search for what it finds: the text inside the documents as well as their titles', async () => {
    renderList();
    const search = await screen.findByRole('searchbox', { name: 'Keresés a dokumentumokban' });
    expect(search).toHaveAttribute('placeholder', 'cím, címke, szöveg');
    expect(screen.queryByText('Keresés címben és fájlnévben')).not.toBeInTheDocument();
  });

  it('has one list/grid switch (decision 0492): a radio pair with one state, the bin apart from it in the header', async () => {
    renderList();
    const view = await screen.findByRole('group', { name: 'Nézet' });
    const list = within(view).getByRole('radio', { name: 'Lista' });
    const grid = within(view).getByRole('radio', { name: 'Rács' });
    expect(within(view).getAllByRole('radio')).toHaveLength(2);
    expect(within(view).queryByRole('button')).not.toBeInTheDocument();
    expect(list).toBeChecked();
    await userEvent.click(grid);
    expect(grid).toBeChecked();
    expect(list).not.toBeChecked();
    expect(await screen.findByRole('list', { name: 'Dokumentumtár' })).toBeInTheDocument();
    // No pressed-state buttons competing with the switch: the bin is a plain button beside the title.
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    const bin = screen.getByRole('button', { name: 'Lomtár' });
    expect(bin).not.toHaveAttribute('aria-pressed');
    await userEvent.click(bin);
    expect(await screen.findByRole('heading', { name: 'Lomtár', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vissza a dokumentumtárhoz' })).toBeInTheDocument();
  });

  it('the matter filter searches: a part of the title or number finds the matter, the list is asked for its id; "Mind" clears it', async () => {
    renderList([
      { id: 'm1', number: '2026/0001', title: 'Szabó Anna – adásvétel', status: 'open' },
      { id: 'm2', number: '2026/0250', title: 'Bence Bau Kft. – behajtás', status: 'open' },
      { id: 'm3', number: '2026/0251', title: 'Kovács Ödön – hagyaték', status: 'in_progress' },
    ]);
    const filters = await screen.findByRole('search', { name: 'Dokumentumok szűrése' });
    const matter = within(filters).getByRole('combobox', { name: 'Ügy' });
    expect(matter).toHaveAttribute('placeholder', 'Mind');
    const asked = () =>
      vi
        .mocked(globalThis.fetch)
        .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/api/documents');
    await chooseInCombobox(matter, '2026/0251 – Kovács Ödön – hagyaték', 'hagyatek');
    expect(matter).toHaveValue('2026/0251 – Kovács Ödön – hagyaték');
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('matterId')).toBe('m3'));
    await chooseInCombobox(matter, 'Mind', 'mind');
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('matterId')).toBeNull());
  });
});

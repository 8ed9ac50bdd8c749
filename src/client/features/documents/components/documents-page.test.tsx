// The vault's list: its search says what it searches (decision 0431: title, file name, tags and the
// text inside the files, not only the title and the file name), and the row of view and bin buttons
// wraps within its grid cell instead of running past the page's edge.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { DocumentsPage } from './documents-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderList() {
  mockApi({ '/api/documents': { items: [], total: 0, folders: [], tags: [] }, '/api/matters': { items: [], total: 0 } }, []);
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

  it('lets the view and bin buttons wrap inside their cell (at 1280 px "Lomtár" ran past the page)', async () => {
    renderList();
    const bin = await screen.findByRole('button', { name: 'Lomtár' });
    expect(bin.parentElement).toHaveClass('flex-wrap');
    expect(screen.getByRole('group', { name: 'Nézet' })).toHaveClass('flex-wrap');
  });
});

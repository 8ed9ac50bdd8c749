// The firm's knowledge base list: the articles its customers can read in the portal's FAQ carry an
// "Ügyfeleknek látható" badge; internal ones none.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { KnowledgePage } from './knowledge-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const person = { id: 'u1', name: 'dr. Nagy Péter' };
const article = (id: string, title: string, visibility: 'internal' | 'client') => ({
  id,
  title,
  category: 'procedure',
  tags: [],
  visibility,
  author: person,
  updatedBy: person,
  updatedAt: '2026-12-01T10:00:00Z',
  version: 1,
});

describe('KnowledgePage, the list', () => {
  it('marks the articles shown to customers with "Ügyfeleknek látható", and only those', async () => {
    mockApi({ '/api/knowledge-base': { items: [article('a1', 'Gyakori kérdések a válásról', 'client'), article('a2', 'Belső határidő-ellenőrzés', 'internal')], tags: [] } }, []);
    renderWithProviders(
      <MemoryRouter>
        <KnowledgePage canWrite={false} />
      </MemoryRouter>,
    );
    const shown = (await screen.findByRole('link', { name: 'Gyakori kérdések a válásról' })).closest('li')!;
    expect(within(shown).getByText('Ügyfeleknek látható')).toBeVisible();
    const internal = screen.getByRole('link', { name: 'Belső határidő-ellenőrzés' }).closest('li')!;
    expect(within(internal).queryByText('Ügyfeleknek látható')).not.toBeInTheDocument();
    expect(screen.getAllByText('Ügyfeleknek látható')).toHaveLength(1);
  });
});

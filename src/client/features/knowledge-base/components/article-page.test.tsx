// An article's page, a failed load: an article the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { ArticlePage } from './article-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderPage(answer: () => Response) {
  mockFetch((url) => (url === '/api/knowledge-base/a-1' ? answer() : undefined));
  renderWithProviders(
    <MemoryRouter>
      <ArticlePage articleId="a-1" canWrite vault={false} />
    </MemoryRouter>,
  );
}

describe('ArticlePage, a failed load', () => {
  it('an article that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(() => json(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a cikk nem található.');
    expect(screen.getByRole('heading', { level: 1, name: 'Tudásbázis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Vissza a tudásbázishoz' })).toHaveAttribute('href', '/app/kb');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a lost connection: says so, with the retry and the way back', async () => {
    renderPage(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Vissza a tudásbázishoz' })).toHaveAttribute('href', '/app/kb');
  });
});

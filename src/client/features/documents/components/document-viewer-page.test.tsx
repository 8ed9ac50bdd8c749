// A document's page, a failed load: a document the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { DocumentViewerPage } from './document-viewer-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderPage(answer: Response) {
  mockFetch((url) => (url === '/api/documents/d-1' ? answer : undefined));
  renderWithProviders(
    <MemoryRouter>
      <DocumentViewerPage documentId="d-1" canWrite versioning />
    </MemoryRouter>,
  );
}

describe('DocumentViewerPage, a failed load', () => {
  it('a document that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(json(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a dokumentum nem található.');
    expect(screen.getByRole('heading', { level: 1, name: 'Dokumentum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Vissza a dokumentumtárba' })).toHaveAttribute('href', '/app/documents');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a rate limit: says so, with the retry and the way back', async () => {
    renderPage(json(429, { code: 'RATE_LIMITED', message: 'Túl sok kérés.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByText(/Túl sok kérés érkezett rövid idő alatt/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Vissza a dokumentumtárba' })).toHaveAttribute('href', '/app/documents');
  });
});

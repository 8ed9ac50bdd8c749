// A template's page (and the editor's, through the same WithTemplate): a template the firm does not
// have says so under the page's heading, without a retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { TemplateDetailPage } from './template-detail-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderPage(answer: Response) {
  mockFetch((url) => (url === '/api/document-templates/t1' ? answer : undefined));
  renderWithProviders(
    <MemoryRouter>
      <TemplateDetailPage templateId="t1" canGenerate canEdit />
    </MemoryRouter>,
  );
}

describe('TemplateDetailPage, a failed load', () => {
  it('a template that does not exist: the heading and "not found", no retry', async () => {
    renderPage(json(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A sablon nem található.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sablon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a server fault is not "not found": "Hiba történt" with the retry', async () => {
    renderPage(json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(screen.queryByText('A sablon nem található.')).not.toBeInTheDocument();
  });
});

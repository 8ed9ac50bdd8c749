// The sources under a Themis answer (decision 0248): a document links to /app/documents/:id, a
// knowledge-base article to /app/kb/:articleId and says it is from the knowledge base.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CitationList } from './citation-list';

beforeAll(() => loadAppLocales());

describe('CitationList', () => {
  it('links a document to its page and an article to the knowledge base', () => {
    renderWithProviders(
      <MemoryRouter>
        <CitationList
          citations={[
            { documentId: 'doc-1', title: 'Adásvételi szerződés', snippet: 'A vételár 45 000 000 Ft.', rank: 0.5 },
            { source: 'kb_article', articleId: 'kb-1', title: 'Ügyfél-azonosítás a Pmt. szerint', snippet: '8 évig őrizzük meg.', rank: 0.4 },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Adásvételi szerződés' }).getAttribute('href')).toBe('/app/documents/doc-1');
    const article = screen.getByRole('link', { name: 'Ügyfél-azonosítás a Pmt. szerint' });
    expect(article.getAttribute('href')).toBe('/app/kb/kb-1');
    expect(article.closest('li')!.textContent).toContain('(tudásbázis)');
  });
});

// An article's page, a failed load: an article the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry. Showing an
// internal article to every customer in the portal's FAQ asks first; hiding it does not.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage } from '@client/test/object-page-failures';
import { ArticlePage } from './article-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const renderPage = (answer: () => Response) => renderObjectPage(<ArticlePage articleId="a-1" canWrite vault={false} />, '/api/knowledge-base/a-1', answer);
const back = { name: '← Vissza a tudásbázishoz', href: '/app/kb' };

describe('ArticlePage, a failed load', () => {
  it('an article that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Tudásbázis', sentence: 'Ez a cikk nem található.', back });
  });

  it('a lost connection: says so, with the retry and the way back', async () => {
    renderPage(() => {
      throw new TypeError('Failed to fetch');
    });
    await expectRetryableFailure({ back });
  });
});

describe('ArticlePage, showing an article to the customers', () => {
  const person = { id: 'u1', name: 'dr. Nagy Péter' };
  const article = (visibility: 'internal' | 'client') => ({
    id: 'a-1',
    title: 'Határidő-számítás a Pp. szerint',
    category: 'procedure',
    tags: ['határidő'],
    visibility,
    author: person,
    updatedBy: person,
    updatedAt: '2026-02-10T08:30:00.000Z',
    version: 1,
    body: 'A Pp. 148. §-a szerint…',
    createdAt: '2026-01-27T08:30:00.000Z',
  });
  const renderArticle = (visibility: 'internal' | 'client') => {
    const sent = mockApi({ '/api/knowledge-base/a-1/revisions': { items: [] }, '/api/knowledge-base/a-1': article(visibility) }, [json(200, article(visibility === 'client' ? 'internal' : 'client'))]);
    renderWithProviders(
      <MemoryRouter>
        <ArticlePage articleId="a-1" canWrite vault={false} />
      </MemoryRouter>,
    );
    return sent;
  };

  it('an internal article goes into the customers’ FAQ only after a confirmation naming it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const sent = renderArticle('internal');
    const show = await screen.findByRole('button', { name: 'Megjelenítés az ügyfelek GYIK-jában' });
    await userEvent.click(show);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('„Határidő-számítás a Pp. szerint”'));
    expect(sent).toEqual([]);
    await userEvent.click(show);
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PATCH', url: '/api/knowledge-base/a-1/visibility', body: { visibility: 'client' } }]));
  });

  it('hiding it from the customers asks nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const sent = renderArticle('client');
    await userEvent.click(await screen.findByRole('button', { name: 'Elrejtés az ügyfelek elől' }));
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PATCH', url: '/api/knowledge-base/a-1/visibility', body: { visibility: 'internal' } }]));
    expect(confirm).not.toHaveBeenCalled();
  });
});

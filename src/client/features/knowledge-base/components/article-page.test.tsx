// An article's page, a failed load: an article the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry.
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
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

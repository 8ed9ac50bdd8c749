// A document's page, a failed load: a document the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json } from '@client/test/form-api-mock';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage } from '@client/test/object-page-failures';
import { DocumentViewerPage } from './document-viewer-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const renderPage = (answer: () => Response) => renderObjectPage(<DocumentViewerPage documentId="d-1" canWrite versioning />, '/api/documents/d-1', answer);
const back = { name: '← Vissza a dokumentumtárba', href: '/app/documents' };

describe('DocumentViewerPage, a failed load', () => {
  it('a document that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Dokumentum', sentence: 'Ez a dokumentum nem található.', back });
  });

  it('a rate limit: says so, with the retry and the way back', async () => {
    renderPage(() => json(429, { code: 'RATE_LIMITED', message: 'Túl sok kérés.' }));
    await expectRetryableFailure({ back });
    expect(screen.getByText(/Túl sok kérés érkezett rövid idő alatt/)).toBeInTheDocument();
  });
});

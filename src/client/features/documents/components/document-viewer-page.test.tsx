// A document's page, a failed load: a document the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry. Its versions
// are a card each on a phone, with their download within the screen (decision 0478).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { MemoryRouter } from 'react-router';
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

const by = { id: 'u1', name: 'dr. Nagy Péter' };
const version = (number: number, current: boolean) => ({
  id: `v${number}`,
  number,
  fileName: 'Feljegyzés az ügyféltalálkozóról.txt',
  mime: 'text/plain',
  sizeBytes: 1289,
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-11-28T14:18:47.019Z',
  uploadedBy: by,
  restoredFrom: null,
  hasText: true,
  extraction: 'done',
  current,
});
const document = {
  id: 'd-1',
  title: 'Feljegyzés az ügyféltalálkozóról',
  fileName: 'Feljegyzés az ügyféltalálkozóról.txt',
  kind: 'text',
  mime: 'text/plain',
  sizeBytes: 1289,
  folder: null,
  tags: [],
  matter: null,
  client: null,
  versionNumber: 2,
  updatedAt: '2026-11-28T15:18:46.928Z',
  createdAt: '2026-11-28T14:18:46.928Z',
  createdBy: by,
  deletedAt: null,
  restorableUntil: null,
  sha256: 'a'.repeat(64),
  extraction: 'done',
  ocr: null,
  text: 'Feljegyzés.',
  textTruncated: false,
  versions: [version(2, true), version(1, false)],
};

describe('DocumentViewerPage, the versions', () => {
  it('stacks each version as a card on a phone and keeps a file name whole at its word breaks', async () => {
    mockApi({ '/api/documents/d-1': document }, []);
    renderWithProviders(
      <MemoryRouter>
        <DocumentViewerPage documentId="d-1" canWrite versioning={false} />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'A dokumentum verziói, a legújabb elöl' });
    // A stacked table names its roles explicitly (decision 0478); an ordinary one leaves them implicit.
    expect(table.getAttribute('role')).toBe('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['v2aktuális', 'v1']);
    expect(within(table).getAllByRole('link', { name: /letöltése/ })).toHaveLength(2);
    const file = within(table)
      .getAllByRole('cell')
      .find((c) => c.textContent?.includes('.txt'));
    expect(file).not.toHaveClass('break-all');
    expect(table).not.toHaveClass('min-w-[36rem]');
  });
});

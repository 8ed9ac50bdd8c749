// A template's page (and the editor's, through the same WithTemplate): a template the firm does not
// have says so under the page's heading, without a retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { TemplateDetailPage } from './template-detail-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const renderPage = (answer: () => Response) => renderObjectPage(<TemplateDetailPage templateId="t1" canGenerate canEdit />, '/api/document-templates/t1', answer);

describe('TemplateDetailPage, a failed load', () => {
  it('a template that does not exist: the heading and "not found", no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Sablon', sentence: 'A sablon nem található.' });
  });

  it('a server fault is not "not found": "Hiba történt" with the retry', async () => {
    renderPage(serverFaultAnswer);
    await expectRetryableFailure();
    expect(screen.queryByText('A sablon nem található.')).not.toBeInTheDocument();
  });
});

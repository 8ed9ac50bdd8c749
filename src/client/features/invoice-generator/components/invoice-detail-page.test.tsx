// An invoice's page, a failed load: an invoice the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry.
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { InvoiceDetailPage } from './invoice-detail-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const renderPage = (answer: () => Response) => renderObjectPage(<InvoiceDetailPage invoiceId="inv-1" canWrite />, '/api/invoice-generator/inv-1', answer);
const back = { name: 'Vissza a számlákhoz', href: '/app/invoice-generator' };

describe('InvoiceDetailPage, a failed load', () => {
  it('an invoice that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Számlák', sentence: 'Ez a számla nem található.', back });
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderPage(serverFaultAnswer);
    await expectRetryableFailure({ back });
  });
});

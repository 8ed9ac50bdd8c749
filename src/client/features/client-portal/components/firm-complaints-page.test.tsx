// One complaint's page: an id the firm has no complaint under says so under the page's heading,
// without the retry that could not help; a failure that could pass offers the retry. The way back
// to the complaints is under the message in both.
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { FirmComplaintPage } from './firm-complaints-page';

const back = { name: 'Vissza a panaszokhoz', href: '/app/complaints' };
const renderPage = (answer: () => Response) => renderObjectPage(<FirmComplaintPage id="minta-1" canHandle />, '/api/client-portal/firm/complaints/minta-1', answer);

describe('FirmComplaintPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('a complaint that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Panasz', sentence: 'Ez a panasz nem található.', back });
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderPage(serverFaultAnswer);
    await expectRetryableFailure({ back });
  });
});

// One reservation's page: an id the firm has no reservation under says so under the page's heading,
// without the retry that could not help; a failure that could pass offers the retry. The way back
// to the reservations is under the message in both.
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { ReservationDetailPage } from './reservation-pages';

const back = { name: 'Vissza a foglalásokhoz', href: '/app/hospitality/reservations' };
const renderPage = (answer: () => Response) => renderObjectPage(<ReservationDetailPage id="minta-1" canBook canInvoice canViewInvoices />, '/api/hospitality/reservations/minta-1', answer);

describe('ReservationDetailPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('a reservation that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Foglalás', sentence: 'Ez a foglalás nem található.', back });
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderPage(serverFaultAnswer);
    await expectRetryableFailure({ back });
  });
});

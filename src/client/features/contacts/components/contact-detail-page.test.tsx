// A contact's page, a failed load: a contact the firm does not have (deleted, merged) says so under
// the page's heading with the way back and no retry; a failure that could pass offers the retry.
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { ContactDetailPage } from './contact-detail-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const renderPage = (answer: () => Response) => renderObjectPage(<ContactDetailPage id="c-9" canEdit />, '/api/contacts/c-9', answer);
const back = { name: '← Vissza a névjegyekhez', href: '/app/contacts' };

describe('ContactDetailPage, a failed load', () => {
  it('a contact that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Névjegyek', sentence: 'Ez a névjegy nem található (törölték vagy összevonták).', back });
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderPage(serverFaultAnswer);
    await expectRetryableFailure({ back });
  });
});

// An invoice's page, a failed load: an invoice the firm does not have says so under the page's
// heading with the way back and no retry; a failure that could pass offers the retry. The totals of
// an issued invoice name the net and the VAT, so a storno's negative amounts read as they are
// ("nettó -210 000 Ft, áfa -56 700 Ft"), never "-210 000 Ft + -56 700 Ft".
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json } from '@client/test/form-api-mock';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { draftAmounts, draftInvoice } from '../test/draft-invoice';
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

const issued = { status: 'issued' as const, number: 'SZ/000004', issueDate: '2026-11-25', deliveryDate: '2026-11-25', paymentDate: '2026-12-03' };
const stornoAmounts = { net: '-210000', vat: '-56700', gross: '-266700', netHUF: '-210000', vatHUF: '-56700', grossHUF: '-266700' };
const totalsText = async () => (await screen.findByRole('region', { name: 'Összesítő' })).textContent?.replace(/\u00a0/g, ' ');

describe('InvoiceDetailPage, the totals by VAT rate', () => {
  it('an invoice: "nettó 80 000 Ft, áfa 21 600 Ft" under its rate', async () => {
    renderPage(() => json(200, draftInvoice({ ...issued, byVat: [{ code: '27', reason: null, amounts: draftAmounts }] })));
    const text = await totalsText();
    expect(text).toContain('27%nettó 80 000 Ft, áfa 21 600 Ft');
    expect(text).not.toContain(' + ');
  });

  it('a storno: the negative amounts each with their own name, never "+ -56 700 Ft"', async () => {
    renderPage(() =>
      json(
        200,
        draftInvoice({
          ...issued,
          number: 'SZ/000005',
          operation: 'STORNO',
          originalInvoiceId: 'inv-0',
          originalInvoiceNumber: 'SZ/000004',
          modificationIndex: 1,
          totals: stornoAmounts,
          byVat: [{ code: '27', reason: null, amounts: stornoAmounts }],
        }),
      ),
    );
    const text = await totalsText();
    expect(text).toContain('nettó -210 000 Ft, áfa -56 700 Ft');
    expect(text).toContain('Bruttó összesen-266 700 Ft');
    expect(text).not.toMatch(/\+ ?-/);
  });
});

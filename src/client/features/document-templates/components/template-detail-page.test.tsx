// A template's page (and the editor's, through the same WithTemplate): a template the firm does not
// have says so under the page's heading, without a retry; a failure that could pass offers the retry.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json } from '@client/test/form-api-mock';
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

const template = {
  id: 't1',
  slug: null,
  name: 'Díjbekérő levél',
  description: 'Lejárt díj bekérése.',
  category: 'demand_letter',
  language: 'hu',
  complexity: 'simple',
  status: 'active',
  tags: [],
  usageCount: 0,
  rating: null,
  estimatedTimeMinutes: 10,
  version: 1,
  builtIn: false,
  variableCount: 2,
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
  content: 'Tisztelt {ugyfel_neve}! Számlánk: {bankszamla}.',
  hasDocx: false,
  variables: [
    { key: 'ugyfel_neve', label: 'Ügyfél neve', type: 'text', required: true },
    { key: 'bankszamla', label: 'Bankszámla', type: 'bank_account', required: false },
  ],
  createdByName: 'Kovács Katalin',
  versions: [],
};

describe('TemplateDetailPage, the fields table', () => {
  it('shows each field as a card on a phone (375 px): the table stacks, every value under its column name', async () => {
    renderObjectPage(<TemplateDetailPage templateId="t1" canGenerate canEdit />, '/api/document-templates/t1', () => json(200, template));
    const table = await screen.findByRole('table', { name: 'Mezők' });
    // Stacked under 640 px (DataTable stackOnPhone, decision 0478): roles kept, the header row hidden on a phone.
    expect(table.getAttribute('role')).toBe('table');
    expect(table.className).toContain('max-sm:block');
    expect(table.querySelector('thead')?.className).toContain('max-sm:sr-only');
    const row = within(table)
      .getByRole('rowheader', { name: /Bankszámla/ })
      .closest('tr')!;
    expect([...row.querySelectorAll('td [aria-hidden="true"]')].map((l) => l.textContent)).toEqual(expect.arrayContaining(['Típus', 'Helyőrző']));
  });
});

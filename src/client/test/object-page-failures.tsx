// Component tests of a page of one object whose load fails (components/errors/object-load-error.tsx):
// the page rendered with one answer for its object, and what it must show – for an object the
// firm does not have, its heading, the sentence and the way back without a retry; for a failure
// that could pass, "Hiba történt" as the page's heading with the retry and the way back.
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { json, mockFetch } from './form-api-mock';
import { renderWithProviders } from './render';

export const notFoundAnswer = () => json(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' });
export const serverFaultAnswer = () => json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' });

/**
 * Renders `page` with `answer()` for GET `objectUrl` (a throw is a lost connection) and `others`
 * for the rest of its requests (e.g. the module a record belongs to).
 */
export function renderObjectPage(page: ReactNode, objectUrl: string, answer: () => Response, others: (url: string) => Response | undefined = () => undefined) {
  mockFetch((url) => (url === objectUrl ? answer() : others(url)));
  renderWithProviders(<MemoryRouter>{page}</MemoryRouter>);
}

export interface WayBack {
  name: string;
  href: string;
}

const retryButton = () => screen.queryByRole('button', { name: 'Újrapróbálás' });

/** The way back, under the message (where the eye goes next), whatever the failure. */
function expectWayBack(back: WayBack | undefined) {
  if (!back) return;
  const link = screen.getByRole('link', { name: back.name });
  expect(link).toHaveAttribute('href', back.href);
  expect(screen.getByRole('alert').compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

/** An object the firm does not have: the page's heading, the sentence, the way back, no retry. */
export async function expectMissingObject({ heading, sentence, back }: { heading: string; sentence: string; back?: WayBack }) {
  expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expectWayBack(back);
  expect(retryButton()).not.toBeInTheDocument();
}

/** A failure that could pass: "Hiba történt" as the page's heading, the retry, the way back. */
export async function expectRetryableFailure({ back }: { back?: WayBack } = {}) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
  expect(retryButton()).toBeInTheDocument();
  expectWayBack(back);
}

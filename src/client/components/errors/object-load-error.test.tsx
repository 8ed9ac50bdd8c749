// The failed load of one object's page: a refusal (404; 403 when asked, with the server's message)
// is the heading and a sentence without a retry, anything else LoadError with its retry; the way back under either.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { ObjectLoadError, type ObjectLoadErrorProps } from './object-load-error';

const notFound = new ApiError('NOT_FOUND', 'Az ügy nem található, vagy nincs hozzá hozzáférésed.', 404);
const forbidden = new ApiError('NO_TENANT', 'Előbb válassz céget.', 403);
const serverFault = new ApiError('INTERNAL_ERROR', 'Belső hiba.', 500);

const show = (props: ObjectLoadErrorProps) =>
  render(
    <MemoryRouter>
      <ObjectLoadError {...props} />
    </MemoryRouter>,
  );
const retry = () => screen.queryByRole('button', { name: 'Újrapróbálás' });

describe('ObjectLoadError', () => {
  it('a 404: the page heading and the sentence, no retry', () => {
    show({ error: notFound, onRetry: () => {}, title: 'Panasz', missingText: 'Ez a panasz nem található.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Panasz' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ez a panasz nem található.');
    expect(retry()).not.toBeInTheDocument();
  });

  it('another failure: "Hiba történt" as the page heading, with the retry', () => {
    show({ error: serverFault, onRetry: () => {}, title: 'Panasz', missingText: 'Ez a panasz nem található.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.queryByText('Ez a panasz nem található.')).not.toBeInTheDocument();
    expect(retry()).toBeInTheDocument();
  });

  it('the way back is under the sentence and under the failure alike', () => {
    const back = { to: '/app/complaints', label: 'Vissza a panaszokhoz' };
    const { unmount } = show({ error: notFound, onRetry: () => {}, title: 'Panasz', missingText: 'Ez a panasz nem található.', back });
    expect(screen.getByRole('link', { name: 'Vissza a panaszokhoz' })).toHaveAttribute('href', '/app/complaints');
    unmount();
    show({ error: serverFault, onRetry: () => {}, title: 'Panasz', missingText: 'Ez a panasz nem található.', back });
    expect(screen.getByRole('link', { name: 'Vissza a panaszokhoz' })).toHaveAttribute('href', '/app/complaints');
    expect(retry()).toBeInTheDocument();
  });

  it("a 403 is a failure with a retry unless the page says it is a refusal: then the server's message, no retry", () => {
    const { unmount } = show({ error: forbidden, onRetry: () => {}, title: 'Ügy', missingText: 'Ez az ügy nem található.' });
    expect(retry()).toBeInTheDocument();
    unmount();
    show({ error: forbidden, onRetry: () => {}, title: 'Ügy', missingText: 'Ez az ügy nem található.', forbiddenIsRefusal: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Ügy' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Előbb válassz céget.');
    expect(retry()).not.toBeInTheDocument();
  });

  it('without a title (inside a page that has one): no heading for a 404, a level-2 heading for a failure', () => {
    const { unmount } = show({ error: notFound, onRetry: () => {}, missingText: 'Az ügyfél nem található.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Az ügyfél nem található.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    show({ error: serverFault, onRetry: () => {}, missingText: 'Az ügyfél nem található.' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hiba történt' })).toBeInTheDocument();
    expect(retry()).toBeInTheDocument();
  });
});

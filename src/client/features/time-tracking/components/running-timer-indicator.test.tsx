// The running timer in the top bar (issue 38.3): the matter and the elapsed time by the server's
// clock, a link to the time-tracking page; nothing while no timer runs.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { RunningTimerIndicator } from './running-timer-indicator';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('RunningTimerIndicator', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows the running timer’s matter and elapsed time, linking to time tracking', async () => {
    const timer = {
      matter: { id: 'm-1', number: '2026/0001', title: 'Kártérítési per' },
      activity: 'other',
      description: '',
      startedAt: '2026-11-29T08:00:00.000Z',
      serverNow: '2026-11-29T09:05:30.000Z',
    } satisfies ApiAnswer<'get', '/api/time-tracking/timer'>['timer'];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ timer } satisfies ApiAnswer<'get', '/api/time-tracking/timer'>));
    renderWithProviders(
      <MemoryRouter>
        <RunningTimerIndicator enabled />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /^Fut a stopper: 2026\/0001 – Kártérítési per, 1:05/ });
    expect(link).toHaveAttribute('href', '/app/tracking');
    expect(link).toHaveTextContent(/2026\/00011:05:3\d/);
  });

  it('shows nothing while no timer runs', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ timer: null } satisfies ApiAnswer<'get', '/api/time-tracking/timer'>));
    const { container } = renderWithProviders(
      <MemoryRouter>
        <RunningTimerIndicator enabled />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

// The case file's time tab pages through a long matter's entries instead of stopping at the newest 200.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { MatterTimePanel } from './matter-time-panel';
import { timeEntry } from '../test/fixtures';

describe('a matter’s time tab', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows 50 of 230 entries with the range, and the next page asks the server for the next 50', async () => {
    const entries = Array.from({ length: 230 }, (_, i) => ({ ...timeEntry(), id: `te-${i + 1}`, description: `Munka ${i + 1}` }));
    const asked: string[] = [];
    mockFetch((url) => {
      if (url !== '/api/time-tracking') return undefined;
      const query = new URL(String(vi.mocked(globalThis.fetch).mock.lastCall?.[0]), 'http://localhost').searchParams;
      asked.push(`${query.get('offset')}+${query.get('limit')}`);
      const offset = Number(query.get('offset'));
      return json(200, { items: entries.slice(offset, offset + Number(query.get('limit'))), total: entries.length });
    });
    renderWithProviders(<MatterTimePanel matterId="mt-1" firmWide />);
    expect(await screen.findByText('Munka 50')).toBeTruthy();
    expect(screen.queryByText('Munka 51')).toBeNull();
    expect(screen.getByText('1–50 / 230')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Következő' }));
    expect(await screen.findByText('Munka 100')).toBeTruthy();
    expect(screen.getByText('51–100 / 230')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['0+50', '50+50']));
  });
});

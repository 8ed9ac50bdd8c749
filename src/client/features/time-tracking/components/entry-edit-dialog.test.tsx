// "Módosítás" on a week's entry: the dialog comes filled with the entry, sends only what changed
// through PATCH /api/time-tracking/:id, and shows the server's refusal of a billed entry.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { WeekView } from './week-view';
import { timeEntry } from '../test/fixtures';

const entry = timeEntry({ workDate: '2026-11-30' });
const locked = timeEntry({ id: 'te-2', description: 'Számlázott tárgyalás', workDate: '2026-12-01', lockedAt: '2026-12-02T10:00:00.000Z', invoiceId: 'inv-1' });
const zero = { minutes: 0, billableMinutes: 0, billedMinutes: 0, amounts: [] };
const week = {
  from: '2026-11-30',
  to: '2026-12-06',
  days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({ date, ...zero })),
  totals: zero,
  entries: [entry, locked],
} satisfies ApiAnswer<'get', '/api/time-tracking/week'>;
const lockedMessage = 'Ez az időbejegyzés már számlázva van, ezért nem módosítható és nem törölhető. Csak a számla sztornózása oldja fel.';

describe('editing a time entry', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('opens filled with the entry and saves only what changed; a billed entry offers no edit', async () => {
    const sent = mockFetch(
      (url, method) => {
        if (method === 'GET' && url === '/api/time-tracking/week') return json(200, week);
        if (method === 'GET' && url === '/api/matters') return json(200, { items: [], total: 0 });
        if (method === 'PATCH') return json(200, { ...entry, minutes: 90, billedMinutes: 90, description: 'Keresetlevél javítása' });
        return undefined;
      },
      { record: 'writes' },
    );
    renderWithProviders(<WeekView canRecord />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bejegyzés módosítása: Keresetlevél átnézése' }));
    expect(screen.queryByRole('button', { name: 'Bejegyzés módosítása: Számlázott tárgyalás' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Időbejegyzés módosítása' });
    expect(screen.getByLabelText(/Időtartam/)).toHaveValue('1:12');
    expect(screen.getByLabelText(/Leírás/)).toHaveValue('Keresetlevél átnézése');
    await user.clear(screen.getByLabelText(/Időtartam/));
    await user.type(screen.getByLabelText(/Időtartam/), '1:30');
    await user.clear(screen.getByLabelText(/Leírás/));
    await user.type(screen.getByLabelText(/Leírás/), 'Keresetlevél javítása');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PATCH', url: '/api/time-tracking/te-1', body: { duration: '1:30', description: 'Keresetlevél javítása' } }]));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("shows the server's refusal when the entry was billed in the meantime", async () => {
    mockFetch((url, method) => {
      if (method === 'GET' && url === '/api/time-tracking/week') return json(200, week);
      if (method === 'GET' && url === '/api/matters') return json(200, { items: [], total: 0 });
      if (method === 'PATCH') return json(409, { code: 'TIME_ENTRY_LOCKED', message: lockedMessage });
      return undefined;
    });
    renderWithProviders(<WeekView canRecord />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bejegyzés módosítása: Keresetlevél átnézése' }));
    await screen.findByRole('dialog', { name: 'Időbejegyzés módosítása' });
    await user.click(screen.getByRole('checkbox', { name: 'Számlázható' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText(lockedMessage)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Időbejegyzés módosítása' })).toBeInTheDocument();
  });
});

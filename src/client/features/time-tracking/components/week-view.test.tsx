// The week's entries: deleting one is a conscious step (a misclick must not lose recorded time).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { WeekView } from './week-view';
import { timeEntry } from '../test/fixtures';

const entry = timeEntry({ user: { id: 'u-1', name: 'dr. Nagy Péter' }, workDate: '2026-11-30', createdAt: '2026-11-30T09:00:00.000Z' });
const zero = { minutes: 0, billableMinutes: 0, billedMinutes: 0, amounts: [] };
const week = {
  from: '2026-11-30',
  to: '2026-12-06',
  days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({ date, ...zero })),
  totals: zero,
  entries: [entry],
} satisfies ApiAnswer<'get', '/api/time-tracking/week'>;

describe('week view', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('asks before deleting an entry; cancelled, nothing is deleted; confirmed, the entry is deleted', async () => {
    const sent = mockFetch((url, method) => (method === 'GET' && url === '/api/time-tracking/week' ? json(200, week) : method === 'DELETE' ? json(200, { ok: true }) : undefined), { record: 'writes' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<WeekView canRecord />);
    const remove = await screen.findByRole('button', { name: 'Bejegyzés törlése: Keresetlevél átnézése' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Keresetlevél átnézése'));
    expect(sent).toEqual([]);
    confirm.mockReturnValue(true);
    fireEvent.click(remove);
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', url: '/api/time-tracking/te-1', body: undefined }]));
  });

  it("names each day of the totals with a comma before its weekday, and stacks the week's entries into cards on a phone", async () => {
    mockFetch((url, method) => (method === 'GET' && url === '/api/time-tracking/week' ? json(200, week) : undefined));
    renderWithProviders(<WeekView canRecord={false} />);
    expect(await screen.findByTestId('day-2026-11-30')).toHaveTextContent(/^2026\. nov\. 30\., hétfő/);
    expect(screen.getByTestId('day-2026-12-06')).toHaveTextContent(/^2026\. dec\. 6\., vasárnap/);
    // The entries' table turns into one card per entry under 640 px (DataTable stackOnPhone).
    const entries = screen.getAllByRole('table').find((table) => within(table).queryByText('Keresetlevél átnézése'));
    expect(entries).toHaveClass('max-sm:block');
    // The totals table does not demand 36rem on a phone (its last column, Összeg, stays on screen).
    const totals = screen.getAllByRole('table').find((table) => within(table).queryByTestId('week-total'));
    expect(totals?.className).not.toMatch(/(^|\s)min-w-/);
  });

  it('claims no billed time for a non-billable entry; a billable rounded one says what it bills', async () => {
    const free = timeEntry({ id: 'te-2', description: 'Utazás a bíróságra', minutes: 7, billedMinutes: 12, billable: false, amount: '0' });
    const billed = timeEntry({ id: 'te-3', description: 'Telefon az ügyféllel', minutes: 7, billedMinutes: 12, billable: true, amount: '7000' });
    mockFetch((url, method) => (method === 'GET' && url === '/api/time-tracking/week' ? json(200, { ...week, entries: [free, billed] }) : undefined));
    renderWithProviders(<WeekView canRecord />);
    const freeRow = (await screen.findByText('Utazás a bíróságra')).closest('tr')!;
    expect(freeRow.textContent).toContain('nem számlázható');
    expect(freeRow.textContent).not.toContain('számlázva');
    expect(screen.getByText('Telefon az ügyféllel').closest('tr')!.textContent).toContain('számlázva: 0:12');
  });
});

// The Határidőnapló's month grid marks holidays, swapped rest days and working Saturdays from the
// server's working-day calendar (the one deadlines are computed with), not from the weekday alone.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { DeadlineCalendar } from './deadline-calendar';

describe('deadline month grid', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("marks the server calendar's holidays and swapped days (December 2026)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    // A day the platform admin entered: only the server knows it.
    const entered = { date: '2026-12-07', kind: 'rest_day', name: 'áthelyezett pihenőnap (próba)', source: 'teszt' };
    mockFetch((url) => {
      if (url === '/api/compliance-tracker/calendar') return json(200, { year: 2026, provisional: false, decree: null, days: [], entries: [entered], decrees: [] });
      if (url === '/api/compliance-tracker') return json(200, { items: [], total: 0 });
      return undefined;
    });
    renderWithProviders(<DeadlineCalendar scope="mine" canEdit={false} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Havi nézet' }));

    const christmas = await screen.findByRole('listitem', { name: '2026. december 25. (karácsony): nincs határidő' });
    expect(christmas).toHaveAttribute('data-day-kind', 'holiday');
    expect(christmas).toHaveTextContent('ünnepnap');
    expect(christmas).toHaveClass('bg-slate-50');

    const restDay = screen.getByRole('listitem', { name: /^2026\. december 24\. \(áthelyezett pihenőnap/ });
    expect(restDay).toHaveTextContent('pihenőnap');
    expect(restDay).toHaveClass('bg-slate-50');

    // A working Saturday is a working day: not shaded, marked as such.
    const saturday = screen.getByRole('listitem', { name: /^2026\. december 12\. \(áthelyezett munkanap/ });
    expect(saturday).toHaveTextContent('munkanap');
    expect(saturday).not.toHaveClass('bg-slate-50');

    expect(screen.getByRole('listitem', { name: /^2026\. december 7\. \(áthelyezett pihenőnap \(próba\)\)/ })).toHaveClass('bg-slate-50');
    expect(screen.getByRole('listitem', { name: '2026. december 8.: nincs határidő' })).not.toHaveClass('bg-slate-50');

    // Under the grid the month's special days by name (a phone's cells are too narrow for them).
    const legend = screen.getByRole('list', { name: 'Ünnepek és áthelyezett napok a hónapban' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2026. december 7., hétfő: áthelyezett pihenőnap (próba)',
      '2026. december 12., szombat: áthelyezett munkanap (2026. december 24. helyett)',
      '2026. december 24., csütörtök: áthelyezett pihenőnap (ledolgozva: 2026. december 12.)',
      '2026. december 25., péntek: karácsony',
      '2026. december 26., szombat: karácsony másnapja',
    ]);
  });
});

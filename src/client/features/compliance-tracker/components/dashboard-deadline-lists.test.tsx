// The dashboard's deadline lists keep a bounded height: the server's first five of each, each with
// its day and name in at most two lines and its matter in one, cut with "…" (the full text in the
// title), and "Mind a 13 határidő" – the server's total – to the register in the same scope, only
// when there are more than shown. The register opens on the scope the link names.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeadlineItem } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { json } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { DashboardDeadlineLists } from './dashboard-deadline-lists';
import { DeadlinesPage } from './deadlines-page';

const longTitle = 'Fellebbezés előterjesztése a Fővárosi Törvényszékhez a másodfokú eljárásban, a szakértői vélemény kiegészítésével';

function item(n: number, overdue: boolean): DeadlineItem {
  return {
    id: `d-${overdue ? 'o' : 'w'}${n}`,
    matterId: 'm-1',
    matterNumber: '2026/0004',
    matterTitle: 'Kiss Bence – lakásvásárlás, Budapest XI. kerület, adásvételi szerződés és tulajdonjog-bejegyzés',
    title: `${longTitle} (${n})`,
    kind: 'fixed',
    rule: null,
    dueOn: overdue ? '2026-11-20' : '2026-12-04',
    endDayKind: 'working_day',
    explanation: '',
    steps: [],
    provisional: false,
    calendarVersion: null,
    responsible: { id: 'u-1', name: 'Kovács Katalin' },
    status: 'open',
    overdue,
    missedAutomatically: false,
    notes: null,
    completedAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
  };
}

/** The overdue and this week's pages as the server answers them; the queries asked are recorded. */
function answerLists(overdue: { shown: number; total: number }, week: { shown: number; total: number }) {
  const asked: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    if (url.pathname !== '/api/compliance-tracker') return json(200, null);
    asked.push(url.searchParams);
    const list = url.searchParams.get('overdue') === 'true' ? { ...overdue, flag: true } : { ...week, flag: false };
    return json(200, { items: Array.from({ length: list.shown }, (_, i) => item(i + 1, list.flag)), total: list.total });
  });
  return asked;
}

const render = (scope: 'firm' | 'mine') =>
  renderWithProviders(
    <MemoryRouter>
      <DashboardDeadlineLists scope={scope} />
    </MemoryRouter>,
  );

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('the dashboard deadline lists', () => {
  it('the server’s first five, at most three cut lines each, and "Mind a 13 határidő" to the firm’s register', async () => {
    const asked = answerLists({ shown: 5, total: 13 }, { shown: 5, total: 9 });
    render('firm');
    const overdue = await screen.findByRole('region', { name: 'Lejárt határidők' });
    const items = await within(overdue).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    for (const li of items) {
      const lines = [...li.children];
      expect(lines).toHaveLength(2);
      expect(lines[0]).toHaveClass('line-clamp-2');
      expect(lines[1]).toHaveClass('block', 'truncate');
    }
    expect(items[0]!.firstElementChild).toHaveAttribute('title', `2026. november 20., péntek · ${longTitle} (1)`);
    expect(within(overdue).getByRole('link', { name: 'Mind a 13 határidő' })).toHaveAttribute('href', '/app/compliance-tracker?scope=firm');
    const week = screen.getByRole('region', { name: 'Ezen a héten lejár' });
    expect(within(week).getByRole('link', { name: 'Mind a 9 határidő' })).toHaveAttribute('href', '/app/compliance-tracker?scope=firm');
    expect(asked.map((q) => [q.get('scope'), q.get('limit')])).toEqual([
      ['firm', '5'],
      ['firm', '5'],
    ]);
  });

  it('all shown: no "Mind …" link; a lawyer’s own lists lead to the register as it opens', async () => {
    answerLists({ shown: 2, total: 2 }, { shown: 5, total: 6 });
    render('mine');
    const overdue = await screen.findByRole('region', { name: 'Lejárt határidők' });
    expect(await within(overdue).findAllByRole('listitem')).toHaveLength(2);
    expect(within(overdue).queryByRole('link', { name: /^Mind/ })).not.toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'Ezen a héten lejár' });
    expect(await within(week).findByRole('link', { name: 'Mind a 6 határidő' })).toHaveAttribute('href', '/app/compliance-tracker');
  });

  it('the register opened from the firm’s lists shows the firm’s deadlines', async () => {
    answerLists({ shown: 0, total: 0 }, { shown: 0, total: 0 });
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/compliance-tracker?scope=firm']}>
        <DeadlinesPage canEdit={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('radio', { name: 'A cég összes' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Az enyéim' })).toHaveAttribute('aria-checked', 'false');
  });
});

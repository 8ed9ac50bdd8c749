// The firm dashboard's money figures (issue 38.10): receivables, overdue, unbilled work and this
// month's revenue from /api/invoice-generator/stats, a failure shown as one (with a retry), and no
// "still being built" text under working figures.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { permissionsForRoles } from '@shared/permissions/permissions';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { FirmDashboard } from './firm-dashboard';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stats = {
  asOf: '2026-11-29',
  receivablesHuf: 608_000,
  receivableInvoices: 2,
  overdueHuf: 508_000,
  overdueInvoices: 1,
  unbilledHuf: 150_000,
  unbilledHours: 2.5,
  revenueThisMonthHuf: 150_000,
} satisfies ApiAnswer<'get', '/api/invoice-generator/stats'>;

function answer(statsAnswer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/invoice-generator/stats')) return statsAnswer();
    if (url.startsWith('/api/company')) return json(200, { id: 't', name: 'Kovács Ügyvédi Iroda', slug: 'kovacs', memberCount: 3 } satisfies ApiAnswer<'get', '/api/company'>);
    if (url.startsWith('/api/contacts')) return json(200, { items: [], total: 4 } satisfies ApiAnswer<'get', '/api/contacts'>);
    if (url.startsWith('/api/matters/stats'))
      return json(200, { openMatters: 2, myMatters: 1, tasksDueThisWeek: 3, tasksOverdue: 5, myTasksDueThisWeek: 1, myTasksOverdue: 2 } satisfies ApiAnswer<'get', '/api/matters/stats'>);
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
}

const renderDashboard = () =>
  renderWithProviders(
    <MemoryRouter>
      <FirmDashboard name="Anna" role="tenant" permissions={permissionsForRoles(['tenant'])} invoicing />
    </MemoryRouter>,
  );

describe('FirmDashboard money figures', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows receivables, overdue, unbilled work and this month’s revenue from the server', async () => {
    answer(() => json(200, stats));
    renderDashboard();
    const money = await screen.findByRole('region', { name: 'Pénzügyek' });
    const figure = (label: string) => within(money).getByText(label).parentElement!;
    expect(await within(money).findByText('608 000 Ft')).toBeInTheDocument();
    expect(figure('Kintlévőség')).toHaveTextContent('608 000 Ft2 nyitott számla');
    expect(figure('Lejárt kintlévőség')).toHaveTextContent('508 000 Ft1 lejárt számla');
    expect(figure('Nem számlázott munka')).toHaveTextContent('150 000 Ft2,5 óra');
    expect(figure('E havi árbevétel (nettó)')).toHaveTextContent('150 000 Ft');
    expect(document.body.textContent).not.toMatch(/fejlesztés alatt/);
  });

  it('keeps a figure’s digits together but lets "Ft" go to the next line of a narrow card', async () => {
    answer(() => json(200, { ...stats, receivablesHuf: 2_263_017 }));
    renderDashboard();
    const money = await screen.findByRole('region', { name: 'Pénzügyek' });
    const value = (await within(money).findByText('2 263 017 Ft')).textContent;
    expect(value).toBe('2\u00a0263\u00a0017 Ft');
  });

  it('a rate limit is shown as such with a retry, never as zero', async () => {
    let calls = 0;
    answer(() => (++calls === 1 ? json(429, { code: 'RATE_LIMITED', message: 'Túl sok kérés.' }) : json(200, stats)));
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hiba történt');
    expect(alert).toHaveTextContent('Túl sok kérés érkezett rövid idő alatt');
    expect(screen.queryByText('0 Ft')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('608 000 Ft')).toBeInTheDocument();
  });

  it('shows the week’s tasks and the overdue ones as two labelled figures', async () => {
    answer(() => json(200, stats));
    renderDashboard();
    expect(await screen.findByText('Ezen a héten esedékes feladatok')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ezen a héten esedékes feladatok').closest('div')).toHaveTextContent('3'));
    expect(screen.getByText('Lejárt feladatok').closest('div')).toHaveTextContent('5');
  });
});

describe('FirmDashboard task figures', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('open the task list they count (decision 0500)', async () => {
    answer(() => json(200, stats));
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Lejárt feladatok' })).toHaveAttribute('href', '/app/matters/tasks?due=overdue');
    expect(screen.getByRole('link', { name: 'Ezen a héten esedékes feladatok' })).toHaveAttribute('href', '/app/matters/tasks?due=week');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Lejárt feladatok' }).closest('div')).toHaveTextContent('5'));
  });

  it("show a lawyer their own tasks and open the list on 'mine'", async () => {
    answer(() => json(200, stats));
    renderWithProviders(
      <MemoryRouter>
        <FirmDashboard name="Péter" role="lawyer" permissions={permissionsForRoles(['lawyer'])} />
      </MemoryRouter>,
    );
    const overdue = await screen.findByRole('link', { name: 'Saját lejárt feladatok' });
    expect(overdue).toHaveAttribute('href', '/app/matters/tasks?due=overdue&mine=true');
    expect(screen.getByRole('link', { name: 'Saját feladatok a héten' })).toHaveAttribute('href', '/app/matters/tasks?due=week&mine=true');
    await waitFor(() => expect(overdue.closest('div')).toHaveTextContent('2'));
    expect(screen.getByRole('link', { name: 'Saját feladatok a héten' }).closest('div')).toHaveTextContent('1');
    expect(screen.queryByRole('link', { name: 'Lejárt feladatok' })).toBeNull();
  });
});

// /app/matters/tasks (decision 0500): the filter comes from the address (the dashboard's figures
// link to it), the counts from the server, a task is marked done on its matter, and an overdue
// date says so in words, not only in colour.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { MatterTasksPage } from './tasks-page';

type Answer = ApiAnswer<'get', '/api/matters/tasks'>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const yesterday = addDays(todayInBudapest(), -1);
const task = { id: 'k1', title: 'Keresetlevél beadása', dueOn: yesterday, assignee: { id: 'u1', name: 'Dr. Nagy Péter' }, matter: { id: 'm1', number: '2026/0007', title: 'Bérleti vita' } };

function serve() {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/matters/tasks') {
      const done = calls.some((c) => c.method === 'PATCH');
      return json(200, { items: done ? [] : [task], total: done ? 0 : 1, counts: { overdue: done ? 0 : 1, week: 2, open: done ? 3 : 4 } } satisfies Answer);
    }
    if (url.pathname === '/api/matters/m1/tasks/k1') return json(200, { ok: true });
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
  return calls;
}

const renderAt = (path: string, canEdit = true) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <MatterTasksPage canEdit={canEdit} />
    </MemoryRouter>,
  );

describe('MatterTasksPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('asks for the filter in the address, shows the counts, and marks a task done on its matter', async () => {
    const calls = serve();
    renderAt('/app/matters/tasks?due=overdue');
    expect(await screen.findByRole('heading', { name: 'Feladatok', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByText('Keresetlevél beadása')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '2026/0007 – Bérleti vita' })).toHaveAttribute('href', '/app/matters/m1');
    expect(row).toHaveTextContent('(lejárt)');
    expect(row).toHaveTextContent('Dr. Nagy Péter');
    const filter = screen.getByRole('group', { name: 'Esedékesség' });
    expect(within(filter).getByRole('button', { name: 'Lejárt (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Minden nyitott (4)' })).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('due')).toBe('overdue');
    expect(calls[0]!.url.searchParams.get('mine')).toBeNull();

    await userEvent.click(within(row).getByRole('checkbox', { name: 'Kész: Keresetlevél beadása' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ body: { done: true } }));
    expect(calls.find((c) => c.method === 'PATCH')!.url.pathname).toBe('/api/matters/m1/tasks/k1');
    expect(await screen.findByText('Nincs lejárt feladat.')).toBeInTheDocument();
  });

  it('asks for my tasks only when "mine" is ticked, and offers no done box without the right to edit', async () => {
    const calls = serve();
    renderAt('/app/matters/tasks', false);
    await screen.findByText('Keresetlevél beadása');
    expect(screen.queryByRole('checkbox', { name: /Kész/ })).toBeNull();
    expect(calls.at(-1)!.url.searchParams.get('due')).toBe('open');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Csak az én feladataim' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('mine')).toBe('true'));
  });
});

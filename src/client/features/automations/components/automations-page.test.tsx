// /app/automations in the browser (issue 36.1): the rules with their state and last run, the
// month's runs against the plan, a new rule built with the form (conditions, two actions) and
// sent as the shared schema's body, a refused run with the way to upgrade, and a dry run.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AutomationRule, AutomationRun } from '@shared/automations/automations';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { AutomationsPage } from './automations-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const rule: AutomationRule = {
  id: 'r1',
  name: 'Milliós számla: szóljon az irodavezetőnek',
  description: '',
  enabled: true,
  trigger: { kind: 'event', eventType: 'invoice.issued' },
  conditions: [{ field: 'grossAmountHuf', op: 'gte', value: 1000000 }],
  actions: [{ type: 'notify', recipient: 'role', role: 'tenant', userId: null, title: 'Nagy számla: {{number}}', body: '' }],
  createdBy: { id: 'u1', name: 'Kovács Péter' },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  nextRunAt: null,
  lastRun: { status: 'refused', createdAt: '2026-11-28T09:00:00.000Z' },
  runCount: 2,
};
const refused: AutomationRun = { id: 'run2', ruleId: 'r1', status: 'refused', eventId: 'e2', eventType: 'invoice.issued', depth: 0, inputs: {}, results: [], error: 'Elérted az automatizációk havi limitjét.', gateReason: 'automations_limit_exceeded', attempts: 1, createdAt: '2026-11-28T09:00:00.000Z', finishedAt: '2026-11-28T09:00:01.000Z' };
const dry: AutomationRun = { ...refused, id: 'run3', status: 'dry_run', error: null, gateReason: null, results: [{ type: 'notify', ok: true, summary: 'Értesítés „Nagy számla: 2026/0012” – címzett: Kovács Péter', ref: null }] };

function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/automations' && method === 'GET') return json(200, { items: [rule], usage: { used: 1, limit: 1 } });
    if (url === '/api/automations' && method === 'POST') return json(201, { ...rule, id: 'r2', name: 'Új ügy feljegyzés', lastRun: null, runCount: 0 });
    if (url === '/api/automations/r1/runs') return json(200, { items: [refused] });
    if (url === '/api/automations/r1/events') return json(200, { items: [{ id: 'e2', type: 'invoice.issued', occurredAt: '2026-11-28T09:00:00.000Z', subjectType: 'invoice', subjectId: 'i1', summary: '2026/0012 – 1500000.00' }] });
    if (url === '/api/automations/r1/dry-run') return json(200, dry);
    if (url === '/api/automations/r2/runs') return json(200, { items: [] });
    if (url.startsWith('/api/company/members')) return json(200, { items: [] });
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
  return calls;
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <AutomationsPage />
    </MemoryRouter>,
  );

describe('AutomationsPage', () => {
  beforeAll(async () => {
    await loadAppLocales();
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the rules with the month’s runs against the plan, and shows a refused run with the way to upgrade', async () => {
    mockApi();
    render();
    const row = (await screen.findByText(rule.name)).closest('tr')!;
    expect(within(row).getByText('Számla kiállítva')).toBeVisible();
    expect(within(row).getByText('Bekapcsolva')).toBeVisible();
    expect(screen.getByText(/E havi futások:/)).toHaveTextContent('E havi futások: 1 / 1.');
    await userEvent.click(within(row).getByRole('button', { name: `${rule.name}: futásnapló` }));
    expect(await screen.findByText('Elérted az automatizációk havi limitjét.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Csomagváltás a több futásért' })).toHaveAttribute('href', '/app/pricing');
  });

  it('dry-runs a past event and shows what the rule would do', async () => {
    const calls = mockApi();
    render();
    const row = (await screen.findByText(rule.name)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: `${rule.name}: futásnapló` }));
    const picker = await screen.findByLabelText('Korábbi esemény');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(picker, 'e2');
    await userEvent.click(screen.getByRole('button', { name: 'Próbafuttatás' }));
    expect(await screen.findByText(/címzett: Kovács Péter/)).toBeVisible();
    expect(calls.find((c) => c.url === '/api/automations/r1/dry-run')?.body).toEqual({ eventId: 'e2' });
  });

  it('builds a rule with a condition and two actions, sending the shared schema’s body', async () => {
    const calls = mockApi();
    render();
    await screen.findByText(rule.name);
    await userEvent.click(screen.getByRole('button', { name: 'Új szabály' }));
    const form = screen.getByRole('form', { name: 'Új automatizálási szabály' });
    await userEvent.type(within(form).getByLabelText(/A szabály neve/), 'Új ügy feljegyzés');
    await userEvent.click(within(form).getByRole('button', { name: 'Feltétel hozzáadása' }));
    await userEvent.selectOptions(within(form).getByLabelText('Mező'), 'practiceArea');
    await userEvent.selectOptions(within(form).getByLabelText('Művelet'), 'in');
    await userEvent.type(within(form).getByLabelText(/Érték/), 'family, labour');
    await userEvent.type(within(form).getByLabelText(/A feljegyzés szövege/), 'Megnyitva: {{{{number}}');
    await userEvent.click(within(form).getByRole('button', { name: 'Művelet hozzáadása' }));
    await userEvent.type(within(form).getByLabelText(/Az értesítés címe/), 'Új ügy');
    await userEvent.click(within(form).getByRole('button', { name: 'Szabály létrehozása' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/automations' && c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Új ügy feljegyzés',
      description: '',
      enabled: true,
      trigger: { kind: 'event', eventType: 'matter.created' },
      conditions: [{ field: 'practiceArea', op: 'in', value: 'family, labour' }],
      actions: [
        { type: 'add_note', body: 'Megnyitva: {{number}}', matterId: null },
        { type: 'notify', recipient: 'matter_responsible', userId: null, role: null, title: 'Új ügy', body: '' },
      ],
    });
  });
});

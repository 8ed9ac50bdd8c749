// /app/automations in the browser (issue 36.1): the rules with their state and last run, the
// month's runs against the plan, a refused run's inputs, a new rule built with the form (conditions, two actions) and
// sent as the shared schema's body, a refused run with the way to upgrade, and a dry run.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AutomationRule, AutomationRun } from '@shared/automations/automations';
import { loadAppLocales } from '@client/lib/app-locales';
import { i18n } from '@client/lib/i18n';
import { renderWithProviders } from '@client/test/render';
import { AutomationsPage } from './automations-page';
import { inputLines } from './run-log';

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
const refused: AutomationRun = {
  id: 'run2',
  ruleId: 'r1',
  status: 'refused',
  eventId: 'e2',
  eventType: 'invoice.issued',
  depth: 0,
  inputs: { number: '2026/0012', grossAmountHuf: 1500000, subject: { type: 'invoice', id: 'i1' } },
  results: [],
  error: 'Elérted az automatizációk havi limitjét.',
  gateReason: 'automations_limit_exceeded',
  attempts: 1,
  createdAt: '2026-11-28T09:00:00.000Z',
  finishedAt: '2026-11-28T09:00:01.000Z',
};
const dry: AutomationRun = {
  ...refused,
  id: 'run3',
  status: 'dry_run',
  error: null,
  gateReason: null,
  results: [{ type: 'notify', ok: true, summary: 'Értesítés „Nagy számla: 2026/0012” – címzett: Kovács Péter', ref: null }],
};

function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/automations' && method === 'GET') return json(200, { items: [rule], usage: { used: 1, limit: 1 } });
    if (url === '/api/automations' && method === 'POST') return json(201, { ...rule, id: 'r2', name: 'Új ügy feljegyzés', lastRun: null, runCount: 0 });
    if (url === '/api/automations/r1/runs') return json(200, { items: [refused] });
    if (url === '/api/automations/r1/events')
      return json(200, { items: [{ id: 'e2', type: 'invoice.issued', occurredAt: '2026-11-28T09:00:00.000Z', subjectType: 'invoice', subjectId: 'i1', summary: '2026/0012 – 1500000.00' }] });
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
    // The run's inputs: the trigger's fields the event carried, named as in the form.
    const inputs = screen.getByRole('list', { name: 'A futás bemenetei' });
    expect(
      within(inputs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Számlaszám: 2026/0012', 'Bruttó összeg (Ft): 1500000']);
  });

  it('shows the rules and a rule’s runs as cards on a phone, their buttons on the screen (decision 0478)', async () => {
    mockApi();
    render();
    const rules = within(await screen.findByRole('region', { name: 'Automatizálási szabályok' })).getByRole('table');
    expect(rules.getAttribute('role')).toBe('table');
    expect(rules.className).toContain('max-sm:block');
    await userEvent.click(within(rules).getByRole('button', { name: `${rule.name}: futásnapló` }));
    const runs = within(await screen.findByRole('region', { name: 'A szabály futásai' })).getByRole('table');
    expect(runs.getAttribute('role')).toBe('table');
  });

  it('names a coded input by its Hungarian value: a matter opened from an approved intake', () => {
    const run: AutomationRun = { ...refused, eventType: 'matter.created', inputs: { number: '2026/0042', practiceArea: 'real_estate', source: 'onboarding', confidential: false } };
    expect(inputLines(run, i18n.t)).toEqual(['Ügyszám: 2026/0042', `Jogterület: ${i18n.t('matters.practiceArea.real_estate')}`, 'Bizalmas: nem', 'Forrás: ügyfél-átvilágításból']);
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

  // A field's message shows after the field was left or on submit (the kit's onTouched), never
  // for an action just added or just changed to another type, and it never outlives the value
  // that fixed it: a stale message under a filled field vanishes when the field is left – the
  // pointer's press on the next button – and the layout shift under the pointer swallowed that
  // button's click in the browser (the rule was never sent).
  it('adds an action and changes its type without flagging its empty fields, and sends an e-mail action', async () => {
    const calls = mockApi();
    render();
    await screen.findByText(rule.name);
    await userEvent.click(screen.getByRole('button', { name: 'Új szabály' }));
    const form = screen.getByRole('form', { name: 'Új automatizálási szabály' });
    await userEvent.type(within(form).getByLabelText(/A szabály neve/), 'Levél az ügyfélnek');
    await userEvent.type(within(form).getByLabelText(/A feljegyzés szövege/), 'Megnyitva');
    await userEvent.click(within(form).getByRole('button', { name: 'Művelet hozzáadása' }));
    const title = within(form).getByLabelText(/Az értesítés címe/);
    await userEvent.type(title, 'Új ügy');
    // Filled and still focused: no message (it was there, stale, until the field was left).
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Add meg az értesítés címét.')).toBeNull();
    const type = within(form).getByLabelText('2. művelet');
    await userEvent.selectOptions(type, 'send_email');
    // The type's own select stays where it was (a keyboard user's focus is not lost).
    expect(within(form).getByLabelText('2. művelet')).toBe(type);
    expect(within(form).getByLabelText('Címzett')).toHaveValue('matter_client');
    await userEvent.type(within(form).getByLabelText(/A levél tárgya/), 'Megbízási szerződés: {{{{title}}');
    await userEvent.type(within(form).getByLabelText(/A levél szövege/), 'Tisztelt Ügyfelünk!');
    for (const field of within(form).getAllByRole('textbox')) expect(field, field.id).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Add meg a levél szövegét.')).toBeNull();
    expect(within(form).queryByText('Add meg a levél tárgyát.')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Szabály létrehozása' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/automations' && c.method === 'POST')).toBe(true));
    expect((calls.find((c) => c.method === 'POST')!.body as { actions: unknown[] }).actions).toEqual([
      { type: 'add_note', body: 'Megnyitva', matterId: null },
      { type: 'send_email', recipient: 'matter_client', userId: null, role: null, subject: 'Megbízási szerződés: {{title}}', body: 'Tisztelt Ügyfelünk!', matterId: null },
    ]);
  });

  it('removes the first of two actions: the second keeps its values and moves up', async () => {
    const calls = mockApi();
    render();
    await screen.findByText(rule.name);
    await userEvent.click(screen.getByRole('button', { name: 'Új szabály' }));
    const form = screen.getByRole('form', { name: 'Új automatizálási szabály' });
    await userEvent.type(within(form).getByLabelText(/A szabály neve/), 'Csak értesítés');
    await userEvent.click(within(form).getByRole('button', { name: 'Művelet hozzáadása' }));
    await userEvent.type(within(form).getByLabelText(/Az értesítés címe/), 'Új ügy: {{{{title}}');
    await userEvent.click(within(form).getByRole('button', { name: '1. művelet törlése' }));
    expect(within(form).getByLabelText('1. művelet')).toHaveValue('notify');
    expect(within(form).getByLabelText(/Az értesítés címe/)).toHaveValue('Új ügy: {{title}}');
    expect(within(form).queryByLabelText('2. művelet')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Szabály létrehozása' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/automations' && c.method === 'POST')).toBe(true));
    expect((calls.find((c) => c.method === 'POST')!.body as { actions: unknown[] }).actions).toEqual([{ type: 'notify', recipient: 'matter_responsible', userId: null, role: null, title: 'Új ügy: {{title}}', body: '' }]);
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

// The firm's alert rules on /app/ai-modules (decisions 0240, 0265): a rule's e-mail targets are
// edited in its row (an invalid address refused in Hungarian, a valid list saved with PATCH) and a
// new rule is added with its targets.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { AlertRulesSection } from './alerts-section';

type AlertRuleOut = ApiAnswer<'get', '/api/ai-modules/alert-rules'>['items'][number];
let rules: AlertRuleOut[];
let calls: { method: string; url: string; body: unknown }[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const rule = (id: string, name: string, extra: Partial<AlertRuleOut> = {}): AlertRuleOut => ({
  id,
  name,
  type: 'budget',
  condition: 'greater_than',
  threshold: 80,
  timeWindowMs: 86_400_000,
  enabled: true,
  notificationTargets: [],
  builtin: `budget-${id}`,
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...extra,
});

beforeAll(() => loadAppLocales());
beforeEach(() => {
  calls = [];
  rules = [rule('r80', 'Költségkeret 80%')];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/ai-modules/alert-rules' && method === 'GET') return json({ items: rules });
    if (url === '/api/ai-modules/alert-rules/r80' && method === 'PATCH') {
      rules = rules.map((r) => (r.id === 'r80' ? { ...r, ...body } : r));
      return json(rules[0]);
    }
    if (url === '/api/ai-modules/alert-rules' && method === 'POST') {
      const made = rule('r-new', body.name, { ...body, builtin: null });
      rules = [...rules, made];
      return json(made, 201);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Nem található.' } }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('AlertRulesSection', () => {
  it("edits a rule's e-mail targets in its row and adds a rule with targets", async () => {
    renderWithProviders(<AlertRulesSection />);
    const targets = await screen.findByLabelText('Költségkeret 80% értesítendő e-mail-címei');
    fireEvent.change(targets, { target: { value: 'iroda@kovacs-ugyved.hu, nem-cim' } });
    fireEvent.blur(targets);
    expect((await screen.findByRole('alert')).textContent).toBe('Érvényes e-mail-címeket adj meg, vesszővel elválasztva (legfeljebb 20).');
    expect(targets.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(targets, { target: { value: 'iroda@kovacs-ugyved.hu; ugyved@kovacs-ugyved.hu' } });
    fireEvent.blur(targets);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ notificationTargets: ['iroda@kovacs-ugyved.hu', 'ugyved@kovacs-ugyved.hu'] }));
    await waitFor(() => expect((screen.getByLabelText('Költségkeret 80% értesítendő e-mail-címei') as HTMLInputElement).value).toBe('iroda@kovacs-ugyved.hu, ugyved@kovacs-ugyved.hu'));
    expect(screen.queryByRole('alert')).toBeNull();

    const form = screen.getByRole('form', { name: 'Új riasztási szabály' });
    fireEvent.change(within(form).getByLabelText('Név'), { target: { value: 'Sok kérés' } });
    fireEvent.change(within(form).getByLabelText('Típus'), { target: { value: 'usage_volume' } });
    fireEvent.change(within(form).getByLabelText('Küszöb (kérés)'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText(/Értesítendő e-mail-címek/), { target: { value: 'rossz@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Szabály felvétele' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Értesítendő e-mail-címek (vesszővel elválasztva): Érvényes e-mail-címeket adj meg');
    fireEvent.change(within(form).getByLabelText(/Értesítendő e-mail-címek/), { target: { value: 'iroda@kovacs-ugyved.hu' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Szabály felvétele' }));
    await screen.findByLabelText('Sok kérés értesítendő e-mail-címei');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Sok kérés', type: 'usage_volume', threshold: 50, timeWindowMs: 3_600_000, notificationTargets: ['iroda@kovacs-ugyved.hu'] });
  });
});

// The AI screen's key and budget forms on the form kit: the shared bodies' rules in the browser,
// the server's VALIDATION_ERROR messages on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { AiAdminPage, AuditSection, BudgetForm, KeysSection } from './ai-admin-page';

const keys = { items: [] } satisfies ApiAnswer<'get', '/api/ai-modules/keys'>;

/** The keys list answers unless the test says otherwise. */
const mockApi = (answer: (url: string, method: string) => Response | undefined) => mockFetch((url, method) => answer(url, method) ?? (url === '/api/ai-modules/keys' ? json(200, keys) : undefined));

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('AI admin forms', () => {
  it("a lawyer's own spend that failed to load offers a retry that brings the budget", async () => {
    const mine = {
      days: [],
      budget: { dailyLimit: 10, monthlyLimit: 200, currentDailySpend: 1.5, currentMonthlySpend: 42, alertThresholds: [80] },
    } satisfies ApiAnswer<'get', '/api/ai-modules/usage/mine'>;
    let answer = json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' });
    const sent = mockApi((url) => (url === '/api/ai-modules/usage/mine' ? answer : undefined));
    renderWithProviders(<AiAdminPage canManageFirm={false} />);
    const retry = await screen.findByRole('button', { name: 'Újrapróbálás' });
    answer = json(200, mine);
    await userEvent.click(retry);
    expect(await screen.findByLabelText('Saját költségkeret (euró)')).toHaveTextContent('42');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
    expect(sent.filter((c) => c.url === '/api/ai-modules/usage/mine')).toHaveLength(2);
  });

  it('a provider key: blank texts go as null, the server message on the address lands under it', async () => {
    const calls = mockApi((url, method) =>
      url === '/api/ai-modules/keys' && method === 'POST' ? json(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { baseUrl: 'A cím nem érhető el ebből a hálózatból.' } }) : undefined,
    );
    renderWithProviders(<KeysSection scope="firm" />);
    const region = screen.getByRole('region', { name: 'Szolgáltatói kulcsok' });
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('API-kulcs'), 'sk live');
    await user.click(within(region).getByRole('button', { name: 'Kulcs mentése' }));
    expect(await within(region).findByText('Az API-kulcs csak látható ASCII-karaktereket tartalmazhat (szóköz és ékezet nélkül).', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(region).getByLabelText('API-kulcs'));
    await user.type(within(region).getByLabelText('API-kulcs'), 'sk-test-123');
    await user.type(within(region).getByLabelText('Cím (URL)'), 'http://10.0.0.5/v1');
    await user.click(within(region).getByRole('button', { name: 'Kulcs mentése' }));
    await waitFor(() => expect(within(region).getByLabelText('Cím (URL)')).toHaveAccessibleDescription('A cím nem érhető el ebből a hálózatból.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ provider: 'openai', apiKey: 'sk-test-123', baseUrl: 'http://10.0.0.5/v1', model: null, embeddingModel: null });
  });

  it('the firm budget: a limit that is no number is refused, the server message on the monthly limit lands under it', async () => {
    const calls = mockApi((url, method) =>
      url === '/api/ai-modules/budgets' && method === 'PUT' ? json(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { monthlyLimit: 'A havi keret nem lehet kisebb a napinál.' } }) : undefined,
    );
    renderWithProviders(<BudgetForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Irodai napi keret (EUR)'), 'sok');
    await user.type(screen.getByLabelText('Irodai havi keret (EUR)'), '10');
    await user.click(screen.getByRole('button', { name: 'Keret mentése' }));
    expect(await screen.findByText(/Adj meg/, { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText(/napi/i));
    await user.type(screen.getByLabelText(/napi/i), '12,5');
    await user.click(screen.getByRole('button', { name: 'Keret mentése' }));
    await waitFor(() => expect(screen.getByLabelText(/havi/i)).toHaveAccessibleDescription('A havi keret nem lehet kisebb a napinál.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ userId: null, dailyLimit: 12.5, monthlyLimit: 10 });
  });

  it("the firm's AI log pages its up to 100 entries", async () => {
    const entry = (i: number) => ({
      id: `log-${i}`,
      requestId: `r${i}`,
      action: 'response' as const,
      userId: 'u1',
      userName: 'Dr. Nagy Péter',
      provider: 'openai',
      model: 'gpt-4o-mini',
      classification: 'internal',
      categories: [],
      ipAddress: '10.0.0.1',
      userAgent: null,
      cost: 0.0004,
      details: {},
      createdAt: '2026-11-27T10:00:00.000Z',
    });
    const audit = { items: Array.from({ length: 100 }, (_, i) => entry(i)) } satisfies ApiAnswer<'get', '/api/ai-modules/audit'>;
    mockApi((url) => (url.startsWith('/api/ai-modules/audit') ? json(200, audit) : undefined));
    renderWithProviders(<AuditSection />);
    const region = (await screen.findAllByRole('region', { name: 'AI-napló' }))[0]!;
    const table = await within(region).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const pager = within(region).getByRole('navigation', { name: 'Lapozás' });
    expect(pager).toHaveTextContent('1–25 / 100');
    expect(region).toHaveTextContent('A legutóbbi 100 bejegyzés, a legújabb elöl; régebbiekhez szűkíts a szűrőkkel.');
    await userEvent.click(within(pager).getByRole('button', { name: 'Következő' }));
    expect(pager).toHaveTextContent('26–50 / 100');
  });
});

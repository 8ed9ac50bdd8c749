// The Themis chat box on the form kit: an empty question is refused in the browser, the question
// goes with its task, and the server's message on the question lands under it (the text comes back).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { ThemisPage } from './themis-page';

const conversation = {
  id: 'c1',
  title: 'Birtokbaadás',
  matterId: null,
  matterTitle: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:05:00.000Z',
} satisfies ApiAnswer<'get', '/api/themis/conversations'>['items'][number];
const detail = { ...conversation, messages: [] } satisfies ApiAnswer<'get', '/api/themis/conversations/{id}'>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('Themis chat box', () => {
  it('refuses an empty question, sends the question with its task, shows the server message under the question', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url).pathname;
      const text = await request.clone().text();
      calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
      if (url === '/api/matters') return json(200, { items: [], total: 0 });
      if (url === '/api/themis/conversations') return json(200, { items: [conversation] });
      if (url === '/api/themis/conversations/c1') return json(200, detail);
      if (url === '/api/themis/conversations/c1/messages') return json(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { content: 'A kérdés túl sok személyes adatot tartalmaz.' } });
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(<ThemisPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Birtokbaadás/ });
    await user.click(screen.getByRole('button', { name: 'Kérdezek' }));
    expect(await screen.findByText('Írd be a kérdésedet.', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Feladat'), 'document_summary');
    await user.type(screen.getByLabelText('Kérdésed'), 'Mikor van a birtokbaadás?');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.getByLabelText('Kérdésed')).toHaveAccessibleDescription(/A kérdés túl sok személyes adatot tartalmaz\./));
    expect(screen.getByLabelText('Kérdésed')).toHaveValue('Mikor van a birtokbaadás?');
    expect(calls.find((c) => c.method === 'POST')).toEqual({ url: '/api/themis/conversations/c1/messages', method: 'POST', body: { content: 'Mikor van a birtokbaadás?', taskType: 'document_summary' } });
  });
});

describe('Themis conversation on a matter', () => {
  const matter = { id: 'm2', number: 'Ü-2026/0002', title: 'Bérleti vita' };
  /** `listed`: the one earlier conversation, opened on arrival. */
  function serve(listed: { matterId: string | null; matterTitle: string | null } = conversation) {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url).pathname;
      const text = await request.clone().text();
      calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
      if (url === '/api/matters') return json(200, { items: [matter], total: 1 });
      if (url === '/api/themis/conversations' && request.method === 'POST') return json(201, { ...detail, id: 'c2', matterId: 'm2', matterTitle: matter.title });
      if (url === '/api/themis/conversations') return json(200, { items: [{ ...conversation, ...listed }] });
      if (url === '/api/themis/conversations/c1') return json(200, { ...detail, ...listed });
      if (url === '/api/themis/conversations/c2') return json(200, { ...detail, id: 'c2', matterId: 'm2', matterTitle: matter.title });
      if (url === '/api/themis/conversations/c2/messages') return json(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.' });
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    return calls;
  }

  it('a new conversation started after picking a matter is on that matter', async () => {
    const calls = serve();
    renderWithProviders(<ThemisPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Birtokbaadás/ });
    await screen.findByRole('option', { name: /Bérleti vita/ });
    await user.selectOptions(screen.getByLabelText('Ügy (nem kötelező)'), 'm2');
    await user.click(screen.getByRole('button', { name: 'Új beszélgetés' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toEqual({ url: '/api/themis/conversations', method: 'POST', body: { matterId: 'm2' } }));
  });

  it('a question asked after picking another matter opens a conversation on that matter, not in the previous one', async () => {
    const calls = serve();
    renderWithProviders(<ThemisPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Birtokbaadás/ });
    await screen.findByRole('option', { name: /Bérleti vita/ });
    await user.selectOptions(screen.getByLabelText('Ügy (nem kötelező)'), 'm2');
    await user.type(screen.getByLabelText('Kérdésed'), 'Mikor jár le a bérlet?');
    await user.click(screen.getByRole('button', { name: 'Kérdezek' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/themis/conversations', '/api/themis/conversations/c2/messages']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ matterId: 'm2' });
  });

  it('opening an earlier conversation shows its matter in the picker', async () => {
    serve();
    renderWithProviders(<ThemisPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Birtokbaadás/ });
    await screen.findByRole('option', { name: /Bérleti vita/ });
    await user.selectOptions(screen.getByLabelText('Ügy (nem kötelező)'), 'm2');
    await user.click(screen.getByRole('button', { name: /Birtokbaadás/ }));
    expect(screen.getByLabelText('Ügy (nem kötelező)')).toHaveValue('');
  });

  it('shows the matter of the conversation opened on arrival, and a new conversation takes it', async () => {
    const calls = serve({ matterId: 'm2', matterTitle: matter.title });
    renderWithProviders(<ThemisPage />);
    await screen.findByRole('option', { name: /Bérleti vita/ });
    await waitFor(() => expect(screen.getByLabelText('Ügy (nem kötelező)')).toHaveValue('m2'));
    await userEvent.click(screen.getByRole('button', { name: 'Új beszélgetés' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ matterId: 'm2' }));
  });

  it('the picker and the new-conversation button wait for the conversations (a pick made before would be overwritten)', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    serve({ matterId: 'm2', matterTitle: matter.title });
    const served = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
      if (url === '/api/themis/conversations' && (init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'GET') await arrived;
      return served(input, init);
    });
    renderWithProviders(<ThemisPage />);
    await screen.findByRole('option', { name: /Bérleti vita/ });
    expect(screen.getByLabelText('Ügy (nem kötelező)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Új beszélgetés' })).toBeDisabled();
    arrive();
    await waitFor(() => expect(screen.getByLabelText('Ügy (nem kötelező)')).toBeEnabled());
    expect(screen.getByLabelText('Ügy (nem kötelező)')).toHaveValue('m2');
    expect(screen.getByRole('button', { name: 'Új beszélgetés' })).toBeEnabled();
  });
});

// The help centre page: the article list and the server's search (asked after a pause in typing),
// one article by ?cikk=, the keyboard shortcuts, and the support contact with a prepared letter;
// a customer is pointed to the firm's own support first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { HelpPage } from './help-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const list = [
  { slug: 'elso-lepesek', title: 'Első lépések a Virtuális Irodában', category: 'start', summary: 'Bejelentkezés, szerepkörök.', snippet: [] },
  { slug: 'hataridok', title: 'Határidőnapló és emlékeztetők', category: 'office', summary: 'Határidők munkanapokkal.', snippet: [] },
];
const hit = {
  ...list[1],
  snippet: [
    { text: 'A ', hit: false },
    { text: 'Határidőnapló', hit: true },
    { text: ' az iroda összes határidejét mutatja.', hit: false },
  ],
};

function mockApi(support: { operatorName: string | null; email: string | null; phone: string | null }) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/help/articles') {
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      return json(200, { query: q, items: q === '' ? list : q === 'naplo' ? [hit] : [] });
    }
    if (url.pathname === '/api/help/articles/hataridok') return json(200, { ...list[1], body: '## Munkanapok\nA **munkanaptár** szerint.' });
    if (url.pathname === '/api/help/support') return json(200, support);
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
  return asked;
}

const operator = { operatorName: 'Virtuális Iroda Üzemeltető Kft.', email: 'tamogatas@virtualis-iroda.hu', phone: '+36 1 234 5678' };
const render = (customer = false, path = '/app/help') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <HelpPage userEmail="iroda@kovacs-ugyved.hu" firmName="Kovács és Társai Ügyvédi Iroda" customer={customer} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await loadAppLocales();
});
afterEach(() => vi.restoreAllMocks());

describe('HelpPage', () => {
  it('lists the articles and searches them on the server, marking the hit', async () => {
    const asked = mockApi(operator);
    render();
    expect(await screen.findByRole('link', { name: 'Első lépések a Virtuális Irodában' })).toHaveAttribute('href', '/app/help?cikk=elso-lepesek');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keresés a súgóban' }), 'naplo');
    expect(await screen.findByRole('heading', { name: 'Találatok erre: „naplo”' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Első lépések a Virtuális Irodában' })).not.toBeInTheDocument();
    expect(screen.getByText('Határidőnapló', { selector: 'mark' })).toBeInTheDocument();
    // Asked once after the pause, not per keystroke.
    expect(asked).toEqual(['', 'naplo']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Keresés a súgóban' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keresés a súgóban' }), 'zzz');
    expect(await screen.findByText(/Nincs találat erre: „zzz”/)).toBeInTheDocument();
  });

  it('opens an article by its address and goes back to the list', async () => {
    mockApi(operator);
    render(false, '/app/help?cikk=hataridok');
    expect(await screen.findByRole('heading', { level: 2, name: 'Határidőnapló és emlékeztetők' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Munkanapok' })).toBeInTheDocument();
    expect(screen.getByText('munkanaptár')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Vissza a súgócikkekhez/ }));
    expect(await screen.findByRole('link', { name: 'Első lépések a Virtuális Irodában' })).toBeInTheDocument();
  });

  it('lists the keyboard shortcuts the app has', async () => {
    mockApi(operator);
    render();
    const shortcuts = screen.getByRole('region', { name: 'Billentyűparancsok' });
    expect(within(shortcuts).getByText('Ctrl + Enter')).toBeInTheDocument();
    expect(within(shortcuts).getByText('A kérdés elküldése')).toBeInTheDocument();
    expect(within(shortcuts).getByText('Ugrás a fő tartalomra (az oldalsáv átugrása)')).toBeInTheDocument();
  });

  it("offers the operator's contact with a prepared letter naming the firm and the user", async () => {
    mockApi(operator);
    render();
    const support = screen.getByRole('region', { name: 'Ügyfélszolgálat' });
    const letter = await within(support).findByRole('link', { name: 'Levél az ügyfélszolgálatnak' });
    const href = new URL(letter.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('tamogatas@virtualis-iroda.hu');
    expect(href.searchParams.get('subject')).toBe('Virtuális Iroda – segítségkérés (Kovács és Társai Ügyvédi Iroda)');
    expect(href.searchParams.get('body')).toContain('Felhasználó: iroda@kovacs-ugyved.hu');
    expect(within(support).getByRole('link', { name: '+36 1 234 5678' })).toHaveAttribute('href', 'tel:+3612345678');
    expect(within(support).queryByRole('link', { name: 'Támogatás az irodától' })).not.toBeInTheDocument();
  });

  it('says so when the operator gave no contact, and points a customer to the firm first', async () => {
    mockApi({ operatorName: null, email: null, phone: null });
    render(true);
    const support = screen.getByRole('region', { name: 'Ügyfélszolgálat' });
    await waitFor(() => expect(within(support).getByText(/még nem adta meg/)).toBeInTheDocument());
    expect(within(support).getByRole('link', { name: 'Támogatás az irodától' })).toHaveAttribute('href', '/app/support');
    expect(within(support).queryByRole('link', { name: 'Levél az ügyfélszolgálatnak' })).not.toBeInTheDocument();
  });
});

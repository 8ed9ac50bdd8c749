import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { PageSearch } from './page-search';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const hits = {
  query: 'kov',
  groups: [{ group: 'contacts', items: [{ id: 'c-1', group: 'contacts', title: 'Kovács Anna', subtitle: null, snippet: [], href: '/app/contacts/c-1', rank: 1 }] }],
  unavailable: [],
} satisfies ApiAnswer<'get', '/api/search'>;

describe('top-bar search', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('issue 38.12: a 429 is shown as a rate limit with a retry, not as "Nincs találat"; the retry shows the hits', async () => {
    let limited = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => (limited ? json(429, { code: 'RATE_LIMITED', message: 'Túl sok kérés.' }) : json(200, hits)));
    renderWithProviders(
      <MemoryRouter>
        <PageSearch role="lawyer" />
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'kovacs' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('A keresés nem sikerült.');
    expect(alert).toHaveTextContent('Túl sok kérés érkezett rövid idő alatt');
    expect(screen.queryByText(/Nincs találat/)).toBeNull();

    limited = false;
    fireEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('option', { name: /Kovács Anna/ }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says "Nincs találat" only for a search that answered with no hits', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { query: 'ab', groups: [], unavailable: [] } satisfies ApiAnswer<'get', '/api/search'>));
    renderWithProviders(
      <MemoryRouter>
        <PageSearch role="lawyer" />
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'xyzq' } });
    expect(await screen.findByText('Nincs találat erre: „xyzq”.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

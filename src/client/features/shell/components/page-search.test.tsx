import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MAX_QUERY_LENGTH } from '@shared/search/normalise';
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
    // A fresh answer per call: the session refresh may ask first, and a body is read once.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { query: 'ab', groups: [], unavailable: [] } satisfies ApiAnswer<'get', '/api/search'>));
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

  it('on the form kit: Enter without a chosen option sends the trimmed text, which opens the contacts list filtered by it', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { query: 'odon', groups: [], unavailable: [] } satisfies ApiAnswer<'get', '/api/search'>));
    renderWithProviders(
      <MemoryRouter initialEntries={['/app']}>
        <Routes>
          <Route path="/app" element={<PageSearch role="lawyer" />} />
          <Route path="/app/contacts" element={<LocationText />} />
        </Routes>
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox', { name: 'Keresés: oldalak, ügyfelek, ügyek, dokumentumok, cikkek' });
    expect(screen.getByRole('search')).toContainElement(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '  ödön ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('/app/contacts?q=%C3%B6d%C3%B6n')).toBeInTheDocument();
  });

  it('on the form kit: a text longer than the search takes is refused on the field in Hungarian, nothing is opened', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { query: '', groups: [], unavailable: [] } satisfies ApiAnswer<'get', '/api/search'>));
    renderWithProviders(
      <MemoryRouter initialEntries={['/app']}>
        <Routes>
          <Route path="/app" element={<PageSearch role="lawyer" />} />
          <Route path="/app/contacts" element={<LocationText />} />
        </Routes>
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a'.repeat(MAX_QUERY_LENGTH + 1) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(new RegExp(`Legfeljebb ${MAX_QUERY_LENGTH} karakter`))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^\/app\/contacts/)).toBeNull();
  });
});

function LocationText() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

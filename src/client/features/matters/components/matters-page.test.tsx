// /app/matters sorts on the server (decision 0502): a header click writes ?sort=&dir= into the
// address, asks the server for that order from the first page, and shows the rows as the server
// sent them; an address with a sort opens the list in it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AddressProbe, shownAddress, shownParams } from '@client/test/address-probe';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { MattersPage } from './matters-page';

type Answer = ApiAnswer<'get', '/api/matters'>;
type Matter = Answer['items'][number];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const matter = (id: string, title: string): Matter => ({
  id,
  number: `2026/000${id}`,
  title,
  status: 'open',
  practiceArea: 'civil_litigation',
  clients: [],
  responsibleLawyer: null,
  openedOn: '2026-03-02',
  confidential: false,
  openTasks: 0,
});

/** Answers every list request with two matters in the order the test gives, and 60 in all (three pages). */
function serve(items: Matter[]) {
  const urls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    urls.push(url);
    return json({ items, total: 60, counts: { open: 60, in_progress: 0, closed: 0, archived: 0 } } satisfies Answer);
  });
  return urls;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <MattersPage canCreate={false} />
      <AddressProbe />
    </MemoryRouter>,
  );

const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith(name))!;
const numbers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((th) => th.textContent);

describe('MattersPage sorted on the server', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('a header click puts the sort in the address and asks the server for it from the first page', async () => {
    // The server's order (not the Hungarian order of the titles): the table keeps it.
    const urls = serve([matter('1', 'Zoltán ügye'), matter('2', 'Ábel ügye')]);
    renderAt('/app/matters');
    await screen.findByRole('table');
    expect(urls.at(-1)!.searchParams.get('sort')).toBeNull();
    expect(header('Megnevezés')).not.toHaveAttribute('aria-sort');

    fireEvent.click(screen.getByRole('button', { name: 'Következő' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('offset')).toBe('25'));

    fireEvent.click(screen.getByRole('button', { name: /Megnevezés/ }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('sort')).toBe('title'));
    expect(urls.at(-1)!.searchParams.get('dir')).toBe('asc');
    // Back to the first page.
    expect(urls.at(-1)!.searchParams.get('offset')).toBe('0');
    expect(shownAddress()).toHaveTextContent('?sort=title&dir=asc');
    expect(header('Megnevezés')).toHaveAttribute('aria-sort', 'ascending');
    expect(numbers()).toEqual(['2026/0001', '2026/0002']);

    fireEvent.click(screen.getByRole('button', { name: /Megnevezés/ }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('dir')).toBe('desc'));
    expect(shownAddress()).toHaveTextContent('?sort=title&dir=desc');
    expect(header('Megnevezés')).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByRole('button', { name: /Felelős ügyvéd/ }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('sort')).toBe('lawyer'));
    expect(urls.at(-1)!.searchParams.get('dir')).toBe('asc');
    expect(header('Megnevezés')).not.toHaveAttribute('aria-sort');
    expect(header('Felelős ügyvéd')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('opens in the sort of the address, and ignores a column the server does not sort by', async () => {
    const urls = serve([matter('1', 'Első')]);
    const { unmount } = renderAt('/app/matters?sort=opened&dir=desc');
    await screen.findByRole('table');
    expect(urls[0]!.searchParams.get('sort')).toBe('opened');
    expect(urls[0]!.searchParams.get('dir')).toBe('desc');
    expect(header('Nyitva')).toHaveAttribute('aria-sort', 'descending');
    // Only the columns the server sorts by have a button.
    expect(screen.queryByRole('button', { name: /Állapot/ })).toBeNull();
    unmount();

    renderAt('/app/matters?sort=status&dir=desc');
    await screen.findByRole('table');
    expect(urls.at(-1)!.searchParams.get('sort')).toBeNull();
    expect(urls.at(-1)!.searchParams.get('dir')).toBeNull();
  });

  it('keeps its filters in the address: opened from it, changed into it, the other parameters kept', async () => {
    const urls = serve([matter('1', 'Első')]);
    renderAt('/app/matters?status=closed&mine=1&q=Kov%C3%A1cs&sort=title&dir=asc');
    await screen.findByRole('table');
    const first = urls[0]!.searchParams;
    expect([first.get('status'), first.get('mine'), first.get('q'), first.get('sort')]).toEqual(['closed', 'true', 'Kovács', 'title']);
    expect(screen.getByRole('button', { name: /Lezárt/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Csak az én ügyeim' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Keresés ügyszámra vagy címre' })).toHaveValue('Kovács');

    fireEvent.click(screen.getByRole('button', { name: /Nyitott/ }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('status')).toBe('open'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Csak az én ügyeim' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('mine')).toBeNull());
    expect(urls.at(-1)!.searchParams.get('q')).toBe('Kovács');
    const address = shownParams();
    expect(Object.fromEntries(address)).toEqual({ status: 'open', q: 'Kovács', sort: 'title', dir: 'asc' });

    fireEvent.click(screen.getByRole('button', { name: /Mind/ }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('status')).toBeNull());
    expect(shownParams().get('status')).toBeNull();
  });

  it('ignores a status the list does not have', async () => {
    const urls = serve([matter('1', 'Első')]);
    renderAt('/app/matters?status=torolt&mine=igen');
    await screen.findByRole('table');
    expect(urls[0]!.searchParams.get('status')).toBeNull();
    expect(urls[0]!.searchParams.get('mine')).toBeNull();
    expect(screen.getByRole('button', { name: /Mind/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

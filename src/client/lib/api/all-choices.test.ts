// The pickers' choices are every contact or matter, not the first page (decision 0487).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allContacts, allMatters, readAllPages } from './all-choices';

afterEach(() => vi.restoreAllMocks());

/** A list endpoint of `total` rows that honours limit and offset, recording the URLs asked. */
function pagedList(total: number) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const url = new URL(request.url, 'http://localhost');
    urls.push(`${url.pathname}${url.search}`);
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ id: `r-${offset + i + 1}`, name: `Név ${offset + i + 1}` }));
    return new Response(JSON.stringify({ items, total, counts: { open: 0, in_progress: 0, closed: 0, archived: 0 } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

describe('readAllPages', () => {
  it('reads 450 contacts in three pages of 200, in order, the kind passed on', async () => {
    const urls = pagedList(450);
    const items = await allContacts(new AbortController().signal, { kind: 'organisation' });
    expect(items).toHaveLength(450);
    expect(items.at(-1)).toMatchObject({ id: 'r-450' });
    expect(urls).toEqual(['/api/contacts?limit=200&offset=0&kind=organisation', '/api/contacts?limit=200&offset=200&kind=organisation', '/api/contacts?limit=200&offset=400&kind=organisation']);
  });

  it('passes the clients-only filter on every page (decision 0514)', async () => {
    const urls = pagedList(250);
    expect(await allContacts(new AbortController().signal, { matterRole: 'client' })).toHaveLength(250);
    expect(urls).toEqual(['/api/contacts?limit=200&offset=0&matterRole=client', '/api/contacts?limit=200&offset=200&matterRole=client']);
  });

  it('asks once when the first page holds everything, and once more when the total is an exact page', async () => {
    pagedList(3);
    expect(await allMatters(new AbortController().signal)).toHaveLength(3);
    vi.restoreAllMocks();
    const urls = pagedList(200);
    expect(await allMatters(new AbortController().signal)).toHaveLength(200);
    expect(urls).toEqual(['/api/matters?limit=200&offset=0']);
  });

  it('stops at a short page even if the total claims more (rows deleted meanwhile)', async () => {
    const page = vi.fn(async (offset: number) => ({ items: offset === 0 ? Array.from({ length: 200 }, (_, i) => i) : [200, 201], total: 900 }));
    expect(await readAllPages(page)).toHaveLength(202);
    expect(page).toHaveBeenCalledTimes(2);
  });
});

// The choices of a picker (a buyer, a matter to record time on, a party): every contact or matter
// the user may see, read page by page. A picker fed by one page of 100–200 silently left out the
// rest, so a firm with more matters than that could not record time on its newest ones (decision 0487).
import type { ContactKind, ContactMatterRole } from '@shared/contacts/contacts.schemas';
import { api, unwrap } from '@client/lib/api-client';

/** The lists' largest page (the server's `limit` maximum). */
const PAGE = 200;
/** A bound for a runaway loop; far beyond what a select can usefully hold. */
export const MAX_CHOICES = 10_000;

/** Every item of a paged list, one page after another until the total is read (or a page comes back short). */
export async function readAllPages<T>(page: (offset: number, limit: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; offset < MAX_CHOICES; offset += PAGE) {
    const answer = await page(offset, PAGE);
    items.push(...answer.items);
    if (answer.items.length < PAGE || items.length >= answer.total) break;
  }
  return items;
}

/** The contacts list's filters a picker may narrow its choices by. */
export interface ContactChoiceFilter {
  kind?: ContactKind;
  /** `client`: only the client parties of a matter the user can see (decision 0514). */
  matterRole?: ContactMatterRole;
}

/** Every contact the user may see (optionally of one kind, or only the clients), in the list's order. */
export function allContacts(signal: AbortSignal, filter: ContactChoiceFilter = {}) {
  const { kind, matterRole } = filter;
  return readAllPages((offset, limit) => unwrap(api.GET('/api/contacts', { params: { query: { limit, offset, ...(kind ? { kind } : {}), ...(matterRole ? { matterRole } : {}) } }, signal })));
}

/** Every matter the user may see (RLS leaves out other teams' confidential ones), in the list's order. */
export function allMatters(signal: AbortSignal) {
  return readAllPages((offset, limit) => unwrap(api.GET('/api/matters', { params: { query: { limit, offset } }, signal })));
}

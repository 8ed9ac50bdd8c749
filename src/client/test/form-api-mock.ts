// Component tests of forms on the kit (issue 41 points 2 and 4): the fetch mock they share – every
// request routed by path and method, what was sent recorded – a VALIDATION_ERROR answer, and a
// field's message.
import { vi } from 'vitest';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's 400 with Hungarian messages per body path. */
export const invalid = (fields: Record<string, string>) => json(400, { code: 'VALIDATION_ERROR', message: 'A megadott adatok hibásak.', fields });

export interface Sent {
  method: string;
  url: string;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
}

const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });

async function bodyOf(input: RequestInfo | URL, init: RequestInit | undefined): Promise<unknown> {
  if (init?.body instanceof FormData) return init.body;
  const text = typeof init?.body === 'string' ? init.body : input instanceof Request ? await input.clone().text() : '';
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Answers every request with `answer(path, method, body)` (the path without origin and query; the
 * JSON body parsed); what it leaves unanswered gets a 404. Returns the requests as sent, in order:
 * all of them, or with `{ record: 'writes' }` only those that are not GETs.
 */
export function mockFetch(answer: (url: string, method: string, body: unknown) => Response | undefined, options: { record?: 'all' | 'writes' } = {}): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url).pathname;
    const method = request.method.toUpperCase();
    const body = method === 'GET' ? undefined : await bodyOf(input, init);
    if (options.record !== 'writes' || method !== 'GET') sent.push({ method, url, body });
    return answer(url, method, body) ?? notFound();
  });
  return sent;
}

/** Answers GETs from `gets` (the first path the URL starts with) and writes from `writes` in turn; returns the writes as sent. */
export function mockApi(gets: Record<string, unknown>, writes: Response[]): Sent[] {
  return mockFetch(
    (url, method) => {
      if (method !== 'GET') return writes.shift() ?? json(500, { code: 'UNEXPECTED', message: 'A teszt nem vár több írást.' });
      const hit = Object.keys(gets).find((path) => url.startsWith(path));
      return hit ? json(200, gets[hit]) : json(404, { code: 'NOT_FOUND', message: url });
    },
    { record: 'writes' },
  );
}

/** What the field's aria-describedby points at (hint and message), as text. */
export function messageOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

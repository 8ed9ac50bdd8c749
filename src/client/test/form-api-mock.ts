// Component tests of forms on the kit (issue 41 point 4): a fetch mock that answers GETs by path
// and writes in turn (recording what was sent), a VALIDATION_ERROR answer, and a field's message.
import { vi } from 'vitest';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's 400 with Hungarian messages per body path. */
export const invalid = (fields: Record<string, string>) => json(400, { code: 'VALIDATION_ERROR', message: 'A megadott adatok hibásak.', fields });

export interface Sent {
  method: string;
  url: string;
  /** The JSON body parsed, or the FormData as sent. */
  body: unknown;
}

/** Answers GETs from `gets` (the first path the URL starts with) and writes from `writes` in turn; returns the writes as sent. */
export function mockApi(gets: Record<string, unknown>, writes: Response[]): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') {
      const raw = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
      sent.push({ method, url, body: typeof raw === 'string' && raw ? JSON.parse(raw) : raw });
      return writes.shift() ?? json(500, { code: 'UNEXPECTED', message: 'A teszt nem vár több írást.' });
    }
    const hit = Object.keys(gets).find((path) => url.startsWith(path));
    return hit ? json(200, gets[hit]) : json(404, { code: 'NOT_FOUND', message: url });
  });
  return sent;
}

/** What the field's aria-describedby points at (hint and message), as text. */
export function messageOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

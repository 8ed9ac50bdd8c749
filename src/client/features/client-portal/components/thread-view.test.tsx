// A conversation opens at its newest message and follows new ones while the reader is at its end;
// a reader who scrolled back to an older message is not pulled down by the next one.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalThread } from '@shared/client-portal/client-portal.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { ThreadView } from './thread-view';

const message = (n: number) => ({
  id: `msg-${n}`,
  body: `${n}. üzenet`,
  fromFirm: n % 2 === 0,
  authorName: n % 2 === 0 ? 'dr. Nagy Péter' : 'Szabó Anna',
  createdAt: `2026-11-2${n}T09:00:00.000Z`,
  readByOtherSide: true,
  attachment: null,
});
const thread = (count: number): PortalThread => ({
  id: 't-1',
  subject: 'Szakértői vélemény',
  client: { id: 'c-1', name: 'Szabó Anna' },
  matter: null,
  status: 'open',
  lastMessageAt: '2026-11-25T09:00:00.000Z',
  lastFromFirm: false,
  unread: 0,
  assignedTo: null,
  messages: Array.from({ length: count }, (_, i) => message(i + 1)),
});

// jsdom lays nothing out: the log is 300 px high and its content 1 000 px.
const layout = { scrollHeight: 1000, clientHeight: 300 };
let saved: PropertyDescriptor[] = [];
beforeAll(() => loadAppLocales());
beforeEach(() => {
  layout.scrollHeight = 1000;
  saved = (['scrollHeight', 'clientHeight'] as const).map((key) => Object.getOwnPropertyDescriptor(Element.prototype, key)!);
  Object.defineProperty(Element.prototype, 'scrollHeight', { configurable: true, get: () => layout.scrollHeight });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => layout.clientHeight });
});
afterEach(() => {
  Object.defineProperty(Element.prototype, 'scrollHeight', saved[0]!);
  Object.defineProperty(Element.prototype, 'clientHeight', saved[1]!);
});

const view = (count: number) => <ThreadView thread={thread(count)} side="customer" onReply={async () => undefined} onRead={() => undefined} canReply={false} />;

describe('ThreadView scrolling', () => {
  it('opens at the newest message', () => {
    render(view(5));
    expect(screen.getByRole('log').scrollTop).toBe(1000);
  });

  it('follows a new message while the reader is at the end, not after they scrolled back', () => {
    const { rerender } = render(view(5));
    const log = screen.getByRole('log');
    layout.scrollHeight = 1200;
    rerender(view(6));
    expect(log.scrollTop).toBe(1200);
    // The reader scrolls back to the first messages; the next one does not pull them down.
    log.scrollTop = 100;
    fireEvent.scroll(log);
    layout.scrollHeight = 1400;
    rerender(view(7));
    expect(log.scrollTop).toBe(100);
  });
});

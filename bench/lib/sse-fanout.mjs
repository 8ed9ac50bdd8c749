// SSE fan-out (issue 35 "Done when"): N open event streams, then messages one after another; for
// each message the time from sending it until every stream has received its event. Used against
// the app's portal streams and against bench/bare-sse-server.mjs in the same run, so the app's
// figure is also a share of a bare node:http SSE server's.
import { median } from './load.mjs';

/**
 * Opens `count` event streams (`headersOf(i)` gives each its cookie) and waits until each has sent
 * its first line. Every `data:` line's `messageId` (or the raw id line) is counted per message.
 */
export async function openStreams(url, count, headersOf = () => ({})) {
  const seen = new Map();
  let waiter = null;
  const controller = new AbortController();
  const note = (id) => {
    seen.set(id, (seen.get(id) ?? 0) + 1);
    if (waiter && waiter.id === id && seen.get(id) >= count) waiter.resolve();
  };
  const open = async (i) => {
    const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headersOf(i) }, signal: controller.signal });
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) throw new Error(`stream ${i}: ${res.status} ${res.headers.get('content-type')}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let opened;
    const ready = new Promise((resolve) => (opened = resolve));
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          opened();
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.+)$/m.exec(event)?.[1];
            if (id) note(id);
          }
        }
      } catch {
        // aborted at the end of the run
      }
    })();
    await ready;
  };
  // A few at a time: a hundred sign-ins' worth of stream set-up at once is not what is measured.
  for (let i = 0; i < count; i += 10) await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => open(i + k)));
  return {
    count,
    /** Sends one message with `send()` (resolving to its event id); resolves with the ms until all streams had it. */
    async deliver(send, timeoutMs = 30_000) {
      const started = performance.now();
      const id = await send();
      if ((seen.get(id) ?? 0) < count) {
        await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`message ${id}: ${seen.get(id) ?? 0} of ${count} streams within ${timeoutMs} ms`)), timeoutMs);
          waiter = { id, resolve: () => (clearTimeout(timer), resolve()) };
        });
      }
      waiter = null;
      return performance.now() - started;
    },
    close: () => controller.abort(),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `messages` messages one after another to open streams: the first (cold caches) on its own, then
 * the median, p99 and max of the rest, and messages per second over the whole sequence.
 */
export async function measureFanOut(streams, send, messages) {
  const times = [];
  const started = performance.now();
  for (let i = 0; i < messages; i++) times.push(await streams.deliver(() => send(i)));
  const elapsed = performance.now() - started;
  const warm = times.slice(1).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    streams: streams.count,
    messages,
    firstMs: round(times[0]),
    p50Ms: round(median(warm)),
    p99Ms: round(percentile(warm, 99)),
    maxMs: round(warm.at(-1)),
    messagesPerSecond: round((messages * 1000) / elapsed),
    deliveriesPerSecond: Math.round((messages * streams.count * 1000) / elapsed),
  };
}

// Server-sent events: a parser for provider streams (OpenAI-style `data:` lines ending with
// [DONE], Anthropic's named events, Gemini's alt=sse) and a formatter for our own stream to the
// browser.

export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  event: string;
  /** `data:` lines joined with newlines. */
  data: string;
}

/** Parses a byte stream into events (WHATWG rules: CR/LF/CRLF lines, blank line dispatches, ':' comments). */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let sawData = false;
  const dispatch = (): SseEvent | null => {
    const out = sawData ? { event: event || 'message', data: data.join('\n') } : null;
    event = '';
    data = [];
    sawData = false;
    return out;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let start = 0;
      for (;;) {
        const nl = nextLineBreak(buffer, start);
        if (nl === -1) break;
        // A CR at the very end may be the first half of CRLF: wait for more input.
        if (buffer[nl] === '\r' && nl === buffer.length - 1 && !done) break;
        const line = buffer.slice(start, nl);
        start = nl + (buffer[nl] === '\r' && buffer[nl + 1] === '\n' ? 2 : 1);
        if (line === '') {
          const ev = dispatch();
          if (ev) yield ev;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let val = colon === -1 ? '' : line.slice(colon + 1);
        if (val.startsWith(' ')) val = val.slice(1);
        if (field === 'event') event = val;
        else if (field === 'data') {
          data.push(val);
          sawData = true;
        }
      }
      buffer = buffer.slice(start);
      if (done) {
        // A stream that ends without a final blank line still delivers its last event.
        if (buffer.length > 0) {
          const line = buffer;
          buffer = '';
          if (line.startsWith('data:')) {
            data.push(line.slice(5).replace(/^ /, ''));
            sawData = true;
          }
        }
        const ev = dispatch();
        if (ev) yield ev;
        return;
      }
    }
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => undefined);
  }
}

function nextLineBreak(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return -1;
}

/** One event in the SSE wire format (multi-line data split into data lines). */
export function formatSse(event: string, data: unknown): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  return `event: ${event}\n${payload
    .split(/\r?\n/)
    .map((l) => `data: ${l}`)
    .join('\n')}\n\n`;
}

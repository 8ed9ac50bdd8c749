import { describe, expect, it } from 'vitest';
import { formatSse, parseSse, type SseEvent } from './sse';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(enc.encode(c));
      controller.close();
    },
  });
}

async function all(body: ReadableStream<Uint8Array>): Promise<SseEvent[]> {
  const out: SseEvent[] = [];
  for await (const ev of parseSse(body)) out.push(ev);
  return out;
}

describe('server-sent events parser', () => {
  it('reads OpenAI-style data lines up to [DONE]', async () => {
    expect(await all(streamOf('data: {"a":1}\n\ndata: {"a":2}\n\ndata: [DONE]\n\n'))).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '{"a":2}' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('reads named events (Anthropic), comments and multi-line data', async () => {
    expect(await all(streamOf(': keep-alive\n\nevent: message_start\ndata: {"x":1}\n\nevent: ping\ndata: a\ndata: b\n\n'))).toEqual([
      { event: 'message_start', data: '{"x":1}' },
      { event: 'ping', data: 'a\nb' },
    ]);
  });

  it('handles events and lines split across chunks, CRLF split in two, and multi-byte characters split', async () => {
    const bytes = new TextEncoder().encode('data: árvíztűrő\r\n\r\ndata: x\n\n');
    const chunks = [bytes.slice(0, 8), bytes.slice(8, 17), bytes.slice(17, 19), bytes.slice(19)];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const ch of chunks) c.enqueue(ch);
        c.close();
      },
    });
    expect(await all(body)).toEqual([
      { event: 'message', data: 'árvíztűrő' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('delivers a last event without the closing blank line (Gemini streams may end so)', async () => {
    expect(await all(streamOf('data: {"a":1}\n\ndata: {"b":2}'))).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '{"b":2}' },
    ]);
  });

  it('formats events for the browser', () => {
    expect(formatSse('delta', { text: 'a\nb' })).toBe('event: delta\ndata: {"text":"a\\nb"}\n\n');
    expect(formatSse('note', 'egy\nkettő')).toBe('event: note\ndata: egy\ndata: kettő\n\n');
  });
});

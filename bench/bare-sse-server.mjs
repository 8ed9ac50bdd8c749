// The SSE baseline (issue 35): the smallest useful node:http event-stream server. GET /live opens a
// stream; POST /send writes one `id:` + `data:` event to every open stream and answers with its id
// – the same shape the app's portal streams carry, without sign-in, database or bus.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 0);
const streams = new Set();
let next = 0;

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/live') {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write('retry: 2000\n: open\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/send') {
    const id = String(++next);
    const event = `id: ${id}\ndata: ${JSON.stringify({ threadId: 't', messageId: id })}\n\n`;
    for (const stream of streams) stream.write(event);
    const body = JSON.stringify({ id });
    res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => console.log(`bare SSE listening on ${server.address().port}`));
process.once('SIGTERM', () => {
  for (const stream of streams) stream.end();
  server.close(() => process.exit(0));
});

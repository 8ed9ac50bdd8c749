// The baseline: the smallest useful node:http server (a JSON hello), in its own process like
// the app, so every figure of the bench is also reported as a fraction of this one.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 0);
const body = JSON.stringify({ hello: 'world' });

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => console.log(`bare node:http listening on ${server.address().port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));

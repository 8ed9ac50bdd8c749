// Issue 34.5 (decision 0308): provider requests reach only public or approved addresses, checked
// for the first address and for every redirect; the key does not follow a redirect elsewhere.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DnsLookup } from '../../../lib/outbound-agent';
import { configureOutbound, providerUrlRefusal, sendJson } from './http';
import { mapOpenAiError } from './provider-errors';
import { failure } from './testing/failure';

describe('provider requests and private addresses', () => {
  let server: Server;
  let port: number;
  const seen: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      const redirect = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (redirect) {
        res.writeHead(307, { location: redirect });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, path: req.url }));
    });
    // Every interface: 'localhost' may resolve to ::1 or 127.0.0.1.
    await new Promise<void>((resolve) => server.listen(0, resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    seen.length = 0;
    configureOutbound(['127.0.0.1', 'localhost', '::1']);
  });

  const post = (url: string) => sendJson('openai', { url, headers: { authorization: 'Bearer sk-titkos' }, body: { q: 1 }, timeoutMs: 5_000 }, (f) => mapOpenAiError('openai', f));

  it('refuses a loopback address before connecting, unless the operator approved it', async () => {
    configureOutbound([]);
    const refused = await failure(post(`http://127.0.0.1:${port}/v1/chat/completions`));
    expect(refused.code).toBe('PROVIDER_ADDRESS_FORBIDDEN');
    expect(seen).toHaveLength(0);
    expect(await providerUrlRefusal(`http://127.0.0.1:${port}/x`)).toBe('non_public');
    expect(await providerUrlRefusal('http://169.254.169.254/latest/meta-data')).toBe('non_public');
    configureOutbound(['127.0.0.1']);
    expect(await post(`http://127.0.0.1:${port}/v1/chat/completions`)).toMatchObject({ ok: true });
    expect(await providerUrlRefusal(`http://127.0.0.1:${port}/x`)).toBeNull();
  });

  it('checks every redirect: an approved host cannot send the request on to a private one', async () => {
    // "localhost" is approved by name; 127.0.0.1 is the same machine but not approved.
    configureOutbound(['localhost']);
    const target = `http://127.0.0.1:${port}/internal`;
    const refused = await failure(post(`http://localhost:${port}/v1?to=${encodeURIComponent(target)}`));
    expect(refused.code).toBe('PROVIDER_ADDRESS_FORBIDDEN');
    expect(seen.map((r) => r.url)).toEqual([`/v1?to=${encodeURIComponent(target)}`]);
  });

  it('checks the address the socket connects to: a name that resolves to a public address at the check and to loopback at connect (DNS rebinding) is refused', async () => {
    const publicAtCheck = async () => ['93.184.216.34'];
    const loopbackAtConnect: DnsLookup = (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]);
    configureOutbound([], publicAtCheck, loopbackAtConnect);
    const refused = await failure(post(`http://rebind.example:${port}/v1/chat/completions`));
    expect(refused.code).toBe('PROVIDER_ADDRESS_FORBIDDEN');
    expect(seen).toHaveLength(0);
    // The same lookup is what the connection uses: approved by name, the request arrives.
    configureOutbound(['rebind.example'], publicAtCheck, loopbackAtConnect);
    expect(await post(`http://rebind.example:${port}/v1/chat/completions`)).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
  });

  it('follows a redirect to an allowed address without the key when it leaves the origin', async () => {
    configureOutbound(['localhost', '127.0.0.1']);
    const answer = await post(`http://localhost:${port}/v1?to=${encodeURIComponent(`http://127.0.0.1:${port}/moved`)}`);
    expect(answer).toMatchObject({ ok: true, path: '/moved' });
    expect(seen[0]!.headers.authorization).toBe('Bearer sk-titkos');
    expect(seen[1]!.headers.authorization).toBeUndefined();
  });
});

// A tiny S3-compatible server for tests only (decision 0245): MinIO cannot run here. It speaks
// the four calls the storage uses (PUT, GET, HEAD, DELETE of an object), path-style or
// virtual-hosted, keeps the objects in memory, and refuses – like S3 – a request whose
// Signature V4 does not match the known secret, a stale date, and a body whose SHA-256 is not the
// signed payload hash.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAuthorization, signV4, UNSIGNED_PAYLOAD } from '../storage/sigv4';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** STORAGE_DRIVER=s3 settings pointing at this server (path-style). */
  env: Record<string, string>;
  /** Stored objects by key. */
  objects: Map<string, Buffer>;
  /** Every request that passed the signature check, e.g. `PUT tenant/sha`. */
  requests: string[];
  /** Requests refused with 403 (bad signature, unknown key, stale date). */
  refused: number;
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'VITESZTKULCS';
const SECRET_ACCESS_KEY = 'teszt-titok/ArvizturoTukorfurogep';
const REGION = 'eu-central-1';
const MAX_SKEW_MS = 15 * 60_000;

function xmlError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

function signatureMatches(req: IncomingMessage, url: URL): boolean {
  const auth = parseAuthorization(req.headers.authorization);
  if (!auth || auth.accessKeyId !== ACCESS_KEY_ID || auth.region !== REGION || auth.service !== 's3') return false;
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) if (!auth.signedHeaders.includes(required)) return false;
  const date = String(req.headers['x-amz-date'] ?? '');
  const when = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > MAX_SKEW_MS || date.slice(0, 8) !== auth.day) return false;
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) headers[name] = String(req.headers[name] ?? '');
  const expected = signV4(
    { method: req.method ?? 'GET', path: url.pathname, query: [...url.searchParams.entries()], headers, payloadHash: String(req.headers['x-amz-content-sha256']) },
    { region: REGION, service: 's3', amzDate: date },
    { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  );
  return expected.signature === auth.signature;
}

export async function startFakeS3(bucket = 'vi-teszt-iratok'): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  let refused = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    if (!signatureMatches(req, url)) {
      refused++;
      req.resume();
      return xmlError(res, 403, 'SignatureDoesNotMatch');
    }
    // Virtual-hosted (<bucket>.<host>) or path-style (/<bucket>/<key>).
    const host = String(req.headers.host ?? '');
    const path = decodeURIComponent(url.pathname.slice(1));
    const [pathBucket, ...rest] = path.split('/');
    const [named, key] = host.startsWith(`${bucket}.`) ? [bucket, path] : [pathBucket, rest.join('/')];
    if (named !== bucket) {
      req.resume();
      return xmlError(res, 404, 'NoSuchBucket');
    }
    requests.push(`${req.method} ${key}`);
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const claimed = String(req.headers['x-amz-content-sha256']);
      if (claimed !== UNSIGNED_PAYLOAD && claimed !== createHash('sha256').update(body).digest('hex')) return xmlError(res, 400, 'XAmzContentSHA256Mismatch');
      if (req.headers['content-length'] === undefined) return xmlError(res, 411, 'MissingContentLength');
      objects.set(key, body);
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    req.resume();
    const object = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return xmlError(res, 405, 'MethodNotAllowed');
    if (!object) {
      if (req.method === 'HEAD') {
        res.writeHead(404);
        return res.end();
      }
      return xmlError(res, 404, 'NoSuchKey');
    }
    res.writeHead(200, { 'content-length': String(object.length), 'content-type': 'application/octet-stream' });
    // Sent in small pieces, so a reader that expects one chunk would notice.
    if (req.method === 'HEAD') return res.end();
    for (let at = 0; at < object.length; at += 16 * 1024) res.write(object.subarray(at, at + 16 * 1024));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: REGION, S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE: 'true' },
    objects,
    requests,
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

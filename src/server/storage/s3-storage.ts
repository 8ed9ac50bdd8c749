// The S3-compatible backend (decision 0245): AWS S3, MinIO or any store speaking the S3 REST API
// with Signature V4, over node:http(s) – no SDK. Keys are the same `<tenant>/<sha256>` as the
// local folder's. The SHA-256 names the object, so it is known only after the last byte: an upload
// is first streamed to a temporary file (hashed and counted on the way, never held in memory),
// then sent with its length and its hash signed as the payload hash, so the store itself checks
// the bytes it received. A download is the response stream as it arrives.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertBlobKey, type BlobStorage, blobKey, BlobNotFoundError, hashingCounter, type PutOptions, type StoredBlob } from './blob-storage';
import { amzDate, EMPTY_SHA256, signV4, uriEncode } from './sigv4';

export interface S3Config {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO, most self-hosted stores) instead of `<bucket>.<host>/<key>`. */
  forcePathStyle: boolean;
  /** Where uploads wait while their hash is computed. */
  spoolDir: string;
  /** Gives up on a request that stalls this long (ms). */
  timeoutMs?: number;
}

export class S3RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`S3 request failed: ${status} ${code}`);
    this.name = 'S3RequestError';
  }
}

/** The URL of an object: path-style or virtual-hosted. */
export function objectUrl(config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): URL {
  const base = new URL(config.endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  const objectPath = key.split('/').map(uriEncode).join('/');
  if (config.forcePathStyle) return new URL(`${base.protocol}//${base.host}${prefix}/${uriEncode(config.bucket)}/${objectPath}`);
  return new URL(`${base.protocol}//${config.bucket}.${base.host}${prefix}/${objectPath}`);
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function s3BlobStorage(config: S3Config): BlobStorage {
  const credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  const timeoutMs = config.timeoutMs ?? 60_000;

  /** One signed request; the body (if any) is streamed. Resolves with the response, unread. */
  function send(method: string, key: string, body?: { stream: Readable; length: number; sha256: string }): Promise<IncomingMessage> {
    assertBlobKey(key);
    const url = objectUrl(config, key);
    const payloadHash = body?.sha256 ?? EMPTY_SHA256;
    const signedHeaders = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(new Date()) };
    const { authorization } = signV4({ method, path: url.pathname, headers: signedHeaders, payloadHash }, { region: config.region, service: 's3', amzDate: signedHeaders['x-amz-date'] }, credentials);
    const headers: Record<string, string> = { ...signedHeaders, authorization };
    if (body) headers['content-length'] = String(body.length);
    const requester = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = requester(url, { method, headers, timeout: timeoutMs }, resolve);
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} timed out after ${timeoutMs} ms`)));
      if (body) pipeline(body.stream, req).catch(reject);
      else req.end();
    });
  }

  /** Reads an error answer's S3 code (`<Code>NoSuchKey</Code>`) and throws it. */
  async function fail(response: IncomingMessage, method: string): Promise<never> {
    const text = method === 'HEAD' ? '' : await readAll(response).catch(() => '');
    throw new S3RequestError(response.statusCode ?? 0, /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'UnknownError');
  }

  async function exists(key: string): Promise<boolean> {
    const response = await send('HEAD', key);
    response.resume();
    if (response.statusCode === 200) return true;
    if (response.statusCode === 404) return false;
    return fail(response, 'HEAD');
  }

  return {
    async put(source: Readable, options: PutOptions): Promise<StoredBlob> {
      await mkdir(config.spoolDir, { recursive: true });
      const temp = join(config.spoolDir, randomUUID());
      const counter = hashingCounter(options.maxBytes);
      try {
        await pipeline(source, counter.stream, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        const { sha256, sizeBytes } = counter.result();
        const key = blobKey(options.tenantId, sha256);
        if (await exists(key)) return { key, sha256, sizeBytes, created: false };
        const response = await send('PUT', key, { stream: createReadStream(temp), length: sizeBytes, sha256 });
        if (response.statusCode !== 200) return await fail(response, 'PUT');
        response.resume();
        return { key, sha256, sizeBytes, created: true };
      } catch (error) {
        // The rest of the request body still has to be drained by the caller (multipart does it).
        source.resume();
        throw error;
      } finally {
        await rm(temp, { force: true });
      }
    },
    async get(key: string): Promise<Readable> {
      const response = await send('GET', key);
      if (response.statusCode === 200) return response;
      if (response.statusCode === 404) {
        response.resume();
        throw new BlobNotFoundError(key);
      }
      return fail(response, 'GET');
    },
    async delete(key: string): Promise<void> {
      const response = await send('DELETE', key);
      response.resume();
      // S3 answers 204 whether or not the object was there; some stores say 404 for a missing one.
      if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404) await fail(response, 'DELETE');
    },
    exists,
  };
}

// AWS Signature Version 4 (decision 0245), the header form: what the S3-compatible backend signs
// its requests with, and what the tests' fake S3 server checks them with. Written against AWS's
// documentation and checked with its published example vectors (sigv4.test.ts): no SDK needed.
import { createHash, createHmac } from 'node:crypto';

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigV4Request {
  method: string;
  /** The path as sent on the wire (already URI-encoded), e.g. `/bucket/tenant/sha`. */
  path: string;
  /** Query parameters, decoded; they are encoded and sorted here. */
  query?: readonly (readonly [string, string])[];
  /** The headers to sign (host and x-amz-date among them); names in any case. */
  headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
}

export interface SigV4Scope {
  region: string;
  service: string;
  /** `YYYYMMDDTHHMMSSZ`, the request's x-amz-date. */
  amzDate: string;
}

export interface SigV4Result {
  canonicalRequest: string;
  stringToSign: string;
  signedHeaders: string;
  signature: string;
  authorization: string;
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ is %XX. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `x-amz-date` of a moment: 20150830T123600Z. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(query: SigV4Request['query'] = []): string {
  return query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function signV4(request: SigV4Request, scope: SigV4Scope, credentials: SigV4Credentials): SigV4Result {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [request.method.toUpperCase(), request.path || '/', canonicalQuery(request.query), headers.map(([name, value]) => `${name}:${value}\n`).join(''), signedHeaders, request.payloadHash].join('\n');
  const day = scope.amzDate.slice(0, 8);
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', scope.amzDate, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), scope.region), scope.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signedHeaders, signature, authorization };
}

export interface ParsedAuthorization {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

/** Reads an `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header. */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return null;
  const [, accessKeyId, day, region, service, signed, signature] = match as unknown as [string, string, string, string, string, string, string];
  return { accessKeyId, day, region, service, signedHeaders: signed.split(';'), signature };
}

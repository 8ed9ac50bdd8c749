// fetch (Node's undici) with the gateway's timeout, the caller's cancellation and the provider's
// error mapping. No SDKs: every provider is a JSON POST and, for streaming, server-sent events.
import { AIError } from '@shared/ai-modules/ai-errors';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { ApprovedHosts, outboundRefusal, type Resolver } from '../../../lib/outbound-address';
import { type DnsLookup, GuardedAgent, OutboundAddressForbidden } from '../../../lib/outbound-agent';
import { transportError, type HttpFailure } from './provider-errors';

/**
 * Which addresses provider requests may reach (issue 34.5, decision 0308): public addresses, and
 * the private hosts the platform's operator approved (AI_PROVIDER_APPROVED_HOSTS). Set once at
 * start (`configureOutbound`); until then nothing private is approved.
 */
let outbound: { approved: ApprovedHosts; resolve?: Resolver; agent: GuardedAgent } = fresh([]);

function fresh(approvedHosts: readonly string[], resolve?: Resolver, connectLookup?: DnsLookup) {
  const approved = new ApprovedHosts(approvedHosts);
  return { approved, ...(resolve ? { resolve } : {}), agent: new GuardedAgent(approved, connectLookup) };
}

/**
 * `resolve` answers the check before a request, `connectLookup` the socket's own lookup (tests
 * give them different answers to play a DNS rebinding).
 */
export function configureOutbound(approvedHosts: readonly string[], resolve?: Resolver, connectLookup?: DnsLookup): void {
  const previous = outbound.agent;
  outbound = fresh(approvedHosts, resolve, connectLookup);
  void previous.close().catch(() => undefined);
}

/** Redirects followed at most (each one checked like the first address). */
const MAX_REDIRECTS = 3;

/**
 * Why a firm may not store this base URL (checked again at every request): null when it may, also
 * for a name that does not resolve now.
 */
export async function providerUrlRefusal(url: string): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  const refusal = await outboundRefusal(parsed, outbound.approved, outbound.resolve);
  return refusal && refusal.reason !== 'unresolved' ? refusal.reason : null;
}

/** The connect-time refusal inside fetch's "fetch failed" error, if that is what it was. */
function connectRefusal(error: unknown): OutboundAddressForbidden | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) if (e instanceof OutboundAddressForbidden) return e;
  return null;
}

/** Headers that carry the provider key: not sent on to another origin by a redirect. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'api-key', 'x-api-key', 'x-goog-api-key']);

/** Refuses an address the server must not reach; the message never names what is there. */
async function assertReachable(provider: ProviderId, url: URL): Promise<void> {
  const refusal = await outboundRefusal(url, outbound.approved, outbound.resolve);
  // A name that does not resolve fails at connect anyway, as a network error.
  if (refusal && refusal.reason !== 'unresolved') throw new AIError('PROVIDER_ADDRESS_FORBIDDEN', { provider, details: { reason: refusal.reason, host: refusal.host } });
}

/** fetch with every hop checked: the first address and each redirect's target (no automatic redirects). */
async function fetchChecked(provider: ProviderId, url: string, init: RequestInit): Promise<Response> {
  let target = new URL(url);
  let request = init;
  for (let hop = 0; ; hop++) {
    await assertReachable(provider, target);
    // Node's fetch takes an undici dispatcher (not in the DOM RequestInit type).
    const response = await fetch(target, { ...request, redirect: 'manual', dispatcher: await outbound.agent.dispatcher() } as RequestInit);
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    if (!location) return response;
    await response.body?.cancel().catch(() => undefined);
    if (hop >= MAX_REDIRECTS) throw new AIError('NETWORK_ERROR', { provider, details: { reason: 'too many redirects' } });
    const next = new URL(location, target);
    if (next.origin !== target.origin) {
      const headers = Object.fromEntries(Object.entries((request.headers ?? {}) as Record<string, string>).filter(([k]) => !CREDENTIAL_HEADERS.has(k.toLowerCase())));
      request = { ...request, headers };
    }
    target = next;
    // 303, and 301/302 after a POST, continue as GET without a body (the fetch standard).
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && request.method === 'POST')) {
      const { body: _body, ...rest } = request;
      const headers = Object.fromEntries(Object.entries((rest.headers ?? {}) as Record<string, string>).filter(([k]) => k.toLowerCase() !== 'content-type'));
      request = { ...rest, method: 'GET', headers };
    }
  }
}

export interface HttpRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
}

export type ErrorMapper = (failure: HttpFailure) => AIError;

const ERROR_BODY_LIMIT = 8192;

/** An open response plus a translator for failures while its body is read. */
export interface OpenResponse {
  response: Response;
  /** Turns an error thrown while reading the body into TIMEOUT / NETWORK_ERROR (or the caller's abort). */
  readFailure(error: unknown): unknown;
}

export async function send(provider: ProviderId, req: HttpRequest, mapError: ErrorMapper): Promise<OpenResponse> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  const readFailure = (error: unknown): unknown => {
    if (error instanceof AIError) return error;
    const forbidden = connectRefusal(error);
    if (forbidden) return new AIError('PROVIDER_ADDRESS_FORBIDDEN', { provider, details: { reason: 'non_public', host: forbidden.host } });
    if (req.signal?.aborted) return req.signal.reason ?? error;
    return transportError(provider, error, timeout.aborted);
  };
  let response: Response;
  try {
    response = await fetchChecked(provider, req.url, {
      method: req.method ?? 'POST',
      headers: req.body === undefined ? req.headers : { 'content-type': 'application/json', ...req.headers },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal,
    });
  } catch (error) {
    throw readFailure(error);
  }
  if (!response.ok) {
    let text = '';
    try {
      text = (await response.text()).slice(0, ERROR_BODY_LIMIT);
    } catch (error) {
      throw readFailure(error);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw mapError({ status: response.status, headers: response.headers, body, text });
  }
  return { response, readFailure };
}

export async function sendJson(provider: ProviderId, req: HttpRequest, mapError: ErrorMapper): Promise<unknown> {
  const { response, readFailure } = await send(provider, req, mapError);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw readFailure(error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AIError('SERVER_ERROR', { provider, status: response.status, cause: error, details: { reason: 'invalid JSON from provider' } });
  }
}

/** Drops trailing slashes so `${base}/path` never doubles them. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

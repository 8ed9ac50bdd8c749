// fetch (Node's undici) with the gateway's timeout, the caller's cancellation and the provider's
// error mapping. No SDKs: every provider is a JSON POST and, for streaming, server-sent events.
import { AIError } from '@shared/ai/ai-errors';
import type { ProviderId } from '@shared/ai/ai.schemas';
import { transportError, type HttpFailure } from './provider-errors';

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
    if (req.signal?.aborted) return req.signal.reason ?? error;
    return transportError(provider, error, timeout.aborted);
  };
  let response: Response;
  try {
    response = await fetch(req.url, {
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

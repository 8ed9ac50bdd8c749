// The client of our JSON API (decision 0320): `api` is openapi-fetch over the types generated from
// the server's OpenAPI document (api/api-types.gen.ts, `npm run api:generate`), so a path, its
// parameters, its body and its answer are checked against the route's zod schemas at compile time;
// `unwrap` turns its result into the answer or an ApiError carrying the server's stable `code` and
// a `message` in the UI's language. Same-origin cookies, JSON in and out.
import createClient, { type Client, type ClientPathsWithMethod, type MethodResponse } from 'openapi-fetch';
import type { paths } from './api/api-types.gen';
import { i18n } from './i18n';

/**
 * The text to show for an error answer, in the UI's language: the i18n text of the stable `code`
 * (locales `apiErrors.*`, hu = the server's messages, en = locales/en/api-errors.ts). A message
 * the server made for this one failure (a field's message, "try again in 15 minutes", a named
 * record) differs from the code's standard text and is shown as it came; so is an unknown code.
 * The standard texts (`@shared/errors/errors`) come with the English chunk (lib/i18n.ts): until
 * English was loaded the UI is Hungarian, where the server's message is the text to show.
 */
export function apiErrorMessage(code: string, serverMessage: string): string {
  const standard = i18n.getResource('hu', 'translation', `apiErrors.${code}`) as unknown;
  if (standard === undefined || serverMessage !== standard) return serverMessage;
  return i18n.t(`apiErrors.${code}` as 'apiErrors.NOT_FOUND', { defaultValue: serverMessage });
}

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Field-level messages of a validation error (path -> Hungarian message). */
  readonly fields: Record<string, string> | undefined;
  /** The message as the server sent it (Hungarian); `message` is the one to show. */
  readonly serverMessage: string;

  constructor(code: string, message: string, status: number, fields?: Record<string, string>) {
    super(apiErrorMessage(code, message));
    this.serverMessage = message;
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to show for a failed call: the field messages of a validation error, else the message. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : '';
  return error.fields ? Object.values(error.fields).join(' ') : error.message;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function isErrorBody(value: unknown): value is { code: string; message: string; fields?: Record<string, string> } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string' && typeof (value as { message?: unknown }).message === 'string';
}

/** An error answer (its body as openapi-fetch read it) as the ApiError to throw. */
function errorFromAnswer(body: unknown, status: number): ApiError {
  if (isErrorBody(body)) return new ApiError(body.code, body.message, status, typeof body.fields === 'object' && body.fields ? body.fields : undefined);
  return new ApiError('HTTP_ERROR', i18n.t('errors.unexpected'), status);
}

function networkError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
}

/**
 * What openapi-fetch hands to `fetch`: the relative URL and the init, instead of a `Request`, so
 * the browser resolves the URL against the page (Node's `Request`, under the component tests,
 * refuses relative URLs) and `fetch` is called as `fetch(url, init)` like everywhere else.
 */
class RelativeRequest {
  readonly method: string;
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {
    this.method = init.method ?? 'GET';
  }
}

/** The typed client: `api.GET('/api/matters/{id}', { params: { path: { id } }, signal })`. */
export const api: Client<paths> = createClient<paths>({
  // openapi-fetch constructs its request with `new Request(url, init)`; ours only carries them.
  Request: RelativeRequest as unknown as typeof Request,
  // Read at call time: tests replace globalThis.fetch after this module was loaded.
  fetch: (request) => {
    const { url, init } = request as unknown as RelativeRequest;
    return globalThis.fetch(url, init);
  },
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
});

/** openapi-fetch's result: `data` on success, `error` (the body) otherwise. */
type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * The answer of a typed call, or its failure as an ApiError (NETWORK_ERROR when the request never
 * got an answer; an abort stays an AbortError for TanStack Query). An answer without a body (204)
 * resolves to undefined, which the route's types say.
 */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<Exclude<T, undefined>> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch (error) {
    // A JSON body that does not parse is a broken answer, not a lost connection.
    if (error instanceof SyntaxError) throw new ApiError('HTTP_ERROR', i18n.t('errors.unexpected'), 0);
    throw networkError(error);
  }
  if (!result.response.ok) throw errorFromAnswer(result.error, result.response.status);
  // `data` is absent only in the error branch (handled above) or for an answer without a body
  // (204, typed `null` by the document), so it is the success answer here.
  return result.data as Exclude<T, undefined>;
}

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The JSON answer of `method path`, from the generated types: for test fixtures (`satisfies`) and props. */
export type ApiAnswer<Method extends HttpMethod, Path extends ClientPathsWithMethod<typeof api, Method>> = MethodResponse<typeof api, Method, Path>;

/** Paths that take a POST (multipart uploads name theirs from these). */
export type PostPath = ClientPathsWithMethod<typeof api, 'post'>;

/**
 * Posts a multipart form (an upload without progress; `uploadWithProgress` has one) to a POST route
 * of the document and resolves with that route's answer. The document does not describe multipart
 * bodies, so openapi-fetch cannot send them; the path and the answer are still the document's.
 */
export function postForm<Path extends PostPath>(path: Path, form: FormData, options: { signal?: AbortSignal } = {}): Promise<ApiAnswer<'post', Path>> {
  return apiFetch<ApiAnswer<'post', Path>>(path, { method: 'POST', body: form, ...options });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // FormData (an upload) sets its own multipart type with the boundary.
      ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
  };
  if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body);
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(data.code, data.message, response.status, typeof data.fields === 'object' && data.fields ? data.fields : undefined);
    throw new ApiError('HTTP_ERROR', i18n.t('errors.unexpected'), response.status);
  }
  return data as T;
}

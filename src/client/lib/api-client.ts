// Tiny fetch wrapper for our JSON API: same-origin cookies, JSON in and out, and every failure
// turned into an ApiError carrying the server's stable `code` and a `message` in the UI's language.
import { errorMessages } from '@shared/errors/errors';
import { i18n } from './i18n';

/**
 * The text to show for an error answer, in the UI's language: the i18n text of the stable `code`
 * (locales `apiErrors.*`, hu = the server's messages, en = locales/en/api-errors.ts). A message
 * the server made for this one failure (a field's message, "try again in 15 minutes", a named
 * record) differs from the code's standard text and is shown as it came; so is an unknown code.
 */
export function apiErrorMessage(code: string, serverMessage: string): string {
  const standard = (errorMessages as Record<string, string>)[code];
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
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
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

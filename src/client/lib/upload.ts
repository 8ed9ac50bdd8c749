// Multipart uploads with progress: XMLHttpRequest, whose upload progress events give each file its
// progress bar (fetch has none). Used by the vault and the knowledge base's attachments.
import type { paths } from './api/api-types.gen';
import { ApiError, type ApiAnswer, type PostPath } from './api-client';
import { i18n } from './i18n';

/** The path parameters of a POST route (`{ id }` for `/api/documents/{id}/versions`), never for a route without. */
type PostPathParams<Path extends PostPath> = paths[Path] extends { post: { parameters: { path: infer P } } } ? P : never;

/** The route's path with its parameters filled in, each encoded. */
function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * Sends one multipart request to a POST route of the OpenAPI document (decision 0320: the document
 * does not describe multipart bodies, but the path, its parameters and the answer are the route's);
 * `onProgress` gets 0..1 as the bytes leave the browser.
 */
export function uploadWithProgress<Path extends PostPath>(
  path: Path,
  form: FormData,
  onProgress: (share: number) => void,
  ...pathParams: [PostPathParams<Path>] extends [never] ? [] : [PostPathParams<Path>]
): Promise<ApiAnswer<'post', Path>> {
  const url = fillPath(path, pathParams[0] as Record<string, string | number> | undefined);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      // The route's 2xx answer, as its response schema (checked by the server) describes it.
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as ApiAnswer<'post', Path>);
      const err = body as { code?: string; message?: string } | null;
      reject(new ApiError(err?.code ?? 'HTTP_ERROR', err?.message ?? i18n.t('errors.unexpected'), xhr.status));
    };
    xhr.send(form);
  });
}

// Multipart uploads with progress: XMLHttpRequest, whose upload progress events give each file its
// progress bar (fetch has none). Used by the vault and the knowledge base's attachments.
import { ApiError } from './api-client';
import { i18n } from './i18n';

/** Sends one multipart request; `onProgress` gets 0..1 as the bytes leave the browser. */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (share: number) => void): Promise<T> {
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
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const err = body as { code?: string; message?: string } | null;
      reject(new ApiError(err?.code ?? 'HTTP_ERROR', err?.message ?? i18n.t('errors.unexpected'), xhr.status));
    };
    xhr.send(form);
  });
}

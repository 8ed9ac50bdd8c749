// uploadWithProgress names a POST route of the OpenAPI document: its path parameters are filled in
// (encoded), the form goes as it is, the answer is the route's and a refusal is the ApiError.
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { uploadWithProgress } from './upload';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** An XMLHttpRequest that answers `status` and `body` once sent, and reports the bytes as sent. */
function fakeXhr(status: number, body: unknown, sent: Sent[]) {
  return class {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    send(form: unknown) {
      sent.push({ ...this.target, body: form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

it('posts the form to the route with its path parameter filled in and resolves with the answer', async () => {
  const sent: Sent[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhr(201, { id: 'd/1', number: 2 }, sent));
  const form = new FormData();
  const progress: number[] = [];

  const answer = await uploadWithProgress('/api/documents/{id}/versions', form, (share) => progress.push(share), { id: 'd/1' });

  expect(sent).toEqual([{ method: 'POST', url: '/api/documents/d%2F1/versions', body: form }]);
  expect(answer).toEqual({ id: 'd/1', number: 2 });
  expect(progress).toEqual([0.5]);
});

it('takes no parameters for a route without any, and turns a refusal into the ApiError', async () => {
  const sent: Sent[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhr(413, { code: 'FILE_TOO_LARGE', message: 'A fájl túl nagy.' }, sent));

  const error = await uploadWithProgress('/api/documents', new FormData(), () => undefined).catch((e: unknown) => e);

  expect(sent[0]?.url).toBe('/api/documents');
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
});

it('is checked against the document at compile time', () => {
  // Never called: only the types matter here (tsc fails if an expected error disappears).
  const typeChecks = () => [
    // @ts-expect-error a route with a path parameter needs it
    uploadWithProgress('/api/documents/{id}/versions', new FormData(), () => undefined),
    // @ts-expect-error a route without path parameters takes none
    uploadWithProgress('/api/documents', new FormData(), () => undefined, { id: 'x' }),
    // @ts-expect-error only POST routes of the document
    uploadWithProgress('/api/documents/upload-anything', new FormData(), () => undefined),
  ];
  expect(typeof typeChecks).toBe('function');
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiFetch, postForm, unwrap } from './api-client';
import { changeLanguage } from './i18n';

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('hu');
});

function answer(status: number, body: object) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('apiFetch', () => {
  it('returns the JSON body and sends same-origin credentials', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"status":"ok"}', { status: 200 }));
    await expect(apiFetch('/api/health')).resolves.toEqual({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ credentials: 'same-origin', method: 'GET' }));
  });

  it('throws ApiError with the server code, message and status', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Bejelentkezés szükséges.' }), { status: 401 }));
    const error = await apiFetch('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Bejelentkezés szükséges.', status: 401 });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('sends a JSON body', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it("shows the text of the error code in the English UI, not the server's Hungarian message", async () => {
    await changeLanguage('en');
    answer(409, { code: 'INVOICE_NOT_DRAFT', message: 'Ez a művelet csak piszkozattal végezhető.' });
    const error = await apiFetch('/api/invoice-generator/1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVOICE_NOT_DRAFT', message: 'This action is only possible on a draft.', serverMessage: 'Ez a művelet csak piszkozattal végezhető.' });
  });

  it('shows the Hungarian text of the code in the Hungarian UI', async () => {
    answer(403, { code: 'FORBIDDEN', message: 'Nincs jogosultságod ehhez a művelethez.' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ message: 'Nincs jogosultságod ehhez a művelethez.' });
  });

  it("keeps a message made for this one failure, and an unknown code's message, as the server sent them", async () => {
    await changeLanguage('en');
    answer(429, { code: 'RATE_LIMITED', message: 'Túl sok hibás jelszó. Kérlek, próbáld újra 15 perc múlva.' });
    await expect(apiFetch('/api/account/password')).rejects.toMatchObject({ message: 'Túl sok hibás jelszó. Kérlek, próbáld újra 15 perc múlva.' });
    answer(400, { code: 'SOMETHING_NEW', message: 'Valami új hiba.' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ message: 'Valami új hiba.' });
  });
});

describe('the typed client (api + unwrap)', () => {
  it('fills the path parameters, serialises the query and sends fetch(url, init) with same-origin credentials', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"items":[],"total":0,"counts":{"open":0,"in_progress":0,"closed":0,"archived":0}}', { status: 200 }));
    const list = await unwrap(api.GET('/api/matters', { params: { query: { limit: 25, offset: 0, q: 'Kovács' } } }));
    expect(list.total).toBe(0);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/matters?limit=25&offset=0&q=Kov%C3%A1cs');
    expect(init).toMatchObject({ credentials: 'same-origin', method: 'GET' });
    await unwrap(api.GET('/api/matters/{id}', { params: { path: { id: 'a/b' } } })).catch(() => undefined);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/matters/a%2Fb');
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    await unwrap(api.POST('/api/matters/{id}/notes', { params: { path: { id: 'm1' } }, body: { body: 'Jegyzet' } }));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"body":"Jegyzet"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws ApiError with the server code, message, status and field messages', async () => {
    answer(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { title: 'Kötelező mező.' } });
    const error = await unwrap(api.GET('/api/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, fields: { title: 'Kötelező mező.' } });
  });

  it('turns a network failure into NETWORK_ERROR and keeps an abort an AbortError', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(unwrap(api.GET('/api/me'))).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(unwrap(api.GET('/api/me'))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers a 429 without a JSON body as an error, never as an empty answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Too Many Requests', { status: 429 }));
    await expect(unwrap(api.GET('/api/me'))).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 429 });
  });
});

describe('postForm', () => {
  it('posts the multipart form as it is (the browser sets its boundary) and resolves with the answer', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ items: [{ id: 'd-1' }] }), { status: 201 }));
    const form = new FormData();
    form.append('folder', 'Megfelelés');
    const uploaded = await postForm('/api/documents', form);
    expect(uploaded.items[0]?.id).toBe('d-1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/documents');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: form });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws ApiError with the server code, message and status', async () => {
    answer(413, { code: 'FILE_TOO_LARGE', message: 'A fájl túl nagy.' });
    await expect(postForm('/api/documents', new FormData())).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', message: 'A fájl túl nagy.', status: 413 });
  });
});

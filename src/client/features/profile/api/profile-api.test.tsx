// The avatar goes as the raw request body with the image's own type (the route takes no JSON):
// through the typed client it must still reach the server as the file itself, and a refusal must
// come back as the ApiError with the server's code.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { type ApiAnswer, ApiError } from '@client/lib/api-client';
import { createTestQueryClient } from '@client/test/render';
import { useUploadAvatar } from './profile-api';
import { profileKeys } from './profile-keys';

const profile = {
  name: 'Kovács Anna',
  familyName: 'Kovács',
  givenName: 'Anna',
  email: 'anna@example.hu',
  avatarUrl: '/api/profile/avatar?v=2',
  firmName: null,
  specialties: [],
  hasRegistrationProfile: true,
  memberFirm: null,
  legalAcceptedAt: { terms: null, privacy: null },
  language: 'hu',
  theme: 'light',
} satisfies ApiAnswer<'put', '/api/profile/avatar'>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

function setup() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useUploadAvatar(), { wrapper }) };
}

it('sends the image itself with its type and keeps the answered profile', async () => {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(profile));
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'anna.png', { type: 'image/png' });
  const { client, result } = setup();

  await act(() => result.current.mutateAsync(file));

  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(String(url)).toBe('/api/profile/avatar');
  expect(init?.method).toBe('PUT');
  expect(init?.body).toBe(file);
  expect(new Headers(init?.headers).get('content-type')).toBe('image/png');
  expect(client.getQueryData(profileKeys.own)).toEqual(profile);
});

it('turns a refusal into the ApiError with the server code', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ code: 'PAYLOAD_TOO_LARGE', message: 'A kép legfeljebb 2 MB lehet.' }, 413));
  const { result } = setup();
  const file = new File(['x'], 'nagy.png', { type: 'image/png' });

  const error = await result.current.mutateAsync(file).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
});

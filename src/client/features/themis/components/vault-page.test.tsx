// /app/themis/vault's selection (decision 0252): whoever may manage the firm's AI ticks a document
// or a whole matter in or out (labelled checkboxes, PUT to the server); a matter left out shows its
// documents as not used; the others see the choice without checkboxes.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VaultResponse } from '@shared/ai-modules/themis.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { VaultPage } from './vault-page';

let vault: VaultResponse;
let calls: { method: string; url: string; body: unknown }[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => loadAppLocales());
beforeEach(() => {
  calls = [];
  vault = {
    embedding: null,
    matters: [{ id: 'm1', number: 'U-2026/001', title: 'Bartók Béla úti lakás', confidential: false, included: true, documents: 1 }],
    items: [
      {
        id: 'd1',
        title: 'Adásvételi szerződés',
        matterId: 'm1',
        matterTitle: 'Bartók Béla úti lakás',
        confidential: false,
        indexed: true,
        characters: 1200,
        indexedAt: '2026-11-20T09:00:00.000Z',
        embeddedChunks: 0,
        embeddedAt: null,
        included: true,
        matterIncluded: true,
      },
    ],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/themis/vault') return json(vault);
    if (url === '/api/themis/vault/matters/m1' && method === 'PUT') {
      vault = { ...vault, matters: vault.matters.map((m) => ({ ...m, included: body.included })), items: vault.items.map((d) => ({ ...d, matterIncluded: body.included })) };
      return json({ included: body.included });
    }
    if (url === '/api/themis/vault/documents/d1' && method === 'PUT') {
      vault = { ...vault, items: vault.items.map((d) => ({ ...d, included: body.included })) };
      return json({ included: body.included });
    }
    return json({ code: 'NOT_FOUND', message: url }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the Themis vault selection', () => {
  it('a matter and a document are left out through labelled checkboxes', async () => {
    renderWithProviders(
      <MemoryRouter>
        <VaultPage canManage />
      </MemoryRouter>,
    );
    const matter = await screen.findByRole('checkbox', { name: 'U-2026/001 Bartók Béla úti lakás – Themis használhatja az ügy dokumentumait' });
    expect(matter).toBeChecked();
    fireEvent.click(matter);
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: '/api/themis/vault/matters/m1', body: { included: false } }));
    expect(await screen.findByText('Nem (az ügye kihagyva)')).toBeInTheDocument();
    const doc = screen.getByRole('checkbox', { name: 'Adásvételi szerződés – Themis használhatja' });
    fireEvent.click(doc);
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: '/api/themis/vault/documents/d1', body: { included: false } }));
    expect(await screen.findByText('Nem (kihagyva)')).toBeInTheDocument();
  });

  it('without the permission the choice is shown, not editable', async () => {
    renderWithProviders(
      <MemoryRouter>
        <VaultPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Adásvételi szerződés')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Azt, hogy Themis mely dokumentumokat és ügyeket használhatja, az iroda adminisztrátora választja ki.')).toBeInTheDocument();
  });
});

// The opportunities' table view on a phone (decision 0478): each opportunity a card headed by its
// title, so its stage and value are on the screen rather than behind a sideways scroll.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { OpportunitiesPage } from './opportunities-page';
import { opportunity, stages } from '../test/fixtures';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('OpportunitiesPage, the table view', () => {
  it('stacks its rows on a phone: the title heads the card', async () => {
    mockFetch((url, method) => (method === 'GET' && url === '/api/opportunities' ? json(200, { stages, items: [opportunity] }) : undefined));
    renderWithProviders(
      <MemoryRouter>
        <OpportunitiesPage canCreate={false} canEdit={false} canEditStages={false} staff={[]} currentUserId="u1" conflict={{ render: () => null, decision: null, reset: vi.fn() }} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByLabelText('Táblázat'));
    const row = (await screen.findByRole('rowheader', { name: 'Cégátalakítás' })).closest('tr')!;
    expect(row).toHaveTextContent(/Szakasz\s*Érdeklődő/);
    expect(row).toHaveTextContent(/Becsült érték \(Ft\)\s*1\s800\s000\sFt/);
  });
});

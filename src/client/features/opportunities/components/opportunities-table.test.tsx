// The opportunities' table view on a phone (decision 0478): each opportunity a card headed by its
// title, so its stage and value are on the screen rather than behind a sideways scroll. The chosen
// view is kept in the address (?view=table, decision 0492): a reload and the back button keep it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
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

describe('OpportunitiesPage, the chosen view in the address', () => {
  const conflict = { render: () => null, decision: null, reset: vi.fn() };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <output data-testid="search">{location.search}</output>
        <button type="button" onClick={() => void navigate(-1)}>
          Vissza
        </button>
      </>
    );
  }
  const renderAt = (entry: string) => {
    mockFetch((url, method) => (method === 'GET' && url === '/api/opportunities' ? json(200, { stages, items: [opportunity] }) : undefined));
    renderWithProviders(
      <MemoryRouter initialEntries={[entry]}>
        <OpportunitiesPage canCreate={false} canEdit={false} canEditStages={false} staff={[]} currentUserId="u1" conflict={conflict} />
        <Probe />
      </MemoryRouter>,
    );
  };

  it('choosing the table puts ?view=table in the address; back returns to the board', async () => {
    renderAt('/app/opportunities');
    expect(screen.getByLabelText('Tábla (kanban)')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Táblázat'));
    expect(screen.getByTestId('search')).toHaveTextContent('?view=table');
    expect(screen.getByLabelText('Táblázat')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Vissza' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Tábla (kanban)')).toBeChecked();
  });

  it('opens in the table view from ?view=table (a reload or a shared link)', async () => {
    renderAt('/app/opportunities?view=table');
    expect(screen.getByLabelText('Táblázat')).toBeChecked();
    expect(await screen.findByRole('rowheader', { name: 'Cégátalakítás' })).toBeInTheDocument();
  });
});

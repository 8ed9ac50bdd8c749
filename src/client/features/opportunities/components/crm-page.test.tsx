// The CRM overview's tasks (decision 0492, overriding part of 0131's single list): the overdue tasks
// are a list of their own, "Lejárt feladatok", and the coming week's list holds only tasks not yet due.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrmOverview } from '@shared/opportunities/opportunities.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { CrmPage } from './crm-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const matter = { id: 'm1', number: '2026/0001', title: 'Kovács kontra Szabó' };
const overview = (tasksDue: CrmOverview['tasksDue']): CrmOverview => ({ pipeline: [], tasksDue, recentActivity: [], newClients: { month: '2026-12', count: 0, items: [] } });
const renderCrm = (data: CrmOverview) => {
  mockFetch((url) => (url === '/api/crm/overview' ? json(200, data) : undefined));
  renderWithProviders(
    <MemoryRouter>
      <CrmPage />
    </MemoryRouter>,
  );
};

describe('CrmPage, the tasks', () => {
  it('lists overdue tasks apart under "Lejárt feladatok", not mixed into the coming week', async () => {
    renderCrm(
      overview([
        { id: 'k1', title: 'Fellebbezés beadása', dueOn: '2026-11-30', overdue: true, matter, assignee: null },
        { id: 'k2', title: 'Tárgyalásra készülés', dueOn: '2026-12-08', overdue: false, matter, assignee: { id: 'u1', name: 'Dr. Kovács Katalin' } },
      ]),
    );
    const overdue = await screen.findByRole('region', { name: 'Lejárt feladatok' });
    const upcoming = screen.getByRole('region', { name: 'Esedékes feladatok (7 napon belül)' });
    expect(within(overdue).getByText('Fellebbezés beadása')).toBeVisible();
    expect(within(overdue).queryByText('Tárgyalásra készülés')).not.toBeInTheDocument();
    expect(within(upcoming).getByText('Tárgyalásra készülés')).toBeVisible();
    expect(within(upcoming).queryByText('Fellebbezés beadása')).not.toBeInTheDocument();
    expect(within(overdue).getByText('2026. nov. 30.')).toBeVisible();
  });

  it('says so when nothing is overdue', async () => {
    renderCrm(overview([{ id: 'k2', title: 'Tárgyalásra készülés', dueOn: '2026-12-08', overdue: false, matter, assignee: null }]));
    const overdue = await screen.findByRole('region', { name: 'Lejárt feladatok' });
    expect(within(overdue).getByText('Nincs lejárt feladat.')).toBeVisible();
  });
});

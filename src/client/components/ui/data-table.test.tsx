import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { type Column, DataTable } from './data-table';

interface Row {
  id: string;
  name: string;
  count: number;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Név', cell: (r) => r.name },
  { key: 'count', header: 'Darab', cell: (r) => r.count },
];
const base = { label: 'Lista', columns, rowKey: (r: Row) => r.id, emptyText: 'Nincs még elem.', onRetry: () => {} };

beforeAll(() => loadAppLocales());

describe('DataTable', () => {
  it('shows a status while loading, and the page skeleton when given', () => {
    const { rerender } = renderWithProviders(<DataTable {...base} rows={undefined} loading error={false} />);
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<DataTable {...base} rows={undefined} loading error={false} skeleton={<p>saját váz</p>} />);
    expect(screen.getByText('saját váz')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry on a load error', () => {
    const onRetry = vi.fn();
    renderWithProviders(<DataTable {...base} onRetry={onRetry} rows={undefined} loading={false} error />);
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says the list is empty instead of drawing an empty table', () => {
    renderWithProviders(<DataTable {...base} rows={[]} loading={false} error={false} />);
    expect(screen.getByText('Nincs még elem.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws scoped headers, the first cell as the row header and a named actions column', () => {
    renderWithProviders(
      <DataTable {...base} rows={[{ id: 'a', name: 'Első', count: 3 }]} loading={false} error={false} actions={(r) => <button type="button">Törlés: {r.name}</button>} />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Név', 'Darab', 'Műveletek']);
    expect(within(table).getByRole('rowheader').textContent).toBe('Első');
    expect(within(table).getByRole('button', { name: 'Törlés: Első' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Lista' })).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { ApiError } from '@client/lib/api-client';
import { renderWithProviders } from '@client/test/render';
import { type Column, DataTable, type TableSort } from './data-table';

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
    renderWithProviders(<DataTable {...base} rows={[{ id: 'a', name: 'Első', count: 3 }]} loading={false} error={false} actions={(r) => <button type="button">Törlés: {r.name}</button>} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Név', 'Darab', 'Műveletek']);
    expect(within(table).getByRole('rowheader').textContent).toBe('Első');
    expect(within(table).getByRole('button', { name: 'Törlés: Első' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Lista' })).toBeTruthy();
  });
});

describe('DataTable as cards on a phone (stackOnPhone)', () => {
  const rows = [{ id: 'a', name: 'Első', count: 3 }];
  const labelsOf = (table: HTMLElement) => [...table.querySelectorAll('td [aria-hidden="true"]')].map((l) => l.textContent);

  it('names every cell by its column, for the eye only, and keeps the table semantics explicitly', () => {
    renderWithProviders(<DataTable {...base} rows={rows} loading={false} error={false} stackOnPhone actions={() => <button type="button">Megnyitás</button>} />);
    const table = screen.getByRole('table');
    // The block layout of a phone card drops implicit table roles in some browsers: they are set.
    expect(table.getAttribute('role')).toBe('table');
    expect(within(table).getByRole('rowheader').getAttribute('role')).toBe('rowheader');
    expect(within(table).getAllByRole('cell')[0]?.getAttribute('role')).toBe('cell');
    // The row header is the card's title; the other cells carry their column's name.
    expect(labelsOf(table)).toEqual(['Darab']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Név', 'Darab', 'Műveletek']);
    // The header row is only hidden from the eye under 640 px, so screen readers keep it.
    expect(table.querySelector('thead')?.className).toContain('max-sm:sr-only');
    expect(table.className).toContain('max-sm:block');
  });

  it('leaves an ordinary table as it was', () => {
    renderWithProviders(<DataTable {...base} rows={rows} loading={false} error={false} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('role')).toBeNull();
    expect(labelsOf(table)).toEqual([]);
    expect(table.className).not.toContain('max-sm:');
  });
});

describe('DataTable as cards below 1280 px (stackBelow="xl")', () => {
  const rows = [{ id: 'a', name: 'Első', count: 3 }];
  const classesOf = (table: HTMLElement) => [table.className, table.querySelector('thead')?.className, table.querySelector('tbody tr')?.className, table.querySelector('td')?.className].join(' ');

  it('stacks a wide table from 1280 px down, with the same roles and column names as a phone card', () => {
    renderWithProviders(<DataTable {...base} rows={rows} loading={false} error={false} stackBelow="xl" tableClassName="min-w-[52rem]" actions={() => <button type="button">Megnyitás</button>} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('role')).toBe('table');
    expect(within(table).getByRole('rowheader').getAttribute('role')).toBe('rowheader');
    expect(table.className).toContain('max-xl:block');
    // Its minimum width only holds where it is a table.
    expect(table.className).toContain('max-xl:min-w-0');
    expect(table.querySelector('thead')?.className).toContain('max-xl:sr-only');
    const label = table.querySelector('td [aria-hidden="true"]');
    expect(label?.textContent).toBe('Darab');
    expect(label).toHaveClass('xl:hidden');
    expect(label).not.toHaveClass('sm:hidden');
    // No phone-only classes: the cards must begin at 1280 px, not at 640 px.
    expect(classesOf(table)).not.toContain('max-sm:');
  });

  it('keeps stackOnPhone at 640 px, and an explicit "sm" the same', () => {
    const { unmount } = renderWithProviders(<DataTable {...base} rows={rows} loading={false} error={false} stackOnPhone />);
    const phone = classesOf(screen.getByRole('table'));
    expect(phone).toContain('max-sm:block');
    expect(phone).not.toContain('max-xl:');
    unmount();
    renderWithProviders(<DataTable {...base} rows={rows} loading={false} error={false} stackBelow="sm" />);
    expect(classesOf(screen.getByRole('table'))).toBe(phone);
  });
});

describe('DataTable sorting, paging and failures', () => {
  const people: Row[] = [
    { id: '1', name: 'Zoltán', count: 2 },
    { id: '2', name: 'Ágnes', count: 10 },
    { id: '3', name: 'Csaba', count: 1 },
    { id: '4', name: 'Cecília', count: 7 },
    { id: '5', name: 'Ödön', count: 3 },
    { id: '6', name: 'Olga', count: 5 },
  ];
  const sortable: Column<Row>[] = [
    { key: 'name', header: 'Név', cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'count', header: 'Darab', cell: (r) => r.count, sortValue: (r) => r.count },
  ];
  const names = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((th) => th.textContent);

  it('sorts text in Hungarian alphabetical order and numbers by size, both ways, saying so with aria-sort', () => {
    renderWithProviders(<DataTable {...base} columns={sortable} rows={people} loading={false} error={false} />);
    fireEvent.click(screen.getByRole('button', { name: /Név/ }));
    // á with a, cs after c (Cecília before Csaba), ö after o.
    expect(names()).toEqual(['Ágnes', 'Cecília', 'Csaba', 'Olga', 'Ödön', 'Zoltán']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Név/ }));
    expect(names()).toEqual(['Zoltán', 'Ödön', 'Olga', 'Csaba', 'Cecília', 'Ágnes']);
    fireEvent.click(screen.getByRole('button', { name: /Darab/ }));
    expect(names()).toEqual(['Csaba', 'Zoltán', 'Ödön', 'Olga', 'Cecília', 'Ágnes']);
  });

  it('a stackBelow table sorts its cards by a "Rendezés" select and a direction, the same sort as the headers (decision 0498)', () => {
    const columnsWithPlain: Column<Row>[] = [...sortable, { key: 'plain', header: 'Megjegyzés', cell: () => '–' }];
    renderWithProviders(<DataTable {...base} columns={columnsWithPlain} rows={people} loading={false} error={false} stackBelow="xl" pageSize={4} />);
    const column = screen.getByRole('combobox', { name: 'Rendezés' });
    const direction = screen.getByRole('combobox', { name: 'Irány' });
    // Only the sortable columns, after the rows' own order; shown where the cards are, hidden where the headers are.
    expect(
      within(column)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Eredeti sorrend', 'Név', 'Darab']);
    expect(column.closest('.xl\\:hidden')).not.toBeNull();
    expect(direction).toBeDisabled();
    expect(names()).toEqual(['Zoltán', 'Ágnes', 'Csaba', 'Cecília']);

    fireEvent.change(column, { target: { value: 'name' } });
    expect(names()).toEqual(['Ágnes', 'Cecília', 'Csaba', 'Olga']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(direction).toHaveValue('ascending');
    fireEvent.change(direction, { target: { value: 'descending' } });
    expect(names()).toEqual(['Zoltán', 'Ödön', 'Olga', 'Csaba']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');

    // A header's button sets the same state: the selects follow it, and back to the first page.
    fireEvent.click(screen.getByRole('button', { name: 'Következő' }));
    fireEvent.click(screen.getByRole('button', { name: /Darab/ }));
    expect(column).toHaveValue('count');
    expect(direction).toHaveValue('ascending');
    expect(names()).toEqual(['Csaba', 'Zoltán', 'Ödön', 'Olga']);
    // The header's buttons show only where the header row does (no hidden button to tab to under 1280 px).
    expect(screen.getByRole('button', { name: /Darab/ })).toHaveClass('max-xl:hidden');

    fireEvent.change(column, { target: { value: '' } });
    expect(names()).toEqual(['Zoltán', 'Ágnes', 'Csaba', 'Cecília']);
    expect(direction).toBeDisabled();
  });

  it('offers no sort selects to a table without sortable columns, nor to a phone-card (stackOnPhone) or ordinary table', () => {
    const { unmount } = renderWithProviders(<DataTable {...base} rows={people} loading={false} error={false} stackBelow="xl" />);
    expect(screen.queryByRole('combobox', { name: 'Rendezés' })).toBeNull();
    unmount();
    const again = renderWithProviders(<DataTable {...base} columns={sortable} rows={people} loading={false} error={false} stackOnPhone />);
    expect(screen.queryByRole('combobox', { name: 'Rendezés' })).toBeNull();
    expect(screen.getByRole('button', { name: /Név/ })).not.toHaveClass('max-sm:hidden');
    again.unmount();
    renderWithProviders(<DataTable {...base} columns={sortable} rows={people} loading={false} error={false} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('pages through the rows it holds', () => {
    renderWithProviders(<DataTable {...base} columns={sortable} rows={people} loading={false} error={false} pageSize={4} initialSort="name" />);
    expect(names()).toEqual(['Ágnes', 'Cecília', 'Csaba', 'Olga']);
    fireEvent.click(screen.getByRole('button', { name: 'Következő' }));
    expect(names()).toEqual(['Ödön', 'Zoltán']);
    expect(screen.getByText('5–6 / 6')).toBeInTheDocument();
  });

  it('shows a rate limit as a failure with a retry, never as an empty list', () => {
    const onRetry = vi.fn();
    renderWithProviders(<DataTable {...base} onRetry={onRetry} rows={undefined} loading={false} error={new ApiError('RATE_LIMITED', 'Túl sok kérés.', 429)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Túl sok kérés érkezett rövid idő alatt');
    expect(screen.queryByText('Nincs még elem.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('marks each row with its test id and takes the table and region classes it is given', () => {
    renderWithProviders(<DataTable {...base} rows={people.slice(0, 2)} loading={false} error={false} rowTestId={(r) => `person-${r.id}`} tableClassName="min-w-[40rem]" regionClassName="mt-3" />);
    expect(screen.getByTestId('person-2')).toHaveTextContent('Ágnes');
    expect(screen.getByRole('table')).toHaveClass('min-w-[40rem]');
    expect(screen.getByRole('region', { name: 'Lista' })).toHaveClass('mt-3');
    expect(screen.getByRole('region', { name: 'Lista' })).not.toHaveClass('border');
  });
});

describe('DataTable sorted by its caller (a list sorted on the server, decision 0502)', () => {
  // The server's order, which the table must keep: not the Hungarian order of the names.
  const served: Row[] = [
    { id: '1', name: 'Zoltán', count: 2 },
    { id: '2', name: 'Ágnes', count: 10 },
    { id: '3', name: 'Csaba', count: 1 },
  ];
  const serverSorted: Column<Row>[] = [
    { key: 'name', header: 'Név', cell: (r) => r.name, sortable: true },
    { key: 'count', header: 'Darab', cell: (r) => r.count },
  ];
  const names = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((th) => th.textContent);

  it('keeps the rows as given, shows the given sort in aria-sort, and calls back on a header click', () => {
    const onSortChange = vi.fn<(sort: TableSort | null) => void>();
    const { rerender } = renderWithProviders(<DataTable {...base} columns={serverSorted} rows={served} loading={false} error={false} sort={null} onSortChange={onSortChange} />);
    // A `sortable` column without a sortValue gets its button; the other column none.
    expect(screen.queryByRole('button', { name: /Darab/ })).toBeNull();
    expect(screen.getAllByRole('columnheader')[0]).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByRole('button', { name: /Név/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', descending: false });
    // Nothing moves until the caller gives the new sort (and the rows the server sorted).
    expect(names()).toEqual(['Zoltán', 'Ágnes', 'Csaba']);
    expect(screen.getAllByRole('columnheader')[0]).not.toHaveAttribute('aria-sort');

    rerender(<DataTable {...base} columns={serverSorted} rows={served} loading={false} error={false} sort={{ key: 'name', descending: false }} onSortChange={onSortChange} />);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Zoltán', 'Ágnes', 'Csaba']);
    fireEvent.click(screen.getByRole('button', { name: /Név/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', descending: true });

    rerender(<DataTable {...base} columns={serverSorted} rows={served} loading={false} error={false} sort={{ key: 'name', descending: true }} onSortChange={onSortChange} />);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts from the keyboard: the header is a button reached by Tab and pressed by Enter or Space', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: TableSort | null) => void>();
    renderWithProviders(<DataTable {...base} columns={serverSorted} rows={served} loading={false} error={false} sort={{ key: 'name', descending: false }} onSortChange={onSortChange} />);
    // The scroll region first (it scrolls sideways by keyboard), then the header's button.
    await user.tab();
    expect(screen.getByRole('region', { name: 'Lista' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Név/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', descending: true });
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenCalledTimes(2);
  });

  it('calls back from the selects of a stackBelow table too, "Eredeti sorrend" with null', () => {
    const onSortChange = vi.fn<(sort: TableSort | null) => void>();
    renderWithProviders(<DataTable {...base} columns={serverSorted} rows={served} loading={false} error={false} stackBelow="xl" sort={{ key: 'name', descending: false }} onSortChange={onSortChange} />);
    const column = screen.getByRole('combobox', { name: 'Rendezés' });
    expect(column).toHaveValue('name');
    fireEvent.change(screen.getByRole('combobox', { name: 'Irány' }), { target: { value: 'descending' } });
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', descending: true });
    fireEvent.change(column, { target: { value: '' } });
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(names()).toEqual(['Zoltán', 'Ágnes', 'Csaba']);
  });
});

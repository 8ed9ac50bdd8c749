import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ChartDataTable } from './chart-data-table';
import { GridTable } from './grid-table';

const rows = [
  { key: 'a', header: 'Október', cells: [3, '1 000 Ft'] },
  { key: 'b', header: 'November', cells: [5, '2 500 Ft'] },
];

describe('ChartDataTable', () => {
  it('is a captioned table hidden in an sr-only box, each row led by its header, never focusable', () => {
    const { container } = render(<ChartDataTable caption="Havi bevétel" headers={['Hónap', 'Darab', 'Összeg']} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Havi bevétel' });
    expect(table.parentElement).toHaveClass('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Hónap', 'Darab', 'Összeg']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Október', 'November']);
    expect(within(table).getByRole('row', { name: /November/ })).toHaveTextContent('2 500 Ft');
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('is shown on the page when visible, with its id for the switch that controls it, and may have no header row', () => {
    const { rerender } = render(<ChartDataTable id="t1" visible caption="Költés naponta" headers={['Nap', 'Kérés']} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Költés naponta' });
    expect(table).toHaveAttribute('id', 't1');
    expect(table.parentElement).not.toHaveClass('sr-only');
    rerender(<ChartDataTable caption="Napi foglaltság" rows={[{ key: 'x', header: '11. 29.', cells: ['2 / 4 (50%)'] }]} />);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.getByRole('rowheader')).toHaveTextContent('11. 29.');
  });
});

describe('GridTable', () => {
  it('puts the grid in a named, focusable scroll region with a caption, and hands its box to a ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <GridTable
        ref={ref}
        label="Foglalási naptár"
        caption="Egységek és napok"
        head={
          <tr>
            <th scope="col">Egység</th>
            <th scope="col">H</th>
          </tr>
        }
      >
        <tr>
          <th scope="row">Apartman 1</th>
          <td>
            <button type="button">szabad</button>
          </td>
        </tr>
      </GridTable>,
    );
    const region = screen.getByRole('region', { name: 'Foglalási naptár' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(ref.current).toBe(region);
    const table = within(region).getByRole('table', { name: 'Egységek és napok' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Apartman 1');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  });
});

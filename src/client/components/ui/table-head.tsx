// The header row of a plain table (one the shared DataTable does not fit): one `th scope="col"`
// per column, with the row's and cells' classes given once instead of repeated per cell.
export interface HeadColumn {
  label: string;
  /** Classes of this cell instead of the table's `cellClassName`. */
  className?: string;
}

export function TableHead({ columns, rowClassName, cellClassName }: { columns: readonly HeadColumn[]; rowClassName: string; cellClassName: string }) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.className ?? cellClassName}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

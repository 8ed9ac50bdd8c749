// A select that takes columns of a table under their own names (issue 10, decision 0263):
// `...columnsOf(users, 'name', 'email')` instead of one `name: users.name` line per column.
import type { Table } from 'drizzle-orm';

export function columnsOf<T extends Table, K extends keyof T & string>(table: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;
}

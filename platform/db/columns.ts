// Selections by name: the columns a page shows under the names the wire gives them, when those
// are the columns' own names (a detail's terms and times), without writing `name: table.name` again.
import { getTableColumns, type Table } from 'drizzle-orm';

/** The columns `names` of `table`, each under its own name, in that order, for a select. */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}

// The columns every domain's tables are built of (each domain's schema.ts), and selections by
// name: the columns a page shows under the names the wire gives them, when those are the columns'
// own names (a detail's terms and times), without writing `name: table.name` again.
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import type { Attachment } from '#contract/schemas.ts';

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const time = () => timestamp({ withTimezone: true, mode: 'date' });
export const createTime = () => time().notNull().defaultNow();
export const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });
/** A list of image URLs ("/files/..."), kept in order. */
export const pictures = () => jsonb().$type<string[]>().notNull().default([]);
/** Attached files ({name, url}, url "/files/..."), kept in order: read and written whole. */
export const attachments = () => jsonb().$type<Attachment[]>().notNull().default([]);
/**
 * GIN indexes without a pending list: an insert updates the index at once, so a search never
 * scans unmerged entries, and the planner does not shun the index after a bulk load. PGlite runs
 * no autovacuum to merge them; publishing is rare next to searching.
 */
export const ginOptions = { fastupdate: false };
/**
 * The keyword tokens of a row's searched text, kept by the database itself (migration
 * 0001_keyword_tokens): whatever writes the row, its tokens match. See platform/search/keyword.ts.
 */
export const searchTokens = (searched: () => SQL) =>
  text()
    .array()
    .notNull()
    .generatedAlwaysAs((): SQL => sql`keyword_tokens(${searched()})`);

/** The columns `names` of `table`, each under its own name, in that order, for a select. */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}

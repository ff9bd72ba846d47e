// Keyword search, the same in every list: a row matches when the keyword is contained in one of its
// searched columns, case-insensitively, in any language. The GIN index on the row's search_tokens
// (keyword_tokens() of the searched text, migration 0001) finds the candidates by the keyword's
// pairs of characters (keyword_query_tokens(), 0003); the ILIKE keeps only the real matches. Why
// character bigrams and not pg_trgm: docs/decisions/004-keyword-search.md.
import { and, arrayContains, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containing } from '../db/filters.ts';

export type KeywordSearch = {
  /** The generated search_tokens column over `columns`. */
  tokens: PgColumn;
  columns: PgColumn[];
};

/** Rows whose searched columns contain `keyword`; undefined (no condition) for an empty keyword. */
export function keywordMatch(search: KeywordSearch, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  // The ILIKE first: when a keyword is so common that the planner reads the whole table, it is the
  // cheaper test and spares the token check on the rows it rejects (conditions of equal cost run in
  // the order written).
  return and(or(...search.columns.map((column) => ilike(column, pattern))), arrayContains(search.tokens, sql`keyword_query_tokens(${keyword})`));
}

// Small pieces every list query uses: paging, the portal's time-range values, keyword patterns,
// the category filter.
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SITE_UTC_OFFSET_MS } from '#contract/time.ts';
import { categories } from './schema.ts';

/** Rows to skip for page `current` (1-based) of `pageSize`. */
export function offsetOf(page: { current: number; pageSize: number }): number {
  return (page.current - 1) * page.pageSize;
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time (the portal's time-range filter, docs/product.md#states-and-transitions). */
export function beijingTime(text: string): Date {
  // Read as if it were UTC, then moved by the site's offset (contract/time.ts): the text is Beijing's wall clock.
  return new Date(Date.parse(`${text.replace(' ', 'T')}Z`) - SITE_UTC_OFFSET_MS);
}

/** An ILIKE pattern for "contains": the user's % and _ match themselves. */
export function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` names the category or, for a top category, one of its sub-categories. */
export function inCategory(column: PgColumn, categoryId: number): SQL {
  return inArray(
    column,
    sql`(select ${categories.id} from ${categories} where ${or(eq(categories.id, categoryId), eq(categories.parentId, categoryId))})`,
  );
}

// Route parameters checked at the edge (docs/architecture.md#boundaries): an id in the path is a row id, 1 to the
// largest PostgreSQL integer (0 too where the route allows it, /shopIndex/0); anything else is a
// 404 before any upstream call, never a 1102 from the platform.
import { data } from 'react-router';
import * as z from 'zod/mini';
import { INT4_MAX } from './list-filters.ts';

const pathId = (min: 0 | 1) =>
  z.pipe(z.string().check(z.regex(/^\d{1,10}$/)), z.pipe(z.transform(Number), z.number().check(z.refine((n) => n >= min && n <= INT4_MAX))));
const RowId = pathId(1);
const RowIdOrZero = pathId(0);

/** The id a path segment names, or null when it is none. */
export function idParam(value: string | undefined, options: { allowZero?: boolean } = {}): number | null {
  const parsed = (options.allowZero ? RowIdOrZero : RowId).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The id, or the route's 404. */
export function requireIdParam(value: string | undefined, options: { allowZero?: boolean } = {}): number {
  const id = idParam(value, options);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

// Requests that must not act twice (http/idempotency.ts).
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createTime } from '../db/columns.ts';

/**
 * Requests that must not act twice: a create's Idempotency-Key within its scope (the member and the
 * action, or the phone for a registration) and what the first request answered (http/idempotency.ts).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text().notNull(),
    key: text().notNull(),
    /** sha256 of what the first request asked (its route, body and query without the key): a reuse asking something else is refused. Null: written before it was kept. */
    requestHash: text(),
    result: jsonb().$type<unknown>(),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

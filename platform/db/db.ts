// The type of the platform's database handle, on PGlite or node-postgres alike: its own module, so that
// the modules that open the database (client.ts) and route its reads (replica.ts) both name it.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

// What every domain module of the platform is built with: the database and the clock. The clock
// is injected so that tests and seeds agree on "now" (remaining time, deadlines, session expiry).
import type { Db } from './db/client.ts';

export type PlatformContext = {
  db: Db;
  now: () => number;
};

// The platform's own limits on PostgreSQL, with two platform processes on one database of the
// suite's own, as a deployment runs them: the failed-login counts are shared.
import { describeLimitsSuite } from './testing/limits-suite.ts';
import { freshPostgres } from '#tests/support/fresh-postgres.ts';

const postgres = await freshPostgres();
if (postgres.skipped) console.warn(`PostgreSQL suite skipped: ${postgres.skipped}`);

describeLimitsSuite('PostgreSQL', () => postgres.database(), { skipped: postgres.skipped, shared: true });

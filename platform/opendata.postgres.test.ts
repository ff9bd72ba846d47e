// Open data (OCDS releases and records) on PostgreSQL, in a database of the suite's own.
import { describeOpendataSuite } from './testing/opendata-suite.ts';
import { freshPostgres } from '#tests/support/fresh-postgres.ts';

const postgres = await freshPostgres();
if (postgres.skipped) console.warn(`PostgreSQL suite skipped: ${postgres.skipped}`);

describeOpendataSuite('PostgreSQL', () => postgres.database(), { skipped: postgres.skipped });

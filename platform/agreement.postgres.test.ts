// Contracts (drafting, versions, signing, execution) on PostgreSQL, on a database of the suite's own; with
// the stories of two actions at once, which only PostgreSQL runs at once.
import { describeAgreementSuite } from './testing/agreement-suite.ts';
import { describeAgreementExecutionSuite } from './testing/agreement-execution-suite.ts';
import { freshPostgres } from '#tests/support/fresh-postgres.ts';

const postgres = await freshPostgres();
if (postgres.skipped) console.warn(`PostgreSQL suite skipped: ${postgres.skipped}`);

describeAgreementSuite('PostgreSQL', () => postgres.database(), { skipped: postgres.skipped });
describeAgreementExecutionSuite('PostgreSQL', () => postgres.database(), { skipped: postgres.skipped, concurrent: true });

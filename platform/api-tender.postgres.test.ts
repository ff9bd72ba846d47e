// The tender stories on a real PostgreSQL server (tests/support/postgres-suite-database.ts).
import { freshDatabase, skipped } from '#tests/support/postgres-suite-database.ts';
import { describeTenderPublishingSuite } from './testing/tender-publishing-suite.ts';
import { describeTenderClarificationSuite } from './testing/tender-clarification-suite.ts';
import { describeTenderPublicSuite } from './testing/tender-public-suite.ts';
import { describeTenderRegistrationSuite } from './testing/tender-registration-suite.ts';
import { describeTenderAwardSuite } from './testing/tender-award-suite.ts';
import { describeTenderBiddingSuite } from './testing/tender-bidding-suite.ts';
import { describeTenderOpeningSuite } from './testing/tender-opening-suite.ts';
import { describeTenderPanelSuite } from './testing/tender-panel-suite.ts';

describeTenderPublishingSuite('PostgreSQL', freshDatabase, { skipped });
describeTenderClarificationSuite('PostgreSQL', freshDatabase, { skipped });
describeTenderPublicSuite('PostgreSQL', freshDatabase, { skipped });
describeTenderRegistrationSuite('PostgreSQL', freshDatabase, { skipped });
describeTenderAwardSuite('PostgreSQL', freshDatabase, { skipped });
describeTenderBiddingSuite('PostgreSQL', freshDatabase, { skipped });
describeTenderOpeningSuite('PostgreSQL', freshDatabase, { skipped });
describeTenderPanelSuite('PostgreSQL', freshDatabase, { skipped });

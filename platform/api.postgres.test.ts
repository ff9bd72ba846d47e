// The platform's API on a real PostgreSQL server (tests/support/postgres-suite-database.ts): the member,
// catalogue, inquiry and message stories. Tenders and competitive bids have runner files of their own
// (api-tender.postgres.test.ts, api-bidding.postgres.test.ts) so that vitest runs the three side by side.
import { freshDatabase, skipped } from '#tests/support/postgres-suite-database.ts';
import { describeApiSuite } from './testing/api-suite.ts';
import { describeInquiryQuotingSuite } from './testing/inquiry-quoting-suite.ts';
import { describeInquiryAwardSuite } from './testing/inquiry-award-suite.ts';
import { describeAwardRecordSuite } from './testing/award-record-suite.ts';
import { describeQuoteLinesSuite } from './testing/quote-lines-suite.ts';
import { describeSupplierRegionSuite } from './testing/supplier-region-suite.ts';
import { describeChatAccessSuite } from './testing/chat-access-suite.ts';
import { describeImageBombSuite } from './testing/image-bomb-suite.ts';

describeApiSuite('PostgreSQL', freshDatabase, { skipped, sqlChecks: true });
describeInquiryQuotingSuite('PostgreSQL', freshDatabase, { skipped });
describeInquiryAwardSuite('PostgreSQL', freshDatabase, { skipped });
describeAwardRecordSuite('PostgreSQL', freshDatabase, { skipped });
describeQuoteLinesSuite('PostgreSQL', freshDatabase, { skipped });
describeSupplierRegionSuite('PostgreSQL', freshDatabase, { skipped });
describeChatAccessSuite('PostgreSQL', freshDatabase, { skipped });
describeImageBombSuite('PostgreSQL', freshDatabase, { skipped });

// The competitive-bid (live reverse auction) stories on a real PostgreSQL server (tests/support/postgres-suite-database.ts).
import { freshDatabase, skipped } from '#tests/support/postgres-suite-database.ts';
import { describeBiddingSuite } from './testing/bidding-suite.ts';
import { describeBiddingBidsSuite } from './testing/bidding-bids-suite.ts';
import { describeBiddingAwardSuite } from './testing/bidding-award-suite.ts';
import { describeBiddingPublicSuite } from './testing/bidding-public-suite.ts';
import { describeBiddingLiveSuite } from './testing/bidding-live-suite.ts';
import { describeBiddingReceiptSuite } from './testing/bidding-receipt-suite.ts';

describeBiddingSuite('PostgreSQL', freshDatabase, { skipped });
describeBiddingBidsSuite('PostgreSQL', freshDatabase, { skipped });
describeBiddingAwardSuite('PostgreSQL', freshDatabase, { skipped });
describeBiddingPublicSuite('PostgreSQL', freshDatabase, { skipped });
describeBiddingLiveSuite('PostgreSQL', freshDatabase, { skipped });
describeBiddingReceiptSuite('PostgreSQL', freshDatabase, { skipped });

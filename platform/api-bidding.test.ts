// The competitive-bid (live reverse auction) stories on PGlite in memory (the embedded default).
import { describeBiddingSuite } from './testing/bidding-suite.ts';
import { describeBiddingBidsSuite } from './testing/bidding-bids-suite.ts';
import { describeBiddingAwardSuite } from './testing/bidding-award-suite.ts';
import { describeBiddingPublicSuite } from './testing/bidding-public-suite.ts';
import { describeBiddingLiveSuite } from './testing/bidding-live-suite.ts';
import { describeBiddingReceiptSuite } from './testing/bidding-receipt-suite.ts';

describeBiddingSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeBiddingBidsSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeBiddingAwardSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeBiddingPublicSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeBiddingLiveSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeBiddingReceiptSuite('PGlite', async () => ({ dataDir: 'memory://' }));

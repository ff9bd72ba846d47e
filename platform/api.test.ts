// The platform's API on PGlite in memory (the embedded default): the member, catalogue, inquiry and
// message stories. Tenders and competitive bids have runner files of their own (api-tender.test.ts,
// api-bidding.test.ts) so that vitest runs the three side by side.
import { describeApiSuite } from './testing/api-suite.ts';
import { describeInquiryQuotingSuite } from './testing/inquiry-quoting-suite.ts';
import { describeInquiryAwardSuite } from './testing/inquiry-award-suite.ts';
import { describeAwardRecordSuite } from './testing/award-record-suite.ts';
import { describeQuoteLinesSuite } from './testing/quote-lines-suite.ts';
import { describeSupplierRegionSuite } from './testing/supplier-region-suite.ts';
import { describeChatAccessSuite } from './testing/chat-access-suite.ts';
import { describeImageBombSuite } from './testing/image-bomb-suite.ts';

describeApiSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeInquiryQuotingSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeInquiryAwardSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeAwardRecordSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeQuoteLinesSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeSupplierRegionSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeChatAccessSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeImageBombSuite('PGlite', async () => ({ dataDir: 'memory://' }));

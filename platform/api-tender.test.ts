// The tender stories on PGlite in memory (the embedded default).
import { describeTenderPublishingSuite } from './testing/tender-publishing-suite.ts';
import { describeTenderClarificationSuite } from './testing/tender-clarification-suite.ts';
import { describeTenderPublicSuite } from './testing/tender-public-suite.ts';
import { describeTenderRegistrationSuite } from './testing/tender-registration-suite.ts';
import { describeTenderAwardSuite } from './testing/tender-award-suite.ts';
import { describeTenderBiddingSuite } from './testing/tender-bidding-suite.ts';
import { describeTenderOpeningSuite } from './testing/tender-opening-suite.ts';
import { describeTenderPanelSuite } from './testing/tender-panel-suite.ts';

describeTenderPublishingSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeTenderClarificationSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeTenderPublicSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeTenderRegistrationSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeTenderAwardSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeTenderBiddingSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeTenderOpeningSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeTenderPanelSuite('PGlite', async () => ({ dataDir: 'memory://' }));

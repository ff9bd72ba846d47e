// Contracts (drafting, versions, signing) on PGlite in memory.
import { describeAgreementSuite } from './testing/agreement-suite.ts';
import { describeAgreementExecutionSuite } from './testing/agreement-execution-suite.ts';

describeAgreementSuite('PGlite', async () => ({ dataDir: 'memory://' }));
describeAgreementExecutionSuite('PGlite', async () => ({ dataDir: 'memory://' }));

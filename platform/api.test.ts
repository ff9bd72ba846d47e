// The platform's API on PGlite in memory (the embedded default).
import { describeApiSuite } from './testing/api-suite.ts';

describeApiSuite('PGlite', async () => ({ dataDir: 'memory://' }));

// The platform's own limits (forwarded addresses, failed logins) on PGlite in memory.
import { describeLimitsSuite } from './testing/limits-suite.ts';

describeLimitsSuite('PGlite', async () => ({ dataDir: 'memory://' }));

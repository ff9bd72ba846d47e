// Open data (OCDS releases and records) on PGlite in memory.
import { describeOpendataSuite } from './testing/opendata-suite.ts';

describeOpendataSuite('PGlite', async () => ({ dataDir: 'memory://' }));

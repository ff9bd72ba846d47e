// The platform's API on a real PostgreSQL server: the one DATABASE_URL names or, when it is unset
// and a Docker engine is reachable, a throwaway one that testcontainers starts for this file. The
// suite runs in a database of its own (created here, dropped afterwards) and never touches any
// other. With neither, the suite is skipped and says why.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { describeApiSuite } from './testing/api-suite.ts';
import { describeAwardRecordSuite } from './testing/award-record-suite.ts';
import { describeChatAccessSuite } from './testing/chat-access-suite.ts';
import { describeImageBombSuite } from './testing/image-bomb-suite.ts';
import { describeInquiryAwardSuite } from './testing/inquiry-award-suite.ts';
import { describeInquiryQuotingSuite } from './testing/inquiry-quoting-suite.ts';
import { describeQuoteLinesSuite } from './testing/quote-lines-suite.ts';
import { describeSupplierRegionSuite } from './testing/supplier-region-suite.ts';
import { describeTenderPublishingSuite } from './testing/tender-publishing-suite.ts';
import { describeTenderBiddingSuite } from './testing/tender-bidding-suite.ts';
import { describeTenderRegistrationSuite } from './testing/tender-registration-suite.ts';
import { describeTenderPublicSuite } from './testing/tender-public-suite.ts';
import { describeTenderClarificationSuite } from './testing/tender-clarification-suite.ts';
import { findTestServer } from '#tests/support/test-server.ts';
import { describeTenderAwardSuite } from './testing/tender-award-suite.ts';
import { describeTenderOpeningSuite } from './testing/tender-opening-suite.ts';
import { describeTenderPanelSuite } from './testing/tender-panel-suite.ts';
import { describeBiddingSuite } from './testing/bidding-suite.ts';
import { describeBiddingBidsSuite } from './testing/bidding-bids-suite.ts';
import { describeBiddingAwardSuite } from './testing/bidding-award-suite.ts';
import { describeBiddingLiveSuite } from './testing/bidding-live-suite.ts';
import { describeBiddingPublicSuite } from './testing/bidding-public-suite.ts';
import { describeBiddingReceiptSuite } from './testing/bidding-receipt-suite.ts';

/** The server of docker/compose.yaml. */
const POSTGRES_IMAGE = 'postgres:17';

const server = await findTestServer('DATABASE_URL', async () => {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE).start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
});
if ('skipped' in server) console.warn(`PostgreSQL suite skipped: ${server.skipped}`);
// After the suite's own afterAll, which drops its database.
afterAll(async () => {
  if ('stop' in server) await server.stop?.();
});

/** A database of the suite's own on the server, dropped by its cleanup. */
const freshDatabase: Parameters<typeof describeApiSuite>[1] = async () => {
  if (!('url' in server)) throw new Error('unreachable: the suite is skipped without a server');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(server.url);
  databaseUrl.pathname = `/${name}`;
  const checker = new pg.Client({ connectionString: databaseUrl.toString() });
  await checker.connect();
  // Uploads in a folder of the suite's own, not the data directory's.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'portal-test-uploads-'));
  return {
    databaseUrl: databaseUrl.toString(),
    uploadsDir,
    async count(sql, params) {
      const { rows } = await checker.query(sql, params);
      return Number(Object.values(rows[0])[0]);
    },
    async cleanup() {
      await checker.end();
      // pg's Pool.end() resolves before its sockets are closed: wait for the sessions to leave
      // rather than terminating them (a terminated session raises an error in the test process).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
};

describeApiSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined, sqlChecks: true });
describeInquiryQuotingSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeInquiryAwardSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeAwardRecordSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeQuoteLinesSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeSupplierRegionSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeChatAccessSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeImageBombSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderPublishingSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderClarificationSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderPublicSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderRegistrationSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderAwardSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderBiddingSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderOpeningSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeTenderPanelSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeBiddingSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeBiddingBidsSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeBiddingAwardSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeBiddingPublicSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeBiddingLiveSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });
describeBiddingReceiptSuite('PostgreSQL', freshDatabase, { skipped: 'skipped' in server ? server.skipped : undefined });

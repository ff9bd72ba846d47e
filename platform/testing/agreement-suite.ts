// Contracts drafted from awards, negotiated in versions and signed, as small stories
// (docs/product/contracts.md): the buyer's awards of every kind and a draft prefilled from one, its
// templates, the rules of a draft with their codes, the lines each in one contract, a declined order;
// then a negotiation — the supplier proposes a later delivery, the diff shows it, both confirm version
// 2 and the contract is signed — with stale versions and hashes, confirmations that do not count
// twice or after a newer version, two confirmations at once, strangers refused, and versions that
// cannot be changed. Its own platform (agreement-fixture.ts), once per database: agreement.test.ts
// (PGlite) and agreement.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { selectRows } from '../db/client.ts';
import { type AgreementStories, type AgreementWorld, startAgreementWorld } from './agreement-fixture.ts';
import { draftingStories } from './agreement-drafting-stories.ts';
import { negotiationStories } from './agreement-negotiation-stories.ts';
import type { SuiteDatabase } from './inquiry-fixture.ts';

export function describeAgreementSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let world: AgreementWorld;
  const stories: AgreementStories = {
    world: () => world,
    notified: (memberId, kind) =>
      selectRows(world.platform.db, sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`),
    refusalOf: (statement) =>
      world.platform.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      ),
  };
  const title = options.skipped ? `contracts on ${databaseName} (skipped: ${options.skipped})` : `contracts on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      world = await startAgreementWorld(database);
    }, 300_000);
    afterAll(() => world?.stop());

    describe('drafting from an award', () => draftingStories(stories));
    describe('negotiating and signing', () => negotiationStories(stories));
  });
}

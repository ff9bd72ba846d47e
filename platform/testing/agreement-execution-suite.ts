// The execution of contracts as small stories (docs/decisions/025-contracts.md, "Execution"): deliveries,
// their decisions, payments through both capital accounts, completion, termination, the order's link
// to its contract, keyed retries, and the overdue sweep; with `concurrent` (PostgreSQL), two payments
// and two deliveries at once. Its own platform (agreement-fixture.ts), once per database:
// agreement.test.ts (PGlite) and agreement.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { selectRows } from '../db/client.ts';
import { type AgreementStories, type AgreementWorld, startAgreementWorld } from './agreement-fixture.ts';
import { concurrencyStories } from './agreement-concurrency-stories.ts';
import { executionStories } from './agreement-execution-stories.ts';
import { overdueStories } from './agreement-overdue-stories.ts';
import type { SuiteDatabase } from './inquiry-fixture.ts';

export function describeAgreementExecutionSuite(
  databaseName: string,
  database: () => Promise<SuiteDatabase>,
  options: { skipped?: string; concurrent?: boolean } = {},
) {
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
  const title = options.skipped ? `contracts' execution on ${databaseName} (skipped: ${options.skipped})` : `contracts' execution on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      world = await startAgreementWorld(database);
    }, 300_000);
    afterAll(() => world?.stop());

    describe('deliveries, payments, completion and termination', () => executionStories(stories));
    if (options.concurrent) describe('two actions at once', () => concurrencyStories(stories));
    describe('overdue stages and deliveries', () => overdueStories(stories));
  });
}

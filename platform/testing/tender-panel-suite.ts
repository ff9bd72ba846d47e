// The evaluation panel's boundaries, as small stories (docs/decisions/022-tender-evaluation.md): an
// account added to the expert library shows the buyer nothing but that account until its user accepts
// one of the buyer's invitations; a member with a user on a tender's panel may not register for it; a
// registered member's user on the panel reads neither the bids nor their documents; a score racing the
// evaluator's withdrawal is refused (60117), never a server error. Its own platform (seeded, the
// movable test clock), once per database: api.test.ts (PGlite) and api.postgres.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import { tenderEvaluators, tenderRegistrations, tenders } from '../db/schema.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { codeExpecter, type InquiryPlatform, type SuiteDatabase, startInquiryPlatform } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { BIDDING, EVALUATION, evaluationStories, NOW, type Person } from './tender-evaluation-stories.ts';
import { admittedSuppliers, publishTender, registerFor, registrationBody, WITHOUT_PREQUALIFICATION } from './tender-fixture.ts';

export function describeTenderPanelSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const { suite, outsider, clockAt, twoTendersWithBids, sheet } = evaluationStories(client, helpers, () => seeded);

  const title = options.skipped
    ? `tender evaluation panel on ${databaseName} (skipped: ${options.skipped})`
    : `tender evaluation panel on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let scored: MemberTender;
    let technical: { url: string };
    let expert: Person;
    const buyer = () => seeded.buyer;
    const page = (id: number) => call(api.tenderEvaluation.page, { token: buyer(), query: { id } });
    const library = (token = buyer()) => call(api.tenderExpert.list, { token });
    const invite = (tenderId: number, expertId: number) =>
      call(api.tenderEvaluation.addEvaluator, { token: buyer(), body: { tenderId, source: 'expert', expertId, idempotencyKey: freshKey() } });

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
      ({ scored, technical } = await twoTendersWithBids());
      expert = await outsider('supplier');
    }, 300_000);
    afterAll(() => seeded?.stop());

    it('an account added to the library shows the buyer only that account, until its user accepts one of the buyer’s invitations', async () => {
      const body = { account: expert.account, speciality: '水泵', idempotencyKey: freshKey() };
      const added = await call(api.tenderExpert.add, { token: buyer(), body });
      expect(added).toMatchObject({ account: expert.account, name: null, memberName: null });
      const otherBuyer = await helpers.register('buyer');
      await call(api.tenderExpert.add, { token: otherBuyer.token, body: { ...body, idempotencyKey: freshKey() } });
      const invitation = await invite(scored.id, added.id);
      expect(invitation).toMatchObject({ state: 'invited', account: expert.account, name: null, memberName: null });
      expect((await page(scored.id)).candidates.experts).toEqual([]);

      await call(api.tenderScoring.answer, { token: expert.token, body: { id: invitation.id, accept: true } });
      const shown = { account: expert.account, name: expect.any(String), memberName: expert.name };
      expect(await library()).toEqual([expect.objectContaining(shown)]);
      expect((await page(scored.id)).evaluators.find((e) => e.id === invitation.id)).toMatchObject({ ...shown, state: 'accepted' });
      // Its consent is to this buyer alone.
      expect(await library(otherBuyer.token)).toEqual([expect.objectContaining({ account: expert.account, name: null, memberName: null })]);
    });

    it('a member with a user on the tender’s panel may not register for it (60136), nor see a way to; once it declines, it may', async () => {
      const [bidder] = await admittedSuppliers(suite, 1);
      const open = await publishTender(suite, BIDDING, WITHOUT_PREQUALIFICATION);
      const added = await call(api.tenderExpert.add, { token: buyer(), body: { account: bidder!.account, idempotencyKey: freshKey() } });
      const invitation = await invite(open.id, added.id);
      await expectCode(api.tenderRegistration.register, { token: bidder!.token, body: registrationBody(open.id) }, Code.EVALUATOR_CONFLICT);
      const form = await call(api.tenderRegistration.form, { token: bidder!.token, query: { inviteTenderId: open.id } });
      expect(form).toMatchObject({ refusal: Code.EVALUATOR_CONFLICT, registration: null });
      await call(api.tenderScoring.answer, { token: bidder!.token, body: { id: invitation.id, accept: false, reason: '本公司参与投标' } });
      expect(await registerFor(suite, open, bidder!)).toMatchObject({ review: 'approved' });
    });

    it('an evaluator whose member registered for the tender reads neither the bids nor their documents (60136)', async () => {
      await clockAt(EVALUATION);
      const before = await call(api.tenderScoring.sheet, { token: expert.token, query: { id: scored.id } });
      expect(before.bids).toHaveLength(3);
      expect((await client.file(technical.url, expert.token)).status).toBe(200);
      // A registration from before the rule: the expert's member registered too.
      const evaluator = (await page(scored.id)).evaluators.find((e) => e.account === expert.account)!;
      const [row] = await platform.db.select().from(tenderRegistrations).where(eq(tenderRegistrations.tenderId, scored.id)).limit(1);
      const { id: _id, ...copy } = row!;
      await platform.db
        .insert(tenderRegistrations)
        .values({ ...copy, memberId: expert.memberId, memberRoleId: expert.roleId, userId: evaluator.userId });
      await expectCode(api.tenderScoring.sheet, { token: expert.token, query: { id: scored.id } }, Code.EVALUATOR_CONFLICT);
      expect((await client.file(technical.url, expert.token)).status).toBe(404);
    });

    it('a score that races the evaluator’s withdrawal finds it gone (60117): never a score of nobody, never a server error', async () => {
      const before = await page(scored.id);
      const own = before.candidates.users[0]!;
      const named = await call(api.tenderEvaluation.addEvaluator, {
        token: buyer(),
        body: { tenderId: scored.id, source: 'member', userId: own.userId, idempotencyKey: freshKey() },
      });
      const body = sheet(scored.id, before.opening!.bids[0]!.bidId, 20, 5);
      let scoring: Promise<unknown> = Promise.resolve();
      // The withdrawal, as removeEvaluator makes it: the tender locked for update, then the evaluator deleted.
      await platform.db.transaction(async (tx) => {
        await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, scored.id)).for('update');
        scoring = client.raw(api.tenderScoring.score.method, api.tenderScoring.score.path, { token: buyer(), body });
        await waitingForALock(databaseName === 'PostgreSQL');
        await tx.delete(tenderEvaluators).where(eq(tenderEvaluators.id, named.id));
      });
      expect(await scoring).toMatchObject({ code: Code.NOT_EVALUATOR, data: null });
      const [scores] = await selectRows<{ n: number }>(
        platform.db,
        sql`select count(*)::int as n from tender_scores where evaluator_id = ${named.id}`,
      );
      expect(scores!.n).toBe(0);
    });
  });

  /**
   * Until a request waits for a lock of this database (PostgreSQL: another connection asks it); PGlite
   * runs one transaction at a time, so the request simply waits for the one open, and a moment does.
   */
  async function waitingForALock(postgres: boolean): Promise<void> {
    for (let i = 0; i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!postgres) return;
      const [waiting] = await selectRows<{ n: number }>(
        platform.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting!.n > 0) return;
    }
    throw new Error('no request waited for the tender’s lock');
  }
}

// A tender's evaluation and award, as small stories (docs/decisions/022-tender-evaluation.md): the
// buyer's expert library; the panel (its own user at once, experts who accept or decline, nobody
// from a bidding member); scores in the evaluation phase only, by accepted evaluators only, within
// each criterion's weight, the latest counting; the price score by the published formula; the report
// once every evaluator has scored every valid bid; the award split by line with its reason, its
// notice and bid result with both file lists, its type-5 orders and every bidder told; a lowest-price
// tender ranked by total. Its own platform (seeded, the movable test clock), once per database:
// api.test.ts (PGlite) and api.postgres.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { priceScore } from '#contract/schemas.ts';
import type { MemberTender } from '#contract/schemas.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { codeExpecter, type InquiryPlatform, type SuiteDatabase, startInquiryPlatform } from './inquiry-fixture.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';
import { EVALUATION, evaluationStories, NOW, type Person } from './tender-evaluation-stories.ts';

export function describeTenderAwardSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const { outsider, clockAt, twoTendersWithBids, sheet, notified, orderNotices } = evaluationStories(client, helpers, () => seeded);

  const title = options.skipped
    ? `tender evaluation and award on ${databaseName} (skipped: ${options.skipped})`
    : `tender evaluation and award on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let scored: MemberTender;
    let lowest: MemberTender;
    let s: Person[];
    let expertA: Person;
    let expertB: Person;
    const buyer = () => seeded.buyer;
    const page = (id: number) => call(api.tenderEvaluation.page, { token: buyer(), query: { id } });
    /** Bid ids of s[0..2] on the scored tender, from the opening record. */
    let bidOf: number[] = [];
    let technical: { url: string };

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
      ({ scored, lowest, s, technical } = await twoTendersWithBids());
      [expertA, expertB] = [await outsider('supplier'), await outsider('buyer')];
    }, 300_000);
    afterAll(() => seeded?.stop());

    it('the expert library: a user added by account (keyed), not twice, not an unknown account; disabled and enabled again; the buyer’s alone', async () => {
      const body = { account: expertA.account.toUpperCase(), speciality: '水泵', title: '高级工程师', idempotencyKey: freshKey() };
      const add = () => call(api.tenderExpert.add, { token: buyer(), body });
      const [first, again] = await Promise.all([add(), add()]);
      expect(again).toEqual(first);
      // The account alone: its name and company wait for its consent (tender-panel-suite.ts).
      expect(first).toMatchObject({ account: expertA.account, name: null, memberName: null, enabled: true, speciality: '水泵' });
      await expectCode(api.tenderExpert.add, { token: buyer(), body: { ...body, idempotencyKey: freshKey() } }, Code.RECORD_REPEATED);
      const unknown = { account: 'no-such-account-x', idempotencyKey: freshKey() };
      await expectCode(api.tenderExpert.add, { token: buyer(), body: unknown }, Code.TENDER_RECORD_MISSING);
      await call(api.tenderExpert.add, { token: buyer(), body: { account: expertB.account, idempotencyKey: freshKey() } });
      await call(api.tenderExpert.add, { token: buyer(), body: { account: s[3]!.account, idempotencyKey: freshKey() } });
      expect((await call(api.tenderExpert.setEnabled, { token: buyer(), body: { id: first.id, enabled: false } })).enabled).toBe(false);
      await expectCode(api.tenderExpert.list, { token: s[0]!.token }, Code.NO_ACCESS);
      const otherBuyer = await helpers.register('buyer');
      expect(await call(api.tenderExpert.list, { token: otherBuyer.token })).toEqual([]);
      await expectCode(api.tenderExpert.setEnabled, { token: otherBuyer.token, body: { id: first.id, enabled: true } }, Code.NOT_FOUND);
      const library = await call(api.tenderExpert.list, { token: buyer() });
      expect(library.map((e) => [e.account, e.enabled])).toEqual([
        [expertA.account, false],
        [expertB.account, true],
        [s[3]!.account, true],
      ]);
    });

    it('the panel: the buyer’s own user at once, experts invited and told; a disabled expert, a bidder’s user, another’s tender or a lowest-price tender refused', async () => {
      const before = await page(scored.id);
      const own = before.candidates.users[0]!;
      const [a, b, bidder] = await call(api.tenderExpert.list, { token: buyer() });
      const add = (body: object, token = buyer()) => ({ token, body: { tenderId: scored.id, idempotencyKey: freshKey(), ...body } });
      await expectCode(api.tenderEvaluation.addEvaluator, add({ source: 'expert', expertId: a!.id }), Code.EXPERT_DISABLED);
      await expectCode(api.tenderEvaluation.addEvaluator, add({ source: 'expert', expertId: bidder!.id }), Code.EVALUATOR_CONFLICT);
      await expectCode(api.tenderEvaluation.addEvaluator, add({ source: 'member', userId: b!.userId }), Code.NOT_FOUND);
      const onLowest = { tenderId: lowest.id, source: 'member', userId: own.userId, idempotencyKey: freshKey() };
      await expectCode(api.tenderEvaluation.addEvaluator, { token: buyer(), body: onLowest }, Code.TENDER_STATE_FORBIDS);
      const otherBuyer = await helpers.register('buyer');
      await expectCode(api.tenderEvaluation.addEvaluator, add({ source: 'member', userId: own.userId }, otherBuyer.token), Code.NOT_FOUND);
      await expectCode(api.tenderEvaluation.page, { token: otherBuyer.token, query: { id: scored.id } }, Code.NOT_FOUND);

      const member = await call(api.tenderEvaluation.addEvaluator, add({ source: 'member', userId: own.userId }));
      expect(member).toMatchObject({ source: 'member', state: 'accepted', userId: own.userId });
      await call(api.tenderExpert.setEnabled, { token: buyer(), body: { id: a!.id, enabled: true } });
      const invited = await call(api.tenderEvaluation.addEvaluator, add({ source: 'expert', expertId: a!.id }));
      expect(invited).toMatchObject({ source: 'expert', state: 'invited', memberName: null });
      await expectCode(api.tenderEvaluation.addEvaluator, add({ source: 'expert', expertId: a!.id }), Code.RECORD_REPEATED);
      await call(api.tenderEvaluation.addEvaluator, add({ source: 'expert', expertId: b!.id }));
      const told = await notified(scored.id, 'tender.evaluatorInvited');
      expect(told.map((n) => [n.member, n.payload.link])).toEqual([
        [seeded.buyerMe.memberId, `/memberCenter/callForBids/readyExpertRemark?id=${scored.id}`],
        [expertA.memberId, '/memberCenter/callForBids/extractNoticeManage'],
        [expertB.memberId, '/memberCenter/callForBids/extractNoticeManage'],
      ]);
      const after = await page(scored.id);
      expect(after.evaluators.map((e) => e.state)).toEqual(['accepted', 'invited', 'invited']);
      expect(after.candidates.users).toEqual([]);
      expect(after.candidates.experts.map((e) => e.account)).toEqual([s[3]!.account]);
    });

    it('an expert accepts, another declines with a reason; each answers once, and reads only its own invitations', async () => {
      const [invitation] = await call(api.tenderScoring.invitations, { token: expertA.token });
      const [other] = await call(api.tenderScoring.invitations, { token: expertB.token });
      expect(invitation).toMatchObject({ state: 'invited', source: 'expert', tender: { id: scored.id, code: scored.code, phase: 'bidding' } });
      await expectCode(api.tenderScoring.answer, { token: expertB.token, body: { id: invitation!.id, accept: true } }, Code.NOT_FOUND);
      await expectCode(api.tenderScoring.answer, { token: expertB.token, body: { id: other!.id, accept: false } }, Code.PARAM_INVALID);
      expect((await call(api.tenderScoring.answer, { token: expertA.token, body: { id: invitation!.id, accept: true } })).state).toBe('accepted');
      await expectCode(
        api.tenderScoring.answer,
        { token: expertA.token, body: { id: invitation!.id, accept: false, reason: '改变主意' } },
        Code.ALREADY_ANSWERED,
      );
      const declined = await call(api.tenderScoring.answer, { token: expertB.token, body: { id: other!.id, accept: false, reason: '时间冲突' } });
      expect(declined).toMatchObject({ state: 'declined', answerReason: '时间冲突' });
      // The buyer withdraws the expert who declined; nobody else may.
      await expectCode(api.tenderEvaluation.removeEvaluator, { token: expertA.token, body: { id: other!.id } }, Code.NO_ACCESS);
      await call(api.tenderEvaluation.removeEvaluator, { token: buyer(), body: { id: other!.id } });
      expect((await page(scored.id)).evaluators.map((e) => e.account)).toEqual([expect.any(String), expertA.account]);
      // Before the opening an evaluator sees no bid, and may not score.
      const early = await call(api.tenderScoring.sheet, { token: expertA.token, query: { id: scored.id } });
      expect(early).toMatchObject({ bids: [], canScore: false, evaluator: { state: 'accepted' } });
      await expectCode(api.tenderScoring.score, { token: expertA.token, body: sheet(scored.id, 1, 1, 1) }, Code.OUTSIDE_EVALUATION);
      await expectCode(api.tenderScoring.sheet, { token: s[0]!.token, query: { id: scored.id } }, Code.NOT_FOUND);
    });

    it('scores in the evaluation phase: accepted evaluators only, valid bids only, within each weight; the price score by the formula; the latest counts', async () => {
      await clockAt(EVALUATION);
      const opened = await page(scored.id);
      expect(opened.tender.phase).toBe('evaluation');
      expect(opened.opening).toMatchObject({ outcome: 'opened', validCount: 3 });
      bidOf = s.slice(0, 3).map((supplier) => opened.opening!.bids.find((b) => b.supplier.memberId === supplier.memberId)!.bidId);
      const mine = await call(api.tenderScoring.sheet, { token: expertA.token, query: { id: scored.id } });
      expect(mine.canScore).toBe(true);
      expect(mine.bids.map((b) => [b.bidId, b.totalAmount, b.priceScore, b.scores])).toEqual([
        [bidOf[0], 5000, 57.6, null],
        [bidOf[1], 4800, 60, null],
        [bidOf[2], 5200, priceScore(60, 4800, 5200), null],
      ]);
      expect(priceScore(60, 4800, 5200)).toBe(55.38);
      // The panel reads the bids' documents once opened; nobody off it does.
      expect(mine.bids[0]!.technicalFiles.map((f) => f.name)).toEqual(['技术方案.pdf']);
      expect([(await client.file(technical.url, expertA.token)).status, (await client.file(technical.url, expertB.token)).status]).toEqual([
        200, 404,
      ]);

      await expectCode(api.tenderScoring.score, { token: expertB.token, body: sheet(scored.id, bidOf[0]!, 20, 5) }, Code.NOT_EVALUATOR);
      await expectCode(api.tenderScoring.score, { token: s[0]!.token, body: sheet(scored.id, bidOf[0]!, 20, 5) }, Code.NOT_EVALUATOR);
      await expectCode(api.tenderScoring.score, { token: expertA.token, body: sheet(scored.id, 999_999, 20, 5) }, Code.BID_MISSING);
      for (const [technique, service] of [
        [31, 5],
        [-1, 5],
        [20.005, 5],
        [20, 10.01],
      ]) {
        await expectCode(
          api.tenderScoring.score,
          { token: expertA.token, body: sheet(scored.id, bidOf[0]!, technique!, service!) },
          Code.SCORE_INVALID,
        );
      }
      const missing = { tenderId: scored.id, bids: [{ bidId: bidOf[0]!, scores: [{ criterion: 1, score: 20 }] }], idempotencyKey: freshKey() };
      await expectCode(api.tenderScoring.score, { token: expertA.token, body: missing }, Code.SCORE_INVALID);
      const byHand = {
        ...missing,
        bids: [
          {
            bidId: bidOf[0]!,
            scores: [
              { criterion: 0, score: 60 },
              { criterion: 1, score: 20 },
              { criterion: 2, score: 5 },
            ],
          },
        ],
      };
      await expectCode(api.tenderScoring.score, { token: expertA.token, body: byHand }, Code.SCORE_INVALID);

      const first = sheet(scored.id, bidOf[0]!, 10, 8);
      const [once, twice] = await Promise.all([
        call(api.tenderScoring.score, { token: expertA.token, body: first }),
        call(api.tenderScoring.score, { token: expertA.token, body: first }),
      ]);
      expect(twice).toEqual(once);
      expect(once.bids[0]).toMatchObject({
        scores: [
          { criterion: 1, score: 10 },
          { criterion: 2, score: 8 },
        ],
        total: 75.6,
      });
      const own = seeded.buyer;
      const scores: Array<[string, number, number, number]> = [
        [expertA.token, 0, 26, 8],
        [expertA.token, 1, 22, 6],
        [expertA.token, 2, 30, 9.5],
        [own, 0, 28, 9],
        [own, 1, 20, 7],
      ];
      for (const [token, i, technique, service] of scores)
        await call(api.tenderScoring.score, { token, body: sheet(scored.id, bidOf[i]!, technique, service) });
      const incomplete = await page(scored.id);
      expect(incomplete.scoringComplete).toBe(false);
      expect(incomplete.scores).toHaveLength(5);
      expect(incomplete.evaluators.map((e) => e.scoredCount)).toEqual([2, 3]);
      await expectCode(
        api.tenderEvaluation.removeEvaluator,
        { token: buyer(), body: { id: incomplete.evaluators[1]!.id } },
        Code.TENDER_STATE_FORBIDS,
      );
    });

    it('the report waits for every score (60133), ranks by the average plus the price score, is kept once; scoring ends with it', async () => {
      const report = { id: scored.id, remark: '三家有效投标', idempotencyKey: freshKey() };
      await expectCode(api.tenderEvaluation.submitReport, { token: buyer(), body: report }, Code.SCORING_INCOMPLETE);
      await expectCode(
        api.tenderEvaluation.award,
        { token: buyer(), body: { id: scored.id, mode: 'whole', bidId: bidOf[2]!, idempotencyKey: freshKey() } },
        Code.TENDER_STATE_FORBIDS,
      );
      await call(api.tenderScoring.score, { token: buyer(), body: sheet(scored.id, bidOf[2]!, 29.5, 10) });
      const ready = await page(scored.id);
      expect(ready.scoringComplete).toBe(true);
      // s2: 55.38 + (29.5 + 30) / 2 + (10 + 9.5) / 2 = 94.88; s0: 57.6 + 27 + 8.5 = 93.1; s1: 60 + 21 + 6.5 = 87.5.
      expect(ready.ranking.map((r) => [r.bidId, r.totalScore, r.rank])).toEqual([
        [bidOf[2], 94.88, 1],
        [bidOf[0], 93.1, 2],
        [bidOf[1], 87.5, 3],
      ]);
      expect(ready.ranking[0]!.criterionScores).toEqual([
        { criterion: 1, score: 29.75 },
        { criterion: 2, score: 9.75 },
      ]);
      const [kept, again] = await Promise.all([
        call(api.tenderEvaluation.submitReport, { token: buyer(), body: report }),
        call(api.tenderEvaluation.submitReport, { token: buyer(), body: report }),
      ]);
      expect(again).toEqual(kept);
      expect(kept).toMatchObject({ remark: '三家有效投标', digest: expect.stringMatching(/^[0-9a-f]{64}$/), ranking: ready.ranking });
      await expectCode(api.tenderEvaluation.submitReport, { token: buyer(), body: { ...report, idempotencyKey: freshKey() } }, Code.RECORD_REPEATED);
      await expectCode(api.tenderScoring.score, { token: expertA.token, body: sheet(scored.id, bidOf[0]!, 1, 1) }, Code.TENDER_STATE_FORBIDS);
      expect((await call(api.tenderScoring.sheet, { token: expertA.token, query: { id: scored.id } })).reportSubmitted).toBe(true);
    });

    it('the award splits lines by percent with a reason: its notice and bid result carry both file lists, each winner gets a type-5 order, every bidder is told', async () => {
      const [P1, V2] = scored.materielList.map((m) => m.id) as [number, number];
      const award = (shares: Array<[number, number, number]>, extra: object = {}) => ({
        token: buyer(),
        body: {
          id: scored.id,
          mode: 'split' as const,
          shares: shares.map(([materielId, i, ratio]) => ({ materielId, bidId: bidOf[i]!, ratio })),
          idempotencyKey: freshKey(),
          ...extra,
        },
      });
      const reason = { reason: '第二名的离心泵交期更短' };
      await expectCode(
        api.tenderEvaluation.award,
        award(
          [
            [P1, 2, 60],
            [P1, 0, 30],
            [V2, 2, 100],
          ],
          reason,
        ),
        Code.AWARD_RATIO_INVALID,
      );
      await expectCode(
        api.tenderEvaluation.award,
        award(
          [
            [P1, 2, 100],
            [P1, 0, 0],
            [V2, 2, 100],
          ],
          reason,
        ),
        Code.AWARD_RATIO_INVALID,
      );
      await expectCode(api.tenderEvaluation.award, award([[P1, 2, 100]], reason), Code.AWARD_RATIO_INVALID);
      await expectCode(
        api.tenderEvaluation.award,
        award([
          [P1, 2, 66.67],
          [P1, 0, 33.33],
          [V2, 2, 100],
        ]),
        Code.AWARD_REASON_REQUIRED,
      );
      await expectCode(
        api.tenderEvaluation.award,
        { token: buyer(), body: { id: scored.id, mode: 'whole', bidId: 999_999, idempotencyKey: freshKey() } },
        Code.BID_MISSING,
      );
      const announce = await helpers.uploaded(buyer(), PDF, '中标公告.pdf', 'document');
      const notice = await helpers.uploaded(buyer(), PDF, '中标通知书.pdf', 'document');
      const files = { announceFileIds: [announce.id], winNoticeFileIds: [notice.id] };
      const body = award(
        [
          [P1, 2, 66.67],
          [P1, 0, 33.33],
          [V2, 2, 100],
        ],
        { ...reason, ...files },
      );
      const [done, replayed] = await Promise.all([call(api.tenderEvaluation.award, body), call(api.tenderEvaluation.award, body)]);
      expect(replayed).toEqual(done);
      // 4 × 66.67 % = 2.667 at 1100; 4 × 33.33 % = 1.333 at 1000; 10 at 80.
      expect(done.shares.map((x) => [x.bidId, x.quantity, x.unitPrice, x.amount])).toEqual([
        [bidOf[2], 2.667, 1100, 2933.7],
        [bidOf[0], 1.333, 1000, 1333],
        [bidOf[2], 10, 80, 800],
      ]);
      expect(done).toMatchObject({ mode: 'split', totalAmount: 5066.7, reason: reason.reason });
      expect(done.orders.map((o) => [o.supplier.memberId, o.totalAmount, o.lineCount])).toEqual([
        [s[2]!.memberId, 3733.7, 2],
        [s[0]!.memberId, 1333, 1],
      ]);
      await expectCode(api.tenderEvaluation.award, { ...body, body: { ...body.body, idempotencyKey: freshKey() } }, Code.TENDER_STATE_FORBIDS);
      expect((await page(scored.id)).tender).toMatchObject({ state: 'awarded', phase: 'awarded' });

      const result = await call(api.notice.bidResult, { query: { id: done.noticeId! } });
      expect(result.name).toBe(`${scored.projectName}中标公告`);
      expect(result.winTenderAnnounceFile.map((f) => f.name)).toEqual(['中标公告.pdf']);
      expect(result.winTenderNoticeFile.map((f) => f.name)).toEqual(['中标通知书.pdf']);
      expect((await client.file(announce.url)).status).toBe(200);
      expect((await call(api.notice.details, { query: { id: done.noticeId! } })).type).toBe(2);

      const order = await call(api.order.detail, { token: s[2]!.token, query: { id: done.orders[0]!.id } });
      expect(order).toMatchObject({
        orderType: 5,
        source: { kind: 'tender', id: scored.id, number: scored.code, title: scored.projectName },
        canDecide: true,
      });
      // The buyer is told which tender the order its supplier confirmed came from.
      await call(api.order.confirm, { token: s[2]!.token, body: { id: order.id } });
      expect((await orderNotices(order.id, 'order.confirmed'))[0]).toMatchObject({ payload: { orderNo: order.orderNo, source: order.source } });
      expect(order.lines.map((l) => [l.number, l.quantity, l.amount])).toEqual([
        ['P-1', 2.667, 2933.7],
        ['V-2', 10, 800],
      ]);
      expect((await call(api.order.purchaseList, { token: buyer() })).data.filter((o) => o.source.kind === 'tender')).toHaveLength(2);

      const won = await notified(scored.id, 'tender.awarded');
      won.sort((x, y) => Number(x.payload.rank) - Number(y.payload.rank));
      expect(won.map((n) => [n.member, n.payload.rank, n.payload.orderNo !== undefined])).toEqual([
        [s[2]!.memberId, 1, true],
        [s[0]!.memberId, 2, true],
      ]);
      expect((await notified(scored.id, 'tender.notAwarded')).map((n) => [n.member, n.payload.rank])).toEqual([[s[1]!.memberId, 3]]);
      const mine = await call(api.tenderAward.result, { token: s[0]!.token, query: { id: scored.id } });
      expect(mine).toMatchObject({ won: true, rank: 2, totalAmount: 1333, order: { id: done.orders[1]!.id } });
      expect(mine.shares.every((x) => x.bidId === bidOf[0])).toBe(true);
      expect(await call(api.tenderAward.result, { token: s[1]!.token, query: { id: scored.id } })).toMatchObject({
        won: false,
        rank: 3,
        shares: [],
        order: null,
      });
      await expectCode(api.tenderAward.result, { token: s[3]!.token, query: { id: scored.id } }, Code.NOT_FOUND);
    });

    it('a lowest-price tender needs no evaluator: ranked by total, its report at once, whole to the first without a reason', async () => {
      const before = await page(lowest.id);
      expect(before.scoringComplete).toBe(true);
      expect(before.ranking.map((r) => [r.totalAmount, r.rank, r.totalScore])).toEqual([
        [4800, 1, null],
        [5000, 2, null],
        [5200, 3, null],
      ]);
      await expectCode(api.tenderScoring.score, { token: expertA.token, body: sheet(lowest.id, before.ranking[0]!.bidId, 1, 1) }, Code.NOT_EVALUATOR);
      await call(api.tenderEvaluation.submitReport, { token: buyer(), body: { id: lowest.id, idempotencyKey: freshKey() } });
      const second = before.ranking[1]!.bidId;
      await expectCode(
        api.tenderEvaluation.award,
        { token: buyer(), body: { id: lowest.id, mode: 'whole', bidId: second, idempotencyKey: freshKey() } },
        Code.AWARD_REASON_REQUIRED,
      );
      const done = await call(api.tenderEvaluation.award, {
        token: buyer(),
        body: { id: lowest.id, mode: 'whole', bidId: before.ranking[0]!.bidId, idempotencyKey: freshKey() },
      });
      expect(done).toMatchObject({ mode: 'whole', reason: null, totalAmount: 4800, announceFiles: [], winNoticeFiles: [] });
      expect(done.orders.map((o) => [o.supplier.memberId, o.totalAmount, o.lineCount])).toEqual([[s[1]!.memberId, 4800, 2]]);
      const sales = await call(api.order.saleList, { token: s[1]!.token });
      expect(sales.data.find((o) => o.id === done.orders[0]!.id)).toMatchObject({ orderType: 5, orderNo: expect.stringMatching(/^DT\d{16}$/) });
    });
  });
}

// The buyer publishes live reverse auctions and suppliers sign up, as small stories
// (docs/product/member-side.md): a draft saved (a keyed retry makes one), its rule sheet published
// with it and read by bidders on the public detail; a schedule that does not hold refused; the list
// by phase with counts; a cancellation with its reason, told to those signed up; sign-ups pending
// the buyer's review or admitted at once (autoAdmit), approved or rejected with a reason and the
// supplier told; every refusal by its code; nobody reading what is not theirs. Its own platform
// (seeded, with the movable test clock), once per database: api.test.ts (PGlite) and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import { DEMO_BUYER_NAME } from '../seed/members.ts';
import type { RunningPlatform } from '../server.ts';
import { BIDDING_TIMES, auctionForm, publishAuction, signUpBody } from './bidding-fixture.ts';
import { apiClient } from './client.ts';
import { codeExpecter, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { admittedSuppliers, setClock, type TenderSuite } from './tender-fixture.ts';

/** The platform's clock in this suite. */
const NOW = Date.UTC(2026, 4, 11, 2, 0, 0);

export function describeBiddingSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const suite: TenderSuite = {
    client,
    helpers,
    get seeded() {
      return seeded;
    },
  };
  const notificationsOf = (memberId: number, kind: string) =>
    selectRows<{ payload: Record<string, unknown> }>(
      platform.db,
      sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`,
    );

  const title = options.skipped
    ? `auction publishing and sign-up on ${databaseName} (skipped: ${options.skipped})`
    : `auction publishing and sign-up on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('a draft saved twice under one key is one draft; published, its rule sheet is on the buyer’s and the public detail; a draft is nobody else’s', async () => {
      const form = auctionForm(NOW, seeded.categoryId, {
        stepType: 'percent',
        minPriceStep: 1.5,
        visibility: 'ownRank',
        triggerMinutes: 5,
        extensionMinutes: 3,
        maxExtensions: 4,
        hardStopTime: NOW + BIDDING_TIMES.biddingEnd + 30 * 60_000,
      });
      const body = { form, idempotencyKey: freshKey() };
      const [draft, again] = await Promise.all([
        call(api.biddingBuyer.save, { token: seeded.buyer, body }),
        call(api.biddingBuyer.save, { token: seeded.buyer, body }),
      ]);
      expect(again.id).toBe(draft.id);
      expect(draft).toMatchObject({ state: 'draft', phase: 'draft', biddingNo: expect.stringMatching(/^JJ\d{8}\d{6}$/) });
      await expectCode(api.bidding.details, { query: { id: draft.id } }, Code.NOT_FOUND);
      const stranger = await helpers.register('buyer');
      await expectCode(api.biddingBuyer.detail, { token: stranger.token, query: { id: draft.id } }, Code.NOT_FOUND);

      const published = await call(api.biddingBuyer.publish, { token: seeded.buyer, body: { id: draft.id, idempotencyKey: freshKey() } });
      expect(published).toMatchObject({
        state: 'published',
        phase: 'signUp',
        phaseEndTime: NOW + BIDDING_TIMES.endSignUp,
        rules: {
          startingPrice: 10_000,
          stepType: 'percent',
          minPriceStep: 1.5,
          allowPurchaseCount: 5,
          visibility: 'ownRank',
          tieRule: 'earlierBidFirst',
          triggerMinutes: 5,
          extensionMinutes: 3,
          maxExtensions: 4,
          hardStopTime: NOW + BIDDING_TIMES.biddingEnd + 30 * 60_000,
        },
        scheduledEndTime: NOW + BIDDING_TIMES.biddingEnd,
        extensionCount: 0,
      });
      const shown = await call(api.bidding.details, { query: { id: draft.id } });
      expect(shown).toMatchObject({ id: draft.id, startingPrice: 10_000, allowPurchaseCount: 5, phase: 'signUp', rules: published.rules });
    });

    it('a schedule that does not hold is refused at publishing, and the draft stays a draft', async () => {
      const broken = [
        { endSignUp: NOW - 1 },
        { biddingStartTime: NOW + BIDDING_TIMES.endSignUp - 1 },
        { biddingEndTime: NOW + BIDDING_TIMES.biddingStart },
        { hardStopTime: NOW + BIDDING_TIMES.biddingEnd - 1 },
        { triggerMinutes: 5, extensionMinutes: 0, maxExtensions: 2 },
      ];
      for (const overrides of broken) {
        const draft = await call(api.biddingBuyer.save, {
          token: seeded.buyer,
          body: { form: auctionForm(NOW, seeded.categoryId, overrides), idempotencyKey: freshKey() },
        });
        await expectCode(
          api.biddingBuyer.publish,
          { token: seeded.buyer, body: { id: draft.id, idempotencyKey: freshKey() } },
          Code.BIDDING_SCHEDULE_INVALID,
        );
        expect((await call(api.biddingBuyer.detail, { token: seeded.buyer, query: { id: draft.id } })).state).toBe('draft');
      }
      const tooBigStep = auctionForm(NOW, seeded.categoryId, { minPriceStep: 10_000 });
      const answer = await client.raw('POST', api.biddingBuyer.save.path, {
        token: seeded.buyer,
        body: { form: tooBigStep, idempotencyKey: freshKey() },
      });
      expect(answer.code).toBe(Code.PARAM_INVALID);
    });

    it('the buyer’s list counts its auctions by phase as the clock moves them', async () => {
      const auction = await publishAuction(suite, NOW);
      const before = await call(api.biddingBuyer.list, { token: seeded.buyer, query: { phase: 'signUp', pageSize: 100 } });
      expect(before.data.map((row) => row.id)).toContain(auction.id);
      await setClock(suite, NOW, NOW + BIDDING_TIMES.biddingStart);
      const live = await call(api.biddingBuyer.list, { token: seeded.buyer, query: { phase: 'live', pageSize: 100 } });
      expect(live.data.find((row) => row.id === auction.id)).toMatchObject({ phase: 'live', phaseEndTime: NOW + BIDDING_TIMES.biddingEnd });
      expect(live.phaseCounts.live).toBe(live.totalCount);
    });

    it('sign-ups wait for the buyer’s review: one approved, one rejected with its reason, each supplier told; the buyer sees both', async () => {
      const auction = await publishAuction(suite, NOW);
      const [first, second] = await admittedSuppliers(suite, 2);
      const body = signUpBody(auction.id);
      const [signUp, retried] = await Promise.all([
        call(api.biddingBid.signUp, { token: first!.token, body }),
        call(api.biddingBid.signUp, { token: first!.token, body }),
      ]);
      expect(retried).toEqual(signUp);
      expect(signUp).toMatchObject({ review: 'pending', contactName: '赵六', memberId: first!.memberId });
      const other = await call(api.biddingBid.signUp, { token: second!.token, body: signUpBody(auction.id) });
      expect(await notificationsOf(seeded.buyerMe.memberId, 'bidding.signedUp')).toEqual(
        expect.arrayContaining([expect.objectContaining({ payload: expect.objectContaining({ biddingId: auction.id, supplierName: first!.name }) })]),
      );
      await call(api.biddingBuyer.review, { token: seeded.buyer, body: { biddingId: auction.id, signUpId: signUp.id, decision: 'approve' } });
      const rejected = await call(api.biddingBuyer.review, {
        token: seeded.buyer,
        body: { biddingId: auction.id, signUpId: other.id, decision: 'reject', reason: '资质不全' },
      });
      expect(rejected).toMatchObject({ review: 'rejected', reviewReason: '资质不全' });
      await expectCode(
        api.biddingBuyer.review,
        { token: seeded.buyer, body: { biddingId: auction.id, signUpId: other.id, decision: 'approve' } },
        Code.SIGN_UP_NOT_PENDING,
      );
      expect(await notificationsOf(first!.memberId, 'bidding.signUpApproved')).toEqual([
        expect.objectContaining({ payload: expect.objectContaining({ biddingId: auction.id, deadline: NOW + BIDDING_TIMES.biddingStart }) }),
      ]);
      expect(await notificationsOf(second!.memberId, 'bidding.signUpRejected')).toEqual([
        expect.objectContaining({ payload: expect.objectContaining({ reason: '资质不全' }) }),
      ]);
      const theirs = await call(api.biddingBid.mine, { token: second!.token, query: { phase: 'signUp' } });
      expect(theirs).toMatchObject({ totalCount: 1, phaseCounts: { signUp: 1, live: 0 } });
      expect(theirs.data[0]).toMatchObject({
        id: auction.id,
        review: 'rejected',
        reviewReason: '资质不全',
        ownBidCount: 0,
        buyerName: DEMO_BUYER_NAME,
      });
      const page = await call(api.biddingBuyer.signUps, { token: seeded.buyer, query: { biddingId: auction.id } });
      expect(page.reviewCounts).toEqual({ pending: 0, approved: 1, rejected: 1 });
      // Rejected, it may sign up again and wait for review again; approved, it may not.
      const again = await call(api.biddingBid.signUp, { token: second!.token, body: { ...signUpBody(auction.id), contactName: '钱七' } });
      expect(again).toMatchObject({ id: other.id, review: 'pending', reviewReason: null, contactName: '钱七' });
      await expectCode(api.biddingBid.signUp, { token: first!.token, body: signUpBody(auction.id) }, Code.ALREADY_SIGNED_UP);
      const stranger = await helpers.register('buyer');
      await expectCode(api.biddingBuyer.signUps, { token: stranger.token, query: { biddingId: auction.id } }, Code.NOT_FOUND);
    });

    it('refuses a sign-up by its code: the publisher, a supplier not admitted, twice, outside the window, cancelled', async () => {
      const auction = await publishAuction(suite, NOW, { autoAdmit: true });
      await expectCode(api.biddingBid.signUp, { token: seeded.buyer, body: signUpBody(auction.id) }, Code.OWN_PUBLICATION);
      const stranger = await helpers.register('supplier');
      await expectCode(api.biddingBid.signUp, { token: stranger.token, body: signUpBody(auction.id) }, Code.NOT_ADMITTED);
      const [supplier, late] = await admittedSuppliers(suite, 2);
      const admitted = await call(api.biddingBid.signUp, { token: supplier!.token, body: signUpBody(auction.id) });
      expect(admitted.review).toBe('approved');
      await expectCode(api.biddingBid.signUp, { token: supplier!.token, body: signUpBody(auction.id) }, Code.ALREADY_SIGNED_UP);
      await setClock(suite, NOW, NOW + BIDDING_TIMES.endSignUp);
      await expectCode(api.biddingBid.signUp, { token: late!.token, body: signUpBody(auction.id) }, Code.OUTSIDE_SIGN_UP_WINDOW);
      const cancelled = await call(api.biddingBuyer.cancel, { token: seeded.buyer, body: { id: auction.id, reason: '需求变更' } });
      expect(cancelled).toMatchObject({ state: 'cancelled', phase: 'cancelled', cancelReason: '需求变更' });
      expect(await notificationsOf(supplier!.memberId, 'bidding.cancelled')).toEqual([
        expect.objectContaining({ payload: expect.objectContaining({ biddingId: auction.id, reason: '需求变更' }) }),
      ]);
      await expectCode(api.biddingBid.signUp, { token: late!.token, body: signUpBody(auction.id) }, Code.BIDDING_CANCELLED);
      await expectCode(api.biddingBuyer.cancel, { token: seeded.buyer, body: { id: auction.id, reason: '再次' } }, Code.BIDDING_CANCELLED);
    });

    it('an invited auction takes only its invited suppliers, an auction for some areas only suppliers admitted there, and no buyer', async () => {
      const [invited, other] = await admittedSuppliers(suite, 2);
      const auction = await publishAuction(suite, NOW, { scope: 'invited', invited: [{ memberId: invited!.memberId, roleId: invited!.roleId }] });
      expect(auction.invited).toEqual([{ memberId: invited!.memberId, roleId: invited!.roleId, name: invited!.name }]);
      await expectCode(api.biddingBid.signUp, { token: other!.token, body: signUpBody(auction.id) }, Code.NOT_INVITED);
      expect((await call(api.biddingBid.signUp, { token: invited!.token, body: signUpBody(auction.id) })).review).toBe('pending');
      const regional = await publishAuction(suite, NOW, { isAllArea: false, areas: [{ provinceCode: '110000' }] });
      await expectCode(api.biddingBid.signUp, { token: other!.token, body: signUpBody(regional.id) }, Code.OUTSIDE_AREAS);
      const otherBuyer = await helpers.register('buyer');
      await expectCode(api.biddingBid.signUp, { token: otherBuyer.token, body: signUpBody(regional.id) }, Code.NOT_A_SUPPLIER);
    });
  });
}

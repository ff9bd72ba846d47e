// Tenders drafted, published and cancelled by a buyer, as small stories (docs/product/member-side.md):
// each schedule rule refused by its code, the phase and when it ends at each moment of the schedule
// (the test clock moves; announced until registration opens), drafts that are their buyer's alone, a
// supplier who may not publish. Its own platform (seeded, with the movable test clock), once per
// database: api.test.ts (PGlite) and api.postgres.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type TenderFormBody } from '#contract/endpoints.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { codeExpecter, DAY, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { registrationBody } from './tender-fixture.ts';
import { tenderForm } from './tender-stories.ts';

/** The platform's clock in this suite. */
const NOW = Date.UTC(2026, 2, 2, 2, 0, 0);
const HOUR = 3_600_000;

export function describeTenderPublishingSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  /** Sets the platform's clock to NOW + offset, and logs the demo buyer in again (a session lasts less than the schedule). */
  async function clockAt(offsetMs: number): Promise<string> {
    await call(api.testing.clock, { body: { offsetMs } });
    return client.login('buyer');
  }

  /** A public tender with prequalification (tender-stories.ts). */
  const form = (overrides: Partial<TenderFormBody> = {}) => tenderForm(NOW, seeded.categoryId, overrides);
  const draft = (token: string, overrides: Partial<TenderFormBody> = {}) =>
    call(api.tenderBuyer.save, { token, body: { form: form(overrides), idempotencyKey: freshKey() } });

  const title = options.skipped ? `tender publishing on ${databaseName} (skipped: ${options.skipped})` : `tender publishing on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let buyer: string;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      ({ platform, buyer } = seeded);
    }, 120_000);
    afterAll(() => seeded?.stop());

    it('a draft saved twice with one key is one draft, the buyer’s alone: no other buyer reads it, nor the mall', async () => {
      const body = { form: form(), idempotencyKey: freshKey() };
      const [first, again] = await Promise.all([
        call(api.tenderBuyer.save, { token: buyer, body }),
        call(api.tenderBuyer.save, { token: buyer, body }),
      ]);
      expect(again.id).toBe(first.id);
      expect(first).toMatchObject({ state: 'draft', phase: 'draft', evaluationMethod: 'scored', tenderScope: 'public', isQualificationCheck: true });
      expect(first.code).toMatch(/^ZB\d{8}\d{6}$/);
      const otherBuyer = await helpers.register('buyer');
      await expectCode(api.tenderBuyer.detail, { token: otherBuyer.token, query: { id: first.id } }, Code.NOT_FOUND);
      await expectCode(api.tenderBuyer.publish, { token: otherBuyer.token, body: { id: first.id } }, Code.NOT_FOUND);
      await expectCode(api.tender.details, { query: { inviteTenderId: first.id } }, Code.NOT_FOUND);
      const mall = await call(api.tender.listMall, { query: { keyword: first.projectName } });
      expect(mall.data.map((t) => t.id)).not.toContain(first.id);
    });

    it('a supplier can neither save nor publish a tender', async () => {
      const supplier = await helpers.register('supplier');
      await expectCode(api.tenderBuyer.save, { token: supplier.token, body: { form: form(), idempotencyKey: freshKey() } }, Code.NO_ACCESS);
      const mine = await draft(buyer);
      await expectCode(api.tenderBuyer.publish, { token: supplier.token, body: { id: mine.id } }, Code.NO_ACCESS);
      await expectCode(api.tenderBuyer.list, { token: supplier.token, query: {} }, Code.NO_ACCESS);
    });

    it('the form alone: weights above 100 in total, a prequalification without its window, an invited tender without suppliers are 1102', async () => {
      const refused: Array<Partial<TenderFormBody>> = [
        {
          evaluationCriteria: [
            { name: '价格', weight: 70, isPrice: true },
            { name: '技术', weight: 40 },
          ],
        },
        { evaluationCriteria: [{ name: '价格', weight: 101, isPrice: true }] },
        { evaluationCriteria: [] },
        { preCheckStartTime: undefined },
        { tenderScope: 'invited', invited: [] },
      ];
      for (const overrides of refused) {
        await expectCode(api.tenderBuyer.save, { token: buyer, body: { form: form(overrides), idempotencyKey: freshKey() } }, Code.PARAM_INVALID);
      }
      // Lowest price needs no criteria.
      expect((await draft(buyer, { evaluationMethod: 'lowestPrice', evaluationCriteria: [] })).evaluationCriteria).toEqual([]);
    });

    it('each schedule rule is refused at publication with its code, and the draft stays a draft', async () => {
      const cases: Array<[Partial<TenderFormBody>, number]> = [
        [{ registerStartTime: NOW - HOUR }, Code.REGISTRATION_START_PASSED],
        [{ registerEndTime: NOW + DAY }, Code.REGISTRATION_END_PASSED],
        [{ preCheckStartTime: NOW + 4 * DAY }, Code.PRECHECK_OUT_OF_ORDER],
        [{ preCheckEndTime: NOW + 9 * DAY }, Code.PRECHECK_OUT_OF_ORDER],
        [{ preCheckEndTime: NOW + 5 * DAY }, Code.PRECHECK_OUT_OF_ORDER],
        [{ isQualificationCheck: false, inviteTenderStartTime: NOW + 4 * DAY }, Code.BIDDING_BEFORE_REGISTRATION_END],
        [{ inviteTenderStartTime: NOW + 6 * DAY }, Code.PRECHECK_OUT_OF_ORDER],
        [{ inviteTenderEndTime: NOW + 8 * DAY, openTenderTime: NOW + 9 * DAY }, Code.BIDDING_BEFORE_REGISTRATION_END],
        [{ openTenderTime: NOW + 24 * DAY }, Code.OPENING_BEFORE_BIDDING_END],
        [{ inviteTenderEndTime: NOW + 19 * DAY, openTenderTime: NOW + 19 * DAY }, Code.TENDERING_PERIOD_TOO_SHORT],
      ];
      for (const [overrides, code] of cases) {
        const mine = await draft(buyer, overrides);
        await expectCode(api.tenderBuyer.publish, { token: buyer, body: { id: mine.id } }, code);
        expect((await call(api.tenderBuyer.detail, { token: buyer, query: { id: mine.id } })).state).toBe('draft');
      }
      // Twenty days to the bidding deadline is enough; an invited tender is not held to the period.
      const twenty = await draft(buyer, { inviteTenderEndTime: NOW + 20 * DAY, openTenderTime: NOW + 20 * DAY });
      expect((await call(api.tenderBuyer.publish, { token: buyer, body: { id: twenty.id } })).state).toBe('published');
      const supplier = await helpers.register('supplier');
      const invited = await draft(buyer, {
        tenderScope: 'invited',
        invited: [{ memberId: supplier.memberId, roleId: supplier.memberRoleId }],
        inviteTenderEndTime: NOW + 10 * DAY,
        openTenderTime: NOW + 10 * DAY,
      });
      const published = await call(api.tenderBuyer.publish, { token: buyer, body: { id: invited.id } });
      // Its registration opens tomorrow: announced until then, counting down to it.
      expect(published).toMatchObject({
        state: 'published',
        phase: 'announced',
        phaseEndTime: published.registerStartTime,
        invited: [{ memberId: supplier.memberId }],
      });
    });

    it('the phase follows the platform’s clock through the schedule, on the buyer’s page, the mall list and the public detail', async () => {
      const mine = await draft(buyer);
      const key = freshKey();
      const published = await call(api.tenderBuyer.publish, { token: buyer, body: { id: mine.id, idempotencyKey: key } });
      // A retried publication with its key answers the same without acting again.
      expect(await call(api.tenderBuyer.publish, { token: buyer, body: { id: mine.id, idempotencyKey: key } })).toEqual(published);
      await expectCode(api.tenderBuyer.publish, { token: buyer, body: { id: mine.id } }, Code.TENDER_STATE_FORBIDS);
      const later = await draft(buyer, { openTenderTime: NOW + 26 * DAY });
      await call(api.tenderBuyer.publish, { token: buyer, body: { id: later.id } });
      const plain = await draft(buyer, { isQualificationCheck: false });
      expect(plain).toMatchObject({ preCheckStartTime: null, preCheckEndTime: null });
      await call(api.tenderBuyer.publish, { token: buyer, body: { id: plain.id } });
      // Published today, registration from tomorrow (tenderForm): announced until it opens.
      const moments: Array<[number, string, number | null]> = [
        [0, 'announced', NOW + DAY],
        [DAY - 1, 'announced', NOW + DAY],
        [DAY, 'registration', NOW + 5 * DAY],
        [5 * DAY - 1, 'registration', NOW + 5 * DAY],
        [5 * DAY, 'prequalification', NOW + 7 * DAY],
        [7 * DAY, 'bidding', NOW + 25 * DAY],
        [25 * DAY - 1, 'bidding', NOW + 25 * DAY],
        // Opened by the platform at the opening time with no bid: fewer valid bids than the site's
        // minimum, so it fails (docs/product/tenders.md#the-public-opening).
        [25 * DAY, 'failed', null],
      ];
      try {
        for (const [offset, phase, endsAt] of moments) {
          const token = await clockAt(offset);
          const detail = await call(api.tenderBuyer.detail, { token, query: { id: mine.id } });
          expect({ phase: detail.phase, phaseEndTime: detail.phaseEndTime }, `at +${offset}`).toEqual({ phase, phaseEndTime: endsAt });
          expect((await call(api.tender.details, { query: { inviteTenderId: mine.id } })).phase).toBe(phase);
          const listed = await call(api.tender.listMall, { query: { keyword: published.projectName } });
          expect(listed.data.find((t) => t.id === mine.id)?.phase).toBe(phase);
          const inPhase = await call(api.tenderBuyer.list, { token, query: { phase: phase as 'bidding', pageSize: 50 } });
          expect(inPhase.data.find((t) => t.id === mine.id)?.phaseEndTime).toBe(endsAt);
          expect(inPhase.phaseCounts[phase as 'bidding']).toBe(inPhase.totalCount);
        }
        // The opening is awaited between the bidding deadline and a later opening time.
        const atOpening = await clockAt(25 * DAY);
        expect((await call(api.tenderBuyer.detail, { token: atOpening, query: { id: later.id } })).phase).toBe('opening');
        // Announced, an instant before registration opens: a supplier may not register yet (60107).
        const supplier = await helpers.register('supplier');
        await clockAt(DAY - 1);
        await expectCode(
          api.tenderRegistration.register,
          { token: supplier.token, body: registrationBody(plain.id) },
          Code.OUTSIDE_REGISTRATION_WINDOW,
        );
        // Without a prequalification, bidding follows registration.
        const atFive = await clockAt(5 * DAY);
        expect((await call(api.tenderBuyer.detail, { token: atFive, query: { id: plain.id } })).phase).toBe('bidding');
      } finally {
        buyer = await clockAt(0);
      }
    });

    it('cancelled with a reason, a tender leaves the mall list, keeps its detail, and cannot be cancelled or published again', async () => {
      const mine = await draft(buyer);
      await call(api.tenderBuyer.publish, { token: buyer, body: { id: mine.id } });
      const cancelled = await call(api.tenderBuyer.cancel, { token: buyer, body: { id: mine.id, reason: '项目预算调整' } });
      expect(cancelled).toMatchObject({ state: 'cancelled', phase: 'cancelled', cancelReason: '项目预算调整' });
      expect((await call(api.tender.details, { query: { inviteTenderId: mine.id } })).phase).toBe('cancelled');
      const mall = await call(api.tender.listMall, { query: { keyword: mine.projectName } });
      expect(mall.data.map((t) => t.id)).not.toContain(mine.id);
      await expectCode(api.tenderBuyer.cancel, { token: buyer, body: { id: mine.id, reason: '再次' } }, Code.TENDER_CANCELLED);
      await expectCode(api.tenderBuyer.publish, { token: buyer, body: { id: mine.id } }, Code.TENDER_CANCELLED);
      const counts = (await call(api.tenderBuyer.list, { token: buyer, query: {} })).phaseCounts;
      expect(counts.cancelled).toBeGreaterThanOrEqual(1);
    });

    it('the seeded tenders are each in the phase their dates give them, awarded when they have a bid result, failed past an opening without bids', async () => {
      const mall = await call(api.tender.listMall, { query: { pageSize: 50 } });
      expect(mall.totalCount).toBeGreaterThan(0);
      // The seed's (this suite's own tenders, announced until tomorrow, aside): registration opened when each was published.
      const seed = mall.data.filter((tender) => !tender.projectName.startsWith('泵站设备招标'));
      expect(seed.length).toBeGreaterThan(0);
      for (const tender of seed) expect(tender.phase).toMatch(/^(registration|prequalification|bidding|opening|awarded|failed)$/);
    });
  });
}

// The public tender pages follow a tender's life, as small stories (docs/product/tenders.md): the
// mall list, a buyer's shop list and the detail read one phase, and when it ends, from the platform's
// clock (announced until registration opens); the list's phase filter and its total move with the clock; a tender with too few bids fails
// at its opening and says why; the suppliers registered are counted and a registered viewer is told
// so; drafts never show, a cancelled tender only on its detail; the detail says how bids are
// evaluated. Its own platform (seeded, with the movable test clock), once per database: api-tender.test.ts
// (PGlite) and api-tender.postgres.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { TenderListItem, TenderPhase } from '#contract/schemas.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { codeExpecter, DAY, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import {
  admittedSuppliers,
  publishTender,
  registerFor,
  registeredTender,
  registrationBody,
  setClock,
  TENDER_DAYS,
  type TenderSuite,
  WITHOUT_PREQUALIFICATION,
} from './tender-fixture.ts';
import { tenderForm } from './tender-stories.ts';

/** The platform's clock in this suite. */
const NOW = Date.UTC(2026, 4, 4, 2, 0, 0);

export function describeTenderPublicSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call, all } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const suite: TenderSuite = {
    client,
    helpers,
    get seeded() {
      return seeded;
    },
  };
  const buyerShop = () => ({ memberId: seeded.buyerMe.memberId, memberRoleId: seeded.buyerMe.memberRoleId });

  /** The tender as the mall list shows it to `token` (a visitor without), found by its project name. */
  async function listed(projectName: string, token?: string): Promise<TenderListItem | undefined> {
    const page = await call(api.tender.listMall, { token, query: { keyword: projectName } });
    return page.data.find((item) => item.projectName === projectName);
  }

  /** The ids the mall list (or the buyer's shop list) gives for one phase, with its total. */
  async function inPhase(phase: TenderPhase, where: 'mall' | 'shop' = 'mall') {
    const query = { phase, pageSize: 100, ...(where === 'shop' ? buyerShop() : {}) };
    const page = await call(where === 'shop' ? api.tender.listShop : api.tender.listMall, { query });
    for (const item of page.data) expect(item.phase, `${where} ${phase}`).toBe(phase);
    return { ids: page.data.map((item) => item.id), totalCount: page.totalCount };
  }

  const title = options.skipped ? `tender public pages on ${databaseName} (skipped: ${options.skipped})` : `tender public pages on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('counts the suppliers registered, and tells a registered supplier it has signed up, on the list and the detail; nobody else', async () => {
      const { tender, suppliers } = await registeredTender(suite, NOW, { count: 2 });
      const [late] = await admittedSuppliers(suite, 1);
      const visitor = await listed(tender.projectName);
      expect(visitor).toMatchObject({ id: tender.id, quoteCount: 2, isRegister: 0, canRegister: true, phase: 'registration' });

      const signedUp = await listed(tender.projectName, suppliers[0]!.token);
      expect(signedUp).toMatchObject({ quoteCount: 2, isRegister: 1 });
      const detail = await call(api.tender.details, { token: suppliers[0]!.token, query: { inviteTenderId: tender.id } });
      expect(detail).toMatchObject({ quoteCount: 2, isRegister: 1, phase: 'registration' });
      // An admitted supplier that has not registered may still; the buyer never may.
      expect(await listed(tender.projectName, late!.token)).toMatchObject({ isRegister: 0, canRegister: true });
      expect(await listed(tender.projectName, seeded.buyer)).toMatchObject({ isRegister: 0, canRegister: false, isMePublish: true });

      // The late supplier registers: the count moves for everyone, the flag for that supplier alone.
      await registerFor(suite, tender, late!);
      expect(await listed(tender.projectName)).toMatchObject({ quoteCount: 3, isRegister: 0 });
      expect(await listed(tender.projectName, late!.token)).toMatchObject({ quoteCount: 3, isRegister: 1 });
      const mine = await call(api.tender.listMall, { token: late!.token, query: { aboutUs: 'true', phase: 'registration', pageSize: 100 } });
      expect(mine.data.map((item) => item.id)).toContain(tender.id);
      expect((await call(api.tender.details, { query: { inviteTenderId: tender.id } })).isRegister).toBe(0);
    });

    it('never shows a draft, in any list or phase, nor its detail; a cancelled tender leaves the lists and its detail says why', async () => {
      const draft = await call(api.tenderBuyer.save, {
        token: seeded.buyer,
        body: { form: tenderForm(NOW, seeded.categoryId, { registerStartTime: NOW }), idempotencyKey: freshKey() },
      });
      expect((await inPhase('draft')).totalCount).toBe(0);
      expect((await inPhase('draft', 'shop')).totalCount).toBe(0);
      expect(await listed(draft.projectName)).toBeUndefined();
      const shop = await call(api.tender.listShop, { query: { ...buyerShop(), keyword: draft.projectName } });
      expect(shop.totalCount).toBe(0);
      await expectCode(api.tender.details, { query: { inviteTenderId: draft.id } }, Code.NOT_FOUND);

      const cancelled = await publishTender(suite, NOW);
      expect((await inPhase('registration', 'shop')).ids).toContain(cancelled.id);
      await call(api.tenderBuyer.cancel, { token: seeded.buyer, body: { id: cancelled.id, reason: '项目预算调整' } });
      expect(await listed(cancelled.projectName)).toBeUndefined();
      expect((await inPhase('cancelled')).totalCount).toBe(0);
      expect((await inPhase('registration', 'shop')).ids).not.toContain(cancelled.id);
      const detail = await call(api.tender.details, { query: { inviteTenderId: cancelled.id } });
      expect(detail).toMatchObject({ phase: 'cancelled', phaseEndTime: null, cancelReason: '项目预算调整', failReason: null });
    });

    it('says how bids are evaluated: the scored criteria and their weights, or the lowest price', async () => {
      const scored = await publishTender(suite, NOW);
      expect(await call(api.tender.details, { query: { inviteTenderId: scored.id } })).toMatchObject({
        evaluationMethod: 'scored',
        evaluationCriteria: [
          { name: '价格', weight: 60, isPrice: true },
          { name: '技术方案', weight: 40, isPrice: false },
        ],
      });
      const cheapest = await publishTender(suite, NOW, { evaluationMethod: 'lowestPrice', evaluationCriteria: [] });
      expect(await call(api.tender.details, { query: { inviteTenderId: cheapest.id } })).toMatchObject({
        evaluationMethod: 'lowestPrice',
        evaluationCriteria: [],
        validBidCount: null,
      });
    });

    it('moves through its phases as the clock moves: the lists’ phase filter, their totals, the countdown’s end and the detail follow; too few bids and it fails at its opening', async () => {
      const tender = await publishTender(suite, NOW);
      // Opened a day after bidding closes: the opening is awaited in between.
      const later = await publishTender(suite, NOW, { openTenderTime: NOW + 26 * DAY });
      const { registerEnd, preCheckEnd, biddingEnd } = TENDER_DAYS;
      const moments: Array<[number, TenderPhase, number]> = [
        [0, 'registration', NOW + registerEnd * DAY],
        [registerEnd * DAY - 1, 'registration', NOW + registerEnd * DAY],
        [registerEnd * DAY, 'prequalification', NOW + preCheckEnd * DAY],
        [preCheckEnd * DAY, 'bidding', NOW + biddingEnd * DAY],
        [biddingEnd * DAY - 1, 'bidding', NOW + biddingEnd * DAY],
      ];
      const everyPhase: TenderPhase[] = ['announced', 'registration', 'prequalification', 'bidding', 'opening', 'evaluation', 'awarded', 'failed'];
      for (const [offset, phase, endsAt] of moments) {
        await setClock(suite, NOW, NOW + offset);
        const at = `at +${offset / DAY} days`;
        expect(await listed(tender.projectName), at).toMatchObject({ phase, phaseEndTime: endsAt });
        expect(await call(api.tender.details, { query: { inviteTenderId: tender.id } }), at).toMatchObject({ phase, phaseEndTime: endsAt });
        // The filter finds it in its phase alone, in the mall and in its buyer's shop.
        for (const other of everyPhase) {
          expect((await inPhase(other)).ids.includes(tender.id), `${at}: ${other}`).toBe(other === phase);
        }
        expect((await inPhase(phase, 'shop')).ids).toContain(tender.id);
        // Each phase's total is the number of listed tenders in that phase.
        const everything = await all(api.tender.listMall);
        expect((await inPhase(phase)).totalCount, at).toBe(everything.filter((item) => item.phase === phase).length);
      }

      // The bidding deadline: the later tender awaits its opening; the first is due, nobody bid.
      await setClock(suite, NOW, NOW + biddingEnd * DAY);
      expect(await listed(later.projectName)).toMatchObject({ phase: 'opening', phaseEndTime: NOW + 26 * DAY });
      expect((await inPhase('opening')).ids).toContain(later.id);
      // Until it is opened (the sweep, or a read of its detail), the list shows it under evaluation, with no countdown.
      expect(await listed(tender.projectName)).toMatchObject({ phase: 'evaluation', phaseEndTime: null });
      const failed = await call(api.tender.details, { query: { inviteTenderId: tender.id } });
      expect(failed).toMatchObject({ phase: 'failed', phaseEndTime: null, validBidCount: 0, minValidBids: 3, failReason: null });
      expect(await listed(tender.projectName)).toMatchObject({ phase: 'failed', phaseEndTime: null });
      expect((await inPhase('failed')).ids).toContain(tender.id);
      expect((await inPhase('failed', 'shop')).ids).toContain(tender.id);
      expect((await inPhase('evaluation')).ids).not.toContain(tender.id);
    });

    it('announced until its registration opens: the lists, their filter and the detail count down to the opening; registering waits for it', async () => {
      const tender = await publishTender(suite, NOW, { registerStartTime: NOW + DAY });
      const [supplier] = await admittedSuppliers(suite, 1);
      expect(await listed(tender.projectName)).toMatchObject({ phase: 'announced', phaseEndTime: NOW + DAY, quoteCount: 0 });
      expect(await call(api.tender.details, { query: { inviteTenderId: tender.id } })).toMatchObject({ phase: 'announced', phaseEndTime: NOW + DAY });
      expect((await inPhase('announced')).ids).toContain(tender.id);
      expect((await inPhase('announced', 'shop')).ids).toContain(tender.id);
      expect((await inPhase('registration')).ids).not.toContain(tender.id);
      await expectCode(
        api.tenderRegistration.register,
        { token: supplier!.token, body: registrationBody(tender.id) },
        Code.OUTSIDE_REGISTRATION_WINDOW,
      );

      // The very instant it opens, the supplier registers.
      await setClock(suite, NOW, NOW + DAY);
      expect(await listed(tender.projectName)).toMatchObject({ phase: 'registration', phaseEndTime: NOW + TENDER_DAYS.registerEnd * DAY });
      await registerFor(suite, tender, supplier!);
      expect(await listed(tender.projectName, supplier!.token)).toMatchObject({ quoteCount: 1, isRegister: 1 });
    });

    it('refuses a phase it does not know as a malformed request', async () => {
      await expectCode(api.tender.listMall, { query: { phase: 'closing' } }, Code.PARAM_INVALID);
      await expectCode(api.tender.listShop, { query: { ...buyerShop(), phase: 'closing' } }, Code.PARAM_INVALID);
    });

    it('without prequalification, bidding follows registration, and the countdown runs to the bidding deadline', async () => {
      const tender = await publishTender(suite, NOW, WITHOUT_PREQUALIFICATION);
      await setClock(suite, NOW, NOW + TENDER_DAYS.registerEnd * DAY);
      expect(await listed(tender.projectName)).toMatchObject({ phase: 'bidding', phaseEndTime: NOW + TENDER_DAYS.biddingEnd * DAY });
    });
  });
}

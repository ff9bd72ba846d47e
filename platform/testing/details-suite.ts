// The detail pages of inquiries, tenders and competitive bids as the list items lead to them, the
// quotes each caller may see (decision 006), publicity notices and bid results. Run inside
// describeApiSuite, once per database.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { DEMO_SUPPLIER_NAME } from '../seed/members.ts';
import type { SuiteContext } from './lists-suite.ts';
import { storyHelpers, UNKNOWN_ID } from './stories.ts';

export function detailStories({ client }: SuiteContext) {
  const { call, login, all } = client;
  const { demoBuyer, expectCode, expectServed } = storyHelpers(client);

  describe('the inquiry detail', () => {
    it('carries every field of the page, the same as the list item says', async () => {
      const items = (await call(api.inquiry.list, { query: { pageSize: 20 } })).data;
      for (const item of items) {
        const detail = await call(api.inquiry.details, { query: { id: item.id, number: item.purchaseInquiryNo, current: 1, pageSize: 1 } });
        expect(detail).toMatchObject({
          id: item.id,
          purchaseInquiryNo: item.purchaseInquiryNo,
          details: item.details,
          category: item.category,
          areas: item.areas,
          address: item.address,
          deliveryTime: item.deliveryTime,
          offerEndTime: item.offerEndTime,
          createTime: item.createTime,
          memberId: item.memberId,
          memberRoleId: item.memberRoleId,
          memberName: item.memberName,
          quoteCount: item.quoteCount,
          days: item.days,
          hours: item.hours,
          minutes: item.minutes,
          canRegister: item.canRegister,
          isRegister: 0,
          isSubMember: false,
          isMePublish: false,
        });
        expect(detail.isAllArea).toBe(item.areas === '全国');
        expect(detail.materiels.map(({ urls: _urls, ...m }) => m)).toEqual(item.materiels);
        expect(detail.materiels[0]!.urls.length).toBeGreaterThan(0);
        expect(detail.transactionUurls.length).toBeGreaterThan(0);
        for (const text of [detail.offer, detail.paymentType, detail.taxes, detail.logistics, detail.packRequire, detail.otherRequire])
          expect(text).not.toBe('');
        expect([1, 2]).toContain(detail.purchaseType);
        expect([1, 2]).toContain(detail.priceContrast);
      }
      const detail = await call(api.inquiry.details, { query: { id: items[0]!.id } });
      await expectServed(detail.transactionUurls[0]!);
      await expectServed(detail.materiels[0]!.urls[0]!);
    });

    it('tells a supplier it is admitted and has quoted, and the buyer that the inquiry is its own', async () => {
      const supplier = await login('supplier');
      const quoted = (await all(api.inquiry.list, {}, supplier)).find((i) => i.isRegister > 0 && i.isSubMember)!;
      expect(await call(api.inquiry.details, { query: { id: quoted.id }, token: supplier })).toMatchObject({
        isRegister: quoted.isRegister,
        isSubMember: true,
        isMePublish: false,
      });
      const buyer = await demoBuyer();
      const own = (await call(api.inquiry.list, { query: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId } })).data[0]!;
      expect((await call(api.inquiry.details, { query: { id: own.id }, token: await login('buyer') })).isMePublish).toBe(true);
    });

    it('answers 404 for an unknown id, and for a number that is not the inquiry’s', async () => {
      const [item] = (await call(api.inquiry.list, { query: { pageSize: 2 } })).data;
      await expectCode(api.inquiry.details, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
      await expectCode(api.inquiry.details, { query: { id: item!.id, number: 'XJ000000000000' } }, Code.NOT_FOUND);
      await expectCode(api.inquiry.details, { query: { id: 0 } }, Code.PARAM_INVALID);
    });
  });

  describe('the quotes an inquiry detail shows (decision 006)', () => {
    /** The demo buyer's open inquiries of one kind (1 sealed, 2 open) that the demo supplier and others quoted. */
    async function showcase(priceContrast: 1 | 2) {
      const buyer = await demoBuyer();
      const buyerToken = await login('buyer');
      const own = await all(api.inquiry.list, { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId, overdue: '1' });
      const details = await Promise.all(own.map((item) => call(api.inquiry.details, { query: { id: item.id }, token: buyerToken })));
      const inquiry = details.find(
        (d) =>
          d.priceContrast === priceContrast &&
          d.quotes.some((q) => q.memberName === DEMO_SUPPLIER_NAME) &&
          new Set(d.quotes.map((q) => q.memberId)).size >= 3,
      );
      expect(inquiry, `an open inquiry with priceContrast ${priceContrast} quoted by the demo supplier and others`).toBeDefined();
      return inquiry!;
    }

    const seenBy = async (id: number, account?: string) =>
      call(api.inquiry.details, { query: { id }, token: account ? await login(account) : undefined });

    it('shows the publishing buyer every quote of a sealed inquiry, each supplier only its own, others none', async () => {
      const sealed = await showcase(1);
      expect(sealed.quotes).toHaveLength(sealed.quoteCount);
      // Sealed until its opening (decision 017): who and when, no price.
      expect(sealed.quotes.every((q) => q.sealed && q.totalAmount === 0 && q.memberName !== '')).toBe(true);

      const supplier = await seenBy(sealed.id, 'supplier');
      expect(supplier.quoteCount).toBe(sealed.quoteCount);
      expect(supplier.quotes.length).toBeGreaterThan(0);
      expect(supplier.quotes.every((q) => q.memberName === DEMO_SUPPLIER_NAME)).toBe(true);
      expect(supplier.quotes).toEqual(sealed.quotes.filter((q) => q.memberName === DEMO_SUPPLIER_NAME));

      // supplier02 quoted too: it sees its own quote, never the demo supplier's.
      const other = await call(api.member.current, { token: await login('supplier02') });
      const otherView = await seenBy(sealed.id, 'supplier02');
      expect(otherView.quotes.length).toBeGreaterThan(0);
      expect(otherView.quotes.every((q) => q.memberId === other.memberId)).toBe(true);

      for (const account of ['newsupplier', undefined]) {
        const view = await seenBy(sealed.id, account);
        expect(view.quotes, account ?? 'visitor').toEqual([]);
        expect(view.quoteCount).toBe(sealed.quoteCount);
      }
    });

    it('shows the buyer every price of an open inquiry, each supplier only its own (decision 017), no one else any', async () => {
      const open = await showcase(2);
      expect(open.quotes.every((q) => !q.sealed && q.totalAmount > 0)).toBe(true);
      expect((await seenBy(open.id, 'supplier')).quotes).toEqual(open.quotes.filter((q) => q.memberName === DEMO_SUPPLIER_NAME));
      const other = await call(api.member.current, { token: await login('supplier02') });
      expect((await seenBy(open.id, 'supplier02')).quotes).toEqual(open.quotes.filter((q) => q.memberId === other.memberId));
      expect((await seenBy(open.id, 'newsupplier')).quotes).toEqual([]);
      expect((await seenBy(open.id)).quotes).toEqual([]);
    });
  });

  describe('the tender detail', () => {
    it('carries every field of the page, the same as the list item says', async () => {
      const tenders = await all(api.tender.listMall);
      for (const item of tenders.slice(0, 20)) {
        const detail = await call(api.tender.details, { query: { inviteTenderId: item.id } });
        expect(detail).toMatchObject({
          id: item.id,
          code: item.code,
          projectName: item.projectName,
          categoryName: item.categoryName,
          deliverAddress: item.deliverAddress,
          hopeDate: item.hopeDate,
          registerStartTime: item.registerStartTime,
          registerEndTime: item.registerEndTime,
          inviteTenderAreaList: item.inviteTenderAreaList,
          createTime: item.createTime,
          memberName: item.memberName,
          quoteCount: item.quoteCount,
          turn: item.turn,
          days: item.days,
          canRegister: item.canRegister,
        });
        expect(detail.materielList.map(({ urls: _urls, ...m }) => m)).toEqual(item.materielList);
        expect(detail.isAllArea).toBe(item.inviteTenderAreaList.length === 0);
        // Registration, then tendering, then opening.
        expect(detail.registerEndTime).toBeLessThan(detail.inviteTenderStartTime);
        expect(detail.inviteTenderStartTime).toBeLessThan(detail.inviteTenderEndTime);
        expect(detail.inviteTenderEndTime).toBeLessThan(detail.openTenderTime);
        for (const text of [detail.inviteTenderRequirement, detail.registerRequirement, detail.payType, detail.deliverRequirement])
          expect(text).not.toBe('');
        expect(detail.inviteTenderFile.length).toBeGreaterThan(0);
        expect(detail.registerFile.length).toBeGreaterThan(0);
      }
      await expectServed((await call(api.tender.details, { query: { inviteTenderId: tenders[0]!.id } })).inviteTenderFile[0]!);
    });

    it('has a pre-check, with its times and files, only when qualifications are checked', async () => {
      const tenders = await all(api.tender.listMall);
      const details = await Promise.all(tenders.map((t) => call(api.tender.details, { query: { inviteTenderId: t.id } })));
      const checked = details.filter((d) => d.isQualificationCheck);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThan(details.length);
      for (const detail of details) {
        if (detail.isQualificationCheck) {
          expect(detail.preCheckStartTime!).toBeGreaterThanOrEqual(detail.registerEndTime);
          expect(detail.preCheckEndTime!).toBeLessThanOrEqual(detail.inviteTenderStartTime);
          expect(detail.preCheckRequirement).not.toBe('');
          expect(detail.preCheckFile.length).toBeGreaterThan(0);
        } else {
          expect(detail).toMatchObject({ preCheckStartTime: null, preCheckEndTime: null, preCheckRequirement: '', preCheckFile: [] });
        }
      }
    });

    it('tells a supplier it has registered, and answers 404 for an unknown tender', async () => {
      const supplier = await login('supplier');
      const registered = (await all(api.tender.listMall, {}, supplier)).find((t) => t.isRegister > 0)!;
      expect((await call(api.tender.details, { query: { inviteTenderId: registered.id }, token: supplier })).isRegister).toBe(registered.isRegister);
      await expectCode(api.tender.details, { query: { inviteTenderId: UNKNOWN_ID } }, Code.NOT_FOUND);
    });
  });

  describe('the competitive-bid detail', () => {
    it('carries every field of the page, the same as the list item says', async () => {
      const biddings = await all(api.bidding.list);
      for (const item of biddings.slice(0, 20)) {
        const detail = await call(api.bidding.details, { query: { id: item.id, number: item.purchaseInquiryNo, current: 1, pageSize: 1 } });
        expect(detail).toMatchObject({
          id: item.id,
          biddingNo: item.purchaseInquiryNo,
          details: item.details,
          category: item.category,
          createMemberName: item.memberName,
          createMemberId: item.memberId,
          createMemberRoleId: item.memberRoleId,
          createTime: item.createTime,
          areas: item.areas,
          address: item.address,
          deliver: item.deliveryTime,
          quoteCount: item.quoteCount,
          turn: item.turn,
          days: item.days,
          canRegister: item.canRegister,
          isSignUp: 0,
          isMePublish: false,
          // The phase, when it ends and the sign-ups, by the same clock (bidding-public-suite.ts moves it).
          signUpCount: item.signUpCount,
          phase: item.phase,
          phaseEndTime: item.phaseEndTime,
        });
        expect(detail.isAreas).toBe(item.areas !== '全国');
        expect(detail.materiels.map(({ urls: _urls, ...m }) => m)).toEqual(item.materiels);
        // Sign-up closes before the auction, which lasts a while.
        expect(detail.startSignUp).toBeLessThan(detail.endSignUp);
        expect(detail.endSignUp).toBeLessThanOrEqual(detail.biddingStartTime);
        expect(detail.biddingStartTime).toBeLessThan(detail.biddingEndTime);
        expect(detail.startingPrice).toBeGreaterThan(0);
        expect(detail.minPrice).toBeGreaterThan(0);
        expect(detail.allowPurchaseCount).toBeGreaterThan(0);
        for (const text of [detail.demand, detail.offer, detail.paymentType, detail.taxes, detail.logistics]) expect(text).not.toBe('');
        expect(detail.demandUrls.length).toBeGreaterThan(0);
        expect(detail.urls.length).toBeGreaterThan(0);
      }
      await expectServed((await call(api.bidding.details, { query: { id: biddings[0]!.id } })).urls[0]!);
    });

    it('tells a supplier it has signed up and the buyer that it published, and answers 404 for an unknown one', async () => {
      const supplier = await login('supplier');
      const signedUp = (await all(api.bidding.list, {}, supplier)).find((b) => b.isSignUp > 0)!;
      expect((await call(api.bidding.details, { query: { id: signedUp.id }, token: supplier })).isSignUp).toBe(signedUp.isSignUp);
      const buyer = await demoBuyer();
      const own = (await call(api.bidding.list, { query: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId } })).data[0]!;
      expect((await call(api.bidding.details, { query: { id: own.id }, token: await login('buyer') })).isMePublish).toBe(true);
      await expectCode(api.bidding.details, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
      await expectCode(api.bidding.details, { query: { id: own.id, number: 'JJ000000000000' } }, Code.NOT_FOUND);
    });
  });

  describe('publicity notices and bid results', () => {
    it('shows a notice whole: plain text on several lines, a script in it only as text', async () => {
      const notices = await all(api.notice.list);
      const details = await Promise.all(notices.map((n) => call(api.notice.details, { query: { id: n.id } })));
      details.forEach((detail, i) => {
        const { memberId: _m, memberRoleId: _r, sourceId, ...listed } = detail;
        expect(listed).toEqual(notices[i]);
        expect(sourceId).toBeGreaterThan(0);
        expect(detail.content.split('\n').length).toBeGreaterThanOrEqual(5);
      });
      expect(details.filter((d) => d.content.includes('<script>alert(1)</script>'))).toHaveLength(1);
      await expectCode(api.notice.details, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
    });

    it("links an ended tender's or competitive bid's detail to its bid result, with both attachment lists", async () => {
      for (const type of [2, 3] as const) {
        const [notice] = (await call(api.notice.list, { query: { type, pageSize: 1 } })).data;
        const { sourceId } = await call(api.notice.details, { query: { id: notice!.id } });
        const detail =
          type === 2
            ? await call(api.tender.details, { query: { inviteTenderId: sourceId! } })
            : await call(api.bidding.details, { query: { id: sourceId! } });
        expect(detail.bidResultId).toBe(notice!.id);
        expect(detail).toMatchObject({ days: 0, hours: 0, minutes: 0 });
        const result = await call(api.notice.bidResult, { query: { id: detail.bidResultId! } });
        expect(result).toMatchObject({ id: notice!.id, name: notice!.name, content: notice!.content, createTime: notice!.createTime });
        expect(result.winTenderAnnounceFile.length).toBeGreaterThan(0);
        expect(result.winTenderNoticeFile.length).toBeGreaterThan(0);
        await expectServed(result.winTenderNoticeFile[0]!);
      }
      // An item still open has no result yet.
      const [open] = (await call(api.tender.listMall, { query: { overdue: '1', pageSize: 1 } })).data;
      expect((await call(api.tender.details, { query: { inviteTenderId: open!.id } })).bidResultId).toBeNull();
      await expectCode(api.notice.bidResult, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
    });
  });
}

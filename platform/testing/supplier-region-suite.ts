// Where a supplier is, for an inquiry's areas (docs/decisions/019-supplier-region.md): the region
// its buyer admitted, not whatever its profile says now, so editing the profile unlocks nothing; and
// the answer the list and the detail give a signed-in supplier is the one a submission meets (one
// rule: inquiry/eligibility.ts). Its own platform (seeded, with the movable test clock), once per
// database: api.test.ts (PGlite) and api.postgres.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type InquiryFormBody, type QuoteBody } from '#contract/endpoints.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import {
  admitSupplier,
  codeExpecter,
  DAY,
  publishInquiry,
  type Place,
  type InquiryPlatform,
  startInquiryPlatform,
  type SuiteDatabase,
} from './inquiry-fixture.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);
const GUANGZHOU = { provinceCode: '440000', cityCode: '440100' };
const SHANGHAI = { provinceCode: '310000', cityCode: '310100' };
/** The province of the reported case (新疆维吾尔自治区). */
const XINJIANG = '650000';

export function describeSupplierRegionSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call, raw } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });

  const title = options.skipped ? `supplier region on ${databaseName} (skipped: ${options.skipped})` : `supplier region on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let seeded: InquiryPlatform;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());

    const expectCode = codeExpecter(client);

    function published(overrides: Partial<InquiryFormBody> = {}) {
      return publishInquiry(
        { client, seeded },
        {
          details: `阀门询价 ${freshKey()}`,
          categoryId: seeded.categoryId,
          materiels: [{ number: 'V-1', name: '球阀', model: 'DN25', unit: '个', purchaseCount: 10 }],
          deliveryTime: NOW + 20 * DAY,
          address: '乌鲁木齐市天山区 1 号',
          offerEndTime: NOW + 3 * DAY,
          purchaseType: 2,
          priceContrast: 2,
          isAllArea: true,
          ...overrides,
        },
      );
    }

    const quote = (inquiry: { id: number; lineIds: number[] }): QuoteBody => ({
      inquiryId: inquiry.id,
      lines: [{ materielId: inquiry.lineIds[0]!, unitPrice: 12, quantity: 10 }],
      taxRate: 13,
      deliveryTime: NOW + 15 * DAY,
      notes: '',
      idempotencyKey: freshKey(),
    });

    /** A new supplier the demo buyer admitted while its profile said `place`. */
    const admittedIn = (place: Place | null) => admitSupplier({ client, helpers, seeded }, place);

    const moveTo = (token: string, body: { provinceCode: string; cityCode?: string | null }) => call(api.memberCentre.updateCompany, { token, body });

    /** What a submission meets: null when it is accepted, else its code. */
    async function submitted(token: string, inquiry: { id: number; lineIds: number[] }): Promise<number | null> {
      const answer = await raw(api.inquiryQuote.submit.method, api.inquiryQuote.submit.path, { token, body: quote(inquiry) });
      return answer.code === Code.SUCCESS ? null : answer.code;
    }

    /** What the list, the detail and the quote form tell the caller about quoting on the inquiry. */
    async function told(inquiry: { id: number }, token?: string) {
      const auth = token ? { token } : {};
      const [list, detail] = await Promise.all([
        call(api.inquiry.list, { query: { ids: String(inquiry.id) }, ...auth }),
        call(api.inquiry.details, { query: { id: inquiry.id }, ...auth }),
      ]);
      expect(list.data).toHaveLength(1);
      return { list: list.data[0]!.quoteRefusal, detail: detail.quoteRefusal };
    }

    it('a supplier outside an inquiry’s areas is still refused (60004) after moving its own profile into them', async () => {
      const inquiry = await published({ isAllArea: false, areas: [{ provinceCode: XINJIANG }] });
      const supplier = await admittedIn(GUANGZHOU);
      expect(await submitted(supplier.token, inquiry)).toBe(Code.OUTSIDE_AREAS);

      const profile = await moveTo(supplier.token, { provinceCode: XINJIANG });
      expect(profile).toMatchObject({ provinceCode: XINJIANG, cityCode: null });
      await expectCode(api.inquiryQuote.submit, { token: supplier.token, body: quote(inquiry) }, Code.OUTSIDE_AREAS);
      expect(await told(inquiry, supplier.token)).toEqual({ list: Code.OUTSIDE_AREAS, detail: Code.OUTSIDE_AREAS });
      expect((await call(api.inquiryQuote.form, { token: supplier.token, query: { id: inquiry.id } })).refusal).toBe(Code.OUTSIDE_AREAS);
    }, 60_000);

    it('the region its buyer admitted stays in force when the profile moves away', async () => {
      const shanghaiOnly = await published({ isAllArea: false, areas: [{ provinceCode: SHANGHAI.provinceCode }] });
      const supplier = await admittedIn(SHANGHAI);
      await moveTo(supplier.token, GUANGZHOU);
      expect(await submitted(supplier.token, shanghaiOnly)).toBeNull();
      const guangzhouOnly = await published({ isAllArea: false, areas: [GUANGZHOU] });
      expect(await submitted(supplier.token, guangzhouOnly)).toBe(Code.OUTSIDE_AREAS);
    }, 60_000);

    it('a new region counts once the buyer reviews an application that states it', async () => {
      const inquiry = await published({ isAllArea: false, areas: [{ provinceCode: XINJIANG }] });
      const supplier = await helpers.register('supplier');
      const licence = await helpers.uploaded(supplier.token, PDF, '营业执照.pdf', 'document');
      const apply = () =>
        call(api.admission.apply, {
          token: supplier.token,
          body: {
            buyerMemberId: seeded.buyerMe.memberId,
            buyerRoleId: seeded.buyerMe.memberRoleId,
            categoryIds: [seeded.categoryId],
            documentFileIds: [licence.id],
            contactName: '赵六',
            contactPhone: '0991-1234567',
            idempotencyKey: freshKey(),
          },
        });
      await moveTo(supplier.token, GUANGZHOU);
      const first = await apply();
      await call(api.admission.decide, { token: seeded.buyer, body: { id: first.id, decision: 'reject', reason: '资质不全' } });
      await moveTo(supplier.token, { provinceCode: XINJIANG });
      const again = await apply();
      expect(again.company).toMatchObject({ provinceCode: XINJIANG });
      await call(api.admission.decide, { token: seeded.buyer, body: { id: again.id, decision: 'approve' } });
      expect(await submitted(supplier.token, inquiry)).toBeNull();
    }, 60_000);

    it('the list and the detail tell each signed-in supplier what its quote would meet, by the same rule', async () => {
      const near = await admittedIn(SHANGHAI);
      const far = await admittedIn(GUANGZHOU);
      const nowhere = await admittedIn(null);
      const stranger = await helpers.register('supplier');
      const inquiries = [
        await published(),
        await published({ isAllArea: false, areas: [{ provinceCode: SHANGHAI.provinceCode }] }),
        await published({ quoteScope: 'invited', invited: [{ memberId: far.memberId, roleId: far.roleId }] }),
      ];
      const expected = [
        [null, null, null, Code.NOT_ADMITTED],
        [null, Code.OUTSIDE_AREAS, Code.OUTSIDE_AREAS, Code.NOT_ADMITTED],
        [Code.NOT_INVITED, null, Code.NOT_INVITED, Code.NOT_ADMITTED],
      ];
      const suppliers = [near, far, nowhere, stranger];
      for (const [i, inquiry] of inquiries.entries()) {
        // A visitor is told nothing: the portal sends it to log in first.
        expect(await told(inquiry)).toEqual({ list: null, detail: null });
        expect(await told(inquiry, seeded.buyer)).toEqual({ list: Code.OWN_PUBLICATION, detail: Code.OWN_PUBLICATION });
        for (const [j, supplier] of suppliers.entries()) {
          const before = await told(inquiry, supplier.token);
          expect(before, `inquiry ${i}, supplier ${j}`).toEqual({ list: expected[i]![j], detail: expected[i]![j] });
          expect(await submitted(supplier.token, inquiry), `inquiry ${i}, supplier ${j}`).toBe(expected[i]![j]);
        }
      }
    }, 120_000);
  });
}

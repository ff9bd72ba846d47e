// What the stories of inquiry-quoting-suite.ts and inquiry-award-suite.ts share: one inquiry shape
// (two bearing lines, open price, every area, a deadline three days after NOW) and one quote shape,
// a supplier the demo buyer admitted, the platform's test clock, and what the database answers (a
// refused statement, a member's notifications).
import { sql } from 'drizzle-orm';
import { api, type InquiryFormBody, type QuoteBody } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import type { ApiClient } from './client.ts';
import { admitSupplier, codeExpecter, DAY, type InquiryPlatform, type MemberHelpers, type Place, publishInquiry } from './inquiry-fixture.ts';
import { freshKey } from './member-helpers.ts';

/** The platform's clock in the inquiry suites. */
export const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

/** The stories' helpers over the suite's platform, `seeded()` once its `beforeAll` has started it. */
export function inquiryStories(client: ApiClient, helpers: MemberHelpers, seeded: () => InquiryPlatform) {
  function form(overrides: Partial<InquiryFormBody> = {}): InquiryFormBody {
    return {
      details: `轴承询价 ${freshKey()}`,
      categoryId: seeded().categoryId,
      materiels: [
        { number: 'M-1', name: '深沟球轴承', model: '6204', unit: '个', purchaseCount: 100 },
        { number: 'M-2', name: '圆锥滚子轴承', model: '30205', unit: '个', purchaseCount: 50 },
      ],
      deliveryTime: NOW + 20 * DAY,
      address: '上海市浦东新区张江路 1 号',
      offerEndTime: NOW + 3 * DAY,
      purchaseType: 2,
      priceContrast: 2,
      isAllArea: true,
      ...overrides,
    };
  }

  return {
    form,
    expectCode: codeExpecter(client),

    /** Sets the platform's clock to NOW + offset through the test-only endpoint. */
    clockAt: (offsetMs: number) => client.call(api.testing.clock, { body: { offsetMs } }),

    /** A published inquiry of the demo buyer; its lines' ids. */
    published: (overrides: Partial<InquiryFormBody> = {}) => publishInquiry({ client, seeded: seeded() }, form(overrides)),

    /** A new supplier the demo buyer admitted (its token and member), located where `place` says. */
    admittedSupplier: (place?: Place) =>
      admitSupplier({ client, helpers, seeded: seeded() }, place, { contactName: '李四', contactPhone: '021-12345678' }),

    quote(inquiryId: number, lineIds: number[], prices: number[], extra: Partial<QuoteBody> = {}): QuoteBody {
      return {
        inquiryId,
        lines: lineIds.map((materielId, i) => ({ materielId, unitPrice: prices[i]!, quantity: i === 0 ? 100 : 50 })),
        taxRate: 13,
        deliveryTime: NOW + 15 * DAY,
        notes: '含税含运',
        idempotencyKey: freshKey(),
        ...extra,
      };
    },

    /** What the database answers a statement: 'done', or its refusal's message (drizzle wraps it in `cause`). */
    refusalOf: (statement: ReturnType<typeof sql>) =>
      seeded()
        .platform.db.execute(statement)
        .then(
          () => 'done',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        ),

    notificationsOf: (memberId: number, kind: string) =>
      selectRows<{ payload: Record<string, unknown> }>(
        seeded().platform.db,
        sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`,
      ),
  };
}

// What the purchase-inquiry suites share (inquiry-quoting-suite.ts, inquiry-award-suite.ts,
// quote-lines-suite.ts, award-record-suite.ts and others; docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// a seeded platform of their own with the movable test clock and a seal key of its own (a PostgreSQL
// suite writes no key file), the demo buyer logged in with a category to publish in, a refusal checked
// by its code, and a new supplier the demo buyer admitted. Each suite keeps its own inquiry and quote
// shapes (the two inquiry-* suites share theirs: inquiry-stories.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { api, type InquiryFormBody } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import { type PlatformOptions, type RunningPlatform, startPlatform } from '../server.ts';
import { type Answer, type ApiClient, apiClient, type Call } from './client.ts';
import { freshKey, type memberHelpers, PDF } from './member-helpers.ts';

export type MemberHelpers = ReturnType<typeof memberHelpers>;

export const DAY = 86_400_000;

export type SuiteDatabase = PlatformOptions & { cleanup?: () => Promise<void> };
export type Place = { provinceCode: string; cityCode: string };
export type BuyerMember = { memberId: number; memberRoleId: number };

export type InquiryPlatform = {
  platform: RunningPlatform;
  /** The demo buyer's token and member. */
  buyer: string;
  buyerMe: BuyerMember;
  /** A leaf category of the seed, to publish in and to apply for. */
  categoryId: number;
  stop(): Promise<void>;
};

/** Starts the suite's platform at `now` (for `beforeAll`); `stop` closes it and drops its database. */
export async function startInquiryPlatform(database: () => Promise<SuiteDatabase>, now: number): Promise<InquiryPlatform> {
  const { cleanup, ...options } = await database();
  const quoteSealKey = randomBytes(32).toString('hex');
  const platform = await startPlatform({ port: 0, now: () => now, testClock: true, quoteSealKey, logLevel: 'warn', ...options });
  const client = apiClient(() => platform.url);
  const buyer = await client.login('buyer');
  const buyerMe = await client.call(api.member.current, { token: buyer });
  const [category] = await selectRows<{ id: number }>(platform.db, sql`select id from categories where parent_id is not null order by id limit 1`);
  return {
    platform,
    buyer,
    buyerMe,
    categoryId: category!.id,
    async stop() {
      await platform.close();
      await cleanup?.();
    },
  };
}

/** `expectCode(endpoint, input, code)`: expects the platform to refuse `input` at `endpoint` with `code` and no data (and answers the refusal). */
export function codeExpecter(client: ApiClient) {
  return async (endpoint: { method: string; path: string }, input: Call, code: number): Promise<Answer> => {
    const answer = await client.raw(endpoint.method, endpoint.path, input);
    expect(answer, `${endpoint.path} ${JSON.stringify(input.body ?? input.query)}`).toMatchObject({ code, data: null });
    return answer;
  };
}

/**
 * A new supplier registered, applied with a licence and admitted by the demo buyer; its company in
 * `place` when given, before it applies: the region the buyer admits is the one area checks read
 * (docs/decisions/019-supplier-region.md).
 */
export async function admitSupplier(
  { client, helpers, seeded }: { client: ApiClient; helpers: MemberHelpers; seeded: InquiryPlatform },
  place?: Place | null,
  contact = { contactName: '李四', contactPhone: '021-12345678' },
) {
  const supplier = await helpers.register('supplier');
  if (place) await client.call(api.memberCentre.updateCompany, { token: supplier.token, body: { ...place, categoryIds: [seeded.categoryId] } });
  const licence = await helpers.uploaded(supplier.token, PDF, '营业执照.pdf', 'document');
  const application = await client.call(api.admission.apply, {
    token: supplier.token,
    body: {
      buyerMemberId: seeded.buyerMe.memberId,
      buyerRoleId: seeded.buyerMe.memberRoleId,
      categoryIds: [seeded.categoryId],
      documentFileIds: [licence.id],
      ...contact,
      idempotencyKey: freshKey(),
    },
  });
  await client.call(api.admission.decide, { token: seeded.buyer, body: { id: application.id, decision: 'approve' } });
  return { token: supplier.token, memberId: supplier.memberId, roleId: supplier.memberRoleId, admissionId: application.id };
}

/** The demo buyer saves `form` as a draft (keyed) and publishes it; the inquiry and its lines' ids. */
export async function publishInquiry({ client, seeded }: { client: ApiClient; seeded: InquiryPlatform }, form: InquiryFormBody) {
  const draft = await client.call(api.inquiryBuyer.save, { token: seeded.buyer, body: { form, idempotencyKey: freshKey() } });
  const inquiry = await client.call(api.inquiryBuyer.publish, { token: seeded.buyer, body: { id: draft.id } });
  return { ...inquiry, lineIds: inquiry.materiels.map((m) => m.id) };
}

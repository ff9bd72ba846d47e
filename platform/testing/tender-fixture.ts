// What the tender suites share past publishing (tender-registration-suite.ts and the bidding,
// opening, clarification and evaluation suites): a tender published by the demo buyer through the
// API with a schedule relative to the suite's clock, admitted suppliers who can log in again after
// the clock moved past their session, and their registrations — approved at once, or reviewed by
// the buyer in the prequalification phase. Every step goes through the API, as a user's would.
//
// A suite starts its platform with startInquiryPlatform(database, NOW) (inquiry-fixture.ts) and
// passes { client, helpers, seeded } to these. The platform's clock is NOW until a suite moves it
// (setClock); "at" below is always the clock as the platform reads it at that moment.
import { expect } from 'vitest';
import { api, type RegisterTenderBody, type TenderFormBody } from '#contract/endpoints.ts';
import type { MemberTender, OwnTenderRegistration } from '#contract/schemas.ts';
import type { ApiClient } from './client.ts';
import { DAY, type InquiryPlatform, type MemberHelpers, type Place } from './inquiry-fixture.ts';
import { freshAccount, freshKey, PDF } from './member-helpers.ts';
import { tenderForm } from './tender-stories.ts';

export type TenderSuite = { client: ApiClient; helpers: MemberHelpers; seeded: InquiryPlatform };

/** An admitted supplier: its token now, how to log it in again once the clock has moved past its session (7 days), and its company's name. */
export type TenderSupplier = { token: string; memberId: number; roleId: number; account: string; password: string; name: string };

/** The schedule publishTender gives, in days from its `at`: registration opens at once. */
export const TENDER_DAYS = { registerEnd: 5, preCheckEnd: 7, biddingStart: 8, biddingEnd: 25, opening: 25 } as const;

/** Sets the platform's clock to `at`, for a suite whose platform started at `base` (its NOW). */
export async function setClock({ client }: Pick<TenderSuite, 'client'>, base: number, at: number): Promise<void> {
  await client.call(api.testing.clock, { body: { offsetMs: at - base } });
}

/**
 * The demo buyer publishes a public tender with prequalification and scored criteria (tenderForm)
 * whose registration opens at `at` (the platform's clock now) and closes 5 days later; prequalification
 * days 5–7, bidding 8–25, opening at 25 (TENDER_DAYS). `overrides` change any field, e.g.
 * { isQualificationCheck: false, preCheckStartTime: undefined, preCheckEndTime: undefined } for none,
 * or { tenderScope: 'invited', invited: [...] }. The buyer's token must be valid at `at` (log in
 * again after moving the clock a week: seeded.buyer = await client.login('buyer')).
 */
export async function publishTender({ client, seeded }: TenderSuite, at: number, overrides: Partial<TenderFormBody> = {}): Promise<MemberTender> {
  const form = tenderForm(at, seeded.categoryId, { registerStartTime: at, ...overrides });
  const draft = await client.call(api.tenderBuyer.save, { token: seeded.buyer, body: { form, idempotencyKey: freshKey() } });
  const published = await client.call(api.tenderBuyer.publish, { token: seeded.buyer, body: { id: draft.id, idempotencyKey: freshKey() } });
  expect(published.state).toBe('published');
  return published;
}

/** A tender form without prequalification (bidding may start when registration ends). */
export const WITHOUT_PREQUALIFICATION: Partial<TenderFormBody> = {
  isQualificationCheck: false,
  preCheckStartTime: undefined,
  preCheckEndTime: undefined,
};

/**
 * `count` new suppliers, each registered, applied to the demo buyer with a licence and admitted (in
 * `place` when given: the region the buyer admits is the one a tender's areas are checked against).
 * One after another: each is a few requests.
 */
export async function admittedSuppliers({ client, helpers, seeded }: TenderSuite, count: number, place?: Place): Promise<TenderSupplier[]> {
  const suppliers: TenderSupplier[] = [];
  for (let i = 0; i < count; i++) {
    const account = freshAccount('ts');
    const name = `投标测试${account}有限公司`;
    const supplier = await helpers.register('supplier', { account, companyName: name });
    if (place) await client.call(api.memberCentre.updateCompany, { token: supplier.token, body: { ...place, categoryIds: [seeded.categoryId] } });
    const licence = await helpers.uploaded(supplier.token, PDF, '营业执照.pdf', 'document');
    const application = await client.call(api.admission.apply, {
      token: supplier.token,
      body: {
        buyerMemberId: seeded.buyerMe.memberId,
        buyerRoleId: seeded.buyerMe.memberRoleId,
        categoryIds: [seeded.categoryId],
        documentFileIds: [licence.id],
        contactName: '王五',
        contactPhone: '021-12345678',
        idempotencyKey: freshKey(),
      },
    });
    await client.call(api.admission.decide, { token: seeded.buyer, body: { id: application.id, decision: 'approve' } });
    suppliers.push({
      token: supplier.token,
      memberId: supplier.memberId,
      roleId: supplier.memberRoleId,
      account,
      password: supplier.password,
      name,
    });
  }
  return suppliers;
}

/** Logs each supplier in again (its token replaced): after the suite moved the clock past a session's 7 days. */
export async function logInAgain({ client }: Pick<TenderSuite, 'client'>, suppliers: TenderSupplier[]): Promise<void> {
  for (const supplier of suppliers) {
    supplier.token = (await client.call(api.member.login, { body: { account: supplier.account, password: supplier.password } })).token;
  }
}

/** The body of a registration of `tenderId` (contact in Shanghai, no files): what registerFor sends unless told otherwise. */
export function registrationBody(tenderId: number, overrides: Partial<RegisterTenderBody> = {}): RegisterTenderBody {
  return {
    tenderId,
    contactName: '赵六',
    phone: '13800138000',
    email: 'bids@example.com',
    provinceCode: '310000',
    cityCode: '310100',
    address: '浦东新区世纪大道 100 号',
    fileIds: [],
    qualificationFileIds: [],
    idempotencyKey: freshKey(),
    ...overrides,
  };
}

/**
 * The supplier registers for the tender: with a qualification document (a PDF it uploads) when the
 * tender has prequalification. Its registration: approved at once without prequalification, else pending.
 */
export async function registerFor(
  { client, helpers }: TenderSuite,
  tender: Pick<MemberTender, 'id' | 'isQualificationCheck'>,
  supplier: Pick<TenderSupplier, 'token'>,
  overrides: Partial<RegisterTenderBody> = {},
): Promise<OwnTenderRegistration> {
  const qualificationFileIds = tender.isQualificationCheck ? [(await helpers.uploaded(supplier.token, PDF, '资质证书.pdf', 'document')).id] : [];
  return client.call(api.tenderRegistration.register, {
    token: supplier.token,
    body: registrationBody(tender.id, { qualificationFileIds, ...overrides }),
  });
}

/**
 * The buyer approves (or, for the suppliers in `reject`, rejects with a reason) each pending
 * registration of the tender. The clock must be in the tender's prequalification phase (setClock to
 * at + TENDER_DAYS.registerEnd * DAY); the buyer's token valid then.
 */
export async function reviewAll(
  { client, seeded }: TenderSuite,
  tenderId: number,
  reject: Array<Pick<TenderSupplier, 'memberId'>> = [],
): Promise<void> {
  const rejected = new Set(reject.map((supplier) => supplier.memberId));
  const page = await client.call(api.tenderRegistration.list, {
    token: seeded.buyer,
    query: { inviteTenderId: tenderId, review: 'pending', pageSize: 100 },
  });
  for (const registration of page.data) {
    const no = rejected.has(registration.supplier.memberId);
    await client.call(api.tenderRegistration.review, {
      token: seeded.buyer,
      body: { tenderId, registrationId: registration.id, decision: no ? 'reject' : 'approve', ...(no ? { reason: '资质不符合要求' } : {}) },
    });
  }
}

/**
 * A published tender with `count` admitted suppliers registered and approved — the start of every
 * bidding story. Without prequalification (the default) nothing moves the clock: the registrations
 * are approved at once, and the clock stays at `at`. With `prequalification: { base }` the clock is
 * moved to the prequalification phase (at + 5 days) and the buyer reviews: the suppliers in
 * `reject` (by index) are rejected, the others approved. `overrides` go to the tender's form.
 */
export async function registeredTender(
  suite: TenderSuite,
  at: number,
  options: { count: number; place?: Place; overrides?: Partial<TenderFormBody>; prequalification?: { base: number; reject?: number[] } },
): Promise<{ tender: MemberTender; suppliers: TenderSupplier[]; registrations: OwnTenderRegistration[] }> {
  const { count, place, overrides = {}, prequalification } = options;
  const tender = await publishTender(suite, at, prequalification ? overrides : { ...WITHOUT_PREQUALIFICATION, ...overrides });
  const suppliers = await admittedSuppliers(suite, count, place);
  const registrations: OwnTenderRegistration[] = [];
  for (const supplier of suppliers) registrations.push(await registerFor(suite, tender, supplier));
  if (prequalification) {
    await setClock(suite, prequalification.base, at + TENDER_DAYS.registerEnd * DAY);
    const reject = (prequalification.reject ?? []).map((index) => suppliers[index]!);
    await reviewAll(suite, tender.id, reject);
  }
  return { tender, suppliers, registrations };
}

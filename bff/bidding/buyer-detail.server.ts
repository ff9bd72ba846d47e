// One of the buyer's competitive bids (docs/product/rules.md, "The live reverse auction"): every
// field and its rule sheet, its phase by the platform's clock with the server's time for the
// countdown, its sign-ups by review state; the page's actions: cancel with a reason, approve a
// pending sign-up, reject one with a reason (the platform says when each may be).
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { type BiddingPhase, type MemberBidding, type Province, SignUpReview } from '#contract/schemas.ts';
import { idOf, reasonRefusal } from '../form-fields.server.ts';
import { newKey, text, type Translate } from '../forms.server.ts';
import { categoryChoices } from '../member/centre.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam, subjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { brandChoices } from '../sourcing-form.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { awardAction, loadRanking } from './award.server.ts';
import type { BiddingActionAnswer, BiddingActionIntent, BiddingDetailView } from './buyer-views.ts';

/** The phases whose page shows the final ranking: closed (to award), awarded. */
const RANKED: readonly BiddingPhase[] = ['closed', 'awarded'];

export async function loadBuyerBidding(request: Request, locale: Locale): Promise<BiddingDetailView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const url = new URL(request.url);
  const parsedReview = SignUpReview.safeParse(url.searchParams.get('review'));
  const review = parsedReview.success ? parsedReview.data : null;
  const signUpPage = pageParam(url);
  const query = { biddingId: id, current: signUpPage, pageSize: MEMBER_LIST_PAGE_SIZE, ...(review ? { review } : {}) };
  const detailAnswer = memberCall(request, callUpstream(api.biddingBuyer.detail, { ctx, query: { id } }));
  // The room's ranking only once the detail says the auction has closed, alongside the other reads.
  const rankingAnswer = detailAnswer.then((answer) => (answer.ok && RANKED.includes(answer.data.phase) ? loadRanking(request, ctx, id) : null));
  // The award once the detail says it was made (a missing read leaves the page with the ranking alone).
  const awardAnswer = detailAnswer.then(async (answer) => {
    if (!answer.ok || answer.data.phase !== 'awarded') return null;
    const read = await memberCall(request, callUpstream(api.biddingBuyer.awardOf, { ctx, query: { id } }));
    return read.ok ? read.data.award : null;
  });
  const [detail, ranking, award, signUpsAnswer, categories, brands, provinces] = await Promise.all([
    detailAnswer,
    rankingAnswer,
    awardAnswer,
    memberCall(request, callUpstream(api.biddingBuyer.signUps, { ctx, query })),
    categoryChoices(ctx),
    brandChoices(ctx),
    callUpstream(api.area.provinceCity, { ctx, cache: 'long' }),
  ]);
  const bidding = memberSubjectOrThrow(detail);
  return {
    bidding,
    names: {
      categories: Object.fromEntries(categories.flatMap((group) => group.items.map((item) => [item.value, item.label]))),
      brands: Object.fromEntries(brands.map((brand) => [brand.value, brand.label])),
      areas: areaNames(bidding.areaList, provinces.ok ? provinces.data : []),
    },
    signUps: toSection(signUpsAnswer),
    review,
    signUpPage,
    serverTime: renderTime(request),
    ranking,
    award,
    awardKey: newKey(),
  };
}

/** Each area as the buyer chose it: a whole province, or a city of it (its code when the platform does not name it). */
function areaNames(areas: MemberBidding['areaList'], provinces: Province[]): string[] {
  const byCode = new Map(provinces.map((province) => [province.provinceCode, province]));
  return areas.map(({ provinceCode, cityCode }) => {
    const province = byCode.get(provinceCode);
    if (!cityCode) return province?.provinceName ?? provinceCode;
    const city = province?.cityList.find((c) => c.cityCode === cityCode);
    return city ? `${province!.provinceName} ${city.cityName}` : cityCode;
  });
}

const INTENTS: readonly Exclude<BiddingActionIntent, 'award'>[] = ['cancel', 'approve', 'reject'];

/** The detail page's action: cancel the auction with a reason, approve or reject (with a reason) a pending sign-up, or award it once closed. */
export async function buyerBiddingAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<BiddingActionAnswer> {
  const id = subjectId(request);
  const posted = text(form, 'intent');
  if (posted === 'award') return awardAction(request, await memberContext(request, locale), id, form, t);
  const values = { reason: text(form, 'reason') };
  const signUpId = idOf(text(form, 'signUpId')) ?? undefined;
  const ids = signUpId === undefined ? {} : { signUpId };
  const intent = INTENTS.find((known) => known === posted);
  if (!intent || (intent !== 'cancel' && signUpId === undefined)) {
    return { ok: false, intent: intent ?? 'cancel', ...ids, message: t('bidding:errors.invalidForm'), fieldErrors: {}, values };
  }
  const reason = values.reason.trim();
  if (intent !== 'approve') {
    const problem = reasonRefusal(api.biddingBuyer.cancel.body.shape.reason, reason, t, 'bidding:errors');
    if (problem) return { ok: false, intent, ...ids, fieldErrors: { reason: problem }, values };
  }
  const ctx = await memberContext(request, locale);
  const result =
    intent === 'cancel'
      ? await memberCall(request, callUpstream(api.biddingBuyer.cancel, { ctx, body: { id, reason } }))
      : await memberCall(
          request,
          callUpstream(api.biddingBuyer.review, {
            ctx,
            body: { biddingId: id, signUpId: signUpId!, decision: intent, ...(intent === 'reject' ? { reason } : {}) },
          }),
        );
  return result.ok ? { ok: true, intent, ...ids } : { ok: false, intent, ...ids, message: result.message, fieldErrors: {}, values };
}

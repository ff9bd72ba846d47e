// One of the buyer's tenders (docs/product/tenders.md): every field, its phase by the
// platform's clock with the server's time for the countdown, and the page's action: cancel with a reason.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { MemberTender, Province } from '#contract/schemas.ts';
import { reasonRefusal } from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import { categoryChoices } from '../member/centre.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { brandChoices } from '../sourcing-form.server.ts';
import { callUpstream } from '../upstream.server.ts';
import type { TenderActionAnswer, TenderDetailView } from './buyer-views.ts';

export async function loadBuyerTender(request: Request, locale: Locale): Promise<TenderDetailView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const [detail, categories, brands, provinces] = await Promise.all([
    memberCall(request, callUpstream(api.tenderBuyer.detail, { ctx, query: { id } })),
    categoryChoices(ctx),
    brandChoices(ctx),
    callUpstream(api.area.provinceCity, { ctx, cache: 'long' }),
  ]);
  const tender = memberSubjectOrThrow(detail);
  return {
    tender,
    names: {
      categories: Object.fromEntries(categories.flatMap((group) => group.items.map((item) => [item.value, item.label]))),
      brands: Object.fromEntries(brands.map((brand) => [brand.value, brand.label])),
      areas: areaNames(tender.areaList, provinces.ok ? provinces.data : []),
    },
    serverTime: renderTime(request),
  };
}

/** Each area as the buyer chose it: a whole province, or a city of it (its code when the platform does not name it). */
function areaNames(areas: MemberTender['areaList'], provinces: Province[]): string[] {
  const byCode = new Map(provinces.map((province) => [province.provinceCode, province]));
  return areas.map(({ provinceCode, cityCode }) => {
    const province = byCode.get(provinceCode);
    if (!cityCode) return province?.provinceName ?? provinceCode;
    const city = province?.cityList.find((c) => c.cityCode === cityCode);
    return city ? `${province!.provinceName} ${city.cityName}` : cityCode;
  });
}

/** The detail page's action: cancel the tender with a reason (the platform says when it may be). */
export async function buyerTenderAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<TenderActionAnswer> {
  const id = subjectId(request);
  const intent = text(form, 'intent');
  const values = { reason: text(form, 'reason') };
  if (intent !== 'cancel') return { ok: false, intent: 'cancel', message: t('tender:errors.invalidForm'), fieldErrors: {}, values };
  const reason = values.reason.trim();
  const problem = reasonRefusal(api.tenderBuyer.cancel.body.shape.reason, reason, t, 'tender:errors');
  if (problem) return { ok: false, intent, fieldErrors: { reason: problem }, values };
  const ctx = await memberContext(request, locale);
  const result = await memberCall(request, callUpstream(api.tenderBuyer.cancel, { ctx, body: { id, reason } }));
  return result.ok ? { ok: true, intent } : { ok: false, intent, message: result.message, fieldErrors: {}, values };
}

// The supplier's sign-up for a competitive bid (?id=&number=, the cards' "sign up now";
// docs/product/rules.md, "The live reverse auction"): the auction and its rule sheet, the form or the
// caller's sign-up and its review; the form keyed, so a double click or a retry signs up once. The
// platform decides every rule by its own clock; each refusal comes back in the user's language.
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { api, SignUpBiddingBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { filesOf } from '../form-fields.server.ts';
import { newKey, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { missing, subjectId } from '../page-params.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { BIDDING_SIGN_UP_FIELD as F, type BiddingSignUpAnswer, type BiddingSignUpField, type BiddingSignUpPageView } from './bid-views.ts';

export async function loadBiddingSignUpPage(request: Request, locale: Locale): Promise<BiddingSignUpPageView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const [auction, room] = await Promise.all([
    memberCall(request, callUpstream(api.bidding.details, { ctx, query: { id } })),
    memberCall(request, callUpstream(api.biddingBid.room, { ctx, query: { biddingId: id } })),
  ]);
  if (missing(auction)) throw data(null, { status: 404 });
  // The room answers a supplier signed up (404 otherwise): its sign-up and the buyer's review.
  const signUp = room.ok ? room.data.signUp : null;
  return { auction: toSection(auction), signUp, serverTime: renderTime(request), formKey: newKey() };
}

const TYPED: readonly BiddingSignUpField[] = [F.contactName, F.phone, F.email, F.address, F.files];
const FIELD_OF: Record<string, BiddingSignUpField> = {
  contactName: F.contactName,
  phone: F.phone,
  email: F.email,
  address: F.address,
  fileIds: F.files,
};

/** The supplier signs up for the auction ?id= names: its sign-up, or the refusal on its field (the form keeps what was typed). */
export async function biddingSignUpAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<BiddingSignUpAnswer> {
  const ctx = await memberContext(request, locale);
  const biddingId = subjectId(request);
  const formKey = postedKey(form, F.key);
  const values = Object.fromEntries(TYPED.map((name) => [name, text(form, name)])) as Partial<Record<BiddingSignUpField, string>>;
  const parsed = SignUpBiddingBody.safeParse({
    biddingId,
    contactName: values.contactName,
    phone: values.phone,
    email: (values.email ?? '').trim(),
    address: values.address,
    fileIds: filesOf(form, F.files).map((file) => file.id),
    idempotencyKey: formKey,
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<BiddingSignUpField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0] ?? '')];
      const key =
        issue.code === 'too_small' ? 'required' : issue.code === 'too_big' ? 'tooLong' : field === F.phone || field === F.email ? field : 'invalid';
      if (field) fieldErrors[field] ??= t(`biddingBid:errors.${key}`);
    }
    const formError = Object.keys(fieldErrors).length === 0 ? t('biddingBid:errors.invalid') : undefined;
    return { ok: false, fieldErrors, ...(formError ? { formError } : {}), values, formKey };
  }
  const result = await memberCall(request, callUpstream(api.biddingBid.signUp, { ctx, body: parsed.data }));
  if (result.ok) return { ok: true, signUp: result.data };
  const field = result.kind === 'business' && result.code === Code.FILE_UNUSABLE ? F.files : undefined;
  return field
    ? { ok: false, fieldErrors: { [field]: result.message }, values, formKey }
    : { ok: false, fieldErrors: {}, formError: result.message, values, formKey };
}

// The code catalogue (docs/product/error-codes.md#error-codes-and-failures): one name per code, and the message for each code in each
// language, read from locales/<lang>/errors.json so that translators own the words.
import zh from '#locales/zh-CN/errors.json' with { type: 'json' };
import en from '#locales/en-US/errors.json' with { type: 'json' };
import ko from '#locales/ko-KR/errors.json' with { type: 'json' };
import type { Locale } from './lang.ts';

export const Code = {
  SUCCESS: 1000,
  LOGIN_EXPIRED: 1101,
  PARAM_INVALID: 1102,
  METHOD_UNSUPPORTED: 1103,
  CONTENT_TYPE_UNSUPPORTED: 1104,
  BODY_UNPARSABLE: 1105,
  HEADER_MISSING: 1106,
  /** Uploads (docs/decisions/011): not a type the purpose takes (told by content), over 10 MB, no file part, a file id the member may not use there; a picture past IMAGE_MAX_* or whose header cannot be read. */
  FILE_TYPE_REFUSED: 1107,
  FILE_TOO_LARGE: 1108,
  FILE_MISSING: 1109,
  FILE_UNUSABLE: 1110,
  IMAGE_TOO_LARGE: 1111,
  IMAGE_UNREADABLE: 1112,
  /** An idempotency key used again for a request that asks something else than the first one did (docs/decisions/011). */
  IDEMPOTENCY_KEY_REUSED: 1120,
  WRONG_ACCOUNT_OR_PASSWORD: 1200,
  /** SMS codes: none for this phone and purpose, expired or spent; wrong; asked again within a minute; past 10 an hour from one address. */
  SMS_CODE_MISSING: 1201,
  SMS_CODE_WRONG: 1202,
  SMS_TOO_SOON: 1204,
  SMS_HOURLY_LIMIT: 1205,
  ACCOUNT_FROZEN: 1203,
  /** Too many failed logins for the account or from the address (docs/security.md#login-throttling): wait, the right password is refused too. */
  LOGIN_THROTTLED: 1206,
  NO_ACCESS: 1210,
  NOT_FOUND: 404,
  PERMISSION_DENIED: 401,
  /** The portal refuses a state-changing request that did not come from its own pages (docs/security.md). */
  FORBIDDEN: 403,
  INTERNAL: 9999,
  PHONE_REGISTERED: 25012,
  /** Registration and the member centre: account name taken, password too weak, agreement not accepted, role already chosen, old password wrong. */
  ACCOUNT_TAKEN: 25013,
  PASSWORD_WEAK: 25014,
  AGREEMENT_REQUIRED: 25015,
  ROLE_ALREADY_CHOSEN: 25016,
  OLD_PASSWORD_WRONG: 25017,
  /** Supplier admission: decided already, a rejection without a reason, an application still waiting, admitted already, not a supplier. */
  ALREADY_DECIDED: 25070,
  REASON_REQUIRED: 25071,
  APPLICATION_PENDING: 25072,
  ALREADY_ADMITTED: 25073,
  NOT_A_SUPPLIER: 25074,
  /** Messages (docs/decisions/016-messages.md): no such message or conversation, no customer service named, past 20 messages in 10 s, over 2,000 characters, a user the caller may not write to, a card of an item the sender may not read (or none). */
  MESSAGE_MISSING: 57000,
  NO_CUSTOMER_SERVICE: 57003,
  TOO_MANY_MESSAGES: 57004,
  MESSAGE_TOO_LONG: 57005,
  MAY_NOT_WRITE: 57006,
  CARD_UNAVAILABLE: 57007,
  QUOTE_TIME_PASSED: 60005,
  NOT_ADMITTED: 60020,
  STAGE_FORBIDS: 60021,
  /** Favourite filters (docs/product/rules.md#validation-rules): name missing, name over FAVOURITE_NAME_MAX, no such filter. */
  FAVOURITE_NAME_REQUIRED: 43901,
  FAVOURITE_NAME_TOO_LONG: 43902,
  FAVOURITE_FILTER_MISSING: 43903,
  OWN_PUBLICATION: 60022,
  /** Inquiries and quotes (docs/decisions/017-inquiry-sealed-quotes-and-currency.md). */
  INQUIRY_STATE_FORBIDS: 60001,
  INQUIRY_CANCELLED: 60002,
  RECORD_REPEATED: 60003,
  OUTSIDE_AREAS: 60004,
  DEADLINE_NOT_REACHED: 60006,
  ABOVE_FIXED_AMOUNT: 60007,
  QUOTE_LINES_INVALID: 60008,
  COUNT_EXCEEDED: 60009,
  NOT_INVITED: 60010,
  INQUIRY_AWARDED: 60011,
  AWARD_REASON_REQUIRED: 60012,
  AWARD_INVALID: 60013,
  TIMES_INVALID: 60014,
  NOT_OPENED: 60015,
  QUOTE_STALE: 60016,
  /**
   * Tenders (docs/product/member-side.md): cancelled already; its state forbids the action; opening
   * before the bidding deadline; a public tender's bidding deadline closer to its publication than the
   * site's minimum tendering period; registration ending before the clock (or its start); bidding
   * starting before registration ends; registration starting before the clock; a prequalification
   * window outside registration end..bidding start.
   */
  TENDER_CANCELLED: 60101,
  TENDER_STATE_FORBIDS: 60102,
  OPENING_BEFORE_BIDDING_END: 60104,
  TENDERING_PERIOD_TOO_SHORT: 60109,
  REGISTRATION_END_PASSED: 60113,
  BIDDING_BEFORE_REGISTRATION_END: 60114,
  REGISTRATION_START_PASSED: 60127,
  PRECHECK_OUT_OF_ORDER: 60135,
  /**
   * A tender's life after publishing (docs/product/member-side.md): a review or qualification on a
   * tender without prequalification; no such bid; outside the registration, bidding, prequalification
   * or evaluation window; the bid's state forbids it; opened already; not an evaluator (or not
   * accepted); the caller not a registered and prequalified bidder; an award's shares not > 0 or not
   * totalling 100 % per line; registered twice; a score outside 0..the criterion's weight or a
   * criterion missing; no such record (registration, question, evaluator); answered already; not
   * every bid scored by every evaluator; the registration not waiting for review.
   */
  NO_PREQUALIFICATION: 60105,
  BID_MISSING: 60106,
  OUTSIDE_REGISTRATION_WINDOW: 60107,
  OUTSIDE_BIDDING_WINDOW: 60108,
  OUTSIDE_PREQUALIFICATION_WINDOW: 60110,
  BID_STATE_FORBIDS: 60111,
  TENDER_OPENED: 60112,
  NOT_EVALUATOR: 60117,
  NOT_QUALIFIED_BIDDER: 60119,
  AWARD_RATIO_INVALID: 60123,
  ALREADY_REGISTERED: 60125,
  OUTSIDE_EVALUATION: 60126,
  SCORE_INVALID: 60128,
  TENDER_RECORD_MISSING: 60131,
  ALREADY_ANSWERED: 60132,
  SCORING_INCOMPLETE: 60133,
  REVIEW_NOT_PENDING: 60134,
  /**
   * An evaluator is a user of a member registered for the tender, or a member with a user on the
   * tender's panel registers; an expert disabled in the buyer's library (docs/decisions/022-tender-evaluation.md).
   */
  EVALUATOR_CONFLICT: 60136,
  EXPERT_DISABLED: 60137,
  /** A bid's lines are not the tender's material lines, each once (docs/decisions/023-tender-phases.md). */
  BID_LINES_INVALID: 60138,
  /** An amendment that changes neither the tender requirement nor its documents (docs/product/tenders.md). */
  AMENDMENT_UNCHANGED: 60139,
  /** A registration for a tender with prequalification without its qualification documents (docs/product/member-side.md). */
  QUALIFICATION_FILES_REQUIRED: 60130,
  /** Why a registration the prequalification closed on unreviewed reads as rejected (docs/product/member-side.md). */
  NOT_REVIEWED_IN_TIME: 60140,
  /**
   * The live reverse auction (docs/product/rules.md): cancelled; its state forbids the action;
   * outside the sign-up window; signed up twice; outside the bidding window (the server's receipt
   * time); not signed up and admitted; a bid above the starting price; a bid less than a step below
   * the best price (or its own last bid); the bid cap reached; a schedule or extension rule that
   * does not hold; a sign-up not waiting for review; no such sign-up.
   */
  BIDDING_CANCELLED: 60150,
  BIDDING_STATE_FORBIDS: 60151,
  OUTSIDE_SIGN_UP_WINDOW: 60152,
  ALREADY_SIGNED_UP: 60153,
  OUTSIDE_LIVE_BIDDING_WINDOW: 60154,
  NOT_SIGNED_UP: 60155,
  ABOVE_STARTING_PRICE: 60156,
  STEP_TOO_SMALL: 60157,
  BID_CAP_REACHED: 60158,
  BIDDING_SCHEDULE_INVALID: 60159,
  SIGN_UP_NOT_PENDING: 60160,
  SIGN_UP_MISSING: 60161,
  /**
   * Contracts (docs/decisions/025-contracts.md): payment ratios that do not total 100 %; the contract's
   * state forbids the action; a version or hash that is not the current one; start after end; a
   * payment day outside 1–31; a stage's date and condition that do not go together; lines that are
   * not the award's (each once); a version that changes nothing; a quantity or total above the award;
   * a line already in another contract; an award whose order the supplier declined; an order a
   * contract holds lines of, which its supplier may not decline; a delivery above what is left of its
   * line; a delivery decided already; a payment above what is left of its stage; a buyer's balance
   * short of the payment.
   */
  PAYMENT_RATIOS_NOT_100: 37123,
  AGREEMENT_STATE_FORBIDS: 39002,
  AGREEMENT_VERSION_STALE: 39007,
  AGREEMENT_DATES_INVALID: 39016,
  PAYMENT_DAY_INVALID: 39019,
  PAYMENT_STAGE_DATE_INVALID: 39021,
  AGREEMENT_LINES_INVALID: 39022,
  AGREEMENT_UNCHANGED: 39023,
  AGREEMENT_ABOVE_AWARD: 39013,
  AGREEMENT_EXISTS: 39014,
  AWARD_NOT_CONTRACTABLE: 39029,
  ORDER_UNDER_CONTRACT: 39030,
  DELIVERY_ABOVE_CONTRACTED: 39026,
  DELIVERY_DECIDED: 39027,
  PAYMENT_ABOVE_STAGE: 39036,
  BALANCE_INSUFFICIENT: 39037,
  MALL_MISSING: 432001,
  SHOP_AND_MEMBER_REQUIRED: 432006,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

const catalogue: Record<Locale, Record<string, string>> = { 'zh-CN': zh, 'en-US': en, 'ko-KR': ko };

/** The message for a code in a language; unknown codes fall back to the internal-error text. */
export function messageFor(code: number, locale: Locale): string {
  const messages = catalogue[locale];
  return messages[String(code)] ?? messages[String(Code.INTERNAL)]!;
}

export function hasMessage(code: number): boolean {
  return String(code) in zh;
}

/** docs/product/error-codes.md#error-codes-and-failures transport texts: an HTTP error ('http request error: {status}->{text}') or no answer. */
export function transportMessage(failure: { status: number } | 'timeout', locale: Locale): string {
  const messages = catalogue[locale];
  if (failure === 'timeout') return messages.timeout!;
  const text = messages[String(failure.status)] ?? String(failure.status);
  return messages.httpError!.replace('{{status}}', String(failure.status)).replace('{{text}}', text);
}

// The code catalogue (docs/product.md#error-codes-and-failures): one name per code, and the message for each code in each
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
  WRONG_ACCOUNT_OR_PASSWORD: 1200,
  ACCOUNT_FROZEN: 1203,
  NO_ACCESS: 1210,
  NOT_FOUND: 404,
  PERMISSION_DENIED: 401,
  /** The portal refuses a state-changing request that did not come from its own pages (docs/security.md). */
  FORBIDDEN: 403,
  INTERNAL: 9999,
  PHONE_REGISTERED: 25012,
  QUOTE_TIME_PASSED: 60005,
  NOT_ADMITTED: 60020,
  STAGE_FORBIDS: 60021,
  /** Favourite filters (docs/product.md#validation-rules): name missing, name over FAVOURITE_NAME_MAX, no such filter. */
  FAVOURITE_NAME_REQUIRED: 43901,
  FAVOURITE_NAME_TOO_LONG: 43902,
  FAVOURITE_FILTER_MISSING: 43903,
  OWN_PUBLICATION: 60022,
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

/** docs/product.md#error-codes-and-failures transport texts: an HTTP error ('http request error: {status}->{text}') or no answer. */
export function transportMessage(failure: { status: number } | 'timeout', locale: Locale): string {
  const messages = catalogue[locale];
  if (failure === 'timeout') return messages.timeout!;
  const text = messages[String(failure.status)] ?? String(failure.status);
  return messages.httpError!.replace('{{status}}', String(failure.status)).replace('{{text}}', text);
}

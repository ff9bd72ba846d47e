// Money and dates as the portal shows them (docs/product.md#constants-and-limits, docs/architecture.md): 2 decimals, comma thousands,
// dot decimal; dates in Beijing time (the platform's zone) so server and browser render alike.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/ko.js';
import type { Locale } from '#contract/lang.ts';

dayjs.extend(utc);

const BEIJING_OFFSET_MINUTES = 8 * 60;
const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ko-KR': 'ko' };
const CURRENCY_SIGN: Record<Locale, string> = { 'zh-CN': '¥', 'en-US': '$', 'ko-KR': '₩' };

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** The dayjs locale of a portal language (the date pickers' calendars speak it). */
export function dayjsLocale(locale: Locale): string {
  return DAYJS_LOCALE[locale];
}

export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function currencySign(locale: Locale): string {
  return CURRENCY_SIGN[locale];
}

export function formatDate(epochMs: number, locale: Locale, pattern = 'YYYY-MM-DD'): string {
  return dayjs(epochMs).utcOffset(BEIJING_OFFSET_MINUTES).locale(DAYJS_LOCALE[locale]).format(pattern);
}

// The date pickers' calendars speak the portal's language through dayjs (@mantine/dates): its locales
// are loaded here, with the pickers, and nowhere else (app/lib/format.ts formats dates without dayjs).
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/ko.js';
import type { Locale } from '#contract/lang.ts';

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ko-KR': 'ko' };

/** The dayjs locale of a portal language (the date pickers' calendars speak it). */
export function dayjsLocale(locale: Locale): string {
  return DAYJS_LOCALE[locale];
}

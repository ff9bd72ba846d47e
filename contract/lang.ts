// The three languages of the product, and how each is named on the wire (Accept-Language: zh/en/ko).
export const LOCALES = ['zh-CN', 'en-US', 'ko-KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export type WireLanguage = 'zh' | 'en' | 'ko';
const wireOf: Record<Locale, WireLanguage> = { 'zh-CN': 'zh', 'en-US': 'en', 'ko-KR': 'ko' };

export function toWireLanguage(locale: Locale): WireLanguage {
  return wireOf[locale];
}

/** Reads an Accept-Language header ("ko", "en-US,en;q=0.9", "zh") into one of our locales. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en-US';
  if (first.startsWith('ko')) return 'ko-KR';
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// The language choice lives in the LX_LANG cookie as a Base64-encoded locale (docs/product.md#states-and-transitions),
// e.g. btoa('en-US') = 'ZW4tVVM='. Shared by the i18n middleware and the language switch.
import { isLocale, type Locale } from '#contract/lang.ts';

export const LOCALE_COOKIE = 'LX_LANG';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function encodeLocale(locale: Locale): string {
  return btoa(locale);
}

/** Reads a cookie value back into a locale; anything unreadable or unsupported gives null. */
export function decodeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  let text = value.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  if (isLocale(text)) return text;
  try {
    const decoded = atob(text);
    return isLocale(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The LX_LANG value from a Cookie header, decoded. */
export function localeFromCookieHeader(header: string | null | undefined): Locale | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === LOCALE_COOKIE) return decodeLocale(part.slice(eq + 1));
  }
  return null;
}

/** Set-Cookie header that stores the choice for a year (readable by scripts: it is no secret). */
export function localeSetCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${encodeLocale(locale)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

// Money and dates as the portal shows them (docs/product/constants.md#formats-and-currency): amounts in
// their own currency (ISO 4217, CNY for the demo) with the language's symbol and separators through Intl
// (decision 017: ¥1,234.50 in zh-CN, CN¥1,234.50 in en-US and ko-KR), 2 decimals; dates in Beijing time
// (the site's zone, contract/time.ts) so server and browser render alike.
import type { Locale } from '#contract/lang.ts';
import { siteClock } from '#contract/time.ts';
/** The currency of an amount whose data names none (capital accounts, a shop's figures, the list's price filter). */
export const DEFAULT_CURRENCY = 'CNY';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

export function formatMoney(amount: number): string {
  return money.format(amount);
}

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(currency: string, locale: Locale): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(key, format);
  }
  return format;
}

/** An amount shown in ten-thousands (万元 in Chinese: a company's figures), in its currency, 2 decimals: formatAmount(amount / 10,000). */
export function formatTenThousands(amount: number, currency: string | null | undefined, locale: Locale): string {
  return formatAmount(Math.round(amount / 100) / 100, currency, locale);
}

/**
 * An amount in its own currency, as the language writes it: the currency's symbol for that
 * language (¥ in zh-CN, CN¥ in en-US and ko-KR for CNY), the language's separators, 2 decimals.
 * Never converted. A malformed currency code falls back to the amount with the code before it.
 */
export function formatAmount(amount: number, currency: string | null | undefined, locale: Locale): string {
  const code = currency || DEFAULT_CURRENCY;
  try {
    return amountFormat(code, locale).format(amount);
  } catch {
    return `${code} ${formatMoney(amount)}`;
  }
}

/**
 * The date patterns the portal shows: numbers only, the same in every language (docs/product/constants.md#formats-and-currency),
 * so no locale data is needed (dayjs's tokens: YYYY, MM, DD, HH, mm, ss).
 */
export type DatePattern = 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD HH:mm:ss' | 'MM-DD HH:mm' | 'MM-DD' | 'HH:mm';

const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A moment (epoch milliseconds) in Beijing time, whatever the machine's zone, so server and browser render alike. */
export function formatDate(epochMs: number, _locale: Locale, pattern: DatePattern = 'YYYY-MM-DD'): string {
  const at = siteClock(epochMs);
  if (Number.isNaN(at.getTime())) return 'Invalid Date';
  const parts: Record<string, string> = {
    YYYY: pad(at.getUTCFullYear(), 4),
    MM: pad(at.getUTCMonth() + 1),
    DD: pad(at.getUTCDate()),
    HH: pad(at.getUTCHours()),
    mm: pad(at.getUTCMinutes()),
    ss: pad(at.getUTCSeconds()),
  };
  return pattern.replace(TOKEN, (token) => parts[token]!);
}

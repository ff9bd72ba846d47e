// How a detail page writes money, dates and times in the user's language (docs/product.md#constants-and-limits): the
// locale's currency sign with 2 decimals and comma thousands; dates, and times to the minute.
import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/i18n/useLocale.ts';
import { currencySign, formatDate, formatMoney } from '#app/lib/format.ts';

export function useDetailFormat() {
  const { t } = useTranslation('detail');
  const locale = useLocale();
  const sign = currencySign(locale);
  const at = (time: number) => formatDate(time, locale, 'YYYY-MM-DD HH:mm');
  return {
    t,
    money: (amount: number) => `${sign}${formatMoney(amount)}`,
    date: (time: number) => formatDate(time, locale),
    at,
    window: (from: number, to: number) => t('facts.window', { from: at(from), to: at(to) }),
  };
}

// How a detail page writes money, dates and times in the user's language (docs/product/constants.md#constants-and-limits): an amount in
// its own currency through Intl (formatAmount: the item's, CNY where it names none); dates, and times to the minute.
import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';

export function useDetailFormat() {
  const { t } = useTranslation('detail');
  const locale = useLocale();
  const at = (time: number) => formatDate(time, locale, 'YYYY-MM-DD HH:mm');
  return {
    t,
    money: (amount: number, currency?: string) => formatAmount(amount, currency, locale),
    date: (time: number) => formatDate(time, locale),
    at,
    window: (from: number, to: number) => t('facts.window', { from: at(from), to: at(to) }),
  };
}

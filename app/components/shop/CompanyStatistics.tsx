// The company's statistics on the shop home: years registered, cumulative inquiries, tenders and
// competitive bids, purchases concluded and the total purchase amount.
import { useTranslation } from 'react-i18next';
import type { Shop } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import classes from './ShopHome.module.css';

export function CompanyStatistics({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const figures = [
    { key: 'registerYears', value: shop.registerYears, wide: false },
    { key: 'inquiries', value: shop.inquiryNum, wide: false },
    { key: 'tenders', value: shop.inviteTenderNum, wide: false },
    { key: 'biddings', value: shop.biddingNum, wide: false },
    { key: 'purchases', value: shop.purchaseNum, wide: false },
    { key: 'purchaseAmount', value: formatAmount(shop.purchaseAmount, undefined, locale), wide: true },
  ] as const;
  return (
    <section className={classes.stats} aria-labelledby="shop-statistics-title" data-testid="shop-statistics">
      <h2 id="shop-statistics-title">{t('home.statistics.title')}</h2>
      <dl className={classes.statList}>
        {figures.map(({ key, value, wide }) => (
          <div key={key} className={wide ? classes.wide : undefined} data-testid={`shop-stat-${key}`}>
            <dt>{t(`home.statistics.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// A buyer company on the famous-enterprise list (docs/product/entities.md#shops-and-buyer-companies): level tier and
// stars, satisfaction (4.9 and five stars until rated), main business, cumulative counts and the
// purchase amount in ten-thousands. No hooks: the list hands down what every card shares.
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Locale } from '#contract/lang.ts';
import type { BuyerShopCard } from '#contract/schemas.ts';
import { satisfactionOf } from '#app/lib/company-card.ts';
import { formatTenThousands } from '#app/lib/format.ts';
import classes from './CompanyCard.module.css';

type Props = { shop: BuyerShopCard; href: string; t: TFunction<'lists'>; locale: Locale };

export function CompanyCard({ shop, href, t, locale }: Props) {
  const satisfaction = satisfactionOf(shop.avgTradeCommentStar);
  return (
    <article className={classes.card} data-testid={`company-card-${shop.id}`}>
      <img className={classes.logo} src={shop.logo} alt="" loading="lazy" width={72} height={72} />
      <div className={classes.info}>
        <Link to={href} className={classes.name} title={shop.memberName} data-testid={`company-link-${shop.id}`}>
          {shop.memberName}
        </Link>
        <div className={classes.line} data-testid="company-level" data-tier={shop.levelTag.tier} data-stars={shop.levelTag.star}>
          <span className={classes.tier} data-tier={shop.levelTag.tier}>
            {t(`company.tiers.${shop.levelTag.tier}`)}
          </span>
          <Stars filled={shop.levelTag.star} label={t('company.levelStars', { count: shop.levelTag.star })} />
        </div>
        <div className={classes.line} data-testid="company-satisfaction" data-rating={satisfaction.rating} data-stars={satisfaction.stars}>
          <span>{t('company.satisfaction')}</span>
          <Stars filled={satisfaction.stars} label={t('company.rating', { rating: satisfaction.rating.toFixed(1) })} />
          <span>{satisfaction.rating.toFixed(1)}</span>
        </div>
        <div className={classes.line}>
          <span>{t('company.mainBusiness')}</span>
          <span title={shop.mainCategory} data-testid="company-main-business">
            {shop.mainCategory || t('company.none')}
          </span>
        </div>
        {shop.areas && (
          <div className={classes.line}>
            <span>{t('company.area')}</span>
            <span>{shop.areas}</span>
          </div>
        )}
      </div>
      <dl className={classes.counts}>
        <div>
          <dt>{t('company.inquiries')}</dt>
          <dd data-testid="company-inquiries">{shop.inquiryNum}</dd>
        </div>
        <div>
          <dt>{t('company.tenders')}</dt>
          <dd data-testid="company-tenders">{shop.inviteTenderNum}</dd>
        </div>
        <div>
          <dt>{t('company.biddings')}</dt>
          <dd data-testid="company-biddings">{shop.biddingNum}</dd>
        </div>
        <div>
          <dt>{t('company.purchaseAmount')}</dt>
          <dd data-testid="company-amount">{t('company.amount', { amount: formatTenThousands(shop.purchaseAmount, undefined, locale) })}</dd>
        </div>
      </dl>
    </article>
  );
}

function Stars({ filled, label }: { filled: number; label: string }) {
  return (
    <span className={classes.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (star <= filled ? <b key={star}>★</b> : <span key={star}>★</span>))}
    </span>
  );
}

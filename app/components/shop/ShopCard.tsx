// The shop card at the top of every shop page (docs/product.md#shop-layout): the shop's banner, its
// logo and name with a popover of the company's facts, its credit points, the 'apply to become a
// warehoused supplier' link when the check allows it, and the favourite toggle.
import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShopFrame } from '#bff/views.ts';
import type { Shop } from '#contract/schemas.ts';
import classes from './ShopCard.module.css';
import { ShopFavouriteToggle } from './ShopFavouriteToggle.tsx';
import { ShopPopover } from './ShopPopover.tsx';
import { SupplierApplicationLink } from './SupplierApplicationLink.tsx';

type Props = { shop: Shop; application: ShopFrame['application']; signedIn: boolean };

export function ShopCard({ shop, application, signedIn }: Props) {
  const { t } = useTranslation('shop');
  return (
    <section className={classes.card} aria-label={t('card.label', { name: shop.memberName })} data-testid="shop-card">
      <div className={classes.banner} data-testid="shop-banner">
        {shop.banner && <img src={shop.banner} alt="" width={1200} height={120} fetchPriority="high" />}
      </div>
      <div className={classes.bar}>
        <div className={classes.identity}>
          <Avatar
            src={shop.logo || null}
            alt={t('card.logoAlt', { name: shop.memberName })}
            size={64}
            radius="sm"
            className={classes.logo}
            data-testid="shop-logo"
          >
            {shop.memberName.slice(0, 1)}
          </Avatar>
          <div className={classes.names}>
            <ShopPopover shop={shop} />
            <span className={classes.points} data-testid="shop-credit-points">
              {t('card.creditPoints', { points: shop.creditPoint })}
            </span>
          </div>
        </div>
        <div className={classes.actions}>
          <SupplierApplicationLink shop={shop} application={application} />
          <ShopFavouriteToggle key={shop.id} shop={shop} signedIn={signedIn} />
        </div>
      </div>
    </section>
  );
}

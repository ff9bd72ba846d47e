// The shop navigation (docs/product.md#shop-layout): home, inquiry, tender, bidding, publicity and
// about us, the current one highlighted (a detail page counts for its list).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Shop } from '#contract/schemas.ts';
import { activeShopNavItem, SHOP_NAV_ITEMS, shopNavHref } from '#app/lib/shop-links.ts';
import classes from './ShopNav.module.css';

export function ShopNav({ shop, prefix }: { shop: Shop; prefix: number | null }) {
  const { t } = useTranslation('shop');
  const active = activeShopNavItem(useLocation().pathname);
  return (
    <nav className={classes.nav} aria-label={t('nav.label')} data-testid="shop-nav">
      <ul className={classes.items}>
        {SHOP_NAV_ITEMS.map((item) => (
          <li key={item}>
            <Link
              to={shopNavHref(item, { prefix, shopId: shop.id })}
              className={classes.item}
              aria-current={item === active ? 'page' : undefined}
              data-active={item === active || undefined}
              data-testid={`shop-nav-${item}`}
            >
              {t(`nav.${item}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

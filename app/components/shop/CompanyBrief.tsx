// The company brief on the shop home: the shop's description (text, line breaks kept) and its main
// business, with a link to the full company profile.
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shop } from '#contract/schemas.ts';
import { aboutUsHref } from '#app/lib/shop-links.ts';
import classes from './ShopHome.module.css';

type Props = { shop: Shop; where: { prefix: number | null; shopId: number } };

export function CompanyBrief({ shop, where }: Props) {
  const { t } = useTranslation('shop');
  return (
    <section className={classes.block} aria-labelledby="shop-brief-title" data-testid="shop-brief">
      <header className={classes.blockHeader}>
        <h2 id="shop-brief-title" className={classes.blockTitle}>
          {t('home.brief')}
        </h2>
        <Anchor component={Link} to={aboutUsHref(where, 'brief')} size="sm" data-testid="shop-brief-more">
          {t('home.seeMore')} ›
        </Anchor>
      </header>
      <p className={classes.brief}>{shop.describe || t('about.noBrief')}</p>
      {shop.mainCategory && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('about.mainCategory', { categories: shop.mainCategory })}
        </Text>
      )}
    </section>
  );
}

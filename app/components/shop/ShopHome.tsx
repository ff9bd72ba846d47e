// The shop home (docs/product.md#shop-home): category tree, slideshow with the small adverts, up to 4
// company pictures and the company's statistics on the first screen; below, the shop's inquiry,
// tender and competitive-bid cards (only lists that have items), the company brief, the company
// album and the honours album.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShopHomeCritical, ShopHomeDeferred } from '#bff/views.ts';
import type { Advert, Shop } from '#contract/schemas.ts';
import { shopDetailHref, shopNavHref } from '#app/lib/shop-links.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';
import { BannerCarousel } from '../home/BannerCarousel.tsx';
import { SmallAds } from '../home/SmallAds.tsx';
import { SourcingSection } from '../home/SourcingSection.tsx';
import { StreamedCategoryMenu } from '../layout/StreamedCategoryMenu.tsx';
import homeClasses from '../home/MallHome.module.css';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { CompanyBrief } from './CompanyBrief.tsx';
import { CompanyStatistics } from './CompanyStatistics.tsx';
import { PictureAlbum } from './PictureAlbum.tsx';
import classes from './ShopHome.module.css';

/** docs/product/constants.md#constants-and-limits: up to 4 shop pictures on the shop home. */
export const SHOP_HOME_PICTURES = 4;

type Props = ShopHomeCritical & ShopHomeDeferred & { shop: Shop };

/** Links that come with the data lead only where a link may (no javascript:, no //other-host). */
function safeLinks(adverts: ShopHomeCritical['slides']): ShopHomeCritical['slides'] {
  if (adverts.status !== 'ok') return adverts;
  return { status: 'ok', data: adverts.data.map((advert): Advert => ({ ...advert, link: linkableUrl(advert.link) ?? '' })) };
}

export function ShopHome({ shop, categories, slides, ads, inquiries, tenders, biddings }: Props) {
  const { t } = useTranslation('shop');
  const layout = useLayoutView();
  const where = { prefix: layout.shopId, shopId: shop.id };
  const inShop = (kind: 'inquiry' | 'tender' | 'bidding') => ({
    seeMoreHref: shopNavHref(kind, where),
    detailLink: (cardKind: typeof kind, id: number) => shopDetailHref(cardKind, id, shop.id),
  });
  return (
    <div className={homeClasses.home} data-testid="shop-home">
      <VisuallyHidden component="h1">{t('home.title', { name: shop.memberName })}</VisuallyHidden>
      <div className={homeClasses.firstScreen}>
        <StreamedCategoryMenu categories={categories ?? layout.categories} shopId={layout.shopId} inShopIndex className={homeClasses.categories} />
        <div className={homeClasses.centre} data-testid="shop-slideshow">
          <BannerCarousel banners={safeLinks(slides)} />
          <SmallAds ads={safeLinks(ads)} />
        </div>
        <CompanyStatistics shop={shop} />
      </div>
      {shop.companyPics.length > 0 && (
        <ul className={classes.pictures} aria-label={t('home.pictures')} data-testid="shop-company-pictures">
          {shop.companyPics.slice(0, SHOP_HOME_PICTURES).map((url, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be listed twice; the list never reorders
            <li key={url + index}>
              <img src={url} alt={t('home.picture', { name: shop.memberName, index: index + 1 })} loading="lazy" data-testid="shop-company-picture" />
            </li>
          ))}
        </ul>
      )}
      <SourcingSection kind="inquiry" items={inquiries} shopId={layout.shopId} inShop={inShop('inquiry')} />
      <SourcingSection kind="tender" items={tenders} shopId={layout.shopId} inShop={inShop('tender')} />
      <SourcingSection kind="bidding" items={biddings} shopId={layout.shopId} inShop={inShop('bidding')} />
      <CompanyBrief shop={shop} where={where} />
      <PictureAlbum kind="album" pictures={shop.albumPics} name={shop.memberName} where={where} />
      <PictureAlbum kind="honor" pictures={shop.honorPics} name={shop.memberName} where={where} />
    </div>
  );
}

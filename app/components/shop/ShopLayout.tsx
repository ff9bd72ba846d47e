// The shop layout (docs/product.md#shop-layout): the mall's top bar and header, then the buyer's shop
// card and the shop navigation over the page; the footer and the side toolbar (leading to the
// shop's own lists) as in the mall.
import type { ReactNode } from 'react';
import type { LayoutView, ShopFrame } from '#bff/views.ts';
import { FloatingSearch } from '../layout/FloatingSearch.tsx';
import { NO_APP_LINK } from '../layout/MallLayout.tsx';
import mallClasses from '../layout/MallLayout.module.css';
import { StreamedPart } from '../lists/StreamedPart.tsx';
import { SideToolbar } from '../layout/SideToolbar.tsx';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { SiteHeader } from '../layout/SiteHeader.tsx';
import { TopBar } from '../layout/TopBar.tsx';
import { ShopCard } from './ShopCard.tsx';
import { ShopNav } from './ShopNav.tsx';

type Props = { layout: LayoutView; frame: ShopFrame; children: ReactNode };

export function ShopLayout({ layout, frame, children }: Props) {
  const { site, shopId, user, city, appLink, serverTime } = layout;
  return (
    <div className={mallClasses.page} data-testid="shop-layout" data-layout="shop" data-shop-id={frame.shop.id}>
      <TopBar user={user} city={city} />
      <SiteHeader site={site} shopId={shopId} />
      <ShopCard shop={frame.shop} application={frame.application} signedIn={user !== null} />
      <ShopNav shop={frame.shop} prefix={shopId} />
      <main className={mallClasses.main}>{children}</main>
      <SiteFooter site={site} now={serverTime} />
      <StreamedPart
        value={appLink}
        fallback={<SideToolbar appLink={NO_APP_LINK} shopId={shopId} signedIn={user !== null} buyerShopId={frame.shop.id} />}
      >
        {(ready) => <SideToolbar appLink={ready} shopId={shopId} signedIn={user !== null} buyerShopId={frame.shop.id} />}
      </StreamedPart>
      <FloatingSearch site={site} shopId={shopId} />
    </div>
  );
}

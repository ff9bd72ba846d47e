// The mall home's arrangement: category tree, banner carousel with four small ads, user panel and
// publicity tabs on the first screen; the inquiry, tender and competitive-bid lists below.
import { VisuallyHidden } from '@mantine/core';
import type { HomeCritical, HomeDeferred } from '#bff/views.ts';
import { CategoryMenu } from '../layout/CategoryMenu.tsx';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import classes from './MallHome.module.css';
import { PublicityTabs } from './PublicityTabs.tsx';
import { SmallAds } from './SmallAds.tsx';
import { SourcingSection } from './SourcingSection.tsx';
import { UserPanel } from './UserPanel.tsx';

type Props = HomeCritical & HomeDeferred;

export function MallHome({ banners, smallAds, notices, inquiries, tenders, biddings }: Props) {
  const { categories, shopId, user, site } = useLayoutView();
  return (
    <div className={classes.home} data-testid="mall-home">
      <VisuallyHidden component="h1">{site.name}</VisuallyHidden>
      <div className={classes.firstScreen}>
        <CategoryMenu categories={categories} shopId={shopId} className={classes.categories} />
        <div className={classes.centre}>
          <BannerCarousel banners={banners} />
          <SmallAds ads={smallAds} />
        </div>
        <div className={classes.side}>
          <UserPanel user={user} site={site} />
          <PublicityTabs notices={notices} shopId={shopId} />
        </div>
      </div>
      <SourcingSection kind="inquiry" items={inquiries} shopId={shopId} />
      <SourcingSection kind="tender" items={tenders} shopId={shopId} />
      <SourcingSection kind="bidding" items={biddings} shopId={shopId} />
    </div>
  );
}

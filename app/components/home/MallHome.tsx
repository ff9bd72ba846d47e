// The mall home's arrangement: category tree, banner carousel with four small ads, user panel and
// publicity tabs on the first screen; the inquiry, tender and competitive-bid lists below.
import { VisuallyHidden } from '@mantine/core';
import type { HomeCritical, HomeDeferred, Section } from '#bff/views.ts';
import type { Advert } from '#contract/schemas.ts';
import { StreamedCategoryMenu } from '../layout/StreamedCategoryMenu.tsx';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { StreamedPart } from '../lists/StreamedPart.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import classes from './MallHome.module.css';
import adClasses from './SmallAds.module.css';
import { PublicityTabs } from './PublicityTabs.tsx';
import { SMALL_AD_COUNT, SmallAds } from './SmallAds.tsx';
import { SourcingSection } from './SourcingSection.tsx';
import { UserPanel } from './UserPanel.tsx';

type Props = HomeCritical & HomeDeferred;

const NOTHING_YET: Section<Advert[]> = { status: 'ok', data: [] };

/** The small adverts' four tiles, empty, while they stream in. */
function SmallAdsPlaceholder() {
  return (
    <ul className={adClasses.ads} aria-hidden="true">
      {Array.from({ length: SMALL_AD_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={index}>
          <span className={adClasses.ad} />
        </li>
      ))}
    </ul>
  );
}

export function MallHome({ banners, smallAds, notices, inquiries, tenders, biddings }: Props) {
  const { categories, shopId, user, site } = useLayoutView();
  return (
    <div className={classes.home} data-testid="mall-home">
      <VisuallyHidden component="h1">{site.name}</VisuallyHidden>
      <div className={classes.firstScreen}>
        <StreamedCategoryMenu categories={categories} shopId={shopId} className={classes.categories} />
        <div className={classes.centre}>
          {/* Cold caches: the banners stream in; what holds their place has their size. */}
          <StreamedPart value={banners} fallback={<BannerCarousel banners={NOTHING_YET} />}>
            {(ready) => <BannerCarousel banners={ready} />}
          </StreamedPart>
          <StreamedPart value={smallAds} fallback={<SmallAdsPlaceholder />}>
            {(ready) => <SmallAds ads={ready} />}
          </StreamedPart>
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

// What the banner carousel (BannerCarousel.tsx) and its slides, loaded later (BannerCarousel.lazy.tsx), share.
import type { ReactNode } from 'react';
import type { Section } from '#bff/views.ts';
import type { Advert } from '#contract/schemas.ts';

export const CAROUSEL_HEIGHT_PX = 288;
export const AUTOPLAY_INTERVAL_MS = 5000;

export type BannerCarouselProps = {
  banners: Section<Advert[]>;
  height?: number;
  /** Shown over the slide on show (a list page's 'buy now', 'register now' or sign-in prompt). */
  action?: (banner: Advert) => ReactNode;
  /** Where a slide leads (a list page points its banners at its own list); the banner's link by default. */
  linkOf?: (banner: Advert) => string;
};

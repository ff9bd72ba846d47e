// The banner carousel (docs/product.md#mall-home, #constants-and-limits) on the mall home, the shop home
// and the sourcing lists. The first slide is on the first screen; the carousel around it (Embla, its
// autoplay, the arrows and dots) is not needed for that paint: its code loads as the page hydrates
// (BannerCarousel.lazy.tsx, app/components/layout/lazyPart.tsx). Its styles are here, so the server's
// HTML of the slides is laid out before that code is in.
import '@mantine/carousel/styles.css';
import { Skeleton, Text } from '@mantine/core';
import type { Advert } from '#contract/schemas.ts';
import { lazyPart } from '../layout/lazyPart.tsx';
import classes from './BannerCarousel.module.css';
import { type BannerCarouselProps, CAROUSEL_HEIGHT_PX } from './BannerCarouselProps.ts';

type SlidesProps = Omit<BannerCarouselProps, 'banners'> & { slides: Advert[] };

/**
 * The first slide alone, in its place and with the list's action over it, while the carousel's code is on
 * its way: a page rendered in the browser, or the server's slides when the page updated them before the
 * code was in (React then renders them anew). The same links and action as the carousel's first slide.
 */
function FirstSlide({ slides, height = CAROUSEL_HEIGHT_PX, action, linkOf = (banner) => banner.link }: SlidesProps) {
  const first = slides[0]!;
  return (
    <div className={classes.frame} style={{ height }} data-testid="banner-carousel">
      <div data-testid="banner-slide" data-active>
        <a href={linkOf(first) || undefined} className={classes.slide}>
          <img src={first.imageUrl} alt={first.title} className={classes.image} width={944} height={height} fetchPriority="high" />
        </a>
      </div>
      {action && <div className={classes.action}>{action(first)}</div>}
    </div>
  );
}

const BannerSlides = lazyPart(() => import('./BannerCarousel.lazy.tsx').then((module) => module.BannerSlides), FirstSlide);

export function BannerCarousel({ banners, height = CAROUSEL_HEIGHT_PX, ...rest }: BannerCarouselProps) {
  if (banners.status === 'error') {
    return (
      <div className={classes.carousel} style={{ height }} data-testid="banner-carousel">
        <Text c="dimmed" p="md">
          {banners.message}
        </Text>
      </div>
    );
  }
  if (banners.data.length === 0) return <Skeleton h={height} animate={false} data-testid="banner-carousel" />;
  return <BannerSlides slides={banners.data} height={height} {...rest} />;
}

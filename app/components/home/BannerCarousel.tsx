// The banner carousel (docs/product.md#routes-and-layouts, #constants-and-limits): 288px high on the home, autoplay that pauses on hover or
// focus, and dots to pick a slide. A list page puts an action over the slide on show.
import { Skeleton, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '#bff/views.ts';
import type { Advert } from '#contract/schemas.ts';
import classes from './BannerCarousel.module.css';

export const CAROUSEL_HEIGHT_PX = 288;
export const AUTOPLAY_INTERVAL_MS = 5000;

type Props = {
  banners: Section<Advert[]>;
  height?: number;
  /** Shown over the slide on show (a list page's 'buy now', 'register now' or sign-in prompt). */
  action?: (banner: Advert) => ReactNode;
};

export function BannerCarousel({ banners, height = CAROUSEL_HEIGHT_PX, action }: Props) {
  const { t } = useTranslation('home');
  const slides = banners.status === 'ok' ? banners.data : [];
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % slides.length), AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);

  if (banners.status === 'error') {
    return (
      <div className={classes.carousel} style={{ height }} data-testid="banner-carousel">
        <Text c="dimmed" p="md">
          {banners.message}
        </Text>
      </div>
    );
  }
  if (slides.length === 0) return <Skeleton h={height} animate={false} data-testid="banner-carousel" />;

  return (
    <section
      className={classes.carousel}
      style={{ height }}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="banner-carousel"
      data-paused={paused || undefined}
    >
      {slides.map((banner, index) => (
        <a
          key={banner.id}
          href={banner.link || undefined}
          className={classes.slide}
          data-active={index === active || undefined}
          tabIndex={index === active ? undefined : -1}
          aria-roledescription="slide"
          aria-label={t('carousel.slide', { index: index + 1, total: slides.length })}
          data-testid="banner-slide"
        >
          <img src={banner.imageUrl} alt={banner.title} className={classes.image} />
        </a>
      ))}
      {action && slides[active] && <div className={classes.action}>{action(slides[active])}</div>}
      {slides.length > 1 && (
        <div className={classes.dots}>
          {slides.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={classes.dot}
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === active || undefined}
              onClick={() => setActive(index)}
              data-testid={`banner-dot-${index}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}

// The banner carousel's slides (docs/product.md#mall-home, #constants-and-limits), on the mall home, the
// shop home and the sourcing lists: @mantine/carousel (Embla), so a phone swipes it, the arrow keys turn
// it and it loops. It turns by itself every five seconds (embla-carousel-autoplay) and holds still
// while the pointer is over it or the focus is in it; with prefers-reduced-motion it never turns by
// itself. A list page puts an action over the slide on show. Loaded after the first paint
// (BannerCarousel.tsx, which also shows the skeleton and the error without it).
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advert } from '#contract/schemas.ts';
import { AUTOPLAY_INTERVAL_MS, type BannerCarouselProps, CAROUSEL_HEIGHT_PX } from './BannerCarouselProps.ts';
import classes from './BannerCarousel.module.css';

type Props = Omit<BannerCarouselProps, 'banners'> & { slides: Advert[] };

const EMBLA_OPTIONS = { loop: true } as const;

export function BannerSlides({ slides, height = CAROUSEL_HEIGHT_PX, action, linkOf = (banner) => banner.link }: Props) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const reduceMotion = useReducedMotion();
  // Pausing is this component's: the plugin only keeps the time (a drag restarts it, see below).
  const autoplay = useRef(Autoplay({ delay: AUTOPLAY_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }));
  const paused = hovered || focused;
  const autoplays = !reduceMotion && slides.length > 1;

  useEffect(() => {
    if (!embla || !autoplays) return;
    const plugin = autoplay.current;
    if (paused) plugin.stop();
    else plugin.play();
    // The plugin restarts after a drag; under the pointer it must keep still.
    const holdStill = () => {
      if (paused) plugin.stop();
    };
    embla.on('pointerUp', holdStill);
    return () => {
      embla.off('pointerUp', holdStill);
    };
  }, [embla, autoplays, paused]);

  const shown = slides[Math.min(active, slides.length - 1)];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer and the focus only pause the autoplay; the carousel's controls are its interaction
    <div
      className={classes.frame}
      style={{ height }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-testid="banner-carousel"
      data-paused={paused || undefined}
      data-autoplay={autoplays ? 'on' : 'off'}
    >
      <Carousel
        className={classes.carousel}
        height={height}
        emblaOptions={EMBLA_OPTIONS}
        plugins={autoplays ? [autoplay.current] : []}
        getEmblaApi={setEmbla}
        onSlideChange={setActive}
        withIndicators={slides.length > 1}
        withControls={slides.length > 1}
        classNames={{ indicator: classes.indicator, control: classes.control }}
        previousControlProps={{ 'aria-label': t('carousel.previous') }}
        nextControlProps={{ 'aria-label': t('carousel.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('carousel.goTo', { index: index + 1 }), 'data-testid': `banner-dot-${index}` })}
        aria-label={t('carousel.label')}
      >
        {slides.map((banner, index) => {
          const link = linkOf(banner);
          return (
            <Carousel.Slide
              key={banner.id}
              aria-label={t('carousel.slide', { index: index + 1, total: slides.length })}
              data-active={index === active || undefined}
              data-testid="banner-slide"
            >
              <a href={link || undefined} className={classes.slide} tabIndex={index === active ? undefined : -1}>
                <img
                  src={banner.imageUrl}
                  alt={banner.title}
                  className={classes.image}
                  width={944}
                  height={height}
                  // The first slide is the first screen's largest picture: asked for first; the others when they turn up.
                  loading={index === 0 ? undefined : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                />
              </a>
            </Carousel.Slide>
          );
        })}
      </Carousel>
      {action && shown && <div className={classes.action}>{action(shown)}</div>}
      {/* Mantine's own announcement ("Slide 1 of 5") is English only (hidden in the CSS): this one is in the user's language,
          and says nothing while the banners turn by themselves (an announcement every five seconds would drown the page). */}
      <span className={classes.status} role="status" aria-live={autoplays && !paused ? 'off' : 'polite'} aria-atomic="true">
        {t('carousel.slide', { index: Math.min(active, slides.length - 1) + 1, total: slides.length })}
      </span>
    </div>
  );
}

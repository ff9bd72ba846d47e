// A copy of the search pinned to the top of the window once the page is scrolled past 500px
// (docs/product.md#routes-and-layouts, #constants-and-limits), with the smaller logo (145x50).
// Loaded after the first paint (FloatingSearch.tsx).
import { Image, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Site } from '#contract/schemas.ts';
import { shopPrefix } from '#bff/url-state/shop-prefix.ts';
import classes from './FloatingSearch.module.css';
import { SearchBox } from './SearchBox.tsx';

export const FLOATING_SEARCH_SCROLL_PX = 500;

export function FloatingSearchBar({ site, shopId }: { site: Site; shopId: number | null }) {
  const { t } = useTranslation('layout');
  const [scroll] = useWindowScroll();
  return (
    <Transition mounted={scroll.y > FLOATING_SEARCH_SCROLL_PX} transition="slide-down" duration={200}>
      {(style) => (
        <div className={classes.bar} style={style} data-testid="floating-search">
          <div className={classes.inner}>
            <Link to={shopPrefix(shopId) || '/'} className={classes.logo}>
              <Image
                src={site.logo}
                alt={t('header.logoAlt', { site: site.name })}
                w={145}
                h={50}
                width={145}
                height={50}
                fit="contain"
                loading="lazy"
              />
            </Link>
            <SearchBox shopId={shopId} testIdPrefix="floating-" compact />
          </div>
        </div>
      )}
    </Transition>
  );
}

// The header: the site logo (190x48) linking to the home page, and the search.
import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Site } from '#contract/schemas.ts';
import { shopPrefix } from '#bff/url-state/shop-prefix.ts';
import { SearchBox } from './SearchBox.tsx';
import classes from './SiteHeader.module.css';

export function SiteHeader({ site, shopId }: { site: Site; shopId: number | null }) {
  const { t } = useTranslation('layout');
  return (
    <header className={classes.header} data-testid="site-header">
      <div className={classes.inner}>
        <Link to={shopPrefix(shopId) || '/'} className={classes.logo} data-testid="site-logo">
          {/* Fetched early: at the top of every page, it is the largest paint of the pages without a larger picture (the lists). */}
          <Image
            src={site.logo}
            alt={t('header.logoAlt', { site: site.name })}
            w={190}
            h={48}
            width={190}
            height={48}
            fit="contain"
            fetchPriority="high"
          />
        </Link>
        <SearchBox shopId={shopId} />
      </div>
    </header>
  );
}

// The banner carousel of a sourcing list (advert column type 7) with its button: 'buy now' on the
// inquiries, 'register now' on tenders and competitive bids, and on the competitive bids a visitor
// is asked to sign in instead. Nothing shows when there is no banner. The banners lead to this list
// (app/lib/list-banner.ts), not to whichever list the shared advert column names.
import { Button } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import type { Section } from '#bff/views.ts';
import type { Advert } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { listBannerHref } from '#app/lib/list-banner.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import { BannerCarousel } from '../home/BannerCarousel.tsx';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { useListFilters } from './ListFiltersContext.tsx';

export const LIST_BANNER_HEIGHT_PX = 200;

export function ListBanner({ kind, banners }: { kind: SourcingKind; banners: Section<Advert[]> }) {
  const { t } = useListFilters();
  const { user, shopId } = useLayoutView();
  const { pathname, search } = useLocation();
  // Kept from one render to the next: the carousel's server HTML is then left to hydrate when its code is in.
  const linkOf = useCallback((banner: Advert) => listBannerHref(banner.link, kind, shopId), [kind, shopId]);
  const signedIn = user !== null;
  const action = useCallback(
    (banner: Advert) => {
      if (kind === 'bidding' && !signedIn) {
        return (
          <Button component={Link} to={loginHref(pathname + search)} color="orange" data-testid="list-banner-action" data-action="signIn">
            {t('banner.signIn')}
          </Button>
        );
      }
      const label = kind === 'inquiry' ? 'buyNow' : 'registerNow';
      return (
        <Button
          component="a"
          href={linkOf(banner) || undefined}
          color={kind === 'inquiry' ? 'green' : kind === 'tender' ? 'blue' : 'orange'}
          data-testid="list-banner-action"
          data-action={label}
        >
          {t(`banner.${label}`)}
        </Button>
      );
    },
    [kind, signedIn, pathname, search, t, linkOf],
  );
  if (banners.status !== 'ok' || banners.data.length === 0) return null;
  return (
    <div data-testid="list-banner">
      <BannerCarousel banners={banners} height={LIST_BANNER_HEIGHT_PX} action={action} linkOf={linkOf} />
    </div>
  );
}

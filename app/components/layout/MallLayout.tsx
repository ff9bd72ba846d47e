// The mall layout (docs/product.md#routes-and-layouts): top bar, header with search, main navigation, the page, footer,
// the floating side toolbar and the floating search that appears after scrolling.
import type { ComponentProps, ReactNode } from 'react';
import type { LayoutView } from '#bff/views.ts';
import { FloatingSearch } from './FloatingSearch.tsx';
import classes from './MallLayout.module.css';
import { MainNav } from './MainNav.tsx';
import { StreamedPart } from '../lists/StreamedPart.tsx';
import { SideToolbar } from './SideToolbar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { TopBar } from './TopBar.tsx';

/** The side toolbar before the app link streams in: no app entry yet. */
export const NO_APP_LINK = { status: 'ok', data: null } as const;

type Props = { layout: LayoutView; children: ReactNode } & Omit<ComponentProps<'div'>, 'children'>;

export function MallLayout({ layout, children, ...rest }: Props) {
  const { site, shopId, user, city, categories, appLink, serverTime } = layout;
  return (
    <div className={classes.page} data-testid="mall-layout" {...rest}>
      <TopBar user={user} city={city} />
      <SiteHeader site={site} shopId={shopId} />
      <MainNav categories={categories} shopId={shopId} />
      <main className={classes.main}>{children}</main>
      <SiteFooter site={site} now={serverTime} />
      <StreamedPart value={appLink} fallback={<SideToolbar appLink={NO_APP_LINK} shopId={shopId} signedIn={user !== null} />}>
        {(ready) => <SideToolbar appLink={ready} shopId={shopId} signedIn={user !== null} />}
      </StreamedPart>
      <FloatingSearch site={site} shopId={shopId} />
    </div>
  );
}

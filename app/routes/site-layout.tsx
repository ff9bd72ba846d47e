// The frame of every portal page under the optional shop prefix: the layout's data (site, user,
// city, categories) once per page, and the mall or shop layout (docs/product.md#routes-and-layouts layout choice). On a
// shop-layout page the shop is looked up once per request for the layout and the page alike, and
// remembered in a cookie when the page names it (docs/product.md#states-and-transitions).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loadLayout } from '#bff/layout.server.ts';
import { pagePathname } from '#bff/request-context.server.ts';
import { loadShopFrame, rememberedShopCookie, shopLookup, shopLookupContext } from '#bff/shop.server.ts';
import { StatusPage, statusOf } from '../components/feedback/StatusPage.tsx';
import { MallLayout } from '../components/layout/MallLayout.tsx';
import { LiveMessages } from '../components/messages/LiveMessages.tsx';
import { ShopLayout } from '../components/shop/ShopLayout.tsx';
import { getLocale } from '../i18n/middleware.server.ts';
import { layoutFor } from '../lib/layout-choice.ts';
import { isShopId } from '#bff/url-state/shop-prefix.ts';
import type { Route } from './+types/site-layout.ts';

/** "/abc" is not a shop: a 404 before any upstream call. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params }) => {
    if (!isShopId(params.shopId)) throw data(null, { status: 404 });
  },
  async ({ request, context }, next) => {
    const url = new URL(request.url);
    const lookup = layoutFor(pagePathname(url.pathname), url.search) === 'shop' ? shopLookup(request, getLocale(context)) : null;
    context.set(shopLookupContext, lookup);
    const response = await next();
    const remember = await rememberedShopCookie(lookup);
    if (remember) response.headers.append('Set-Cookie', remember);
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const [layout, shopFrame] = await Promise.all([loadLayout(request, locale), loadShopFrame(request, locale, context.get(shopLookupContext))]);
  return { ...layout, shopFrame };
}

/** Entering, leaving or moving within a shop changes the frame even when nothing else would reload it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (defaultShouldRevalidate) return true;
  const next = layoutFor(nextUrl.pathname, nextUrl.search);
  return next !== layoutFor(currentUrl.pathname, currentUrl.search) || (next === 'shop' && nextUrl.pathname !== currentUrl.pathname);
}

type LayoutData = Route.ComponentProps['loaderData'];

/** The mall or shop frame around a page (docs/product.md#routes-and-layouts layout choice). */
function Frame({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const kind = layoutFor(pathname, search);
  // A shop page whose shop is unknown (none named or remembered) keeps the mall frame.
  if (kind === 'shop' && layout.shopFrame) {
    return (
      <ShopLayout layout={layout} frame={layout.shopFrame}>
        {children}
      </ShopLayout>
    );
  }
  return (
    <MallLayout layout={layout} data-layout="mall">
      {children}
    </MallLayout>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame layout={loaderData}>
      <Outlet />
      <LiveMessages userId={loaderData.user?.userId ?? null} />
    </Frame>
  );
}

/**
 * A page under the layout that cannot be shown (its subject is missing: 404; the platform does
 * not answer and no cached copy is left: 503) keeps the site's frame around the message, so the
 * visitor can go on elsewhere. Without the layout's data (it failed itself) the message stands alone.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData<typeof loader>('site-layout');
  const { kind, status } = statusOf(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  const title = <title>{t(`${kind}.title`)}</title>;
  if (!layout) {
    return (
      <>
        {title}
        <StatusPage kind={kind} status={status} />
      </>
    );
  }
  return (
    <Frame layout={layout}>
      {title}
      <StatusPage kind={kind} status={status} inLayout />
    </Frame>
  );
}

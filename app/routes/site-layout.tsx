// The frame of every portal page under the optional shop prefix: the layout's data (site, user,
// city, categories) once per page, and the mall or shop layout (docs/product.md#routes-and-layouts layout choice). On a
// shop-layout page the shop is looked up once per request for the layout and the page alike, and
// remembered in a cookie when the page names it (docs/product.md#states-and-transitions).
import { data, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loadLayout } from '#bff/layout.server.ts';
import { pagePathname } from '#bff/request-context.server.ts';
import { loadShopFrame, rememberedShopCookie, shopLookup, shopLookupContext } from '#bff/shop.server.ts';
import { MallLayout } from '../components/layout/MallLayout.tsx';
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

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const kind = layoutFor(pathname, search);
  // A shop page whose shop is unknown (none named or remembered) keeps the mall frame.
  if (kind === 'shop' && loaderData.shopFrame) {
    return (
      <ShopLayout layout={loaderData} frame={loaderData.shopFrame}>
        <Outlet />
      </ShopLayout>
    );
  }
  return (
    <MallLayout layout={loaderData} data-layout="mall">
      <Outlet />
    </MallLayout>
  );
}

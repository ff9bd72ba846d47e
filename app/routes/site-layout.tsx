// The frame of every portal page under the optional shop prefix: the layout's data (site, user,
// city, categories) once per page, and the mall or shop layout (SPEC.md §2 layout choice).
import { data, Outlet, useLocation } from 'react-router';
import { loadLayout } from '../../bff/layout.server.ts';
import { MallLayout } from '../components/layout/MallLayout.tsx';
import { getLocale } from '../i18n/middleware.server.ts';
import { layoutFor } from '../lib/layout-choice.ts';
import { isShopId } from '../lib/shop-prefix.ts';
import type { Route } from './+types/site-layout.ts';

/** "/abc" is not a shop: a 404 before any upstream call. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params }) => {
    if (!isShopId(params.shopId)) throw data(null, { status: 404 });
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLayout(request, getLocale(context));
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  // The shop layout comes with the shop pages; until then shop routes show the mall frame.
  const kind = layoutFor(pathname, search);
  return (
    <MallLayout layout={loaderData} data-layout={kind}>
      <Outlet />
    </MallLayout>
  );
}

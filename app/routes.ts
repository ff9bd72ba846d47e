// Every screen of the portal, in one place (DESIGN.md "Routes"). Pages under the site layout exist
// plain and under an optional numeric shop prefix; the layout rejects a non-numeric prefix (404).
// The list pages take an optional path segment of filter keys ("c12_b3", SPEC.md §4).
import { type RouteConfig, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/site-layout.tsx', { id: 'site-layout' }, [
    route(':shopId?', 'routes/home.tsx', { id: 'home' }),
    route(':shopId?/purchaseInquiry/*', 'routes/sourcing-list.tsx', { id: 'purchase-inquiry' }),
    route(':shopId?/purchaseBidding/*', 'routes/sourcing-list.tsx', { id: 'purchase-bidding' }),
    route(':shopId?/purchaseCompete/*', 'routes/sourcing-list.tsx', { id: 'purchase-compete' }),
    route(':shopId?/enterprisePurchasing/*', 'routes/enterprise-list.tsx', { id: 'enterprise-purchasing' }),
    route(':shopId?/procurementPublicity/*', 'routes/publicity-list.tsx', { id: 'procurement-publicity' }),
    route(':shopId?/procurementPublicityShop/*', 'routes/publicity-list.tsx', { id: 'procurement-publicity-shop' }),
  ]),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  route('resources/locale', 'routes/resources.locale.ts'),
  route('resources/city', 'routes/resources.city.ts'),
  route('resources/lifecycle', 'routes/resources.lifecycle.ts'),
  route('resources/attributes', 'routes/resources.attributes.ts'),
  route('resources/favourites', 'routes/resources.favourites.ts'),
  route('_bench/minimal', 'routes/bench-minimal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
